import { signedInClient, type TestClient } from '../../../test/client';
import { createAttorneyUser, createClinicWithUsers, createCodedBill } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { claimFields, claimWorld, type ClaimResult } from './claim-world';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const createMutation = `mutation($input: ClaimCreateInput!) { insuranceClaimCreate(input: $input) { ${claimFields} } }`;
const submitMutation = `mutation($id: Int!) { insuranceClaimSubmit(id: $id) { ${claimFields} } }`;
const payMutation = `mutation($input: ClaimPaymentInput!) { insuranceClaimRecordPayment(input: $input) { ${claimFields} } }`;
const denyMutation = `mutation($input: ClaimDenialInput!) { insuranceClaimDeny(input: $input) { ${claimFields} } }`;
const appealMutation = `mutation($input: ClaimAppealInput!) { insuranceClaimAppeal(input: $input) { ${claimFields} } }`;
const updateMutation = `mutation($input: ClaimUpdateInput!) { insuranceClaimUpdate(input: $input) { ${claimFields} } }`;

type World = Awaited<ReturnType<typeof claimWorld>>;

async function createClaim(client: TestClient, input: Record<string, unknown>) {
  return client.gql<{ insuranceClaimCreate: ClaimResult }>(createMutation, { input });
}

async function draft(world: World, lineIds = world.lineIds): Promise<ClaimResult> {
  const result = await createClaim(world.client, {
    caseId: world.record.id,
    coverageId: world.coverage.id,
    billingLineIds: lineIds,
  });
  expect(result.errors).toBeUndefined();
  return result.data!.insuranceClaimCreate;
}

async function act<K extends string>(client: TestClient, mutation: string, key: K, variables: Record<string, unknown>) {
  const result = await client.gql<Record<K, ClaimResult>>(mutation, variables);
  return { claim: result.data?.[key] ?? null, errors: result.errors };
}

const submit = (client: TestClient, id: number) => act(client, submitMutation, 'insuranceClaimSubmit', { id });
const pay = (client: TestClient, input: Record<string, unknown>) =>
  act(client, payMutation, 'insuranceClaimRecordPayment', { input });
const deny = (client: TestClient, input: Record<string, unknown>) =>
  act(client, denyMutation, 'insuranceClaimDeny', { input });
const appeal = (client: TestClient, input: Record<string, unknown>) =>
  act(client, appealMutation, 'insuranceClaimAppeal', { input });

const fieldErrorsOf = (errors: unknown) =>
  ((errors as { extensions?: { fieldErrors?: { field: string; message: string }[] } }[] | undefined)?.[0]?.extensions
    ?.fieldErrors ?? []) as { field: string; message: string }[];
const codeOf = (errors: unknown) => (errors as { extensions?: { code?: string } }[] | undefined)?.[0]?.extensions?.code;

const ledgerOf = (caseId: number) =>
  t.dataSource.query(
    `SELECT kind, amount::text, payment_method AS "paymentMethod", reference, description, effective_date AS "effectiveDate"
       FROM case_ledger_entries WHERE case_id = $1 ORDER BY id`,
    [caseId],
  );

