import { randomUUID } from 'node:crypto';
import { TestClient } from '../../../test/client';
import { createAttorneyUser, createClinicWithUsers } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { TestClock } from '../../../platform/jobs/clock';
import { rankProviders } from '../../provider-network/provider-matching.service';
import { intakeInsuranceType, intakeSpecialty, matchIntake } from '../intake-matching';

/** The intake's clinic is chosen by the provider ranking (decision 434), capacity still counting. */
let t: TestApp;
const clock = new TestClock(new Date('2026-11-20T15:00:00Z'));
beforeAll(async () => {
  t = await startTestApp({}, (config) => config, { clock });
}, 60_000);
afterAll(() => t.close());

const stamp = () => randomUUID().slice(0, 8);
const usedStates = new Set<string>();

/** A two-letter code no clinic, attorney or profile has, and a city of its own. */
async function uniquePlace() {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (;;) {
    const state = `${letters[Math.floor(Math.random() * 26)]}${letters[Math.floor(Math.random() * 26)]}`;
    if (usedStates.has(state)) continue;
    usedStates.add(state);
    const [{ n }] = (await t.dataSource.query(
      `SELECT (SELECT count(*) FROM clinics WHERE upper(state) = $1)
            + (SELECT count(*) FROM attorneys WHERE firm_address LIKE '%, ' || $1 || ' %')
            + (SELECT count(*) FROM provider_profiles WHERE state = $1
                 OR EXISTS (SELECT 1 FROM unnest(coverage_areas) a WHERE a = $1 OR a LIKE '%, ' || $1))::int AS n`,
      [state],
    )) as { n: number }[];
    if (Number(n) === 0) return { state, city: `Town ${stamp()}` };
  }
}

interface ProfileOptions {
  specializations?: string[];
  coverageAreas?: string[];
  languages?: string[];
  insurance?: string[];
  isPublic?: boolean;
}

