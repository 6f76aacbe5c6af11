import { useCallback, useState } from 'react';
import { useToast } from '../../../app/toast/toastContext';
import { datedFileName } from '../../../lib/download';
import { unreachableMessage } from '../../../lib/transportErrors';

export const BACKUP_EXPORT_URL = '/superadmin/api/export';
/** Answers 200 exactly when the export would be allowed (a super admin with a verified second factor). */
export const SUPER_ADMIN_CHECK_URL = '/superadmin/api/auth-check';

class ExportRefusedError extends Error {}

/** Asks the server first, so a lapsed session is reported here rather than as a failed download. */
async function ensureExportAllowed(): Promise<void> {
  const response = await fetch(SUPER_ADMIN_CHECK_URL, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  if (response.ok) return;
  if (response.status === 401) {
    throw new ExportRefusedError('Your session has ended. Sign in again as super admin to export.');
  }
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  throw new ExportRefusedError(
    typeof body?.message === 'string' ? body.message : 'The data could not be exported. Please try again.',
  );
}

/**
 * Hands the download to the browser through a link: it streams the file to disk as the server
 * writes it, however large, instead of holding it in memory as a Blob.
 */
function startBrowserDownload(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Export All Data: the whole platform as `backup-<today>.json`, saved by the browser. */
export function useExportAllData() {
  const showToast = useToast();
  const [checking, setChecking] = useState(false);

  const exportAllData = useCallback(async () => {
    setChecking(true);
    try {
      await ensureExportAllowed();
      const fileName = datedFileName('backup', 'json');
      startBrowserDownload(BACKUP_EXPORT_URL, fileName);
      showToast({
        title: 'Export started',
        description: `Your browser is saving ${fileName}. Large platforms take a while; keep this tab open until it finishes.`,
        severity: 'info',
      });
    } catch (error) {
      showToast({
        title: 'Export failed',
        description: error instanceof ExportRefusedError ? error.message : unreachableMessage,
        severity: 'error',
      });
    } finally {
      setChecking(false);
    }
  }, [showToast]);

  return { exportAllData, checking };
}
