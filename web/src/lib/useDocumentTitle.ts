import { useEffect } from 'react';

/** Names the browser tab after the page, so history entries and screen readers tell pages apart. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Casebridge`;
  }, [title]);
}
