import assert from 'node:assert/strict';

export { assert };

/** Waits until the locator's text matches, up to the timeout; fails with what it saw last. */
export async function expectText(locator, expected, timeout = 10_000) {
  const deadline = Date.now() + timeout;
  let last = '';
  while (Date.now() < deadline) {
    last = (
      (await locator
        .first()
        .textContent({ timeout: 1000 })
        .catch(() => '')) ?? ''
    ).trim();
    if (expected instanceof RegExp ? expected.test(last) : last === expected) return last;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`expected text ${expected} but saw "${last}"`);
}

export async function expectVisible(locator, timeout = 10_000) {
  await locator.first().waitFor({ state: 'visible', timeout });
}

export async function expectUrl(page, pathPattern, timeout = 10_000) {
  await page.waitForURL(
    (url) =>
      pathPattern instanceof RegExp
        ? pathPattern.test(url.pathname + url.search)
        : url.pathname + url.search === pathPattern,
    { timeout },
  );
}

/** Waits until an input's value matches (a string exactly, or a RegExp). */
export async function expectValue(locator, expected, timeout = 10_000) {
  const deadline = Date.now() + timeout;
  let last = '';
  while (Date.now() < deadline) {
    last = await locator.inputValue({ timeout: 1000 }).catch(() => '');
    if (expected instanceof RegExp ? expected.test(last) : last === expected) return last;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`expected the value ${expected} but saw "${last}"`);
}

/** Waits until the locator matches exactly `expected` elements (a list settling after a new query). */
export async function expectCount(locator, expected, message, timeout = 10_000) {
  const deadline = Date.now() + timeout;
  let last = await locator.count();
  while (last !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    last = await locator.count();
  }
  assert.equal(last, expected, message);
}
