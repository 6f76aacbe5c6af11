/* global window, document */
import { assert } from './assert.mjs';

/** A 390 px wide phone (an iPhone 12 to 15's CSS width), for newPage(). */
export const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/**
 * Fails when the page is wider than the viewport, i.e. it scrolls sideways; names the widest elements.
 * Right after a resize the layout may not have settled (media queries re-render on the resize event),
 * so it looks again for up to two seconds before failing.
 */
export async function expectNoSidewaysScroll(page, label) {
  const measure = () =>
    page.evaluate(() => {
      const width = window.innerWidth;
      const wide = [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > width + 1)
        .slice(0, 5)
        .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 3).join('.')}`);
      return { scrollWidth: document.documentElement.scrollWidth, innerWidth: width, culprits: wide };
    });
  const deadline = Date.now() + 2_000;
  let last = await measure();
  while (last.scrollWidth > last.innerWidth && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    last = await measure();
  }
  assert.ok(
    last.scrollWidth <= last.innerWidth,
    `${label}: the page is ${last.scrollWidth} px wide in a ${last.innerWidth} px viewport (${last.culprits.join(', ')})`,
  );
}
