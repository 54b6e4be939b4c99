import type { ReactNode } from 'react';
import { Download } from '../icons/download.ts';
import { ViewHeading } from './ViewHeading.tsx';
import { BackButton } from './ViewHeader.tsx';

/** A stored file as its download link shows it: `/api/` plus its path, saved under its own name. */
export interface RecordFile {
  filePath: string;
  fileName: string;
  /** The link's text: 'Download Note'. */
  label: string;
}

/** A stored image shown in the details: `/api/` plus its path, at most `width` CSS pixels wide. */
export interface RecordImage {
  url: string;
  alt: string;
  width: number;
}

/** What one record's details show; an area says it for each of its records. */
export interface RecordContent {
  title: string;
  /** Short lines under the title: 'Uploaded Date: Today', 'Conducted by: Science club'. */
  facts?: readonly string[];
  file?: RecordFile;
  /** A heading over the description: 'More information'. */
  descriptionLabel?: string;
  description: string;
  image?: RecordImage;
}

/** How one record's view leads back: whether its heading takes the focus (it opened after a change of view), and Back. */
export interface RecordBack {
  focus: boolean;
  onBack: () => void;
}

export interface RecordDetailsProps extends RecordContent, RecordBack {
  /** The tutor's actions on the record; the student has none. */
  actions?: ReactNode;
}

/** A record's view that is its details, as `content` says them. */
export function recordDetails<T>(content: (record: T) => RecordContent): (record: T, back: RecordBack) => ReactNode {
  return (record, back) => <RecordDetails {...content(record)} {...back} />;
}

/** One record, read in full: the student's and the tutor's details differ only by `actions`. */
export function RecordDetails({ title, focus, facts = [], file, descriptionLabel, description, image, actions, onBack }: RecordDetailsProps) {
  return (
    <article className="flex max-w-3xl flex-col gap-4">
      <ViewHeading focus={focus}>{title}</ViewHeading>
      {facts.map((fact) => (
        <p key={fact} className="text-slate-700">
          {fact}
        </p>
      ))}
      {file ? (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          {/* The cookie the login set lets the browser fetch it; `download` keeps the original name. */}
          <a
            href={`/api/${file.filePath}`}
            download={file.fileName}
            className="inline-flex min-h-11 items-center gap-2 font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            <Download aria-hidden="true" className="size-5" />
            {file.label}
          </a>
          <span className="text-sm break-all text-slate-600">{file.fileName}</span>
        </p>
      ) : null}
      {descriptionLabel ? <h3 className="font-semibold">{descriptionLabel}</h3> : null}
      <p className="break-words whitespace-pre-wrap">{description}</p>
      {image ? (
        // Shown `width` wide as the product does, narrower where the screen is; the height follows the file's shape.
        <img src={`/api/${image.url}`} alt={image.alt} width={image.width} className="h-auto max-w-full rounded-md ring-1 ring-slate-200" />
      ) : null}
      <div className="flex flex-wrap gap-3">
        {actions}
        <BackButton onClick={onBack} />
      </div>
    </article>
  );
}
