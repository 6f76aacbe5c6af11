import { formatMoney, fromCents, toCents } from '../../platform/money';
import type { CaseAlertClearReason, CaseAlertKindName, CaseAlertSeverityName } from './alert.enums';
import { statuteThresholdDays } from './alert.enums';

export type AlertFacts = Record<string, string | number | boolean | null>;

/** An alert that holds now: what the evaluator raises when no row has its key yet. */
export interface DesiredAlert {
  kind: CaseAlertKindName;
  severity: CaseAlertSeverityName;
  dedupeKey: string;
  facts: AlertFacts;
}

export interface CoverageFacts {
  id: number;
  coverageType: string;
  carrierName: string;
  limitAmount: string | null;
}

/** Everything the rules read about one case, at one moment (alert-facts.sql.ts reads it). */
export interface CaseAlertInputs {
  caseStatus: string;
  archived: boolean;
  /** The clinic's calendar day now (YYYY-MM-DD). */
  today: string;
  settings: { gapDays: number; planBehindVisits: number; reExamGraceDays: number };
  /** The last visit's day, else the case's opening day. */
  gapSince: string;
  missedReExams: { appointmentId: number; reason: 'no_show' | 'overdue' }[];
  plan: {
    id: number;
    startDate: string;
    weeks: number;
    visitsPerWeek: number;
    reExamDates: string[];
    visitsCompleted: number;
    reExamsDone: number;
  } | null;
  /** How many behind-plan occurrences of the active plan were raised before (the next one's number). */
  planEpisode: number;
  chargesToDate: string;
  coverages: CoverageFacts[];
  statute: { state: string; periodMonths: number; source: 'default' | 'clinic'; deadline: string } | null;
}

const dayMs = 86_400_000;
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

/**
 * The order charges run against a case's coverages (decision 332): first-party medical coverage
 * first (PIP, then MedPay), then the at-fault driver's bodily injury, then the client's own UM/UIM.
 * Health, workers' comp and other coverages are not limits this product tracks.
 */
export const coverageOrder = ['pip', 'medpay', 'bodily_injury', 'um_uim'] as const;

export interface CoverageUse extends CoverageFacts {
  /** The part of the charges to date that falls on this coverage. */
  applied: string;
  /** Whole percent of the limit used (0 when the limit is unknown). */
  percent: number;
}

/** The charges to date laid over the coverages in order, each up to its limit (unknown limits skipped). */
export function coverageUse(chargesToDate: string, coverages: readonly CoverageFacts[]): CoverageUse[] {
  let left = toCents(chargesToDate);
  const ordered = coverages
    .filter((c) => (coverageOrder as readonly string[]).includes(c.coverageType))
    .sort(
      (a, b) =>
        coverageOrder.indexOf(a.coverageType as never) - coverageOrder.indexOf(b.coverageType as never) || a.id - b.id,
    );
  return ordered.map((coverage) => {
    if (coverage.limitAmount === null || toCents(coverage.limitAmount) <= 0n)
      return { ...coverage, applied: '0.00', percent: 0 };
    const limit = toCents(coverage.limitAmount);
    const applied = left < 0n ? 0n : left > limit ? limit : left;
    left -= applied;
    return { ...coverage, applied: fromCents(applied), percent: Number((applied * 100n) / limit) };
  });
}

/** The alerts that hold for a case now, from its inputs: pure, so a test can state each rule. */
export function desiredAlerts(input: CaseAlertInputs): DesiredAlert[] {
  const alerts: DesiredAlert[] = [];
  const open = input.caseStatus !== 'closed' && !input.archived;
  const inTreatment = input.caseStatus === 'active_treatment' && !input.archived;

  if (inTreatment) {
    const days = daysBetween(input.gapSince, input.today);
    if (days >= input.settings.gapDays)
      alerts.push({
        kind: 'treatment_gap',
        severity: 'warning',
        dedupeKey: `gap:since:${input.gapSince}`,
        facts: { daysWithoutVisit: days, gapDays: input.settings.gapDays },
      });

    for (const missed of input.missedReExams)
      alerts.push({
        kind: 'missed_re_exam',
        severity: 'warning',
        dedupeKey: `re-exam:${missed.reason}:${missed.appointmentId}`,
        facts: { reason: missed.reason, appointmentId: missed.appointmentId },
      });

    const plan = input.plan;
    if (plan) {
      const totalDays = plan.weeks * 7;
      const elapsed = Math.min(Math.max(daysBetween(plan.startDate, input.today) + 1, 0), totalDays);
      const plannedToDate = Math.floor((plan.visitsPerWeek * elapsed) / 7);
      const behind = plannedToDate - plan.visitsCompleted;
      if (behind >= input.settings.planBehindVisits)
        alerts.push({
          kind: 'behind_plan',
          severity: 'warning',
          dedupeKey: `plan:${plan.id}:${input.planEpisode}`,
          facts: { plannedToDate, visitsCompleted: plan.visitsCompleted, behind, planId: plan.id },
        });
      const dueBy = addDays(input.today, -input.settings.reExamGraceDays);
      const due = [...plan.reExamDates].sort().filter((day) => day <= dueBy && day >= plan.startDate);
      if (due.length > plan.reExamsDone) {
        const missedDate = due[plan.reExamsDone];
        alerts.push({
          kind: 'missed_re_exam',
          severity: 'warning',
          dedupeKey: `re-exam:plan:${plan.id}:${missedDate}`,
          facts: { reason: 'plan_date', daysOverdue: daysBetween(missedDate, input.today), planId: plan.id },
        });
      }
    }
  }

  if (open) {
    for (const use of coverageUse(input.chargesToDate, input.coverages)) {
      if (use.limitAmount === null || use.percent < 80) continue;
      const threshold = use.percent >= 100 ? 100 : 80;
      alerts.push({
        kind: 'policy_limit',
        severity: threshold === 100 ? 'critical' : 'warning',
        dedupeKey: `limit:${use.id}:${use.limitAmount}:${threshold}`,
        facts: {
          coverageId: use.id,
          coverageType: use.coverageType,
          carrierName: use.carrierName,
          limitAmount: use.limitAmount,
          applied: use.applied,
          percent: use.percent,
          threshold,
        },
      });
    }

    if (input.statute) {
      const daysLeft = daysBetween(input.today, input.statute.deadline);
      const threshold = [...statuteThresholdDays].reverse().find((days) => daysLeft <= days);
      if (threshold !== undefined)
        alerts.push({
          kind: 'statute_of_limitations',
          severity: threshold === 7 ? 'critical' : threshold === 30 ? 'warning' : 'info',
          dedupeKey: `sol:${input.statute.deadline}:${threshold}`,
          facts: {
            threshold,
            state: input.statute.state,
            periodMonths: input.statute.periodMonths,
            source: input.statute.source,
          },
        });
    }
  }
  return alerts;
}

