/**
 * jsdom has no matchMedia, so MUI's useMediaQuery answers "no match" (a wide screen). This answers
 * every query as a 390 px wide phone would: `max-width` queries of 390 px and up match, `min-width`
 * queries above 390 px do not.
 */
const PHONE_WIDTH = 390;

function phoneMatches(query: string): boolean {
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  if (max && PHONE_WIDTH > Number(max[1])) return false;
  if (min && PHONE_WIDTH < Number(min[1])) return false;
  return Boolean(max || min);
}

/** Runs each test of the calling `describe` at a phone's width. */
export function onAPhone(): void {
  const original = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = (query: string) =>
      ({
        matches: phoneMatches(query),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  });
  afterEach(() => {
    window.matchMedia = original;
  });
}
