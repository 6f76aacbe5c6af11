import { compareMoney } from '../../../platform/money';
import type { FoundAmount } from './finding';
import { snippetAround } from './snippet';

const number = '(\\d{1,3}(?:,\\d{3})+|\\d+)(?:\\.(\\d{2}))?(?![\\d,]*\\d)';
/** $1,234.56, $ 80, $1234.5 is not money (one decimal), nor are 1,23 or a trailing comma's digits. */
const dollar = new RegExp(`\\$\\s?${number}`, 'g');
const totalLabel = /(?:\btotal(?:\s+(?:charges|billed|due|amount))?|\bbalance\s+due|\bamount\s+due)\s*:?\s*$/i;
/** An amount without its $ sign is read only after a total's label ("Total: 1,234.56"). */
const labelled = new RegExp(
  `(?:\\btotal(?:\\s+(?:charges|billed|due|amount))?|\\bbalance\\s+due|\\bamount\\s+due)\\s*:?\\s*${number}`,
  'gi',
);

const decimalOf = (whole: string, cents: string | undefined) => `${whole.replace(/,/g, '')}.${cents ?? '00'}`;

/** The line's text just before a position: what labels an amount. */
const lineBefore = (text: string, at: number) => text.slice(Math.max(0, text.lastIndexOf('\n', at - 1) + 1), at);

/**
 * Money: every $-amount (verified), and a bare number after "Total", "Balance due" or "Amount due"
 * (unverified: no sign says it is money). An amount is a total when such a label comes right before it.
 */
export function detectAmounts(text: string): FoundAmount[] {
  const found: (FoundAmount & { at: number })[] = [];
  for (const match of text.matchAll(dollar)) {
    const start = match.index;
    found.push({
      at: start,
      amount: decimalOf(match[1], match[2]),
      isTotal: totalLabel.test(lineBefore(text, start)),
      text: match[0],
      context: snippetAround(text, start, start + match[0].length),
      verified: true,
    });
  }
  for (const match of text.matchAll(labelled)) {
    const start = match.index + match[0].length - (match[1].length + (match[2] ? match[2].length + 1 : 0));
    if (found.some((amount) => Math.abs(amount.at - start) <= 2)) continue;
    found.push({
      at: start,
      amount: decimalOf(match[1], match[2]),
      isTotal: true,
      text: text.slice(start, match.index + match[0].length),
      context: snippetAround(text, match.index, match.index + match[0].length),
      verified: false,
    });
  }
  return found.sort((a, b) => a.at - b.at).map(({ at: _at, ...amount }) => amount);
}

/** The largest amount written as a total, or null. */
export function totalOf(amounts: readonly FoundAmount[]): string | null {
  return amounts
    .filter((amount) => amount.isTotal)
    .reduce<string | null>(
      (largest, { amount }) => (!largest || compareMoney(amount, largest) > 0 ? amount : largest),
      null,
    );
}
