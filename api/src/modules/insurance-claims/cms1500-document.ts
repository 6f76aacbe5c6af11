import PDFDocument from 'pdfkit';
import { formatMoney } from '../../platform/money';
import { claimDiagnoses, diagnosisLetters } from './claim-diagnoses';
import { type ClaimDocumentFacts, insuredIdOf, isAutoAccident } from './claim-document-facts';

/** One numbered box of the form: where it sits (points, from the top left), its caption and its lines. */
interface FormBox {
  x: number;
  y: number;
  w: number;
  h: number;
  caption: string;
  lines: string[];
}

const programOf: Record<string, string> = {
  pip: 'OTHER (AUTO PIP)',
  medpay: 'OTHER (AUTO MEDPAY)',
  bodily_injury: 'OTHER (BODILY INJURY)',
  um_uim: 'OTHER (UM/UIM)',
  health: 'GROUP HEALTH PLAN',
  workers_comp: 'OTHER (WORKERS COMP)',
  other: 'OTHER',
};

const relationshipOf: Record<string, string> = { self: 'SELF', spouse: 'SPOUSE', child: 'CHILD', other: 'OTHER' };

/** MM DD YYYY, as the form prints dates. */
const formDate = (date: string | null) => (date ? `${date.slice(5, 7)} ${date.slice(8, 10)} ${date.slice(0, 4)}` : '');
const sexOf = (sex: string | null) => (sex === 'female' ? 'F' : sex === 'male' ? 'M' : '');
const yesNo = (value: boolean) => (value ? 'YES' : 'NO');
const cityLine = (city: string | null, state: string | null, zip: string | null) =>
  [city, state, zip].filter(Boolean).join(' ').toUpperCase();
const upper = (value: string | null | undefined) => (value ?? '').toUpperCase();

/** The six rows of box 24 (the claim holds at most six lines: one form, decision 177). */
export const cms1500LineRows = 6;

/**
 * The CMS-1500 (02/12) of a claim as numbered boxes filled from the record (decision 182): a faithful
 * box layout without the official red form, so it prints on plain paper and reads box by box.
 */
