import { CaseType } from '../cases/case.enums';
import { IntakeUrgency } from './intake.enums';
import type { IntakeReason } from './public-intake.entity';

/** What the triage reads of an intake. */
export interface TriageFacts {
  injuryDate: string;
  injuryType: string;
  hasAttorney: boolean;
  hasMedicalProvider: boolean;
  urgencyLevel: string;
}

export interface Triage {
  score: number;
  reasons: IntakeReason[];
}

const dayMs = 86_400_000;

/** Whole days from the injury (YYYY-MM-DD) to `today` (YYYY-MM-DD); never negative. */
export function daysSince(injuryDate: string, today: string): number {
  const days = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${injuryDate}T00:00:00Z`)) / dayMs);
  return Math.max(0, days);
}

const typePoints: Record<string, number> = {
  [CaseType.auto_accident]: 20,
  [CaseType.work_injury]: 15,
  [CaseType.slip_fall]: 15,
  [CaseType.medical_malpractice]: 10,
  [CaseType.other]: 5,
};

const typeLabel: Record<string, string> = {
  [CaseType.auto_accident]: 'Auto accident',
  [CaseType.work_injury]: 'Work injury',
  [CaseType.slip_fall]: 'Slip and fall',
  [CaseType.medical_malpractice]: 'Medical malpractice',
  [CaseType.other]: 'Other injury',
};

/**
 * The triage score, 0 to 100, and every reason that made it (decision 404). Five factors, each
 * with its share of the 100 points; the desk lists the reasons in this order:
 * - recency of the injury (30): the sooner someone is seen, the better for their health and claim;
 * - injury type (20): auto accidents carry PIP / MedPay cover a chiropractor can treat under;
 * - treatment gap so far (20): not yet treated is the most pressing; a long untreated gap is flagged;
 * - attorney (10) and provider (included in the gap): who already helps them;
 * - urgency as the person states it (20).
 */
export function triageIntake(facts: TriageFacts, today: string): Triage {
  const reasons: IntakeReason[] = [];
  const days = daysSince(facts.injuryDate, today);

  const recency = days <= 7 ? 30 : days <= 30 ? 22 : days <= 90 ? 12 : days <= 365 ? 5 : 0;
  reasons.push({
    factor: 'recency',
    points: recency,
    text:
      days === 0
        ? 'Injured today'
        : days > 365
          ? `Injured ${days} days ago: check the filing deadline`
          : `Injured ${days} day${days === 1 ? '' : 's'} ago`,
  });

  reasons.push({
    factor: 'injury_type',
    points: typePoints[facts.injuryType] ?? 5,
    text: typeLabel[facts.injuryType] ?? 'Other injury',
  });

  if (facts.hasMedicalProvider) {
    reasons.push({ factor: 'treatment_gap', points: 5, text: 'Already seeing a medical provider' });
  } else if (days <= 14) {
    reasons.push({ factor: 'treatment_gap', points: 20, text: 'Not treated yet: needs a provider now' });
  } else {
    reasons.push({
      factor: 'treatment_gap',
      points: 15,
      text: `No treatment for ${days} days since the injury: a gap in care weakens the claim`,
    });
  }

  reasons.push(
    facts.hasAttorney
      ? { factor: 'attorney', points: 0, text: 'Already has an attorney' }
      : { factor: 'attorney', points: 10, text: 'Has no attorney yet' },
  );

  const urgency = facts.urgencyLevel === IntakeUrgency.high ? 20 : facts.urgencyLevel === IntakeUrgency.medium ? 10 : 0;
  reasons.push({ factor: 'urgency', points: urgency, text: `Says the urgency is ${facts.urgencyLevel}` });

  const score = Math.max(
    0,
    Math.min(
      100,
      reasons.reduce((sum, reason) => sum + reason.points, 0),
    ),
  );
  return { score, reasons };
}
