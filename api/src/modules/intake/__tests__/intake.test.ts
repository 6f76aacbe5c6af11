import { randomUUID } from 'node:crypto';
import { signedInClient, TestClient } from '../../../test/client';
import { createAttorneyUser, createClinicWithUsers, createUser, type ClinicRow } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { TestClock } from '../../../platform/jobs/clock';
import { Role } from '../../../platform/access/role';
import { RateLimiter } from '../../../platform/rate-limit/rate-limiter';
import { SecretBox } from '../../../platform/crypto/secret-box';
import { IntakeService } from '../intake.service';
import { triageIntake } from '../intake-triage';
import { matchIntake } from '../intake-matching';

let t: TestApp;
const clock = new TestClock(new Date('2026-11-20T15:00:00Z'));
beforeAll(async () => {
  t = await startTestApp({}, (config) => config, { clock });
}, 60_000);
afterAll(() => t.close());

const signedIn = (email: string) => signedInClient(t.url, email);
const stamp = () => randomUUID().slice(0, 8);

const submitMutation = `mutation($input: IntakeSubmitInput!) { publicIntakeSubmit(input: $input) { intakeCode createdAt } }`;
const intakeFields = `id intakeCode conversionStatus triageScore triageReasons { factor points text } matchedClinicId
  matchedAttorneyId matchReasons { factor text } contactedAt convertedAt closedAt convertedPatientId convertedCaseId
  convertedCaseNumber ipAddress utm { key value } source consentTextVersion consentAt`;

const usedStates = new Set<string>();

/** A place no other clinic or attorney is in: a unique city in a two-letter code no clinic has. */
async function uniquePlace() {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (;;) {
    const state = `${letters[Math.floor(Math.random() * 26)]}${letters[Math.floor(Math.random() * 26)]}`;
    if (usedStates.has(state)) continue;
    usedStates.add(state);
    const [{ n }] = (await t.dataSource.query(`SELECT count(*)::int AS n FROM clinics WHERE upper(state) = $1`, [
      state,
    ])) as { n: number }[];
    const [{ m }] = (await t.dataSource.query(
      `SELECT count(*)::int AS m FROM attorneys WHERE firm_address LIKE '%, ' || $1 || ' %'`,
      [state],
    )) as { m: number }[];
    if (n === 0 && m === 0) return { state, city: `Town ${stamp()}` };
  }
}

async function formToken(client = new TestClient(t.url)): Promise<string> {
  const token = (await client.gql<{ intakeFormToken: string }>('{ intakeFormToken }')).data!.intakeFormToken;
  clock.advance({ seconds: 10 });
  return token;
}

function form(place: { state: string; city: string }, token: string, overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Rosa',
    lastName: `Alvarez ${stamp()}`,
    email: `rosa-${stamp()}@example.com`,
    phone: '(973) 555-0199',
    injuryDate: '2026-11-17',
    injuryType: 'auto_accident',
    injuryDescription: 'Rear-ended at a light; neck and back pain since.',
    locationCity: place.city,
    locationState: place.state.toLowerCase(),
    insuranceCarrier: 'State Farm',
    hasAttorney: false,
    hasMedicalProvider: false,
    urgencyLevel: 'high',
    consent: true,
    consentTextVersion: 'intake-consent-2026-11',
    language: 'es',
    source: 'facebook',
    utmSource: 'fb',
    utmCampaign: 'winter',
    formToken: token,
    ...overrides,
  };
}

async function placedClinic(place: { state: string; city: string }, overrides: Record<string, unknown> = {}) {
  return createClinicWithUsers(t.dataSource, { state: place.state, city: place.city, ...overrides });
}

async function placedAttorney(place: { state: string; city: string }) {
  const made = await createAttorneyUser(t.dataSource);
  await t.dataSource.query(`UPDATE attorneys SET firm_address = $2 WHERE id = $1`, [
    made.attorney.id,
    `1 Main St, ${place.city}, ${place.state} 08000`,
  ]);
  return made;
}

