const units = ['KB', 'MB', 'GB'] as const;

/**
 * A byte count as people read it, in binary units as the upload limit is set: "512 B", "12.3 KB",
 * "50 MB" (a whole number loses its ".0").
 */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = value >= 100 ? Math.round(value).toString() : value.toFixed(1).replace(/\.0$/, '');
  return `${rounded} ${units[unit]}`;
}
