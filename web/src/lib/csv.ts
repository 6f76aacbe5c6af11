export type CsvCell = string | number | boolean | null | undefined;

/** Text a spreadsheet would run as a formula (OWASP "CSV injection"): =, +, -, @, tab or carriage return first. */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;
/** A plain decimal such as a balance ("-291.67"): no spreadsheet runs it, so it is left a number. */
const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * One CSV field (RFC 4180). Text that a spreadsheet would read as a formula gets a leading quote
 * so it stays text; a field holding a comma, quote or line break is quoted, with quotes doubled.
 */
export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  const formula = typeof value === 'string' && FORMULA_START.test(text) && !PLAIN_DECIMAL.test(text);
  const safe = formula ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A CSV document: the header line, then one line per row, separated by CRLF. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<CsvCell>>): string {
  return [header, ...rows].map((cells) => cells.map(csvField).join(',')).join('\r\n');
}
