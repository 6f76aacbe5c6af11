/**
 * A campaign's content (decision 465): plain text with simple markdown (**bold**, *italic*, blank
 * lines between paragraphs, `- ` list items) and merge fields {first_name}, {last_name},
 * {clinic_name}. Links are written as full URLs; each becomes the api's click redirect.
 */
export const mergeFields = ['first_name', 'last_name', 'clinic_name'] as const;

const urlPattern = /https?:\/\/[^\s<>()"'\]]+[^\s<>()"'\].,;:!?]/g;

/** The distinct links of a content, in order of first appearance (at most 20). */
export function contentLinks(content: string): string[] {
  return [...new Set(content.match(urlPattern) ?? [])].slice(0, 20);
}

/** The merge fields the content names that do not exist, for a clear refusal. */
export function unknownMergeFields(text: string): string[] {
  return [...text.matchAll(/\{([a-z_]+)\}/g)]
    .map((m) => m[1])
    .filter((name) => !(mergeFields as readonly string[]).includes(name));
}

export function fillMergeFields(text: string, values: Record<(typeof mergeFields)[number], string>): string {
  return text.replace(
    /\{(first_name|last_name|clinic_name)\}/g,
    (_, name: (typeof mergeFields)[number]) => values[name],
  );
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The text with each link replaced by its redirect (`linkUrl(index)`). */
export function withTrackedLinks(text: string, links: readonly string[], linkUrl: (index: number) => string): string {
  return text.replace(urlPattern, (url) => {
    const index = links.indexOf(url);
    return index === -1 ? url : linkUrl(index);
  });
}

/** The simple markdown as HTML: escaped, paragraphs, lists, bold, italic, tracked links. */
export function contentHtml(text: string, links: readonly string[], linkUrl: (index: number) => string): string {
  const inline = (line: string) => {
    const parts: string[] = [];
    let last = 0;
    for (const match of line.matchAll(urlPattern)) {
      parts.push(escapeHtml(line.slice(last, match.index)));
      const index = links.indexOf(match[0]);
      const href = index === -1 ? match[0] : linkUrl(index);
      parts.push(`<a href="${escapeHtml(href)}">${escapeHtml(match[0])}</a>`);
      last = (match.index ?? 0) + match[0].length;
    }
    parts.push(escapeHtml(line.slice(last)));
    return parts
      .join('')
      .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
      .replace(/\*([^*]+)\*/g, '<em>$1</em>');
  };
  return text
    .split(/\n{2,}/)
    .map((block) => {
      const lines = block.split('\n');
      if (lines.every((line) => line.startsWith('- ')))
        return `<ul>${lines.map((line) => `<li>${inline(line.slice(2))}</li>`).join('')}</ul>`;
      return `<p>${lines.map(inline).join('<br>')}</p>`;
    })
    .join('\n');
}
