import type { EntityManager } from 'typeorm';
import { activeCase } from '../clinics/plan-limits';
import type { IntakeReason } from './public-intake.entity';

/**
 * What the matching reads of an intake (decision 405). The one input of `matchIntake`: a ranking
 * service built later may take the same and answer the same `IntakeMatch`.
 * - `state`: two capital letters (the intake's location_state);
 * - `city`: the intake's location_city as typed (compared without case);
 * - `injuryType`: a case type (auto_accident, slip_fall, work_injury, medical_malpractice, other);
 * - `hasAttorney`: a represented person is never matched to another attorney;
 * - `hasMedicalProvider`, `insuranceCarrier`: read by no rule yet (kept for a ranking that can).
 */
export interface IntakeMatchInput {
  state: string;
  city: string;
  injuryType: string;
  hasAttorney: boolean;
  hasMedicalProvider: boolean;
  insuranceCarrier: string | null;
}

/** The chosen clinic and attorney (null when none fits) and why each was chosen or not. */
export interface IntakeMatch {
  clinicId: number | null;
  attorneyId: number | null;
  reasons: IntakeReason[];
}

const openIntakes = (column: string, id: string) =>
  `(SELECT count(*)::int FROM public_intake oi WHERE oi.${column} = ${id} AND oi.conversion_status IN ('new', 'contacted'))`;

/**
 * Chooses a clinic and an attorney for an intake, by location and capacity, among the active
 * clinics and attorneys on the platform (decision 405), in the caller's transaction.
 * Clinic: active, not suspended, in the intake's state, with room under its plan's active-case
 * limit; the same city first, then the most room left (the limit less active cases and open
 * intakes already matched to it; unlimited plans first), then the fewest open intakes, then id.
 * Attorney (only when the person has none): active, with a signed-in account, practising in the
 * state (the firm's address names it, or they already have cases at clinics there); the firm's
 * address in the same city first, then the lightest load (active cases and open intakes), then id.
 */
export async function matchIntake(manager: EntityManager, input: IntakeMatchInput): Promise<IntakeMatch> {
  const reasons: IntakeReason[] = [];
  const [clinic] = (await manager.query(
    `SELECT * FROM (
       SELECT cl.id, cl.name, lower(trim(coalesce(cl.city, ''))) = lower(trim($2)) AS "sameCity",
              pl.max_active_cases - (SELECT count(*)::int FROM cases k WHERE k.clinic_id = cl.id AND ${activeCase('k')}) AS room,
              ${openIntakes('matched_clinic_id', 'cl.id')} AS "openIntakes"
         FROM clinics cl LEFT JOIN plans pl ON pl.code = cl.subscription_plan
        WHERE cl.is_active AND cl.suspended_at IS NULL AND upper(trim(coalesce(cl.state, ''))) = $1
     ) c
     WHERE c.room IS NULL OR c.room > 0
     ORDER BY c."sameCity" DESC, (c.room IS NULL) DESC, c.room - c."openIntakes" DESC, c."openIntakes", c.id
     LIMIT 1`,
    [input.state, input.city],
  )) as { id: number; name: string; sameCity: boolean; room: number | null; openIntakes: number }[];
  if (clinic) {
    const room = clinic.room === null ? 'no case limit' : `room for ${clinic.room} more active cases`;
    reasons.push({
      factor: 'clinic',
      points: 0,
      text: `${clinic.name}: ${clinic.sameCity ? `in ${input.city}` : `in ${input.state}`}, ${room}, ${clinic.openIntakes} open intakes`,
    });
  } else {
    reasons.push({ factor: 'clinic', points: 0, text: `No active clinic with room in ${input.state}` });
  }

  let attorneyId: number | null = null;
  if (input.hasAttorney) {
    reasons.push({ factor: 'attorney', points: 0, text: 'Already represented: no attorney matched' });
  } else {
    const [attorney] = (await manager.query(
      `SELECT * FROM (
         SELECT a.id, trim(a.first_name || ' ' || a.last_name) AS name, a.firm_name AS "firmName",
                position(lower(trim($2)) IN lower(coalesce(a.firm_address, ''))) > 0 AS "sameCity",
                coalesce(substring(a.firm_address FROM ',\\s*([A-Z]{2})\\s+\\d{5}'), '') = $1 AS "officeInState",
                EXISTS (SELECT 1 FROM cases k JOIN clinics kc ON kc.id = k.clinic_id
                         WHERE k.attorney_id = a.id AND upper(trim(coalesce(kc.state, ''))) = $1) AS "casesInState",
                (SELECT count(*)::int FROM cases k WHERE k.attorney_id = a.id AND ${activeCase('k')})
                  + ${openIntakes('matched_attorney_id', 'a.id')} AS load
           FROM attorneys a
          WHERE a.is_active
            AND EXISTS (SELECT 1 FROM users u WHERE u.attorney_id = a.id AND u.role = 'attorney' AND u.is_active)
       ) t
       WHERE t."officeInState" OR t."casesInState"
       ORDER BY (t."sameCity" AND length(trim($2)) > 0) DESC, t."officeInState" DESC, t.load, t.id
       LIMIT 1`,
      [input.state, input.city],
    )) as { id: number; name: string; firmName: string; sameCity: boolean; load: number }[];
    if (attorney) {
      attorneyId = attorney.id;
      reasons.push({
        factor: 'attorney',
        points: 0,
        text: `${attorney.name} (${attorney.firmName}): practises in ${attorney.sameCity ? input.city : input.state}, ${attorney.load} active cases and open intakes`,
      });
    } else {
      reasons.push({ factor: 'attorney', points: 0, text: `No attorney on the platform practises in ${input.state}` });
    }
  }
  return { clinicId: clinic?.id ?? null, attorneyId, reasons };
}
