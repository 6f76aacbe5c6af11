/** The most rows any list returns in one page, whatever the client asks. */
export const maxPageSize = 100;

export function clampLimit(limit: number | null | undefined, fallback = 20): number {
  if (limit === null || limit === undefined || !Number.isFinite(limit)) return fallback;
  return Math.min(Math.max(Math.trunc(limit), 1), maxPageSize);
}
