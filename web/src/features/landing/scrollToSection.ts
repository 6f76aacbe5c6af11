import type { LandingSectionId } from './landingSections';

/** Marks the sticky header, whose height every scroll leaves free above the section. */
export const STICKY_HEADER_ATTRIBUTE = 'data-landing-header';

/** Space between the header's bottom edge and the section's top. */
const GAP_PX = 8;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls the section's top to just below the sticky header (smoothly, unless the visitor asked for
 * reduced motion) and moves keyboard focus there, so Tab continues from the section.
 */
export function scrollToSection(id: LandingSectionId): void {
  const section = document.getElementById(id);
  if (!section) {
    waitForSection(id);
    return;
  }
  const header = document.querySelector<HTMLElement>(`[${STICKY_HEADER_ATTRIBUTE}]`);
  const headerHeight = header?.getBoundingClientRect().height ?? 0;
  const top = section.getBoundingClientRect().top + window.scrollY - headerHeight - GAP_PX;
  window.scrollTo({ top: Math.max(top, 0), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  section.focus({ preventScroll: true });
}

/** How long a click waits for a section that is still loading (the ones that talk to the API load lazily). */
const SECTION_WAIT_MS = 5_000;

function waitForSection(id: LandingSectionId): void {
  const deadline = Date.now() + SECTION_WAIT_MS;
  const retry = () => {
    if (document.getElementById(id)) scrollToSection(id);
    else if (Date.now() < deadline) window.setTimeout(retry, 50);
  };
  window.setTimeout(retry, 50);
}
