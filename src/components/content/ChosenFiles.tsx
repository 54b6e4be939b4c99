/** The files a chooser holds, named one under the other, so the tutor sees what will be sent. */
export function ChosenFiles({ files, label }: { files: readonly File[]; label: string }) {
  if (files.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-col gap-1 rounded-md bg-slate-50 p-3 text-sm text-slate-700 ring-1 ring-slate-200">
      {files.map((file, index) => (
        <li key={`${index}:${file.name}`} className="break-all">
          {file.name}
        </li>
      ))}
    </ul>
  );
}
