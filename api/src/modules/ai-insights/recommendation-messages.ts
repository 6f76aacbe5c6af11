import { formatMoney } from '../../platform/money';
import { AiRecommendationKind, type AiRecommendation } from './ai-insights.types';
import type { RecommendationRow } from './insights.sql';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The sentence a person reads for each recommendation, from the figures the SQL found. */
function messageOf(row: RecommendationRow): string {
  switch (row.kind as AiRecommendationKind) {
    case AiRecommendationKind.treatment_gap:
      return row.hadVisit
        ? `No visit in ${plural(row.days!, 'day')}: schedule a follow-up or record why treatment paused.`
        : `No visit recorded ${plural(row.days!, 'day')} after the case opened: book the first visit.`;
    case AiRecommendationKind.bill_aging:
      return `${plural(row.billCount!, 'bill')} (${formatMoney(row.amount!)}) unpaid, the oldest ${plural(row.days!, 'day')} old: follow up on payment.`;
    case AiRecommendationKind.attorney_review:
      return `In attorney review for ${plural(row.days!, 'day')}: ask the attorney for the next step.`;
    case AiRecommendationKind.policy_limit:
      return `Charges of ${formatMoney(row.amount!)} are ${row.percentUsed}% of the coverage limits (${formatMoney(row.limitAmount!)}): weigh further treatment against what remains.`;
  }
}

export const recommendationOf = (row: RecommendationRow): AiRecommendation => ({
  kind: row.kind as AiRecommendationKind,
  message: messageOf(row),
  urgency: Number(row.urgency),
  caseId: row.caseId,
  caseNumber: row.caseNumber,
  patientName: row.patientName,
});
