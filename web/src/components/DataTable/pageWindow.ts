import { MAX_PAGE_BUTTONS } from './tableQuery';

/** The zero-based page numbers to offer as buttons: at most `maxButtons`, centred on the current page. */
export function pageWindow(currentPage: number, pageCount: number, maxButtons: number = MAX_PAGE_BUTTONS): number[] {
  const size = Math.min(maxButtons, pageCount);
  const start = Math.max(0, Math.min(currentPage - Math.floor(size / 2), pageCount - size));
  return Array.from({ length: size }, (_, offset) => start + offset);
}
