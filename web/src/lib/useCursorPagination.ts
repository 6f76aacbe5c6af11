import { useState } from 'react';

/** What a loaded page of a cursor-paginated connection says about the next one. */
export interface CursorPageInfo {
  endCursor?: string | null;
  hasNextPage: boolean;
}

interface CursorTrail {
  /** `after` cursor of each page reached so far: index 0 is the first page (no cursor). */
  cursors: ReadonlyArray<string | null>;
  pageIndex: number;
}

const FIRST_PAGE: CursorTrail = { cursors: [null], pageIndex: 0 };

/**
 * Numbered pages over a cursor-paginated connection (`first`/`after`). The cursor of every
 * visited page is kept, so any of them can be reopened; the next page is reachable once the
 * current one has loaded and reported its `endCursor`.
 */
export function useCursorPagination() {
  const [{ cursors, pageIndex }, setTrail] = useState<CursorTrail>(FIRST_PAGE);

  function nextCursorOf(loaded: CursorPageInfo | undefined): string | null {
    return loaded?.hasNextPage && loaded.endCursor ? loaded.endCursor : null;
  }

  return {
    pageIndex,
    /** The `after` variable for the current page. */
    after: cursors[pageIndex] ?? null,
    /** How many pages can be opened from here, given what the current page reported. */
    reachablePageCount(loaded: CursorPageInfo | undefined): number {
      return Math.max(cursors.length, nextCursorOf(loaded) ? pageIndex + 2 : pageIndex + 1);
    },
    /** Opens a visited page, or the page after the current one once it has loaded. */
    goToPage(target: number, loaded: CursorPageInfo | undefined): void {
      if (target >= 0 && target < cursors.length) {
        setTrail({ cursors, pageIndex: target });
        return;
      }
      const nextCursor = nextCursorOf(loaded);
      if (target === pageIndex + 1 && nextCursor) {
        setTrail({ cursors: [...cursors.slice(0, target), nextCursor], pageIndex: target });
      }
    },
    /** Back to the first page, forgetting the cursors (the search, sort or page size changed). */
    restart(): void {
      setTrail(FIRST_PAGE);
    },
  };
}
