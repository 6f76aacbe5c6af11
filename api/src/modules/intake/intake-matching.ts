import type { EntityManager } from 'typeorm';
import { activeCase } from '../clinics/plan-limits';
import { rankProviders, type ProviderRanker } from '../provider-network/provider-matching.service';
import {
  ProviderProfileType,
  providerSpecialtyLabels,
  type ProviderInsuranceType,
  type ProviderSpecialty,
} from '../provider-network/provider-network.enums';
import type { IntakeReason } from './public-intake.entity';

/**
 * What the matching reads of an intake (decisions 405, 434). The one input of `matchIntake`.
 * - `state`: two capital letters (the intake's location_state);
 * - `city`: the intake's location_city as typed (compared without case);
 * - `injuryType`: a case type (auto_accident, slip_fall, work_injury, medical_malpractice, other);
 * - `hasAttorney`: a represented person is never matched to another attorney;
 * - `insuranceCarrier`: with the injury type, the kind of insurance that pays (intakeInsuranceType);
 * - `language`: the form's language (en or es), asked of the ranking as English or Spanish;
 * - `hasMedicalProvider`: read by no rule yet.
 */
export interface IntakeMatchInput {
  state: string;
  city: string;
  injuryType: string;
  hasAttorney: boolean;
  hasMedicalProvider: boolean;
  insuranceCarrier: string | null;
  language?: string | null;
}

/** The specialty an injury is first treated in (decision 434): the ranking's one required need. */
export const intakeSpecialty: Record<string, ProviderSpecialty> = {
  auto_accident: 'chiropractic',
  slip_fall: 'orthopedics',
  work_injury: 'physical_therapy',
  medical_malpractice: 'primary_care',
  other: 'primary_care',
};

/**
 * The insurance that pays for the treatment (decision 434): PIP after a car accident, workers'
 * compensation after a work injury, otherwise the person's health insurance when they named a
 * carrier, or a letter of protection when they have none.
 */
export function intakeInsuranceType(injuryType: string, insuranceCarrier: string | null): ProviderInsuranceType {
  if (injuryType === 'auto_accident') return 'pip';
  if (injuryType === 'work_injury') return 'workers_comp';
  return insuranceCarrier?.trim() ? 'health_insurance' : 'letter_of_protection';
}

const intakeLanguageNames: Record<string, string> = { en: 'English', es: 'Spanish' };

/** The chosen clinic and attorney (null when none fits) and why each was chosen or not. */
export interface IntakeMatch {
  clinicId: number | null;
  attorneyId: number | null;
  reasons: IntakeReason[];
}

const openIntakes = (column: string, id: string) =>
  `(SELECT count(*)::int FROM public_intake oi WHERE oi.${column} = ${id} AND oi.conversion_status IN ('new', 'contacted'))`;

/** A clinic that may take the intake: active, not suspended, with room under its plan. */
interface ClinicRoom {
  profileId: number | null;
  id: number;
  name: string;
  sameCity: boolean;
  room: number | null;
  openIntakes: number;
}

const roomText = (clinic: ClinicRoom) =>
  `${clinic.room === null ? 'no case limit' : `room for ${clinic.room} more active cases`}, ${clinic.openIntakes} open intakes`;

/**
 * Chooses a clinic and an attorney for an intake among the active clinics and attorneys on the
 * platform, in the caller's transaction (decisions 405, 434).
 * Clinic: the provider ranking (`rank`, ProviderMatchingService.rank: specialty from the injury
 * type, the city and state, the insurance, the language) over public clinic profiles; a clinic is
 * taken only when it serves the intake's place (a coverage reason with points) and is active, not
 * suspended and has room under its plan's active-case limit; the highest score wins, then the
 * most room left (the limit less active cases and open intakes; unlimited first), then the ranking's
 * order. When no public profile fits, the place and capacity alone choose among the state's clinics
 * (same city first, then the most room, the fewest open intakes, the id), and the reasons say so.
 * Attorney (only when the person has none): active, with a signed-in account, practising in the
 * state (the firm's address names it, or they already have cases at clinics there); the firm's
 * address in the same city first, then the lightest load (active cases and open intakes), then id.
 */
