/** The spec's allowed extensions and the content type each is served with (never the client's). */
export const contentTypeByExtension = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  txt: 'text/plain; charset=utf-8',
} as const;

export type AllowedExtension = keyof typeof contentTypeByExtension;
export const allowedExtensions = Object.keys(contentTypeByExtension) as AllowedExtension[];

export function extensionOf(fileName: string): AllowedExtension | null {
  const match = /\.([A-Za-z0-9]{1,5})$/.exec(fileName);
  const extension = match?.[1].toLowerCase();
  return extension && extension in contentTypeByExtension ? (extension as AllowedExtension) : null;
}

/**
 * The name shown and offered on download: the last path segment of what the browser sent, without
 * control characters or separators, at most 200 characters (keeping the extension).
 */
export function displayFileName(raw: string): string {
  const lastSegment = raw.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = lastSegment.replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '').trim();
  if (cleaned.length <= 200) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, 200 - extension.length) + extension;
}
