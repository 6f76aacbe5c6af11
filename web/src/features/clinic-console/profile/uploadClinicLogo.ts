import { RestError, unreachableMessage } from '../../../lib/restJson';
import { CLINIC_LOGO_URL } from './clinicProfileQueries';

export const MAX_LOGO_BYTES = 1024 * 1024;
const logoTypes = ['image/png', 'image/jpeg'];

/** What is wrong with a chosen file before it is sent (the server checks the content as well), or null. */
export function logoFileProblem(file: File): string | null {
  if (!logoTypes.includes(file.type)) return 'The logo must be a PNG or JPEG image';
  if (file.size === 0) return 'The file is empty';
  if (file.size > MAX_LOGO_BYTES) return 'The logo must be at most 1 MB';
  return null;
}

/** Sends the logo as multipart/form-data (same origin, so the session cookie goes with it). */
export async function uploadClinicLogo(file: File): Promise<void> {
  const body = new FormData();
  body.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(CLINIC_LOGO_URL, { method: 'POST', body, headers: { Accept: 'application/json' } });
  } catch {
    throw new RestError(unreachableMessage, null);
  }
  if (response.ok) return;
  const payload = (await response.json().catch(() => null)) as { message?: unknown } | null;
  throw new RestError(
    typeof payload?.message === 'string' && payload.message
      ? payload.message
      : `The server answered ${response.status}`,
    response.status,
  );
}
