import type { EntityManager } from 'typeorm';
import type { LeadScorePart } from './sales-lead.entity';

/** Practice size from the waitlist's monthly PI cases: the bigger the practice, the more it needs the product. */
const practiceSizePoints: Record<string, number> = { '10-25': 10, '25-50': 20, '50-100': 30, '100+': 35 };
/** The states the product launches in (the waitlist's list). */
const launchStates = ['NJ', 'NY', 'FL', 'CA', 'TX'];

export interface LeadFacts {
  state: string | null;
  monthlyPiCases: string | null;
  attorneyReferral: string | null;
  status: string;
  followUpCount: number;
  notes: string | null;
}

export interface PlatformFacts {
  clinicsInState: number;
  /** The platform attorney the lead named, "First Last (Firm)", or null. */
  matchedAttorney: string | null;
}

/** What the platform already has near the lead: clinics in its state, the attorney it named. */
export async function platformFactsFor(manager: EntityManager, lead: LeadFacts): Promise<PlatformFacts> {
  const referral = lead.attorneyReferral?.trim() ?? '';
  const [facts] = (await manager.query(
    `SELECT (SELECT count(*)::int FROM clinics WHERE $1::text IS NOT NULL AND upper(state) = upper($1) AND is_active
                AND billing_status <> 'cancelled') AS "clinicsInState",
            (SELECT a.first_name || ' ' || a.last_name || ' (' || a.firm_name || ')' FROM attorneys a
              WHERE length($2) >= 3 AND a.is_active
                AND (position(lower(a.first_name || ' ' || a.last_name) IN lower($2)) > 0
                     OR position(lower(a.firm_name) IN lower($2)) > 0)
              ORDER BY a.id LIMIT 1) AS "matchedAttorney"`,
    [lead.state, referral],
  )) as PlatformFacts[];
  return facts;
}

/**
 * The lead score, 0-100, and each part of it: practice size (35), state (10), engagement (25:
 * contacted or further 10, follow-ups 5 each up to 10, notes 5), clinics already on the platform in
 * its state (15), an attorney it works with already on the platform (15).
 */
export function scoreLead(lead: LeadFacts, platform: PlatformFacts): { score: number; parts: LeadScorePart[] } {
  const size = lead.monthlyPiCases ? (practiceSizePoints[lead.monthlyPiCases] ?? 0) : 0;
  const inLaunchState = lead.state !== null && launchStates.includes(lead.state.toUpperCase());
  const contacted = lead.status !== 'new' ? 10 : 0;
  const followUps = Math.min(lead.followUpCount * 5, 10);
  const notes = lead.notes?.trim() ? 5 : 0;
  const parts: LeadScorePart[] = [
    {
      factor: 'Practice size',
      detail: lead.monthlyPiCases ? `${lead.monthlyPiCases} PI cases a month` : 'Monthly PI cases not known',
      points: size,
      maxPoints: 35,
    },
    {
      factor: 'State',
      detail: lead.state
        ? inLaunchState
          ? `${lead.state}: a launch state`
          : `${lead.state}: outside the launch states`
        : 'State not known',
      points: inLaunchState ? 10 : 0,
      maxPoints: 10,
    },
    {
      factor: 'Engagement',
      detail: `${lead.status === 'new' ? 'Not contacted yet' : 'Contacted'}; ${lead.followUpCount} follow-up(s); ${notes ? 'notes kept' : 'no notes'}`,
      points: contacted + followUps + notes,
      maxPoints: 25,
    },
    {
      factor: 'Clinics on the platform nearby',
      detail:
        platform.clinicsInState > 0
          ? `${platform.clinicsInState} clinic(s) in ${lead.state} use Casebridge`
          : 'No clinic in its state yet',
      points: platform.clinicsInState > 0 ? 15 : 0,
      maxPoints: 15,
    },
    {
      factor: 'Attorney already on the platform',
      detail: platform.matchedAttorney
        ? `Works with ${platform.matchedAttorney}`
        : lead.attorneyReferral?.trim()
          ? `${lead.attorneyReferral.trim()} is not on the platform`
          : 'No attorney named',
      points: platform.matchedAttorney ? 15 : 0,
      maxPoints: 15,
    },
  ];
  return { score: parts.reduce((sum, part) => sum + part.points, 0), parts };
}
