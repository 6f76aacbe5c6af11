/* global window, document */
import { assert } from './assert.mjs';

/** A 390 px wide phone (an iPhone 12 to 15's CSS width), for newPage(). */
export const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** Fails when the page is wider than the viewport, i.e. it scrolls sideways; names the widest elements. */
export async function expectNoSidewaysScroll(page, label) {
  const { scrollWidth, innerWidth, culprits } = await page.evaluate(() => {
    const width = window.innerWidth;
    const wide = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 3).join('.')}`);
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: width, culprits: wide };
  });
  assert.ok(
    scrollWidth <= innerWidth,
    `${label}: the page is ${scrollWidth} px wide in a ${innerWidth} px viewport (${culprits.join(', ')})`,
  );
}
