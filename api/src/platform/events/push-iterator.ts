/**
 * An async iterator fed by pushes: what a subscription resolver returns. It holds at most
 * `maxPending` undelivered values; a consumer that falls that far behind is ended rather than
 * letting memory grow without bound.
 */
export interface PushIterator<T> extends AsyncIterableIterator<T> {
  push(value: T): void;
  end(error?: Error): void;
}

export function createPushIterator<T>(onEnd: () => void, maxPending = 100): PushIterator<T> {
  const pending: T[] = [];
  const waiting: ((result: IteratorResult<T>) => void)[] = [];
  const waitingReject: ((error: Error) => void)[] = [];
  let done = false;
  let failure: Error | null = null;

  const finish = (error?: Error) => {
    if (done) return;
    done = true;
    failure = error ?? null;
    onEnd();
    while (waiting.length > 0) {
      const resolve = waiting.shift()!;
      const reject = waitingReject.shift()!;
      if (failure) reject(failure);
      else resolve({ value: undefined, done: true });
    }
  };

  const iterator: PushIterator<T> = {
    push(value) {
      if (done) return;
      const resolve = waiting.shift();
      if (resolve) {
        waitingReject.shift();
        resolve({ value, done: false });
      } else if (pending.length >= maxPending) {
        finish(new Error('Live updates fell too far behind; resubscribe to catch up'));
      } else {
        pending.push(value);
      }
    },
    end(error) {
      finish(error);
    },
    next() {
      if (pending.length > 0) return Promise.resolve({ value: pending.shift()!, done: false });
      if (done) {
        if (failure) {
          const error = failure;
          failure = null;
          return Promise.reject(error);
        }
        return Promise.resolve({ value: undefined, done: true });
      }
      return new Promise((resolve, reject) => {
        waiting.push(resolve);
        waitingReject.push(reject);
      });
    },
    return() {
      pending.length = 0;
      finish();
      return Promise.resolve({ value: undefined, done: true });
    },
    throw(error) {
      finish(error as Error);
      return Promise.resolve({ value: undefined, done: true });
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}