export function cms1500Boxes(facts: ClaimDocumentFacts, signedOn: string): FormBox[] {
  const { claim, clinic, patient } = facts;
  const coverage = facts.coverage;
  const self = !coverage || coverage.insuredRelationship === 'self';
  const insuredName = self ? `${patient.lastName}, ${patient.firstName}` : (coverage.insuredName ?? '');
  const { codes, pointers } = claimDiagnoses(claim.serviceLines);
  const providers = new Map(facts.providers.map((provider) => [provider.id, provider]));
  const rendering = providers.get(claim.serviceLines[0]?.providerId ?? '');
  const auto = isAutoAccident(facts);
  const resubmission = claim.claimType === 'original' ? '' : claim.claimType === 'corrected' ? '7' : '8';

  const L = 24;
  const W = 564;
  const half = W / 2;
  const left = 170;
  const middle = 160;
  const right = left + middle;
  const row = (y: number, h: number, cells: [number, number, string, string[]][]): FormBox[] =>
    cells.map(([x, w, caption, lines]) => ({ x: L + x, y, w, h, caption, lines }));

  const boxes: FormBox[] = [
    ...row(78, 30, [
      [0, half, '1. TYPE OF COVERAGE', [programOf[coverage?.coverageType ?? 'other']]],
      [half, half, "1a. INSURED'S I.D. NUMBER", [upper(insuredIdOf(facts))]],
    ]),
    ...row(108, 30, [
      [0, left, "2. PATIENT'S NAME (Last, First)", [upper(`${patient.lastName}, ${patient.firstName}`)]],
      [left, middle, "3. PATIENT'S BIRTH DATE / SEX", [`${formDate(patient.dateOfBirth)}  SEX ${sexOf(patient.sex)}`]],
      [right, W - right, "4. INSURED'S NAME (Last, First)", [upper(insuredName)]],
    ]),
    ...row(138, 44, [
      [
        0,
        left,
        "5. PATIENT'S ADDRESS",
        [upper(patient.address), cityLine(patient.city, patient.state, patient.zipCode)],
      ],
      [left, middle, '6. PATIENT RELATIONSHIP TO INSURED', [relationshipOf[coverage?.insuredRelationship ?? 'self']]],
      [
        right,
        W - right,
        "7. INSURED'S ADDRESS",
        self ? [upper(patient.address), cityLine(patient.city, patient.state, patient.zipCode)] : [''],
      ],
    ]),
    ...row(182, 56, [
      [0, left, '9. OTHER INSURED', ['NONE']],
      [
        left,
        middle,
        "10. IS PATIENT'S CONDITION RELATED TO:",
        [
          `a. EMPLOYMENT: ${yesNo(facts.caseType === 'work_injury')}`,
          `b. AUTO ACCIDENT: ${yesNo(auto)}${auto ? `  STATE ${claim.accidentState ?? ''}` : ''}`,
          `c. OTHER ACCIDENT: ${yesNo(facts.caseType === 'slip_fall')}`,
        ],
      ],
      [
        right,
        W - right,
        "11. INSURED'S POLICY GROUP OR FECA NUMBER",
        [upper(coverage?.policyNumber), `c. ${upper(coverage?.carrierName)}`],
      ],
    ]),
    ...row(238, 26, [
      [0, half, "12. PATIENT'S OR AUTHORIZED PERSON'S SIGNATURE", ['SIGNATURE ON FILE']],
      [half, half, "13. INSURED'S OR AUTHORIZED PERSON'S SIGNATURE", ['SIGNATURE ON FILE']],
    ]),
    ...row(264, 30, [
      [0, left, '14. DATE OF CURRENT ILLNESS, INJURY (QUAL 431)', [formDate(facts.accidentDate)]],
      [left, middle, '15. OTHER DATE', ['']],
      [right, W - right, '16. DATES PATIENT UNABLE TO WORK', ['']],
    ]),
    ...row(294, 30, [
      [0, left, '17. REFERRING PROVIDER', ['']],
      [
        left,
        middle,
        '19. ADDITIONAL CLAIM INFORMATION',
        [coverage?.carrierClaimNumber ? `CLAIM ${upper(coverage.carrierClaimNumber)}` : ''],
      ],
      [right, W - right, '20. OUTSIDE LAB', ['NO']],
    ]),
    ...row(324, 56, [
      [
        0,
        W - 170,
        '21. DIAGNOSIS OR NATURE OF ILLNESS OR INJURY (ICD IND. 0)',
        chunk(
          codes.map((code, index) => `${diagnosisLetters[index]}. ${code}`),
          4,
        ).map((group) => group.join('    ')),
      ],
      [
        W - 170,
        170,
        '22. RESUBMISSION CODE / ORIGINAL REF. NO.',
        [resubmission ? `${resubmission}  ${upper(coverage?.carrierClaimNumber)}` : ''],
      ],
    ]),
  ];

  // Box 24: one row per service line under column captions.
  const columns: [number, string][] = [
    [0, '24A. DATE(S) OF SERVICE'],
    [110, 'B. POS'],
    [150, 'D. CPT/HCPCS  MODIFIER'],
    [290, 'E. DX POINTER'],
    [370, 'F. $ CHARGES'],
    [440, 'G. UNITS'],
    [480, 'J. RENDERING NPI'],
  ];
  const tableTop = 380;
  const rowHeight = 18;
  const widths = columns.map(([x], index) => (columns[index + 1]?.[0] ?? W) - x);
  boxes.push(
    ...columns.map(([x, caption], index) => ({
      x: L + x,
      y: tableTop,
      w: widths[index],
      h: 14 + rowHeight * cms1500LineRows,
      caption,
      lines: claim.serviceLines.map((line, lineIndex) => {
        switch (index) {
          case 0:
            return `${formDate(line.serviceDate)}`;
          case 1:
            return '11';
          case 2:
            return [line.procedureCode, ...line.modifiers].join(' ');
          case 3:
            return pointers[lineIndex].map((pointer) => diagnosisLetters[pointer - 1]).join('');
          case 4:
            return line.charge;
          case 5:
            return String(line.units);
          default:
            return providers.get(line.providerId ?? '')?.npi ?? '';
        }
      }),
    })),
  );

  const bottom = tableTop + 14 + rowHeight * cms1500LineRows;
  boxes.push(
    ...row(bottom, 30, [
      [0, 130, '25. FEDERAL TAX I.D. NUMBER (EIN)', [clinic.taxId ?? '']],
      [130, 130, "26. PATIENT'S ACCOUNT NO.", [facts.caseNumber]],
      [260, 80, '27. ACCEPT ASSIGNMENT?', ['YES']],
      [340, 90, '28. TOTAL CHARGE', [formatMoney(claim.billedAmount)]],
      [430, 70, '29. AMOUNT PAID', ['$0.00']],
      [500, 64, '30. RSVD FOR NUCC', ['']],
    ]),
    ...row(bottom + 30, 70, [
      [
        0,
        170,
        '31. SIGNATURE OF PHYSICIAN OR SUPPLIER',
        [upper(rendering ? `${rendering.firstName} ${rendering.lastName}` : ''), `DATE ${formDate(signedOn)}`],
      ],
      [
        170,
        190,
        '32. SERVICE FACILITY LOCATION',
        [
          upper(clinic.name),
          upper(clinic.address),
          cityLine(clinic.city, clinic.state, clinic.zipCode),
          `32a. NPI ${clinic.npi ?? ''}`,
        ],
      ],
      [
        360,
        204,
        '33. BILLING PROVIDER INFO & PH #',
        [
          upper(clinic.name),
          upper(clinic.address),
          cityLine(clinic.city, clinic.state, clinic.zipCode),
          `PH ${clinic.phone ?? ''}`,
          `33a. NPI ${clinic.npi ?? ''}`,
        ],
      ],
    ]),
  );
  return boxes;
}

