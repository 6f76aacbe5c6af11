import type { EntityManager } from 'typeorm';
import { currentIntakeConsentVersion } from '../../modules/intake/intake.enums';
import { matchIntake } from '../../modules/intake/intake-matching';
import { triageIntake } from '../../modules/intake/intake-triage';
import { createRandom } from './random';

/**
 * The public intake's demo (decision 409): a dozen requests for help from the last three weeks in
 * the demo clinics' part of New Jersey, triaged and matched by the same code as the form, a few
 * already contacted or closed; the clinics and the operator find them on their desks.
 */
const people = [
  ['Maria', 'Gonzalez', 'West Orange', 'auto_accident', 'es', 'facebook'],
  ['Kevin', 'Walsh', 'Wayne', 'slip_fall', 'en', 'google'],
  ['Aisha', 'Rahman', 'Montclair', 'auto_accident', 'en', 'google'],
  ['Luis', 'Ortega', 'Paterson', 'work_injury', 'es', 'radio'],
  ['Brianna', 'Cole', 'West Orange', 'auto_accident', 'en', null],
  ['Tom', 'Nguyen', 'Wayne', 'auto_accident', 'en', 'google'],
  ['Sofia', 'Marino', 'Livingston', 'slip_fall', 'en', 'facebook'],
  ['Derrick', 'Hayes', 'Newark', 'auto_accident', 'en', null],
  ['Carmen', 'Diaz', 'Wayne', 'other', 'es', 'facebook'],
  ['Ethan', 'Brooks', 'West Orange', 'work_injury', 'en', 'google'],
  ['Priya', 'Shah', 'Clifton', 'auto_accident', 'en', 'google'],
  ['Joe', 'Romano', 'Wayne', 'medical_malpractice', 'en', null],
] as const;

const stories: Record<string, string> = {
  auto_accident: 'Another car ran a red light and hit my driver side. Neck and lower back pain since.',
  slip_fall: 'Slipped on a wet floor in a store with no sign. My hip and back hurt when I walk.',
  work_injury: 'Lifted a heavy box at work and felt a sharp pain in my lower back.',
  medical_malpractice: 'After a procedure my shoulder pain got much worse and nobody followed up.',
  other: 'A dog knocked me down on the sidewalk. My wrist and neck hurt.',
};

const carriers = ['GEICO', 'State Farm', 'Progressive', 'Allstate', 'NJM', null];

export async function seedDemoIntake(manager: EntityManager, today: Date): Promise<void> {
  const random = createRandom(27_400);
  for (const [index, [first, last, city, type, language, source]] of people.entries()) {
    const daysAgo = random.int(0, 20);
    const created = new Date(today.getTime() - daysAgo * 86_400_000 - random.int(1, 10) * 3_600_000);
    const injury = new Date(created.getTime() - random.int(1, 40) * 86_400_000).toISOString().slice(0, 10);
    const hasAttorney = random.chance(0.2);
    const hasMedicalProvider = random.chance(0.3);
    const urgency = (['low', 'medium', 'high'] as const)[random.int(0, 2)];
    const triage = triageIntake(
      { injuryDate: injury, injuryType: type, hasAttorney, hasMedicalProvider, urgencyLevel: urgency },
      created.toISOString().slice(0, 10),
    );
    const match = await matchIntake(manager, {
      state: 'NJ',
      city,
      injuryType: type,
      hasAttorney,
      hasMedicalProvider,
      insuranceCarrier: null,
      language,
    });
    // The older ones were worked: contacted, and one of them closed.
    const status = daysAgo > 12 ? (index % 4 === 0 ? 'closed' : 'contacted') : 'new';
    const contactedAt = status === 'new' ? null : new Date(created.getTime() + 5 * 3_600_000);
    const closedAt = status === 'closed' ? new Date(created.getTime() + 30 * 3_600_000) : null;
    await manager.query(
      `INSERT INTO public_intake (intake_code, first_name, last_name, email, phone, injury_date, injury_type,
         injury_description, location_city, location_state, insurance_carrier, has_attorney, attorney_name,
         has_medical_provider, provider_name, urgency_level, triage_score, triage_reasons, matched_attorney_id,
         matched_clinic_id, match_reasons, conversion_status, contacted_at, closed_at, close_reason, consent_at,
         consent_text_version, language, source, utm_params, ip_address, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'NJ', $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21,
               $22, $23, $24, $25, $26, $27, $28, $29, $30, $25, $25)`,
      [
        `IN-DEMO${String(index + 1).padStart(4, '0')}`,
        first,
        last,
        `${first.toLowerCase()}.${last.toLowerCase()}@example.com`,
        `(973) 555-${String(1300 + index * 7).padStart(4, '0')}`,
        injury,
        type,
        stories[type],
        city,
        carriers[random.int(0, carriers.length - 1)],
        hasAttorney,
        hasAttorney ? 'Another firm' : null,
        hasMedicalProvider,
        hasMedicalProvider ? 'Family doctor' : null,
        urgency,
        triage.score,
        JSON.stringify(triage.reasons),
        match.attorneyId,
        match.clinicId,
        JSON.stringify(match.reasons),
        status,
        contactedAt,
        closedAt,
        closedAt ? 'Chose a clinic closer to work' : null,
        created,
        currentIntakeConsentVersion,
        language,
        source,
        JSON.stringify(
          source === 'google' ? { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'injury-help' } : {},
        ),
        daysAgo < 30 ? `203.0.113.${10 + index}` : null,
      ],
    );
  }
}
