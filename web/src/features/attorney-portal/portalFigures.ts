import { formatMoney } from '../../lib/format';

/** What a card shows when there is nothing to compute from: never a made-up figure. */
export const NO_DATA = 'No data yet';

/** The days of messages the response time is measured over (the server's window). */
export const RESPONSE_WINDOW_DAYS = 180;

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** One decimal, without a trailing ".0". */
function oneDecimal(value: number): string {
  return value.toFixed(1).replace(/\.0$/, '');
}

export interface Figure {
  value: string;
  detail: string;
}

export function averageSettlementFigure(averageSettlement: string | null, settledCases: number): Figure {
  if (averageSettlement === null) return { value: NO_DATA, detail: 'No settlement has been recorded on your cases' };
  return {
    value: formatMoney(averageSettlement),
    detail: `Across ${plural(settledCases, 'settled case', 'settled cases')}`,
  };
}

/** "45 minutes", "1 hour", "6.5 hours", "2.3 days". */
export function formatResponseTime(hours: number): string {
  if (hours < 1) return plural(Math.max(1, Math.round(hours * 60)), 'minute', 'minutes');
  if (hours < 48) return hours === 1 ? '1 hour' : `${oneDecimal(hours)} hours`;
  return `${oneDecimal(hours / 24)} days`;
}

export function responseTimeFigure(responseTimeHours: number | null, answeredMessages: number): Figure {
  if (responseTimeHours === null)
    return { value: NO_DATA, detail: `No answered messages in the last ${RESPONSE_WINDOW_DAYS} days` };
  return {
    value: formatResponseTime(responseTimeHours),
    detail: `Median clinic reply over ${plural(answeredMessages, 'answered message', 'answered messages')} (last ${RESPONSE_WINDOW_DAYS} days)`,
  };
}