let operator: TestClient;
beforeAll(async () => {
  operator = await signedIn((await createUser(t.dataSource, { role: Role.super_admin })).email);
});

async function submit(input: Record<string, unknown>) {
  return new TestClient(t.url).gql<{ publicIntakeSubmit: { intakeCode: string } }>(submitMutation, { input });
}

async function intakeByCode(code: string) {
  const [row] = (await t.dataSource.query(`SELECT * FROM public_intake WHERE intake_code = $1`, [code])) as Record<
    string,
    unknown
  >[];
  return row;
}

describe('the public form', () => {
  it('keeps a valid request with its consent, source, UTM and IP; triages, matches and tells the clinic', async () => {
    const place = await uniquePlace();
    const near = await placedClinic(place);
    const far = await placedClinic({ state: place.state, city: 'Elsewhere' });
    const attorney = await placedAttorney(place);
    const result = await submit(form(place, await formToken()));
    expect(result.errors).toBeUndefined();
    const code = result.data!.publicIntakeSubmit.intakeCode;
    expect(code).toMatch(/^IN-[A-Z2-9]{8}$/);
    const row = await intakeByCode(code);
    expect(row).toMatchObject({
      location_state: place.state,
      conversion_status: 'new',
      matched_clinic_id: near.clinic.id,
      matched_attorney_id: attorney.attorney.id,
      consent_text_version: 'intake-consent-2026-11',
      language: 'es',
      source: 'facebook',
      utm_params: { utm_source: 'fb', utm_campaign: 'winter' },
      ip_address: expect.stringMatching(/127\.0\.0\.1/),
    });
    expect(row.matched_clinic_id).not.toBe(far.clinic.id);
    // 3 days ago (30) + auto (20) + untreated (20) + no attorney (10) + high (20).
    expect(row.triage_score).toBe(100);
    const notices = (await t.dataSource.query(
      `SELECT user_id, title, body, link FROM notifications WHERE kind = 'intake_matched' AND clinic_id = $1`,
      [near.clinic.id],
    )) as { user_id: string; title: string; body: string; link: string }[];
    expect(notices.map((n) => n.user_id).sort()).toEqual([near.staff.id, near.admin.id].sort());
    expect(notices[0].body).not.toContain('Rosa');
    const [audit] = (await t.dataSource.query(
      `SELECT action, changed_by FROM audit_logs WHERE entity_type = 'public_intake' AND entity_id = $1`,
      [row.id],
    )) as { action: string; changed_by: string | null }[];
    expect(audit.action).toBe('create');
  });

  it('refuses bad input, a bot and a too-fast form with clear messages, and writes nothing', async () => {
    const place = await uniquePlace();
    const before = (await t.dataSource.query(`SELECT count(*)::int AS n FROM public_intake WHERE location_city = $1`, [
      place.city,
    ])) as { n: number }[];
    const token = await formToken();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ consent: false }, /agree to be contacted/],
      [{ email: null, phone: null }, /phone number or an e-mail/],
      [{ injuryDate: '2099-01-01' }, /Injury date must be a date between 1900 and today/],
      [{ locationState: 'New Jersey' }, /two-letter code/],
      [{ injuryType: 'dog_bite' }, /Injury type must be one of/],
      [{ firstName: '  ' }, /First name is required/],
      [{ website: 'http://spam.example' }, /could not be accepted/],
      [{ formToken: 'forged' }, /form expired/],
      [{ consentTextVersion: 'v0' }, /consent text is out of date/],
    ];
    for (const [overrides, message] of cases) {
      const result = await submit(form(place, token, overrides));
      expect(result.errors?.[0].message).toMatch(message);
    }
    // Opened and sent within the same second: refused.
    const quick = (await new TestClient(t.url).gql<{ intakeFormToken: string }>('{ intakeFormToken }')).data!
      .intakeFormToken;
    expect((await submit(form(place, quick))).errors?.[0].message).toMatch(/very fast/);
    const after = (await t.dataSource.query(`SELECT count(*)::int AS n FROM public_intake WHERE location_city = $1`, [
      place.city,
    ])) as { n: number }[];
    expect(after[0].n).toBe(before[0].n);
  });

  it('is rate-limited per address', async () => {
    const limited = new IntakeService(
      t.dataSource,
      new RateLimiter(t.dataSource),
      new SecretBox(Buffer.alloc(32, 7)),
      t.app.services.notifications,
      clock,
      2,
    );
    const token = limited.formToken();
    clock.advance({ seconds: 10 });
    const place = await uniquePlace();
    const meta = { requestId: 'x', ip: `198.51.100.${Math.floor(Math.random() * 250)}-${stamp()}`, userAgent: null };
    const input = form(place, token) as never;
    await limited.submit(input, meta);
    await limited.submit(input, meta);
    await expect(limited.submit(input, meta)).rejects.toThrow(/Too many requests for help/);
  });

  it('answers REST: POST /api/public/intake and GET /api/public/intake/form', async () => {
    const anonymous = new TestClient(t.url);
    const opened = await anonymous.rest<{ success: boolean; data: { formToken: string; consent: { es: string } } }>(
      'GET',
      '/api/public/intake/form',
    );
    expect(opened.body.success).toBe(true);
    expect(opened.body.data.consent.es).toMatch(/Acepto/);
    clock.advance({ seconds: 5 });
    const sent = await anonymous.rest<{ success: boolean; data: { intakeCode: string } }>(
      'POST',
      '/api/public/intake',
      form(await uniquePlace(), opened.body.data.formToken),
    );
    expect(sent.status).toBe(201);
    expect(sent.body.data.intakeCode).toMatch(/^IN-/);
    const bad = await anonymous.rest<{ success: boolean; message: string }>('POST', '/api/public/intake', {
      ...form(await uniquePlace(), opened.body.data.formToken),
      injuryType: 'x',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
  });
});

