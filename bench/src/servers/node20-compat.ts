/**
 * PostGraphile 5.1 targets Node 22 and calls Promise.withResolvers (Node 22+); on Node 20 (our
 * engines floor) every database step would fail with a confusing error. This is the whole gap:
 * its dist code uses no other Node 22 API (checked with a search of the installed packages).
 */
const promise = Promise as unknown as { withResolvers?: () => unknown };
if (typeof promise.withResolvers !== 'function') {
  promise.withResolvers = function withResolvers<T>() {
    let resolve!: (value: T | PromiseLike<T>) => void;
    let reject!: (reason?: unknown) => void;
    const created = new Promise<T>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise: created, resolve, reject };
  };
}