export async function matchIntake(
  manager: EntityManager,
  input: IntakeMatchInput,
  rank: ProviderRanker = (need, inTransaction) => rankProviders(inTransaction, need),
): Promise<IntakeMatch> {
  const reasons: IntakeReason[] = [];
  const specialty = intakeSpecialty[input.injuryType] ?? 'primary_care';
  const ranked = await rank(
    {
      specialty,
      city: input.city,
      state: input.state,
      insuranceType: intakeInsuranceType(input.injuryType, input.insuranceCarrier),
      language: input.language ? (intakeLanguageNames[input.language] ?? null) : null,
      profileType: ProviderProfileType.clinic,
      limit: 50,
    },
    manager,
  );
  const servesPlace = ranked.filter((r) =>
    r.reasons.some((reason) => reason.factor === 'coverage_area' && reason.points > 0),
  );
  const rooms = servesPlace.length
    ? ((await manager.query(
        `SELECT * FROM (
           SELECT p.id AS "profileId", cl.id, cl.name, lower(trim(coalesce(cl.city, ''))) = lower(trim($2)) AS "sameCity",
                  pl.max_active_cases - (SELECT count(*)::int FROM cases k WHERE k.clinic_id = cl.id AND ${activeCase('k')}) AS room,
                  ${openIntakes('matched_clinic_id', 'cl.id')} AS "openIntakes"
             FROM provider_profiles p JOIN clinics cl ON cl.id = p.clinic_id
             LEFT JOIN plans pl ON pl.code = cl.subscription_plan
            WHERE p.id = ANY($1) AND cl.is_active AND cl.suspended_at IS NULL
         ) c WHERE c.room IS NULL OR c.room > 0`,
        [servesPlace.map((r) => r.profile.id), input.city],
      )) as ClinicRoom[])
    : [];
  const roomOf = new Map(rooms.map((room) => [room.profileId, room]));
  const spare = (room: ClinicRoom) => (room.room === null ? Number.MAX_SAFE_INTEGER : room.room - room.openIntakes);
  const fits = servesPlace
    .map((r, order) => ({ ranked: r, room: roomOf.get(r.profile.id), order }))
    .filter((c): c is { ranked: (typeof servesPlace)[number]; room: ClinicRoom; order: number } => !!c.room)
    .sort((a, b) => b.ranked.score - a.ranked.score || spare(b.room) - spare(a.room) || a.order - b.order);
  const label = providerSpecialtyLabels[specialty];
  let clinic: ClinicRoom | undefined;
  if (fits.length) {
    const best = fits[0];
    clinic = best.room;
    reasons.push({
      factor: 'clinic',
      points: best.ranked.score,
      text: `${clinic.name}: ranked ${best.ranked.score}/100 for ${label} (the best of ${fits.length} with room)`,
    });
    for (const reason of best.ranked.reasons)
      reasons.push({
        factor: `clinic_${reason.factor}`,
        points: reason.points,
        text: `${reason.detail} (${reason.points}/${reason.max})`,
      });
    reasons.push({ factor: 'clinic_room', points: 0, text: `Capacity: ${roomText(clinic)}` });
  } else {
    [clinic] = (await manager.query(
      `SELECT * FROM (
         SELECT NULL::int AS "profileId", cl.id, cl.name, lower(trim(coalesce(cl.city, ''))) = lower(trim($2)) AS "sameCity",
                pl.max_active_cases - (SELECT count(*)::int FROM cases k WHERE k.clinic_id = cl.id AND ${activeCase('k')}) AS room,
                ${openIntakes('matched_clinic_id', 'cl.id')} AS "openIntakes"
           FROM clinics cl LEFT JOIN plans pl ON pl.code = cl.subscription_plan
          WHERE cl.is_active AND cl.suspended_at IS NULL AND upper(trim(coalesce(cl.state, ''))) = $1
       ) c
       WHERE c.room IS NULL OR c.room > 0
       ORDER BY c."sameCity" DESC, (c.room IS NULL) DESC, c.room - c."openIntakes" DESC, c."openIntakes", c.id
       LIMIT 1`,
      [input.state, input.city],
    )) as ClinicRoom[];
    if (clinic)
      reasons.push({
        factor: 'clinic',
        points: 0,
        text: `${clinic.name}: no public ${label} profile with room serves ${input.city || input.state}; chosen by place (${clinic.sameCity ? `in ${input.city}` : `in ${input.state}`}) and capacity (${roomText(clinic)})`,
      });
    else reasons.push({ factor: 'clinic', points: 0, text: `No active clinic with room in ${input.state}` });
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
