import { X12Parser, type X12Interchange } from 'node-x12';
import { signedInClient } from '../../../test/client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { pdfText } from '../../../test/pdf-text.cjs';
import { claimWorld, clinicNpi, providerNpi } from './claim-world';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function submittedClaim(options: { insured?: 'spouse' } = {}) {
  const world = await claimWorld(t.dataSource, t.url);
  if (options.insured)
    await t.dataSource.query(
      `UPDATE case_coverages SET insured_relationship = 'spouse', insured_name = 'Carlos Lopez' WHERE id = $1`,
      [world.coverage.id],
    );
  const created = await world.client.gql<{ insuranceClaimCreate: { id: number; claimNumber: string } }>(
    `mutation($input: ClaimCreateInput!) { insuranceClaimCreate(input: $input) { id claimNumber } }`,
    { input: { caseId: world.record.id, coverageId: world.coverage.id, billingLineIds: world.lineIds } },
  );
  const claim = created.data!.insuranceClaimCreate;
  const submitted = await world.client.gql(`mutation($id: Int!) { insuranceClaimSubmit(id: $id) { status } }`, {
    id: claim.id,
  });
  expect(submitted.errors).toBeUndefined();
  return { world, claim };
}

/** The segments of the one transaction, as arrays of element values (tag first). */
function segmentsOf(interchange: X12Interchange): string[][] {
  const transaction = interchange.functionalGroups[0].transactions[0];
  return [
    [transaction.header.tag, ...transaction.header.elements.map((e) => e.value)],
    ...transaction.segments.map((segment) => [segment.tag, ...segment.elements.map((e) => e.value)]),
    [transaction.trailer.tag, ...transaction.trailer.elements.map((e) => e.value)],
  ];
}

