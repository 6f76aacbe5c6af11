import { useCallback, useState } from 'react';
import { useToast } from '../../../app/toast/toastContext';
import { datedFileName, downloadFile } from '../../../lib/download';

export const WAITLIST_EXPORT_URL = '/superadmin/api/waitlist';

class WaitlistExportError extends Error {}

/** Every entry from the REST list (the whole waitlist, not the search on screen). */
async function fetchAllEntries(): Promise<unknown[]> {
  const response = await fetch(WAITLIST_EXPORT_URL, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  const body = (await response.json().catch(() => null)) as { data?: unknown; message?: unknown } | null;
  if (!response.ok || !Array.isArray(body?.data)) {
    throw new WaitlistExportError(
      typeof body?.message === 'string' ? body.message : 'The waitlist could not be exported. Please try again.',
    );
  }
  return body.data;
}

/** Export Data: saves the whole waitlist as pretty-printed JSON named `waitlist-<today>.json`. */
export function useWaitlistExport() {
  const showToast = useToast();
  const [exporting, setExporting] = useState(false);

  const exportWaitlist = useCallback(async () => {
    setExporting(true);
    try {
      const entries = await fetchAllEntries();
      const fileName = datedFileName('waitlist', 'json');
      downloadFile(fileName, `${JSON.stringify(entries, null, 2)}\n`, 'application/json');
      showToast({
        title: 'Waitlist exported',
        description: `${entries.length} ${entries.length === 1 ? 'entry' : 'entries'} saved to ${fileName}.`,
        severity: 'success',
      });
    } catch (error) {
      showToast({
        title: 'Export failed',
        description:
          error instanceof WaitlistExportError
            ? error.message
            : 'The waitlist could not be downloaded. Check your connection and try again.',
        severity: 'error',
      });
    } finally {
      setExporting(false);
    }
  }, [showToast]);

  return { exportWaitlist, exporting };
}