describe('the intake desk', () => {
  async function submitted(place: { state: string; city: string }, overrides: Record<string, unknown> = {}) {
    const result = await submit(form(place, await formToken(), overrides));
    expect(result.errors).toBeUndefined();
    return intakeByCode(result.data!.publicIntakeSubmit.intakeCode);
  }

  it('scopes the list: the operator all, the matched clinic its own (no IP), another clinic none, an attorney refused', async () => {
    const place = await uniquePlace();
    const mine = await placedClinic(place);
    const other = await placedClinic(await uniquePlace());
    const attorney = await placedAttorney(place);
    const row = await submitted(place);
    const list = `query($f: IntakeFilter) { intakes(filter: $f, first: 50) { nodes { id ipAddress } } }`;
    const filter = { f: { search: row.last_name as string } };
    const operatorList = await operator.gql<{ intakes: { nodes: { id: number; ipAddress: string }[] } }>(list, filter);
    expect(operatorList.data!.intakes.nodes).toEqual([{ id: row.id, ipAddress: expect.stringMatching(/127/) }]);
    const clinic = await signedIn(mine.staff.email);
    expect((await clinic.gql<{ intakes: { nodes: unknown[] } }>(list, filter)).data!.intakes.nodes).toEqual([
      { id: row.id, ipAddress: null },
    ]);
    const lawyer = await signedIn(attorney.user.email);
    expect((await lawyer.gql(list, filter)).errors?.[0].message).toBe(
      'The intake desk is for the matched clinic and the operator',
    );
    for (const email of [other.staff.email, attorney.user.email]) {
      const outsider = await signedIn(email);
      if (email === other.staff.email)
        expect((await outsider.gql<{ intakes: { nodes: unknown[] } }>(list, filter)).data!.intakes.nodes).toEqual([]);
      const one = await outsider.gql(`query($id: Int!) { intake(id: $id) { id } }`, { id: row.id });
      expect(one.errors?.[0].message).toBe('Intake not found');
      const move = await outsider.gql(`mutation($id: Int!) { intakeMarkContacted(id: $id) { id } }`, {
        id: row.id,
      });
      expect(move.errors?.[0].message).toBe('Intake not found');
    }
    const rest = await clinic.rest<{ success: boolean; data: { id: number }[] }>(
      'GET',
      `/api/intake?search=${encodeURIComponent(row.last_name as string)}&status=new`,
    );
    expect(rest.body).toMatchObject({ success: true, data: [{ id: row.id }] });
    const badRest = await clinic.rest<{ success: boolean; message: string }>('GET', '/api/intake?status=won');
    expect(badRest.status).toBe(400);
    expect(badRest.body.message).toMatch(/Status must be one of/);
    expect((await new TestClient(t.url).rest('GET', '/api/intake')).status).toBe(401);
  });

  it('moves new -> contacted -> converted with times, refuses every other move, converts once in one step', async () => {
    const place = await uniquePlace();
    const mine = await placedClinic(place);
    const attorney = await placedAttorney(place);
    const row = await submitted(place);
    const convert = (input: Record<string, unknown>) =>
      operator.gql<{ intakeConvert: Record<string, unknown> }>(
        `mutation($input: IntakeConvertInput!) { intakeConvert(input: $input) { ${intakeFields} } }`,
        { input },
      );
    const early = await convert({ intakeId: row.id });
    expect(early.errors?.[0].message).toBe(
      'This intake is new: it cannot become converted (it can only become contacted)',
    );
    const closeEarly = await operator.gql(`mutation($i: IntakeCloseInput!) { intakeClose(input: $i) { id } }`, {
      i: { intakeId: row.id, reason: 'spam' },
    });
    expect(closeEarly.errors?.[0].message).toMatch(/is new: it cannot become closed/);

    clock.set(new Date('2026-11-20T16:00:00Z'));
    const contacted = await operator.gql<{ intakeMarkContacted: { conversionStatus: string; contactedAt: string } }>(
      `mutation($id: Int!) { intakeMarkContacted(id: $id) { conversionStatus contactedAt } }`,
      { id: row.id },
    );
    expect(contacted.data!.intakeMarkContacted).toEqual({
      conversionStatus: 'contacted',
      contactedAt: '2026-11-20T16:00:00.000Z',
    });
    const again = await operator.gql(`mutation($id: Int!) { intakeMarkContacted(id: $id) { id } }`, { id: row.id });
    expect(again.errors?.[0].message).toMatch(/is contacted: it cannot become contacted/);

    clock.set(new Date('2026-11-20T17:00:00Z'));
    const done = await convert({ intakeId: row.id });
    expect(done.errors).toBeUndefined();
    const view = done.data!.intakeConvert;
    expect(view).toMatchObject({
      conversionStatus: 'converted',
      convertedAt: '2026-11-20T17:00:00.000Z',
      matchedClinicId: mine.clinic.id,
      matchedAttorneyId: attorney.attorney.id,
    });
    const [patient] = (await t.dataSource.query(`SELECT * FROM patients WHERE id = $1`, [view.convertedPatientId])) as {
      clinic_id: number;
      first_name: string;
      last_name: string;
    }[];
    expect(patient).toMatchObject({ clinic_id: mine.clinic.id, first_name: 'Rosa', last_name: row.last_name });
    const [kase] = (await t.dataSource.query(`SELECT * FROM cases WHERE id = $1`, [view.convertedCaseId])) as {
      clinic_id: number;
      patient_id: number;
      attorney_id: number;
      case_type: string;
      accident_date: string;
      case_number: string;
    }[];
    expect(kase).toMatchObject({
      clinic_id: mine.clinic.id,
      patient_id: view.convertedPatientId,
      attorney_id: attorney.attorney.id,
      case_type: 'auto_accident',
      accident_date: '2026-11-17',
    });
    expect(view.convertedCaseNumber).toBe(kase.case_number);

    // The link back: the clinic reads the case's intake.
    const clinic = await signedIn(mine.staff.email);
    const back = await clinic.gql<{ case: { sourceIntake: { intakeCode: string } | null } }>(
      `query($id: Int!) { case(id: $id) { sourceIntake { intakeCode } } }`,
      { id: view.convertedCaseId },
    );
    expect(back.data!.case.sourceIntake?.intakeCode).toBe(row.intake_code);

    const twice = await convert({ intakeId: row.id });
    expect(twice.errors?.[0].message).toBe('This intake was already converted into a patient and a case');
    const patients = (await t.dataSource.query(`SELECT count(*)::int AS n FROM patients WHERE last_name = $1`, [
      row.last_name,
    ])) as { n: number }[];
    expect(patients[0].n).toBe(1);
    const audits = (await t.dataSource.query(
      `SELECT entity_type, action FROM audit_logs
        WHERE (entity_type = 'public_intake' AND entity_id = $1) OR (entity_type = 'patient' AND entity_id = $2)
           OR (entity_type = 'case' AND entity_id = $3) ORDER BY id`,
      [row.id, view.convertedPatientId, view.convertedCaseId],
    )) as { entity_type: string; action: string }[];
    expect(audits).toEqual([
      { entity_type: 'public_intake', action: 'create' },
      { entity_type: 'public_intake', action: 'mark_contacted' },
      { entity_type: 'patient', action: 'create' },
      { entity_type: 'case', action: 'create' },
      { entity_type: 'public_intake', action: 'convert' },
    ]);
  });

  it('lets the matched clinic convert into its own clinic only; a failed conversion writes nothing', async () => {
    const place = await uniquePlace();
    const mine = await placedClinic(place);
    const other: ClinicRow = (await placedClinic(await uniquePlace())).clinic;
    const row = await submitted(place, { hasAttorney: true, attorneyName: 'Someone Esq.' });
    expect(row.matched_attorney_id).toBeNull();
    const clinic = await signedIn(mine.admin.email);
    await clinic.gql(`mutation($id: Int!) { intakeMarkContacted(id: $id) { id } }`, { id: row.id });
    const elsewhere = await clinic.gql(
      `mutation($input: IntakeConvertInput!) { intakeConvert(input: $input) { id } }`,
      { input: { intakeId: row.id, clinicId: other.id } },
    );
    expect(elsewhere.errors?.[0].message).toBe('A clinic converts an intake into its own patients only');
    const badAttorney = await clinic.gql(
      `mutation($input: IntakeConvertInput!) { intakeConvert(input: $input) { id } }`,
      { input: { intakeId: row.id, attorneyId: 2_000_000_000 } },
    );
    expect(badAttorney.errors?.[0].message).toBe('Attorney not found');
    expect((await intakeByCode(row.intake_code as string)).conversion_status).toBe('contacted');
    const ok = await clinic.gql<{ intakeConvert: { conversionStatus: string; convertedCaseId: number } }>(
      `mutation($input: IntakeConvertInput!) { intakeConvert(input: $input) { conversionStatus convertedCaseId } }`,
      { input: { intakeId: row.id } },
    );
    expect(ok.data!.intakeConvert.conversionStatus).toBe('converted');
    const [kase] = (await t.dataSource.query(`SELECT clinic_id, attorney_id FROM cases WHERE id = $1`, [
      ok.data!.intakeConvert.convertedCaseId,
    ])) as { clinic_id: number; attorney_id: number | null }[];
    expect(kase).toEqual({ clinic_id: mine.clinic.id, attorney_id: null });
  });

  it('closes a contacted intake with its reason and time; a closed one moves no more', async () => {
    const place = await uniquePlace();
    await placedClinic(place);
    const row = await submitted(place);
    await operator.gql(`mutation($id: Int!) { intakeMarkContacted(id: $id) { id } }`, { id: row.id });
    clock.set(new Date('2026-11-21T09:00:00Z'));
    const closed = await operator.gql<{
      intakeClose: { conversionStatus: string; closedAt: string; closeReason: string };
    }>(`mutation($i: IntakeCloseInput!) { intakeClose(input: $i) { conversionStatus closedAt closeReason } }`, {
      i: { intakeId: row.id, reason: 'Chose another clinic' },
    });
    expect(closed.data!.intakeClose).toEqual({
      conversionStatus: 'closed',
      closedAt: '2026-11-21T09:00:00.000Z',
      closeReason: 'Chose another clinic',
    });
    const convert = await operator.gql(
      `mutation($input: IntakeConvertInput!) { intakeConvert(input: $input) { id } }`,
      { input: { intakeId: row.id } },
    );
    expect(convert.errors?.[0].message).toBe(
      'This intake is closed: it cannot become converted (it can no longer change)',
    );
  });

  it('the operator converts an unmatched intake into a chosen clinic; without one it is refused', async () => {
    const place = await uniquePlace();
    const row = await submitted(place);
    expect(row.matched_clinic_id).toBeNull();
    await operator.gql(`mutation($id: Int!) { intakeMarkContacted(id: $id) { id } }`, { id: row.id });
    const none = await operator.gql(`mutation($input: IntakeConvertInput!) { intakeConvert(input: $input) { id } }`, {
      input: { intakeId: row.id },
    });
    expect(none.errors?.[0].message).toBe('Choose a clinic: this intake was matched to none');
    const chosen = await placedClinic(await uniquePlace());
    const ok = await operator.gql<{ intakeConvert: { matchedClinicId: number } }>(
      `mutation($input: IntakeConvertInput!) { intakeConvert(input: $input) { matchedClinicId } }`,
      { input: { intakeId: row.id, clinicId: chosen.clinic.id } },
    );
    expect(ok.data!.intakeConvert.matchedClinicId).toBe(chosen.clinic.id);
  });

  it('erases IP addresses after 30 days', async () => {
    const place = await uniquePlace();
    const row = await submitted(place);
    await t.dataSource.query(`UPDATE public_intake SET created_at = $2 WHERE id = $1`, [
      row.id,
      new Date('2026-10-01T00:00:00Z'),
    ]);
    await t.app.services.intake.purgeIpAddresses(new Date('2026-11-20T00:00:00Z'));
    expect((await intakeByCode(row.intake_code as string)).ip_address).toBeNull();
  });
});

