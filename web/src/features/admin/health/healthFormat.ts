const units = ['B', 'KB', 'MB', 'GB', 'TB'];

/** 1536 -> "1.5 KB" (1024-based, as disks and memory are usually counted). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(value >= 100 ? 0 : 1)} ${units[unit]}`;
}

/** 93784 -> "1 d 2 h 3 min": the two or three largest parts that matter. */
export function formatUptime(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days > 0) return `${days} d ${hours} h ${minutes} min`;
  if (hours > 0) return `${hours} h ${minutes} min`;
  if (minutes > 0) return `${minutes} min`;
  return `${Math.floor(seconds)} s`;
}

/** Latency in ms with a sensible precision: "0.8 ms", "12 ms", "1,240 ms". */
export function formatMs(ms: number): string {
  return `${ms < 10 ? ms.toFixed(1) : Math.round(ms).toLocaleString('en-US')} ms`;
}

/** A share as a percentage with two decimals for small values: 0.0002 -> "0.02%". */
export function formatPercent(share: number): string {
  const percent = share * 100;
  return `${percent < 1 && percent > 0 ? percent.toFixed(2) : percent.toFixed(1)}%`;
}

/** 300 -> "5 minutes". */
export function formatWindow(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
