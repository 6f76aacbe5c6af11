import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while the page is prerendered and while React hydrates that HTML in the browser, true from
 * the next render on (and from the first one when nothing was prerendered). What differs between the
 * build and the visit (the API's sections, today's date) waits for true, so hydration sees the HTML it
 * was given.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