/** Why an open alert no longer holds, given what holds now. */
export function clearReasonOf(
  alert: { kind: CaseAlertKindName; dedupeKey: string },
  desired: readonly DesiredAlert[],
  input: Pick<CaseAlertInputs, 'caseStatus' | 'archived'>,
): CaseAlertClearReason {
  const treatmentKind =
    alert.kind === 'treatment_gap' || alert.kind === 'missed_re_exam' || alert.kind === 'behind_plan';
  if (input.archived || input.caseStatus === 'closed' || (treatmentKind && input.caseStatus !== 'active_treatment'))
    return 'case_status';
  const sameSubject = (prefix: string) => desired.some((d) => d.dedupeKey.startsWith(prefix));
  switch (alert.kind) {
    case 'treatment_gap':
      return 'visit_recorded';
    case 'missed_re_exam':
      return 're_exam_done';
    case 'behind_plan':
      return 'caught_up';
    case 'policy_limit': {
      const [, coverageId, limit] = alert.dedupeKey.split(':');
      return sameSubject(`limit:${coverageId}:${limit}:`) ? 'superseded' : 'limit_changed';
    }
    case 'statute_of_limitations': {
      const deadline = alert.dedupeKey.split(':')[1];
      return sameSubject(`sol:${deadline}:`) ? 'superseded' : 'deadline_changed';
    }
  }
}

const coverageLabels: Record<string, string> = {
  pip: 'PIP',
  medpay: 'MedPay',
  bodily_injury: 'Bodily injury',
  um_uim: 'UM/UIM',
};

const kindTitles: Record<CaseAlertKindName, string> = {
  treatment_gap: 'Treatment gap',
  missed_re_exam: 'Missed re-exam',
  behind_plan: 'Behind the treatment plan',
  policy_limit: 'Policy limit',
  statute_of_limitations: 'Statute of limitations',
};

export const alertTitle = (kind: CaseAlertKindName) => kindTitles[kind];

/** The alert in words, from its facts (no PHI: counts, amounts, thresholds). */
export function alertMessage(kind: CaseAlertKindName, facts: AlertFacts): string {
  switch (kind) {
    case 'treatment_gap':
      return `No visit for ${facts.daysWithoutVisit} days while in treatment (the clinic's limit is ${facts.gapDays} days)`;
    case 'missed_re_exam':
      if (facts.reason === 'no_show') return 'A re-exam appointment was missed (no-show) and not yet made up';
      if (facts.reason === 'overdue') return 'A booked re-exam passed without a visit';
      return `A planned re-exam is ${facts.daysOverdue} days overdue`;
    case 'behind_plan':
      return `${facts.visitsCompleted} of ${facts.plannedToDate} planned visits to date completed (${facts.behind} behind)`;
    case 'policy_limit': {
      const label = coverageLabels[String(facts.coverageType)] ?? String(facts.coverageType);
      const limit = formatMoney(String(facts.limitAmount));
      return Number(facts.threshold) >= 100
        ? `${label} (${facts.carrierName}): the ${limit} limit is used up by charges to date`
        : `${label} (${facts.carrierName}): ${facts.percent}% of the ${limit} limit used by charges to date`;
    }
    case 'statute_of_limitations':
      return `Filing deadline (${facts.state}, ${facts.periodMonths} months) within ${facts.threshold} days`;
  }
}
