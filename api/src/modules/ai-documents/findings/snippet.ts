/** Characters of text kept on each side of a finding. */
const contextChars = 40;

/** The words around a match, on one line, with an ellipsis where the text goes on. */
export function snippetAround(text: string, start: number, end: number): string {
  const from = Math.max(0, start - contextChars);
  const to = Math.min(text.length, end + contextChars);
  const body = text.slice(from, to).replace(/\s+/g, ' ').trim();
  return `${from > 0 ? '…' : ''}${body}${to < text.length ? '…' : ''}`;
}
