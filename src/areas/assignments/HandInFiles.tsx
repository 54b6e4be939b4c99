import type { SubmissionFile } from '../../../contract/records/coursework.ts';

/**
 * A submission's files as download links, under their own names: the cookie the login set lets
 * the browser fetch them, as it does a record's file.
 */
export function HandInFiles({ files, none, label }: { files: readonly SubmissionFile[]; none?: string; label?: string }) {
  if (files.length === 0) return none ? <p className="text-slate-700">{none}</p> : null;
  return (
    <ul aria-label={label} className="flex flex-col gap-1">
      {files.map((file) => (
        <li key={file.filePath}>
          <a href={`/api/${file.filePath}`} download={file.fileName} className="inline-flex min-h-11 items-center break-all text-brand-700 underline underline-offset-2 hover:text-brand-800">
            {file.fileName}
          </a>
        </li>
      ))}
    </ul>
  );
}
