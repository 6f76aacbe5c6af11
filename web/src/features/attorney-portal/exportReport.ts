import { datedFileName, downloadCsv } from '../../lib/download';

export const CASES_REPORT_URL = '/api/attorney-portal/cases.csv';

/** The name the server gave the file (Content-Disposition), else "cases-<today>.csv". */
function reportFileName(contentDisposition: string | null): string {
  const named = contentDisposition && /filename="([^"]+)"/.exec(contentDisposition);
  return named ? named[1] : datedFileName('cases', 'csv');
}

export class ReportExportError extends Error {}

/**
 * Fetches the attorney's cases report (same origin, with the session cookie) and saves it. Fetched
 * rather than opened as a link, so a refusal becomes a message instead of a saved error page.
 */
export async function exportCasesReport(): Promise<void> {
  const response = await fetch(CASES_REPORT_URL, { credentials: 'same-origin', headers: { Accept: 'text/csv' } });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    throw new ReportExportError(typeof body?.message === 'string' ? body.message : 'The report could not be created.');
  }
  downloadCsv(reportFileName(response.headers.get('Content-Disposition')), await response.text());
}
