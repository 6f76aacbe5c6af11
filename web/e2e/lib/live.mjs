/**
 * Records the graphql-ws `subscribe` frames a page sends for one operation, so a test can wait until
 * the page listens before someone else acts. Attach before the page opens its socket. Returns
 * `listening(key)`, which resolves once a subscription with that key (by default its `caseId`
 * variable, null when absent) has been sent and the server has had a moment to register it.
 */
export function trackSubscriptions(page, operationName, keyOf = (variables) => variables?.caseId ?? null) {
  const subscribed = [];
  const waiters = [];
  page.on('websocket', (socket) => {
    socket.on('framesent', ({ payload }) => {
      let frame;
      try {
        frame = JSON.parse(typeof payload === 'string' ? payload : payload.toString());
      } catch {
        return;
      }
      if (frame.type !== 'subscribe' || frame.payload?.operationName !== operationName) return;
      subscribed.push(keyOf(frame.payload.variables));
      for (const waiter of waiters.splice(0)) waiter();
    });
  });
  return async function listening(key, timeout = 10_000) {
    const deadline = Date.now() + timeout;
    while (!subscribed.includes(key)) {
      if (Date.now() > deadline) throw new Error(`the page never subscribed to ${operationName} (${key})`);
      await new Promise((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
    // The server registers the subscription just after the frame arrives (it first checks the case).
    await new Promise((resolve) => setTimeout(resolve, 300));
  };
}

/** A page reloading would make "appeared without reload" meaningless: mark the document to check later. */
export async function markDocument(page) {
  await page.evaluate(() => {
    globalThis.__e2eNotReloaded = true;
  });
}

export async function notReloaded(page) {
  return page.evaluate(() => globalThis.__e2eNotReloaded === true);
}
