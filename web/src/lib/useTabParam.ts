import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export const TAB_PARAM = 'tab';

/**
 * A page's open tab, read from and written to the address (`?tab=users`), so a reload or a shared
 * link keeps it; an address naming no tab (or an unknown one) opens `fallback`.
 */
export function useTabParam<T extends string>(tabs: readonly { value: T }[], fallback: T) {
  const [searchParams, setSearchParams] = useSearchParams();
  const param = searchParams.get(TAB_PARAM);
  const tab = tabs.find((candidate) => candidate.value === param)?.value ?? fallback;

  const openTab = useCallback(
    (next: T) =>
      setSearchParams(
        (params) => {
          const updated = new URLSearchParams(params);
          updated.set(TAB_PARAM, next);
          return updated;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  return { tab, openTab };
}
