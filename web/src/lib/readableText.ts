/** WCAG 2 relative luminance of a "#rrggbb" colour. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

const white = '#ffffff';
const nearBlack = '#1a1a1a';

/**
 * The text colour to write on a background a user chose (an appointment type's colour): white or near
 * black, whichever contrasts more. Anything but "#rrggbb" gets white, as before.
 */
export function readableTextOn(background: string): string {
  if (!/^#[0-9a-f]{6}$/i.test(background)) return white;
  const back = luminance(background);
  return contrast(back, luminance(white)) >= contrast(back, luminance(nearBlack)) ? white : nearBlack;
}