describe('creating a claim from coded bill lines', () => {
  it('copies the lines, sums the billed amount, numbers it per clinic and audits it', async () => {
    const world = await claimWorld(t.dataSource, t.url);
    const claim = await draft(world);
    const year = new Date().getUTCFullYear();
    expect(claim).toMatchObject({
      caseId: world.record.id,
      claimNumber: `C${world.clinic.id}-CLM-${year}-000001`,
      claimType: 'original',
      status: 'draft',
      billedAmount: '190.50',
      carrierName: 'Keystone Auto Insurance',
      accidentState: 'NJ',
      nextStatuses: ['submitted'],
      cms1500Url: `/api/claims/${claim.id}/cms1500.pdf`,
      x837Url: `/api/claims/${claim.id}/837p`,
    });
    expect(claim.serviceLines).toEqual([
      {
        billingLineId: world.lineIds[0],
        serviceDate: '2026-09-10',
        procedureCode: '98941',
        modifiers: [],
        units: 1,
        charge: '65.00',
        diagnosisCodes: ['S13.4XXA', 'S33.5XXA'],
      },
      {
        billingLineId: world.lineIds[1],
        serviceDate: '2026-09-10',
        procedureCode: '97110',
        modifiers: ['GP'],
        units: 2,
        charge: '80.00',
        diagnosisCodes: ['S13.4XXA'],
      },
      {
        billingLineId: world.lineIds[2],
        serviceDate: '2026-09-12',
        procedureCode: '97140',
        modifiers: [],
        units: 1,
        charge: '45.50',
        diagnosisCodes: ['S33.5XXA', 'M54.2'],
      },
    ]);
    const [audit] = await t.dataSource.query(
      `SELECT action, new_values FROM audit_logs WHERE entity_type = 'insurance_claim' AND entity_id = $1`,
      [String(claim.id)],
    );
    expect(audit).toMatchObject({
      action: 'create',
      new_values: { billedAmount: '190.50', claimNumber: claim.claimNumber },
    });

    // Numbers count per clinic: the next claim of this clinic is 2, another clinic starts at 1.
    const { lineIds } = await createCodedBill(t.dataSource, {
      clinicId: world.clinic.id,
      caseId: world.record.id,
      lines: [
        {
          serviceDate: '2026-09-15',
          procedureCode: '98940',
          unitFee: '50.00',
          diagnosisCodes: ['M54.2'],
          providerId: world.provider.id,
        },
      ],
    });
    expect((await draft(world, lineIds)).claimNumber).toBe(`C${world.clinic.id}-CLM-${year}-000002`);
    const other = await claimWorld(t.dataSource, t.url);
    expect((await draft(other)).claimNumber).toBe(`C${other.clinic.id}-CLM-${year}-000001`);
  });

  it('offers only unclaimed lines, and refuses lines already on an open claim or of another case, naming them', async () => {
    const world = await claimWorld(t.dataSource, t.url);
    const claimable = async () =>
      (
        await world.client.gql<{ claimableLines: { billingLineId: number }[] }>(
          `query($caseId: Int!) { claimableLines(caseId: $caseId) { billingLineId procedureCode amount } }`,
          { caseId: world.record.id },
        )
      ).data!.claimableLines.map((line) => line.billingLineId);
    expect(await claimable()).toEqual(world.lineIds);
    await draft(world, [world.lineIds[0]]);
    expect(await claimable()).toEqual(world.lineIds.slice(1));

    const again = await createClaim(world.client, {
      caseId: world.record.id,
      coverageId: world.coverage.id,
      billingLineIds: [world.lineIds[0], world.lineIds[1]],
    });
    expect(fieldErrorsOf(again.errors)).toEqual([
      { field: 'billingLineIds', message: 'Already on an open or paid claim: 98941 on 2026-09-10' },
    ]);
    const foreign = await claimWorld(t.dataSource, t.url);
    const stolen = await createClaim(world.client, {
      caseId: world.record.id,
      coverageId: world.coverage.id,
      billingLineIds: [foreign.lineIds[0]],
    });
    expect(fieldErrorsOf(stolen.errors)[0]).toEqual({
      field: 'billingLineIds',
      message: "Bill lines must be coded lines of the case's bills",
    });
    const wrongCoverage = await createClaim(world.client, {
      caseId: world.record.id,
      coverageId: foreign.coverage.id,
      billingLineIds: [world.lineIds[2]],
    });
    expect(fieldErrorsOf(wrongCoverage.errors)[0].field).toBe('coverageId');
    const none = await createClaim(world.client, {
      caseId: world.record.id,
      coverageId: world.coverage.id,
      billingLineIds: [],
    });
    expect(fieldErrorsOf(none.errors)[0]).toEqual({
      field: 'billingLineIds',
      message: 'Choose at least one bill line',
    });
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM insurance_claims WHERE case_id = $1`, [
      world.record.id,
    ]);
    expect(n).toBe(1);
  });

  it('edits a draft only', async () => {
    const world = await claimWorld(t.dataSource, t.url);
    const claim = await draft(world, [world.lineIds[0]]);
    const edited = await act(world.client, updateMutation, 'insuranceClaimUpdate', {
      input: {
        id: claim.id,
        coverageId: world.coverage.id,
        billingLineIds: [world.lineIds[0], world.lineIds[2]],
        accidentState: 'PA',
      },
    });
    expect(edited.errors).toBeUndefined();
    expect(edited.claim).toMatchObject({ billedAmount: '110.50', accidentState: 'PA' });
    await submit(world.client, claim.id);
    const late = await act(world.client, updateMutation, 'insuranceClaimUpdate', {
      input: { id: claim.id, coverageId: world.coverage.id, billingLineIds: [world.lineIds[0]] },
    });
    expect(late.errors?.[0].message).toBe('A submitted claim cannot be edited');
  });
});

describe('submitting', () => {
  it('refuses naming every element the 837P lacks, and changes nothing', async () => {
    const world = await claimWorld(t.dataSource, t.url);
    const claim = await draft(world);
    await t.dataSource.query(`UPDATE case_coverages SET payer_id = NULL WHERE id = $1`, [world.coverage.id]);
    await t.dataSource.query(`UPDATE clinics SET npi = NULL, tax_id = NULL WHERE id = $1`, [world.clinic.id]);
    await t.dataSource.query(`UPDATE patients SET date_of_birth = NULL WHERE id = $1`, [world.patient.id]);
    await t.dataSource.query(`UPDATE users SET npi = NULL WHERE id = $1`, [world.provider.id]);
    await t.dataSource.query(
      `UPDATE insurance_claims SET service_lines = jsonb_set(service_lines, '{2,diagnosisCodes}', '[]') WHERE id = $1`,
      [claim.id],
    );
    const refused = await submit(world.client, claim.id);
    expect(codeOf(refused.errors)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(refused.errors)).toEqual([
      { field: 'payerId', message: 'The coverage (Keystone Auto Insurance) has no payer id' },
      { field: 'clinicNpi', message: 'The clinic has no valid NPI (Clinic Settings, Profile)' },
      { field: 'clinicTaxId', message: 'The clinic has no tax id (EIN) (Clinic Settings, Profile)' },
      { field: 'patientDateOfBirth', message: "The patient's date of birth is missing" },
      { field: 'diagnosisCodes', message: 'Line 3 (97140 on 2026-09-12) has no diagnosis' },
      { field: 'providerNpi', message: 'The provider Dana Reyes has no valid NPI' },
    ]);
    const [row] = await t.dataSource.query(`SELECT status, submitted_at FROM insurance_claims WHERE id = $1`, [
      claim.id,
    ]);
    expect(row).toEqual({ status: 'draft', submitted_at: null });
  });

  it('refuses a claim with no diagnosis at all', async () => {
    const world = await claimWorld(t.dataSource, t.url);
    const claim = await draft(world, [world.lineIds[1]]);
    await t.dataSource.query(
      `UPDATE insurance_claims SET service_lines = jsonb_set(service_lines, '{0,diagnosisCodes}', '[]') WHERE id = $1`,
      [claim.id],
    );
    expect(fieldErrorsOf((await submit(world.client, claim.id)).errors)).toEqual([
      { field: 'diagnosisCodes', message: 'No diagnosis is coded on the service lines' },
    ]);
  });

  it('submits a complete draft (submitted_at set, audited) and refuses submitting twice', async () => {
    const world = await claimWorld(t.dataSource, t.url);
    const claim = await draft(world);
    const { claim: submitted, errors } = await submit(world.client, claim.id);
    expect(errors).toBeUndefined();
    expect(submitted).toMatchObject({ status: 'submitted', nextStatuses: ['paid', 'denied'] });
    expect(submitted!.submittedAt).toEqual(expect.any(String));
    const twice = await submit(world.client, claim.id);
    expect(twice.errors?.[0]).toMatchObject({
      message: 'A submitted claim cannot be submitted',
      extensions: { code: 'CONFLICT' },
    });
    const audits = await t.dataSource.query(
      `SELECT action, old_values, new_values FROM audit_logs WHERE entity_type = 'insurance_claim' AND entity_id = $1 ORDER BY id`,
      [String(claim.id)],
    );
    expect(audits.map((a: { action: string }) => a.action)).toEqual(['create', 'status_change']);
  });
});

describe('payments, denials and appeals', () => {
  async function submittedClaim() {
    const world = await claimWorld(t.dataSource, t.url);
    const claim = await draft(world);
    await submit(world.client, claim.id);
    return { world, claim };
  }

  it('refuses every transition the states do not allow', async () => {
    const world = await claimWorld(t.dataSource, t.url);
    const claim = await draft(world);
    const payment = { id: claim.id, allowedAmount: '100.00', paidAmount: '100.00', paymentDate: '2026-10-01' };
    expect((await pay(world.client, payment)).errors?.[0].message).toBe('A draft claim cannot be paid');
    expect((await deny(world.client, { id: claim.id, reason: 'No' })).errors?.[0].message).toBe(
      'A draft claim cannot be denied',
    );
    expect((await appeal(world.client, { id: claim.id, notes: 'Why' })).errors?.[0].message).toBe(
      'A draft claim cannot be appealed',
    );
    await submit(world.client, claim.id);
    expect((await appeal(world.client, { id: claim.id, notes: 'Why' })).errors?.[0].message).toBe(
      'A submitted claim cannot be appealed',
    );
    expect((await pay(world.client, payment)).errors).toBeUndefined();
    for (const refused of [
      await pay(world.client, payment),
      await deny(world.client, { id: claim.id, reason: 'Late' }),
      await appeal(world.client, { id: claim.id, notes: 'Why' }),
      await submit(world.client, claim.id),
    ])
      expect(refused.errors?.[0].message).toMatch(/^A paid claim cannot be/);
    expect(await ledgerOf(world.record.id)).toHaveLength(1);
  });

  it('records a payment with its amounts and posts it to the case ledger as an insurance payment', async () => {
    const { world, claim } = await submittedClaim();
    const { claim: paid, errors } = await pay(world.client, {
      id: claim.id,
      allowedAmount: '170.00',
      paidAmount: '136.00',
      deductibleApplied: '20.00',
      coinsuranceAmount: '14.00',
      paymentDate: '2026-10-05',
    });
    expect(errors).toBeUndefined();
    expect(paid).toMatchObject({
      status: 'paid',
      allowedAmount: '170.00',
      paidAmount: '136.00',
      patientResponsibility: '34.00',
      deductibleApplied: '20.00',
      copayAmount: null,
      coinsuranceAmount: '14.00',
      paymentDate: '2026-10-05',
      nextStatuses: [],
    });
    expect(await ledgerOf(world.record.id)).toEqual([
      {
        kind: 'payment',
        amount: '136.00',
        paymentMethod: 'insurance',
        reference: claim.claimNumber,
        description: `Insurance payment, claim ${claim.claimNumber} (Keystone Auto Insurance)`,
        effectiveDate: '2026-10-05',
      },
    ]);
  });

  it('refuses inconsistent amounts, naming the field, and writes nothing', async () => {
    const { world, claim } = await submittedClaim();
    const base = { id: claim.id, paymentDate: '2026-10-05' };
    const cases: [Record<string, unknown>, string][] = [
      [{ allowedAmount: '190.51', paidAmount: '100.00' }, 'allowedAmount'],
      [{ allowedAmount: '150.00', paidAmount: '150.01' }, 'paidAmount'],
      [{ allowedAmount: '150.00', paidAmount: '140.00', copayAmount: '20.00' }, 'patientResponsibility'],
      [{ allowedAmount: '150.00', paidAmount: '-1' }, 'paidAmount'],
      [{ allowedAmount: '150.00', paidAmount: '100.00', paymentDate: '2999-01-01' }, 'paymentDate'],
    ];
    for (const [amounts, field] of cases) {
      const { errors } = await pay(world.client, { ...base, ...amounts });
      expect(fieldErrorsOf(errors)[0]?.field).toBe(field);
    }
    const [row] = await t.dataSource.query(`SELECT status, paid_amount FROM insurance_claims WHERE id = $1`, [
      claim.id,
    ]);
    expect(row).toEqual({ status: 'submitted', paid_amount: null });
    expect(await ledgerOf(world.record.id)).toEqual([]);
  });

  it('denies with a reason (noted on the ledger at zero), appeals with notes, then pays', async () => {
    const { world, claim } = await submittedClaim();
    expect(fieldErrorsOf((await deny(world.client, { id: claim.id, reason: '  ' })).errors)).toEqual([
      { field: 'reason', message: 'Denial reason is required' },
    ]);
    const denied = await deny(world.client, { id: claim.id, reason: 'Treatment not related to the accident' });
    expect(denied.claim).toMatchObject({
      status: 'denied',
      denialReason: 'Treatment not related to the accident',
      nextStatuses: ['appealed'],
    });
    expect(fieldErrorsOf((await appeal(world.client, { id: claim.id, notes: '' })).errors)).toEqual([
      { field: 'notes', message: 'Appeal note is required' },
    ]);
    const appealed = await appeal(world.client, { id: claim.id, notes: 'Records show the neck injury from the crash' });
    expect(appealed.claim).toMatchObject({ status: 'appealed', nextStatuses: ['paid', 'denied'] });
    const paid = await pay(world.client, {
      id: claim.id,
      allowedAmount: '190.50',
      paidAmount: '190.50',
      paymentDate: '2026-11-02',
    });
    expect(paid.claim?.status).toBe('paid');
    expect(await ledgerOf(world.record.id)).toEqual([
      expect.objectContaining({
        kind: 'payment',
        amount: '0.00',
        reference: claim.claimNumber,
        description: `Claim ${claim.claimNumber} denied: Treatment not related to the accident`,
      }),
      expect.objectContaining({ kind: 'payment', amount: '190.50', effectiveDate: '2026-11-02' }),
    ]);
  });

  it('frees a denied claim lines for a new claim, and then refuses appealing the denial', async () => {
    const { world, claim } = await submittedClaim();
    await deny(world.client, { id: claim.id, reason: 'PIP exhausted' });
    const medpay = await draft(world, [world.lineIds[0]]);
    expect(medpay.status).toBe('draft');
    expect((await appeal(world.client, { id: claim.id, notes: 'Please reconsider' })).errors?.[0].message).toBe(
      'Some of its lines are on another claim since the denial; appeal that claim instead',
    );
  });

  it('refuses posting to a closed ledger', async () => {
    const { world, claim } = await submittedClaim();
    await t.dataSource.query(`UPDATE cases SET ledger_closed_at = now() WHERE id = $1`, [world.record.id]);
    const { errors } = await pay(world.client, {
      id: claim.id,
      allowedAmount: '10.00',
      paidAmount: '10.00',
      paymentDate: '2026-10-01',
    });
    expect(codeOf(errors)).toBe('CONFLICT');
    const [row] = await t.dataSource.query(`SELECT status FROM insurance_claims WHERE id = $1`, [claim.id]);
    expect(row.status).toBe('submitted');
  });
});

describe('who reads and writes claims', () => {
  it("lets the case's attorney read, never write; another clinic and another attorney find nothing", async () => {
    const world = await claimWorld(t.dataSource, t.url);
    const claim = await draft(world);
    const attorney = await signedInClient(t.url, world.lawyer.user.email);
    const read = await attorney.gql<{ insuranceClaim: ClaimResult }>(
      `query($id: Int!) { insuranceClaim(id: $id) { claimNumber status nextStatuses } }`,
      { id: claim.id },
    );
    expect(read.data?.insuranceClaim).toEqual({ claimNumber: claim.claimNumber, status: 'draft', nextStatuses: [] });
    expect(codeOf((await submit(attorney, claim.id)).errors)).toBe('FORBIDDEN');

    const other = await createClinicWithUsers(t.dataSource);
    const stranger = await signedInClient(t.url, other.staff.email);
    const hidden = await stranger.gql(`query($id: Int!) { insuranceClaim(id: $id) { id } }`, { id: claim.id });
    expect(hidden.errors?.[0]).toMatchObject({ message: 'Claim not found', extensions: { code: 'NOT_FOUND' } });
    expect(codeOf((await submit(stranger, claim.id)).errors)).toBe('NOT_FOUND');
    const list = await stranger.gql<{ insuranceClaims: { nodes: unknown[] } }>(`{ insuranceClaims { nodes { id } } }`);
    expect(list.data?.insuranceClaims.nodes).toEqual([]);
    expect(
      codeOf(
        (
          await createClaim(stranger, {
            caseId: world.record.id,
            coverageId: world.coverage.id,
            billingLineIds: [world.lineIds[2]],
          })
        ).errors,
      ),
    ).toBe('BAD_USER_INPUT');

    const otherLawyer = await signedInClient(t.url, (await createAttorneyUser(t.dataSource)).user.email);
    const notTheirs = await otherLawyer.gql(`query($id: Int!) { insuranceClaim(id: $id) { id } }`, { id: claim.id });
    expect(codeOf(notTheirs.errors)).toBe('NOT_FOUND');
  });

  it('lists claims by status and by claim number or patient name', async () => {
    const world = await claimWorld(t.dataSource, t.url);
    const first = await draft(world, [world.lineIds[0]]);
    const second = await draft(world, [world.lineIds[1]]);
    await submit(world.client, second.id);
    const list = async (filter: Record<string, unknown>) =>
      (
        await world.client.gql<{ insuranceClaims: { nodes: { id: number }[] } }>(
          `query($filter: ClaimFilter) { insuranceClaims(filter: $filter) { nodes { id } } }`,
          { filter },
        )
      ).data!.insuranceClaims.nodes.map((node) => node.id);
    expect(await list({})).toEqual([second.id, first.id]);
    expect(await list({ status: 'submitted' })).toEqual([second.id]);
    expect(await list({ search: first.claimNumber })).toEqual([first.id]);
    expect(await list({ search: 'maria lop' })).toEqual([second.id, first.id]);
    expect(await list({ search: 'nobody' })).toEqual([]);
  });
});
