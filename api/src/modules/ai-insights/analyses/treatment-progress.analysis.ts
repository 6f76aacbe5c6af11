import { caseVisitDatesSql } from '../../ai/case-visits.sql';
import { insightRules } from '../insights.sql';
import { type Analysis, daysBetween, percent, plural } from './analysis-result';

interface PlanRow {
  visitsPerWeek: number;
  weeks: number;
  startDate: string;
  reExamDates: string[];
}

/** Visits against the active treatment plan (visits per week × weeks), gaps, and re-exam dates missed. */
export const treatmentProgress: Analysis = async (manager, _scope, kase) => {
  const [{ visits }] = (await manager.query(
    `SELECT coalesce(array_agg(DISTINCT v.visit_date::text ORDER BY v.visit_date::text), '{}') AS visits
       FROM cases c, LATERAL (${caseVisitDatesSql('c', { timeZone: '$2', releasedBillsOnly: kase.releasedOnly })}) v WHERE c.id = $1`,
    [kase.id, kase.timeZone],
  )) as { visits: string[] }[];
  const plans = kase.releasedOnly
    ? []
    : ((await manager.query(
        `SELECT visits_per_week AS "visitsPerWeek", weeks, start_date::text AS "startDate",
                re_exam_dates::text[] AS "reExamDates"
           FROM treatment_plans WHERE case_id = $1 AND status = 'active' ORDER BY created_at DESC, id DESC LIMIT 1`,
        [kase.id],
      )) as PlanRow[]);
  const plan = plans[0] ?? null;

  const insights: string[] = [];
  const recommendations: string[] = [];
  const gaps = visits.slice(1).map((day, index) => daysBetween(visits[index], day));
  const lastVisit = visits.at(-1) ?? null;
  const sinceLast = lastVisit ? daysBetween(lastVisit, kase.today) : null;
  const longestGap = Math.max(0, ...gaps);
  const longGaps = gaps.filter((gap) => gap > insightRules.treatmentGapDays).length;

  insights.push(
    visits.length === 0
      ? 'No visit is recorded on this case yet.'
      : `${plural(visits.length, 'visit')} from ${visits[0]} to ${lastVisit}.`,
  );
  if (longGaps > 0)
    insights.push(
      `${plural(longGaps, 'gap')} longer than ${insightRules.treatmentGapDays} days between visits (longest ${longestGap} days).`,
    );
  if (sinceLast !== null && sinceLast > insightRules.treatmentGapDays && kase.status === 'active_treatment')
    recommendations.push(
      `The last visit was ${sinceLast} days ago: schedule a follow-up or record why treatment paused.`,
    );

  const dataPoints: Record<string, number | string | null> = {
    visits: visits.length,
    firstVisit: visits[0] ?? null,
    lastVisit,
    daysSinceLastVisit: sinceLast,
    longestGapDays: visits.length > 1 ? longestGap : null,
    gapsOver14Days: longGaps,
  };

  if (!plan) {
    insights.push(
      kase.releasedOnly
        ? 'The treatment plan is the clinic’s record: this analysis reads the visits alone.'
        : 'The case has no active treatment plan.',
    );
    if (!kase.releasedOnly && kase.status === 'active_treatment')
      recommendations.push('Record a treatment plan (visits per week and weeks) so progress can be measured.');
    return {
      confidence: visits.length === 0 ? 0.3 : 0.5,
      prediction: { label: 'Visits', value: plural(visits.length, 'visit') },
      insights,
      recommendations,
      dataPoints,
    };
  }

  const planned = plan.visitsPerWeek * plan.weeks;
  const elapsedDays = Math.max(0, daysBetween(plan.startDate, kase.today) + 1);
  const expectedToDate = Math.min(planned, Math.round((plan.visitsPerWeek * elapsedDays) / 7));
  const sincePlan = visits.filter((day) => day >= plan.startDate).length;
  const missedReExams = plan.reExamDates.filter((day) => day < kase.today && !visits.includes(day));
  const adherence = percent(sincePlan, expectedToDate);

  insights.push(
    `${sincePlan} of ${expectedToDate} visits expected by today (${plan.visitsPerWeek} a week for ${plural(plan.weeks, 'week')} from ${plan.startDate}; ${planned} planned in all).`,
  );
  if (expectedToDate > 0 && adherence < 80)
    recommendations.push(`Attendance is at ${adherence}% of the plan: contact the patient about missed visits.`);
  if (missedReExams.length > 0) {
    insights.push(
      `Re-exam ${missedReExams.length === 1 ? 'date' : 'dates'} passed without a visit: ${missedReExams.join(', ')}.`,
    );
    recommendations.push('Book the missed re-examination.');
  }
  if (sincePlan >= planned)
    recommendations.push('The planned visits are done: re-examine and complete or extend the plan.');

  return {
    confidence: visits.length >= 3 ? 0.9 : 0.6,
    prediction: { label: 'Plan adherence', value: expectedToDate === 0 ? 'Plan not started' : `${adherence}%` },
    insights,
    recommendations,
    dataPoints: {
      ...dataPoints,
      planVisitsPerWeek: plan.visitsPerWeek,
      planWeeks: plan.weeks,
      planStart: plan.startDate,
      plannedVisits: planned,
      expectedVisitsToDate: expectedToDate,
      visitsSincePlanStart: sincePlan,
      reExamsMissed: missedReExams.length,
    },
  };
};
