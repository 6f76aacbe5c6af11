import { useCallback, useLayoutEffect, useRef } from 'react';
import { useToast, type Toast } from '../app/toast/toastContext';
import { errorMessageOf } from './graphqlErrors';

export interface ToastedActionMessages<TArgs extends unknown[], TResult> {
  success: (result: TResult, ...args: TArgs) => Toast;
  /** The start of the error toast's sentence, e.g. "Failed to change the role"; the server's reason follows. */
  failure: (...args: TArgs) => string;
}

/**
 * An action with its toasts: `run` resolves with the result (and a success toast), or fails with an
 * error toast naming the server's reason and resolves with `onError(error)`. The returned function
 * keeps its identity across renders, whatever `run` and the messages close over.
 */
export function useToastedAction<TArgs extends unknown[], TResult, TFallback>(
  run: (...args: TArgs) => Promise<TResult>,
  messages: ToastedActionMessages<TArgs, TResult>,
  onError: (error: unknown) => TFallback,
): (...args: TArgs) => Promise<TResult | TFallback> {
  const showToast = useToast();
  const latest = useRef({ run, messages, onError });
  useLayoutEffect(() => {
    latest.current = { run, messages, onError };
  });
  return useCallback(
    async (...args: TArgs) => {
      const { run, messages, onError } = latest.current;
      try {
        const result = await run(...args);
        showToast(messages.success(result, ...args));
        return result;
      } catch (error) {
        showToast({
          title: 'Error',
          description: `${messages.failure(...args)}: ${errorMessageOf(error)}`,
          severity: 'error',
        });
        return onError(error);
      }
    },
    [showToast],
  );
}