/** A clinic in the place, with a profile (public unless said otherwise). */
async function clinicWithProfile(place: { state: string; city: string }, options: ProfileOptions = {}, clinic = {}) {
  const made = await createClinicWithUsers(t.dataSource, { state: place.state, city: place.city, ...clinic });
  const [{ id }] = (await t.dataSource.query(
    `INSERT INTO provider_profiles (clinic_id, profile_type, is_public, profile_slug, display_name, specializations,
            coverage_areas, languages_spoken, accepted_insurance, city, state)
     VALUES ($1, 'clinic', $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      made.clinic.id,
      options.isPublic ?? true,
      `ranked-${stamp()}`,
      made.clinic.name,
      options.specializations ?? ['chiropractic'],
      options.coverageAreas ?? [`${place.city}, ${place.state}`],
      options.languages ?? ['English'],
      options.insurance ?? ['pip'],
      place.city,
      place.state,
    ],
  )) as { id: number }[];
  return { ...made, profileId: id };
}

const input = (place: { state: string; city: string }, overrides: Record<string, unknown> = {}) => ({
  state: place.state,
  city: place.city,
  injuryType: 'auto_accident',
  hasAttorney: false,
  hasMedicalProvider: false,
  insuranceCarrier: 'GEICO',
  language: 'en',
  ...overrides,
});

describe('the intake matched by the provider ranking', () => {
  it('maps the injury to a specialty and the insurance that pays', () => {
    expect(intakeSpecialty.auto_accident).toBe('chiropractic');
    expect(intakeSpecialty.work_injury).toBe('physical_therapy');
    expect(intakeInsuranceType('auto_accident', null)).toBe('pip');
    expect(intakeInsuranceType('work_injury', 'Hartford')).toBe('workers_comp');
    expect(intakeInsuranceType('slip_fall', 'Aetna')).toBe('health_insurance');
    expect(intakeInsuranceType('slip_fall', '  ')).toBe('letter_of_protection');
  });

  it('takes the best-ranked clinic: the specialty, the language and the insurance count', async () => {
    const place = await uniquePlace();
    const englishOnly = await clinicWithProfile(place, { languages: ['English'] });
    const spanish = await clinicWithProfile(place, { languages: ['English', 'Spanish'] });
    const wrongSpecialty = await clinicWithProfile(place, { specializations: ['imaging'], languages: ['Spanish'] });

    const inSpanish = await matchIntake(t.dataSource.manager, input(place, { language: 'es' }));
    expect(inSpanish.clinicId).toBe(spanish.clinic.id);
    const [head, ...rest] = inSpanish.reasons;
    expect(head.factor).toBe('clinic');
    // 35 specialty + 25 the city + 15 PIP + 5 Spanish + 5 no reviews yet + 10 taking patients.
    expect(head.points).toBe(95);
    expect(head.text).toContain('ranked 95/100 for Chiropractic');
    expect(rest.map((r) => r.factor)).toEqual(
      expect.arrayContaining([
        'clinic_specialty',
        'clinic_coverage_area',
        'clinic_insurance',
        'clinic_language',
        'clinic_room',
      ]),
    );
    expect(rest.find((r) => r.factor === 'clinic_language')!.text).toBe('Speaks Spanish (5/5)');

    // A work injury asks for physical therapy under workers' comp, in English: nobody offers it, so
    // the place, the language and capacity decide, and the imaging clinic (Spanish only) ranks lower.
    const work = await matchIntake(t.dataSource.manager, input(place, { injuryType: 'work_injury' }));
    expect([englishOnly.clinic.id, spanish.clinic.id]).toContain(work.clinicId);
    expect(work.clinicId).not.toBe(wrongSpecialty.clinic.id);
    expect(work.reasons[0].text).toContain('ranked 45/100 for Physical therapy');
  });

  it('keeps capacity: a full clinic is passed over for the next one with room', async () => {
    const place = await uniquePlace();
    const full = await clinicWithProfile(
      place,
      { languages: ['English', 'Spanish'] },
      { subscription_plan: 'starter' },
    );
    const [{ max }] = (await t.dataSource.query(
      `SELECT max_active_cases AS max FROM plans WHERE code = 'starter'`,
    )) as {
      max: number;
    }[];
    const [patient] = (await t.dataSource.query(
      `INSERT INTO patients (clinic_id, first_name, last_name) VALUES ($1, 'P', 'Full') RETURNING id`,
      [full.clinic.id],
    )) as { id: number }[];
    await t.dataSource.query(
      `INSERT INTO cases (case_number, patient_id, clinic_id, case_type)
       SELECT 'RANK-' || $3 || '-' || n, $1, $2, 'other' FROM generate_series(1, $4::int) n`,
      [patient.id, full.clinic.id, stamp(), max],
    );
    const second = await clinicWithProfile(place, { languages: ['English'] });
    const match = await matchIntake(t.dataSource.manager, input(place, { language: 'es' }));
    expect(match.clinicId).toBe(second.clinic.id);
    expect(match.reasons[0].points).toBe(90);
    expect(match.reasons.find((r) => r.factor === 'clinic_room')!.text).toMatch(/^Capacity: /);
  });

  it('takes no clinic outside the place or with a private profile; falls back to place and capacity', async () => {
    const place = await uniquePlace();
    const elsewhere = await uniquePlace();
    await clinicWithProfile(elsewhere, { coverageAreas: [elsewhere.state] });
    const draft = await clinicWithProfile(place, { isPublic: false });
    const ranked = await rankProviders(t.dataSource.manager, { specialty: 'chiropractic', state: place.state });
    expect(ranked.map((r) => r.profile.id)).not.toContain(draft.profileId);
    const match = await matchIntake(t.dataSource.manager, input(place));
    // The draft's clinic is still a clinic of the place: chosen by place and capacity, and said so.
    expect(match.clinicId).toBe(draft.clinic.id);
    expect(match.reasons[0].points).toBe(0);
    expect(match.reasons[0].text).toContain('chosen by place');
  });

  it('never matches a represented person to another attorney, whatever the ranking', async () => {
    const place = await uniquePlace();
    await clinicWithProfile(place);
    const lawyer = await createAttorneyUser(t.dataSource);
    await t.dataSource.query(`UPDATE attorneys SET firm_address = $2 WHERE id = $1`, [
      lawyer.attorney.id,
      `1 Main St, ${place.city}, ${place.state} 08000`,
    ]);
    const represented = await matchIntake(t.dataSource.manager, input(place, { hasAttorney: true }));
    expect(represented.attorneyId).toBeNull();
    expect(represented.reasons.find((r) => r.factor === 'attorney')!.text).toBe(
      'Already represented: no attorney matched',
    );
    const unrepresented = await matchIntake(t.dataSource.manager, input(place));
    expect(unrepresented.attorneyId).toBe(lawyer.attorney.id);
  });

  it('the public form stores the ranking reasons the desk shows', async () => {
    const place = await uniquePlace();
    const clinic = await clinicWithProfile(place, { languages: ['English', 'Spanish'] });
    const client = new TestClient(t.url);
    const token = (await client.gql<{ intakeFormToken: string }>('{ intakeFormToken }')).data!.intakeFormToken;
    clock.advance({ seconds: 10 });
    const result = await client.gql<{ publicIntakeSubmit: { intakeCode: string } }>(
      `mutation($input: IntakeSubmitInput!) { publicIntakeSubmit(input: $input) { intakeCode } }`,
      {
        input: {
          firstName: 'Rosa',
          lastName: `Ranked ${stamp()}`,
          phone: '(973) 555-0199',
          injuryDate: '2026-11-17',
          injuryType: 'auto_accident',
          injuryDescription: 'Rear-ended at a light; neck pain since.',
          locationCity: place.city,
          locationState: place.state,
          hasAttorney: true,
          hasMedicalProvider: false,
          urgencyLevel: 'medium',
          consent: true,
          consentTextVersion: 'intake-consent-2026-11',
          language: 'es',
          formToken: token,
        },
      },
    );
    expect(result.errors).toBeUndefined();
    const [row] = (await t.dataSource.query(
      `SELECT matched_clinic_id AS "clinicId", match_reasons AS reasons FROM public_intake WHERE intake_code = $1`,
      [result.data!.publicIntakeSubmit.intakeCode],
    )) as { clinicId: number; reasons: { factor: string; points: number }[] }[];
    expect(row.clinicId).toBe(clinic.clinic.id);
    expect(row.reasons[0]).toMatchObject({ factor: 'clinic', points: 95 });
  });
});
