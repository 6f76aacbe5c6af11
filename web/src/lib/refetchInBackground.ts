/**
 * Starts a refetch from an event handler. Its outcome reaches the component through the query's
 * own `loading`/`error`/`data`, so the returned promise (which rejects on error) is not needed.
 */
export function refetchInBackground(refetch: () => Promise<unknown>): void {
  refetch().catch(() => undefined);
}