describe('the 837P export', () => {
  it('writes the 005010X222A1 loops from the record, element by element, with correct counts', async () => {
    const { world, claim } = await submittedClaim();
    const response = await world.client.request('GET', `/api/claims/${claim.id}/837p`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain(
      `attachment; filename="837p-${claim.claimNumber}.txt"`,
    );
    const text = await response.text();
    const interchange = new X12Parser(true).parse(text) as X12Interchange;

    const controlNumber = String(claim.id).padStart(9, '0');
    const isa = text.split('~')[0].split('*');
    expect(isa).toEqual([
      'ISA',
      '00',
      ' '.repeat(10),
      '00',
      ' '.repeat(10),
      'ZZ',
      '221234567'.padEnd(15),
      'ZZ',
      'KAI01'.padEnd(15),
      expect.stringMatching(/^\d{6}$/),
      expect.stringMatching(/^\d{4}$/),
      '^',
      '00501',
      controlNumber,
      '0',
      'P',
      ':',
    ]);
    const group = interchange.functionalGroups[0];
    expect(group.header.elements.map((e) => e.value)).toEqual([
      'HC',
      '221234567',
      'KAI01',
      expect.stringMatching(/^\d{8}$/),
      expect.stringMatching(/^\d{4}$/),
      String(claim.id),
      'X',
      '005010X222A1',
    ]);

    const segments = segmentsOf(interchange);
    expect(segments).toEqual([
      ['ST', '837', '0001', '005010X222A1'],
      [
        'BHT',
        '0019',
        '00',
        claim.claimNumber,
        expect.stringMatching(/^\d{8}$/),
        expect.stringMatching(/^\d{4}$/),
        'CH',
      ],
      ['NM1', '41', '2', 'HARBOR SPINE CENTER', '', '', '', '', '46', '221234567'],
      ['PER', 'IC', 'HARBOR SPINE CENTER', 'TE', '8565550101'],
      ['NM1', '40', '2', 'KEYSTONE AUTO INSURANCE', '', '', '', '', '46', 'KAI01'],
      ['HL', '1', '', '20', '1'],
      ['NM1', '85', '2', 'HARBOR SPINE CENTER', '', '', '', '', 'XX', clinicNpi],
      ['N3', '12 DOCK STREET'],
      ['N4', 'CAMDEN', 'NJ', '08101'],
      ['REF', 'EI', '221234567'],
      ['HL', '2', '1', '22', '0'],
      ['SBR', 'P', '18', '', '', '', '', '', '', 'AM'],
      ['NM1', 'IL', '1', 'LOPEZ', 'MARIA', '', '', '', 'MI', 'KM-10001'],
      ['N3', '40 ELM AVENUE'],
      ['N4', 'CHERRY HILL', 'NJ', '08002'],
      ['DMG', 'D8', '19850412', 'F'],
      ['NM1', 'PR', '2', 'KEYSTONE AUTO INSURANCE', '', '', '', '', 'PI', 'KAI01'],
      ['CLM', claim.claimNumber, '190.50', '', '', '11:B:1', 'Y', 'A', 'Y', 'Y', '', 'AA:::NJ'],
      ['DTP', '439', 'D8', '20260903'],
      ['HI', 'ABK:S134XXA', 'ABF:S335XXA', 'ABF:M542'],
      ['NM1', '82', '1', 'REYES', 'DANA', '', '', '', 'XX', providerNpi],
      ['LX', '1'],
      ['SV1', 'HC:98941', '65.00', 'UN', '1', '', '', '1:2'],
      ['DTP', '472', 'D8', '20260910'],
      ['LX', '2'],
      ['SV1', 'HC:97110:GP', '80.00', 'UN', '2', '', '', '1'],
      ['DTP', '472', 'D8', '20260910'],
      ['LX', '3'],
      ['SV1', 'HC:97140', '45.50', 'UN', '1', '', '', '2:3'],
      ['DTP', '472', 'D8', '20260912'],
      ['SE', '31', '0001'],
    ]);
    // The trailers count what they close: SE01 the segments from ST to SE, GE01 the transactions, IEA01 the groups.
    expect(group.trailer.elements.map((e) => e.value)).toEqual(['1', String(claim.id)]);
    expect(text.trim().split('\n').at(-1)).toBe(`IEA*1*${controlNumber}~`);
  });

  it('adds the patient loop (2000C) when the insured is someone else', async () => {
    const { world, claim } = await submittedClaim({ insured: 'spouse' });
    const text = await (await world.client.request('GET', `/api/claims/${claim.id}/837p`)).text();
    const segments = segmentsOf(new X12Parser(true).parse(text) as X12Interchange);
    const from = segments.findIndex((segment) => segment[0] === 'HL' && segment[1] === '2');
    expect(segments.slice(from, from + 11)).toEqual([
      ['HL', '2', '1', '22', '1'],
      ['SBR', 'P', '', '', '', '', '', '', '', 'AM'],
      ['NM1', 'IL', '1', 'LOPEZ', 'CARLOS', '', '', '', 'MI', 'KM-10001'],
      ['NM1', 'PR', '2', 'KEYSTONE AUTO INSURANCE', '', '', '', '', 'PI', 'KAI01'],
      ['HL', '3', '2', '23', '0'],
      ['PAT', '01'],
      ['NM1', 'QC', '1', 'LOPEZ', 'MARIA'],
      ['N3', '40 ELM AVENUE'],
      ['N4', 'CHERRY HILL', 'NJ', '08002'],
      ['DMG', 'D8', '19850412', 'F'],
      ['CLM', claim.claimNumber, '190.50', '', '', '11:B:1', 'Y', 'A', 'Y', 'Y', '', 'AA:::NJ'],
    ]);
  });

  it('is refused naming each missing element, and the attorney reads it while another clinic finds nothing', async () => {
    const { world, claim } = await submittedClaim();
    const attorney = await signedInClient(t.url, world.lawyer.user.email);
    expect((await attorney.request('GET', `/api/claims/${claim.id}/837p`)).status).toBe(200);
    const other = await claimWorld(t.dataSource, t.url);
    const hidden = await other.client.rest('GET', `/api/claims/${claim.id}/837p`);
    expect(hidden.status).toBe(404);
    await t.dataSource.query(`UPDATE case_coverages SET payer_id = NULL WHERE id = $1`, [world.coverage.id]);
    await t.dataSource.query(`UPDATE users SET npi = NULL WHERE id = $1`, [world.provider.id]);
    const refused = await world.client.rest<{ message: string }>('GET', `/api/claims/${claim.id}/837p`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'The coverage (Keystone Auto Insurance) has no payer id; The provider Dana Reyes has no valid NPI',
    );
  });
});

const allCaptions = [
  '1. TYPE OF COVERAGE',
  "1a. INSURED'S I.D. NUMBER",
  "2. PATIENT'S NAME (Last, First)",
  "3. PATIENT'S BIRTH DATE / SEX",
  "4. INSURED'S NAME (Last, First)",
  "5. PATIENT'S ADDRESS",
  '6. PATIENT RELATIONSHIP TO INSURED',
  "7. INSURED'S ADDRESS",
  '9. OTHER INSURED',
  "10. IS PATIENT'S CONDITION RELATED TO:",
  "11. INSURED'S POLICY GROUP OR FECA NUMBER",
  "12. PATIENT'S OR AUTHORIZED PERSON'S SIGNATURE",
  "13. INSURED'S OR AUTHORIZED PERSON'S SIGNATURE",
  '14. DATE OF CURRENT ILLNESS, INJURY (QUAL 431)',
  '15. OTHER DATE',
  '16. DATES PATIENT UNABLE TO WORK',
  '17. REFERRING PROVIDER',
  '19. ADDITIONAL CLAIM INFORMATION',
  '20. OUTSIDE LAB',
  '21. DIAGNOSIS OR NATURE OF ILLNESS OR INJURY (ICD IND. 0)',
  '22. RESUBMISSION CODE / ORIGINAL REF. NO.',
  '24A. DATE(S) OF SERVICE',
  'B. POS',
  'D. CPT/HCPCS  MODIFIER',
  'E. DX POINTER',
  'F. $ CHARGES',
  'G. UNITS',
  'J. RENDERING NPI',
  '25. FEDERAL TAX I.D. NUMBER (EIN)',
  "26. PATIENT'S ACCOUNT NO.",
  '27. ACCEPT ASSIGNMENT?',
  '28. TOTAL CHARGE',
  '29. AMOUNT PAID',
  '30. RSVD FOR NUCC',
  '31. SIGNATURE OF PHYSICIAN OR SUPPLIER',
  '32. SERVICE FACILITY LOCATION',
  '33. BILLING PROVIDER INFO & PH #',
];

describe('the CMS-1500 PDF', () => {
  it('fills each numbered box from the record', async () => {
    const { world, claim } = await submittedClaim();
    const response = await world.client.request('GET', `/api/claims/${claim.id}/cms1500.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const lines = pdfText(Buffer.from(await response.arrayBuffer())).split('\n');
    const captions = lines.filter((line) => allCaptions.includes(line));
    expect(captions).toEqual(allCaptions);
    /** The lines printed in a box: those after its caption, up to the next box's caption. */
    const box = (caption: string) => {
      const start = lines.indexOf(caption);
      const next = allCaptions[allCaptions.indexOf(caption) + 1];
      return lines.slice(start + 1, next ? lines.indexOf(next) : undefined);
    };
    expect(box('1. TYPE OF COVERAGE')).toEqual(['OTHER (AUTO PIP)']);
    expect(box("1a. INSURED'S I.D. NUMBER")).toEqual(['KM-10001']);
    expect(box("2. PATIENT'S NAME (Last, First)")).toEqual(['LOPEZ, MARIA']);
    expect(box("3. PATIENT'S BIRTH DATE / SEX")).toEqual(['04 12 1985  SEX F']);
    expect(box("4. INSURED'S NAME (Last, First)")).toEqual(['LOPEZ, MARIA']);
    expect(box("5. PATIENT'S ADDRESS")).toEqual(['40 ELM AVENUE', 'CHERRY HILL NJ 08002']);
    expect(box('6. PATIENT RELATIONSHIP TO INSURED')).toEqual(['SELF']);
    expect(box("10. IS PATIENT'S CONDITION RELATED TO:")).toEqual([
      'a. EMPLOYMENT: NO',
      'b. AUTO ACCIDENT: YES  STATE NJ',
      'c. OTHER ACCIDENT: NO',
    ]);
    expect(box("11. INSURED'S POLICY GROUP OR FECA NUMBER")).toEqual(['PA-55501', 'c. KEYSTONE AUTO INSURANCE']);
    expect(box('14. DATE OF CURRENT ILLNESS, INJURY (QUAL 431)')).toEqual(['09 03 2026']);
    expect(box('21. DIAGNOSIS OR NATURE OF ILLNESS OR INJURY (ICD IND. 0)')).toEqual([
      'A. S13.4XXA    B. S33.5XXA    C. M54.2',
    ]);
    expect(box('24A. DATE(S) OF SERVICE')).toEqual(['09 10 2026', '09 10 2026', '09 12 2026']);
    expect(box('D. CPT/HCPCS  MODIFIER')).toEqual(['98941', '97110 GP', '97140']);
    expect(box('E. DX POINTER')).toEqual(['AB', 'A', 'BC']);
    expect(box('F. $ CHARGES')).toEqual(['65.00', '80.00', '45.50']);
    expect(box('G. UNITS')).toEqual(['1', '2', '1']);
    expect(box('J. RENDERING NPI')).toEqual([providerNpi, providerNpi, providerNpi]);
    expect(box('25. FEDERAL TAX I.D. NUMBER (EIN)')).toEqual(['221234567']);
    expect(box("26. PATIENT'S ACCOUNT NO.")).toEqual([world.record.case_number]);
    expect(box('28. TOTAL CHARGE')).toEqual(['$190.50']);
    expect(box('31. SIGNATURE OF PHYSICIAN OR SUPPLIER')).toEqual([
      'DANA REYES',
      expect.stringMatching(/^DATE \d\d \d\d \d{4}$/),
    ]);
    expect(box('32. SERVICE FACILITY LOCATION')).toEqual([
      'HARBOR SPINE CENTER',
      '12 DOCK STREET',
      'CAMDEN NJ 08101',
      `32a. NPI ${clinicNpi}`,
    ]);
    expect(box('33. BILLING PROVIDER INFO & PH #')).toEqual([
      'HARBOR SPINE CENTER',
      '12 DOCK STREET',
      'CAMDEN NJ 08101',
      'PH (856) 555-0101',
      `33a. NPI ${clinicNpi}`,
    ]);
  });
});
