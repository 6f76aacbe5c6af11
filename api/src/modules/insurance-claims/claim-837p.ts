import { X12Interchange } from 'node-x12';
import { claimDiagnoses } from './claim-diagnoses';
import { type ClaimDocumentFacts, insuredIdOf, isAutoAccident } from './claim-document-facts';
import type { InsuredRelationship } from './case-coverage.enums';
import type { ClaimType } from './insurance-claim.enums';

/** CLM05-3: the claim frequency. */
const frequencyCode: Record<ClaimType, string> = { original: '1', corrected: '7', void: '8' };

/** SBR09: the claim filing indicator of each coverage type. */
const filingIndicator: Record<string, string> = {
  pip: 'AM',
  medpay: 'AM',
  bodily_injury: 'AM',
  um_uim: 'AM',
  workers_comp: 'WC',
  health: 'CI',
  other: '11',
};

/** PAT01: the patient's relationship to the insured (2000C). */
const patientRelationshipCode: Record<Exclude<InsuredRelationship, 'self'>, string> = {
  spouse: '01',
  child: '19',
  other: 'G8',
};

/** CLM11-1: why the claim is accident related. */
const relatedCauseOf = (caseType: string): string | null =>
  caseType === 'auto_accident' ? 'AA' : caseType === 'work_injury' ? 'EM' : caseType === 'slip_fall' ? 'OA' : null;

const ymd = (date: string) => date.replaceAll('-', '');
const x12Text = (value: string) =>
  value
    .replace(/[*~:^]/g, ' ')
    .trim()
    .toUpperCase();
const sexCode = (sex: string | null) => (sex === 'female' ? 'F' : sex === 'male' ? 'M' : 'U');
const zip = (value: string | null) => (value ?? '').replace(/\D/g, '');

/** "Jane Q Public" → last and first name, as the NM1 segment wants them. */
function splitName(fullName: string): [string, string] {
  const parts = fullName.trim().split(/\s+/);
  return parts.length === 1 ? [parts[0], ''] : [parts[parts.length - 1], parts.slice(0, -1).join(' ')];
}

/**
 * The claim as an ASC X12 837P (005010X222A1) interchange. node-x12 writes the envelopes, counts
 * SE01 and the group and interchange trailers; the loops are ours (decision 181). The caller has
 * checked `claimDocumentProblems` is empty.
 */
