import { todayLocalDate } from './localDate';

/** A download name stamped with today's date, such as "patients-2025-03-07.csv". */
export function datedFileName(baseName: string, extension: string, now: Date = new Date()): string {
  return `${baseName}-${todayLocalDate(now)}.${extension}`;
}

/** Saves text as a file through a temporary object URL and a download link. */
export function downloadFile(fileName: string, content: string, mimeType: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: some browsers read the URL asynchronously.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves a CSV document; the byte order mark makes spreadsheet apps read it as UTF-8. */
export function downloadCsv(fileName: string, csv: string): void {
  downloadFile(fileName, `\uFEFF${csv}`, 'text/csv;charset=utf-8');
}
