import { useCallback, useEffect, useState } from 'react';
import { RestError, unreachableMessage } from '../../lib/restJson';

interface Answer<T> {
  attempt: number;
  data?: T;
  error?: RestError;
}

export interface RestData<T> {
  /** The latest data; kept on screen while a reload is on its way. */
  data: T | undefined;
  /** The last attempt's failure (none while another attempt is on its way). */
  error: RestError | undefined;
  loading: boolean;
  reload: () => void;
}

/**
 * Loads `load` on mount and again on each `reload`, cancelling a request that is no longer wanted.
 * `load` must keep its identity (a module-level function), or it would load on every render.
 */
export function useRestData<T>(load: (signal: AbortSignal) => Promise<T>): RestData<T> {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer<T>>();
  const [data, setData] = useState<T>();

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (loaded) => {
        setData(loaded);
        setAnswer({ attempt, data: loaded });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setAnswer({ attempt, error: error instanceof RestError ? error : new RestError(unreachableMessage, null) });
      },
    );
    return () => controller.abort();
  }, [load, attempt]);

  const reload = useCallback(() => setAttempt((current) => current + 1), []);
  const settled = answer?.attempt === attempt;
  return { data, error: settled ? answer.error : undefined, loading: !settled, reload };
}