export function claim837p(facts: ClaimDocumentFacts, now: Date): string {
  const { claim, clinic, patient } = facts;
  const coverage = facts.coverage!;
  const controlNumber = String(claim.id % 1_000_000_000).padStart(9, '0');
  const date = now.toISOString().slice(0, 10).replaceAll('-', '');
  const time = now.toISOString().slice(11, 16).replace(':', '');
  const senderId = clinic.taxId!;
  const receiverId = coverage.payerId!;

  const interchange = new X12Interchange({
    segmentTerminator: '~',
    elementDelimiter: '*',
    subElementDelimiter: ':',
    endOfLine: '\n',
    format: true,
  });
  interchange.setHeader([
    '00',
    '          ',
    '00',
    '          ',
    'ZZ',
    senderId.padEnd(15),
    'ZZ',
    receiverId.padEnd(15),
    date.slice(2),
    time,
    '^',
    '00501',
    controlNumber,
    '0',
    'P',
    ':',
  ]);
  const group = interchange.addFunctionalGroup();
  group.setHeader(['HC', senderId, receiverId, date, time, String(claim.id), 'X', '005010X222A1']);
  const st = group.addTransaction();
  st.setHeader(['837', '0001', '005010X222A1']);
  const segment = (tag: string, ...elements: string[]) => st.addSegment(tag, elements);

  const clinicName = x12Text(clinic.name);
  segment('BHT', '0019', '00', claim.claimNumber, date, time, 'CH');
  // 1000A submitter and 1000B receiver.
  segment('NM1', '41', '2', clinicName, '', '', '', '', '46', senderId);
  segment('PER', 'IC', clinicName, 'TE', (clinic.phone ?? '').replace(/\D/g, ''));
  segment('NM1', '40', '2', x12Text(coverage.carrierName), '', '', '', '', '46', receiverId);
  // 2000A / 2010AA billing provider.
  segment('HL', '1', '', '20', '1');
  segment('NM1', '85', '2', clinicName, '', '', '', '', 'XX', clinic.npi!);
  segment('N3', x12Text(clinic.address!));
  segment('N4', x12Text(clinic.city!), clinic.state!, zip(clinic.zipCode));
  segment('REF', 'EI', clinic.taxId!);

  // 2000B / 2010BA subscriber, 2010BB payer.
  const self = coverage.insuredRelationship === 'self';
  segment('HL', '2', '1', '22', self ? '0' : '1');
  segment('SBR', 'P', self ? '18' : '', '', '', '', '', '', '', filingIndicator[coverage.coverageType]);
  const [insuredLast, insuredFirst] = self ? [patient.lastName, patient.firstName] : splitName(coverage.insuredName!);
  segment('NM1', 'IL', '1', x12Text(insuredLast), x12Text(insuredFirst), '', '', '', 'MI', insuredIdOf(facts)!);
  if (self) {
    segment('N3', x12Text(patient.address!));
    segment('N4', x12Text(patient.city!), patient.state!, zip(patient.zipCode));
    segment('DMG', 'D8', ymd(patient.dateOfBirth!), sexCode(patient.sex));
  }
  if (coverage.carrierClaimNumber) segment('REF', 'Y4', coverage.carrierClaimNumber);
  segment('NM1', 'PR', '2', x12Text(coverage.carrierName), '', '', '', '', 'PI', receiverId);

  // 2000C / 2010CA patient, when the patient is not the insured.
  if (!self) {
    segment('HL', '3', '2', '23', '0');
    segment('PAT', patientRelationshipCode[coverage.insuredRelationship as Exclude<InsuredRelationship, 'self'>]);
    segment('NM1', 'QC', '1', x12Text(patient.lastName), x12Text(patient.firstName));
    segment('N3', x12Text(patient.address!));
    segment('N4', x12Text(patient.city!), patient.state!, zip(patient.zipCode));
    segment('DMG', 'D8', ymd(patient.dateOfBirth!), sexCode(patient.sex));
  }

  // 2300 claim.
  const cause = relatedCauseOf(facts.caseType);
  const clm = [
    'CLM',
    claim.claimNumber,
    claim.billedAmount,
    '',
    '',
    `11:B:${frequencyCode[claim.claimType]}`,
    'Y',
    'A',
    'Y',
    'Y',
  ];
  if (cause) clm.push('', isAutoAccident(facts) ? `AA:::${claim.accidentState}` : cause);
  segment(clm[0], ...clm.slice(1));
  if (cause && facts.accidentDate) segment('DTP', '439', 'D8', ymd(facts.accidentDate));
  if (claim.claimType !== 'original') segment('REF', 'F8', coverage.carrierClaimNumber!);
  const { codes, pointers } = claimDiagnoses(claim.serviceLines);
  const icd = (code: string) => code.replace('.', '');
  segment('HI', ...codes.map((code, index) => `${index === 0 ? 'ABK' : 'ABF'}:${icd(code)}`));

  // 2310B rendering provider: the first line's; a line by another provider names its own (2420A).
  const providers = new Map(facts.providers.map((provider) => [provider.id, provider]));
  const renderingId = claim.serviceLines[0].providerId!;
  const nameProvider = (id: string) => {
    const provider = providers.get(id)!;
    segment('NM1', '82', '1', x12Text(provider.lastName), x12Text(provider.firstName), '', '', '', 'XX', provider.npi!);
  };
  nameProvider(renderingId);

  // 2400 service lines.
  claim.serviceLines.forEach((line, index) => {
    segment('LX', String(index + 1));
    const procedure = ['HC', line.procedureCode, ...line.modifiers.slice(0, 4)].join(':');
    segment('SV1', procedure, line.charge, 'UN', String(line.units), '', '', pointers[index].join(':'));
    segment('DTP', '472', 'D8', ymd(line.serviceDate));
    if (line.providerId !== renderingId) nameProvider(line.providerId!);
  });

  return interchange.toString();
}
