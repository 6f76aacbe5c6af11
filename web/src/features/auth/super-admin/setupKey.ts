/** The base32 secret in groups of four ("ABCD", "EFGH", ...), easier to read and type into an app by hand. */
export const setupKeyGroups = (secret: string): string[] => secret.match(/.{1,4}/g) ?? [secret];

/**
 * The QR code as an image address. The SVG is the server's, but shown through <img> it can run no
 * script and touch nothing on the page, unlike markup put into the page.
 */
export const svgDataUrl = (svg: string): string => `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
