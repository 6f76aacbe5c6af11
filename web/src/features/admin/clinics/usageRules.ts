/** Above this share of a limit, a usage bar turns red (the spec's rule). */
export const WARNING_PERCENT = 80;

const BYTES_PER_MB = 1024 ** 2;
const BYTES_PER_GB = 1024 ** 3;

/** How much of `limit` is used, 0-100 (capped: a clinic above its limit shows a full bar). Null: unlimited. */
export function usagePercent(used: number, limit: number | null): number | null {
  if (limit === null) return null;
  if (limit <= 0) return used > 0 ? 100 : 0;
  return Math.min(100, (used / limit) * 100);
}

/** Red above 80% of the limit; never for an unlimited one. */
export function isAboveWarning(used: number, limit: number | null): boolean {
  if (limit === null) return false;
  return limit <= 0 ? used > 0 : used / limit > WARNING_PERCENT / 100;
}

const withoutTrailingZeros = (fixed: string) => fixed.replace(/\.?0+$/, '');

/** Storage as people read it: "0 MB", "< 0.1 MB", "12.4 MB", "5 GB", "3.25 GB" (binary units, as the plans' GB are). */
export function formatStorage(bytes: number): string {
  if (bytes >= BYTES_PER_GB) return `${withoutTrailingZeros((bytes / BYTES_PER_GB).toFixed(2))} GB`;
  if (bytes === 0) return '0 MB';
  const megabytes = bytes / BYTES_PER_MB;
  return megabytes < 0.1 ? '< 0.1 MB' : `${withoutTrailingZeros(megabytes.toFixed(1))} MB`;
}

export const gbToBytes = (gb: number): number => gb * BYTES_PER_GB;