function chunk<T>(items: T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let i = 0; i < items.length; i += size) groups.push(items.slice(i, i + size));
  return groups.length ? groups : [[]];
}

/** Draws the boxes on one letter page: captions small, values in capitals, every box ruled. */
export function renderCms1500(facts: ClaimDocumentFacts, signedOn: string): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'LETTER',
    margin: 24,
    info: {
      Title: `CMS-1500 ${facts.claim.claimNumber}`,
      Subject: 'Health insurance claim form',
      Producer: 'Casebridge',
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (part: Buffer) => chunks.push(part));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const coverage = facts.coverage;
  pdf
    .font('Helvetica-Bold')
    .fontSize(13)
    .fillColor('#000')
    .text('HEALTH INSURANCE CLAIM FORM', 24, 28, { lineBreak: false });
  pdf.font('Helvetica').fontSize(7).text('CMS-1500 (02/12) LAYOUT', 24, 45, { lineBreak: false });
  pdf.fontSize(8).text(`CLAIM ${facts.claim.claimNumber}`, 24, 56, { lineBreak: false });
  pdf
    .font('Helvetica-Bold')
    .fontSize(8)
    .text(upper(coverage?.carrierName), 380, 30, { width: 208, lineBreak: false })
    .font('Helvetica')
    .text(`PAYER ID ${coverage?.payerId ?? ''}`, 380, 42, { width: 208, lineBreak: false });

  pdf.lineWidth(0.6).strokeColor('#b91c1c');
  for (const box of cms1500Boxes(facts, signedOn)) {
    pdf.rect(box.x, box.y, box.w, box.h).stroke();
    pdf
      .font('Helvetica')
      .fontSize(5.5)
      .fillColor('#b91c1c')
      // No width: pdfkit wraps at one; captions and values are laid out to fit their boxes.
      .text(box.caption, box.x + 2, box.y + 2, { lineBreak: false });
    pdf.font('Courier').fontSize(8).fillColor('#000');
    const lineHeight = box.caption.startsWith('24') || /^[BDEFGJ]\. /.test(box.caption) ? 18 : 10;
    box.lines.forEach((line, index) => {
      if (line) pdf.text(line, box.x + 3, box.y + 10 + index * lineHeight, { lineBreak: false });
    });
  }
  pdf.end();
  return done;
}