describe('triage and matching', () => {
  it('scores each factor and lists the reasons', () => {
    const triage = triageIntake(
      {
        injuryDate: '2026-09-01',
        injuryType: 'slip_fall',
        hasAttorney: true,
        hasMedicalProvider: false,
        urgencyLevel: 'low',
      },
      '2026-11-20',
    );
    expect(triage.reasons.map((r) => [r.factor, r.points])).toEqual([
      ['recency', 12],
      ['injury_type', 15],
      ['treatment_gap', 15],
      ['attorney', 0],
      ['urgency', 0],
    ]);
    expect(triage.score).toBe(42);
    expect(triage.reasons[2].text).toBe('No treatment for 80 days since the injury: a gap in care weakens the claim');
  });

  it('skips a clinic without room and a suspended one', async () => {
    const place = await uniquePlace();
    const full = await placedClinic(place, { subscription_plan: 'starter' });
    await t.dataSource.query(
      `INSERT INTO patients (clinic_id, first_name, last_name) SELECT $1, 'P', 'Full' FROM generate_series(1, 1)`,
      [full.clinic.id],
    );
    const [{ max }] = (await t.dataSource.query(
      `SELECT max_active_cases AS max FROM plans WHERE code = 'starter'`,
    )) as {
      max: number;
    }[];
    const [patient] = (await t.dataSource.query(`SELECT id FROM patients WHERE clinic_id = $1`, [full.clinic.id])) as {
      id: number;
    }[];
    await t.dataSource.query(
      `INSERT INTO cases (case_number, patient_id, clinic_id, case_type)
       SELECT 'FULL-' || $3 || '-' || n, $1, $2, 'other' FROM generate_series(1, $4::int) n`,
      [patient.id, full.clinic.id, stamp(), max],
    );
    await placedClinic(place, { suspended_at: new Date() });
    const open = await placedClinic({ state: place.state, city: 'Farther' });
    const match = await matchIntake(t.dataSource.manager, {
      state: place.state,
      city: place.city,
      injuryType: 'other',
      hasAttorney: true,
      hasMedicalProvider: false,
      insuranceCarrier: null,
    });
    expect(match.clinicId).toBe(open.clinic.id);
    expect(match.attorneyId).toBeNull();
  });
});
