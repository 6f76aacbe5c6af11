/** Text a spreadsheet would run as a formula (CSV injection): =, +, -, @, tab or carriage return first. */
const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[",\r\n]/;
/** A plain decimal such as a balance ("-291.67"): no spreadsheet runs it, so it stays a number (decision 133). */
const plainDecimal = /^-?\d+(\.\d+)?$/;

export type CsvCell = string | number | null | undefined;

/**
 * One CSV field (RFC 4180), the server's twin of the web app's `csvField`: formula-looking text gets
 * a leading quote so it stays text; a field with a comma, quote or line break is quoted, quotes doubled.
 */
export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  const safe = typeof value === 'string' && formulaStart.test(text) && !plainDecimal.test(text) ? `'${text}` : text;
  return needsQuotes.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A CSV document: the header line, then one line per row, CRLF after each. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<CsvCell>>): string {
  return [header, ...rows].map((cells) => cells.map(csvField).join(',') + '\r\n').join('');
}
