import type { LeadScoreReason } from './marketing-lead.entity';

/** What the score reads of a lead. */
export interface LeadScoreFacts {
  source: string;
  email: string;
  phone: string | null;
  severity: string | null;
  status: string;
  /** Platform leads (the operator's): the practice is named instead of an injury. */
  company: string | null;
  platform: boolean;
  opened: boolean;
  clicked: boolean;
  nextFollowUpAt: Date | null;
}

const sourcePoints: Record<string, number> = {
  referral: 25,
  attorney: 25,
  website: 20,
  intake: 18,
  google: 18,
  event: 15,
  facebook: 12,
  instagram: 12,
  social: 12,
  email: 10,
};

const stagePoints: Record<string, number> = {
  new: 0,
  contacted: 5,
  qualified: 10,
  proposal: 15,
  converted: 20,
  lost: 0,
};

/**
 * The lead score, 0 to 100, and every reason that made it (decision 461), in this order:
 * - source (25): referrals convert best, then the website and search; unknown sources 5;
 * - reach (15): both a phone and an e-mail, or only an e-mail (8);
 * - need (20): a clinic's lead by the severity stated (high 20, medium 12, low 6); the operator's
 *   lead by whether the practice is named (20) or not (5);
 * - engagement (20): clicked a campaign link (20), opened one (10);
 * - stage (20): contacted 5, qualified 10, proposal 15, converted 20; lost scores 0 overall.
 */
export function scoreLead(facts: LeadScoreFacts): { score: number; reasons: LeadScoreReason[] } {
  const reasons: LeadScoreReason[] = [];
  const source = facts.source.trim().toLowerCase();
  const known = sourcePoints[source];
  reasons.push({
    factor: 'source',
    points: known ?? 5,
    text: known === undefined ? `Source "${facts.source}" (not a known channel)` : `Source: ${source}`,
  });
  reasons.push(
    facts.phone
      ? { factor: 'reach', points: 15, text: 'Reachable by phone and e-mail' }
      : { factor: 'reach', points: 8, text: 'Reachable by e-mail only' },
  );
  if (facts.platform)
    reasons.push(
      facts.company
        ? { factor: 'need', points: 20, text: `Practice named: ${facts.company}` }
        : { factor: 'need', points: 5, text: 'No practice named yet' },
    );
  else {
    const points = facts.severity === 'high' ? 20 : facts.severity === 'medium' ? 12 : facts.severity === 'low' ? 6 : 0;
    reasons.push({
      factor: 'need',
      points,
      text: facts.severity ? `Stated severity: ${facts.severity}` : 'No severity stated',
    });
  }
  reasons.push(
    facts.clicked
      ? { factor: 'engagement', points: 20, text: 'Clicked a link in a campaign' }
      : facts.opened
        ? { factor: 'engagement', points: 10, text: 'Opened a campaign' }
        : { factor: 'engagement', points: 0, text: 'No campaign opened yet' },
  );
  reasons.push({ factor: 'stage', points: stagePoints[facts.status] ?? 0, text: `Stage: ${facts.status}` });
  if (facts.status === 'lost')
    return { score: 0, reasons: [...reasons, { factor: 'lost', points: 0, text: 'Lost: scored 0' }] };
  const score = Math.min(
    100,
    reasons.reduce((sum, reason) => sum + reason.points, 0),
  );
  return { score, reasons };
}

/** The facts of a stored lead, read in SQL (alias `l`): its columns and its campaign engagement. */
export const leadScoreFactsSql = `SELECT l.source, l.email, l.phone, l.severity, l.status, l.company,
    l.clinic_id IS NULL AS platform, l.next_follow_up_at AS "nextFollowUpAt",
    EXISTS (SELECT 1 FROM marketing_campaign_recipients r WHERE r.lead_id = l.id AND r.opened_at IS NOT NULL) AS opened,
    EXISTS (SELECT 1 FROM marketing_campaign_recipients r WHERE r.lead_id = l.id AND r.clicked_at IS NOT NULL) AS clicked
  FROM marketing_leads l WHERE l.id = $1`;
