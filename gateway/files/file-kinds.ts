/** A kind of file the school accepts, named by the extension it is stored under. */
export type FileKind = {
  ext: string;
  mime: string;
  /** The human name used in messages, e.g. 'Word (.docx)'. */
  label: string;
  /** Served inline (images, PDF) or else as an attachment, which a browser never renders. */
  inline: boolean;
};

const PDF: FileKind = { ext: 'pdf', mime: 'application/pdf', label: 'PDF', inline: true };
const PNG: FileKind = { ext: 'png', mime: 'image/png', label: 'PNG', inline: true };
const JPEG: FileKind = { ext: 'jpg', mime: 'image/jpeg', label: 'JPEG', inline: true };
const WEBP: FileKind = { ext: 'webp', mime: 'image/webp', label: 'WebP', inline: true };
const GIF: FileKind = { ext: 'gif', mime: 'image/gif', label: 'GIF', inline: true };

/** Images a browser shows by itself. */
export const IMAGE_KINDS: readonly FileKind[] = [PNG, JPEG, WEBP, GIF];

/** The WebP kind, for the photos' renditions. */
export const WEBP_KIND: FileKind = WEBP;
/** The JPEG kind, which a phone's HEIC photo is stored as (most browsers cannot show HEIC). */
export const JPEG_KIND: FileKind = JPEG;

/**
 * A phone's HEIC/HEIF photo (file-type names both `heic`): accepted for photos only, decoded and
 * stored as JPEG, never kept or served as HEIC.
 */
export const HEIC_KIND: FileKind = { ext: 'heic', mime: 'image/heic', label: 'HEIC', inline: false };

/** What a photo section takes: the browser's images and phone photos. */
export const PHOTO_KINDS: readonly FileKind[] = [...IMAGE_KINDS, HEIC_KIND];

/** Everything a student or tutor may hand in or share. */
export const DOCUMENT_KINDS: readonly FileKind[] = [
  PDF,
  ...IMAGE_KINDS,
  { ext: 'txt', mime: 'text/plain; charset=utf-8', label: 'Text (.txt)', inline: false },
  { ext: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', label: 'Word (.docx)', inline: false },
  { ext: 'xlsx', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', label: 'Excel (.xlsx)', inline: false },
  { ext: 'pptx', mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', label: 'PowerPoint (.pptx)', inline: false },
  { ext: 'odt', mime: 'application/vnd.oasis.opendocument.text', label: 'OpenDocument text (.odt)', inline: false },
  { ext: 'ods', mime: 'application/vnd.oasis.opendocument.spreadsheet', label: 'OpenDocument spreadsheet (.ods)', inline: false },
  { ext: 'odp', mime: 'application/vnd.oasis.opendocument.presentation', label: 'OpenDocument presentation (.odp)', inline: false },
  { ext: 'doc', mime: 'application/msword', label: 'Word 97–2003 (.doc)', inline: false },
  { ext: 'xls', mime: 'application/vnd.ms-excel', label: 'Excel 97–2003 (.xls)', inline: false },
  { ext: 'ppt', mime: 'application/vnd.ms-powerpoint', label: 'PowerPoint 97–2003 (.ppt)', inline: false },
];

/** The kind of a stored file, from the extension it was stored under after sniffing. */
export function kindForExtension(ext: string): FileKind | undefined {
  return DOCUMENT_KINDS.find((kind) => kind.ext === ext);
}

/** The labels of `kinds` for a message, e.g. 'PDF, PNG, JPEG'. */
export function describeKinds(kinds: readonly FileKind[]): string {
  return kinds.map((kind) => kind.label).join(', ');
}
