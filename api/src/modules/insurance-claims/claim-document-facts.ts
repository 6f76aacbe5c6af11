import type { FieldError } from '../../platform/errors';
import type { CoverageType, InsuredRelationship } from './case-coverage.enums';
import type { ClaimServiceLine } from './insurance-claim.entity';
import type { ClaimStatus, ClaimType } from './insurance-claim.enums';
import { isValidNpi } from './provider-identifiers';

/** Everything the CMS-1500 and the 837P print, read once from the record (ClaimService.documentFacts). */
export interface ClaimDocumentFacts {
  claim: {
    id: number;
    claimNumber: string;
    claimType: ClaimType;
    status: ClaimStatus;
    billedAmount: string;
    accidentState: string | null;
    serviceLines: ClaimServiceLine[];
  };
  caseNumber: string;
  caseType: string;
  accidentDate: string | null;
  clinic: {
    name: string;
    address: string | null;
    city: string | null;
    state: string | null;
    zipCode: string | null;
    phone: string | null;
    npi: string | null;
    taxId: string | null;
  };
  patient: {
    firstName: string;
    lastName: string;
    dateOfBirth: string | null;
    sex: 'female' | 'male' | 'unknown' | null;
    address: string | null;
    city: string | null;
    state: string | null;
    zipCode: string | null;
    phone: string | null;
  };
  coverage: {
    coverageType: CoverageType;
    carrierName: string;
    payerId: string | null;
    policyNumber: string | null;
    memberId: string | null;
    insuredName: string | null;
    insuredRelationship: InsuredRelationship;
    carrierClaimNumber: string | null;
  } | null;
  providers: { id: string; firstName: string; lastName: string; npi: string | null }[];
}

export const isAutoAccident = (facts: ClaimDocumentFacts) => facts.caseType === 'auto_accident';

/** The insured's id as the payer knows it: the member id, else the policy number. */
export const insuredIdOf = (facts: ClaimDocumentFacts) =>
  facts.coverage?.memberId ?? facts.coverage?.policyNumber ?? null;

const lineLabel = (line: ClaimServiceLine, index: number) =>
  `Line ${index + 1} (${line.procedureCode} on ${line.serviceDate})`;

/**
 * Every element the 837P requires that the record lacks, one message each (decision 180). Submitting a
 * claim and exporting it refuse with this same list, so a submitted claim can always be exported.
 */
export function claimDocumentProblems(facts: ClaimDocumentFacts): FieldError[] {
  const problems: FieldError[] = [];
  const add = (field: string, message: string) => problems.push({ field, message });
  const { clinic, patient, coverage, claim } = facts;

  if (!coverage) add('insuranceId', 'No coverage is chosen for the claim');
  else {
    if (!coverage.payerId) add('payerId', `The coverage (${coverage.carrierName}) has no payer id`);
    if (!insuredIdOf(facts))
      add('memberId', `The coverage (${coverage.carrierName}) has no member id or policy number`);
    if (coverage.insuredRelationship !== 'self' && !coverage.insuredName)
      add('insuredName', "The coverage has no insured's name (the insured is not the patient)");
    if (claim.claimType !== 'original' && !coverage.carrierClaimNumber)
      add('carrierClaimNumber', 'A corrected or void claim needs the carrier claim number of the original');
  }
  if (!clinic.npi || !isValidNpi(clinic.npi))
    add('clinicNpi', 'The clinic has no valid NPI (Clinic Settings, Profile)');
  if (!clinic.taxId) add('clinicTaxId', 'The clinic has no tax id (EIN) (Clinic Settings, Profile)');
  if (!clinic.address || !clinic.city || !clinic.state || !clinic.zipCode)
    add('clinicAddress', "The clinic's address, city, state and ZIP code are required");
  if (!patient.dateOfBirth) add('patientDateOfBirth', "The patient's date of birth is missing");
  if (!patient.address || !patient.city || !patient.state || !patient.zipCode)
    add('patientAddress', "The patient's address, city, state and ZIP code are required");
  if (isAutoAccident(facts)) {
    if (!facts.accidentDate) add('accidentDate', "The case's accident date is missing");
    if (!claim.accidentState) add('accidentState', 'The state the accident happened in is missing');
  }
  if (claim.serviceLines.every((line) => line.diagnosisCodes.length === 0))
    add('diagnosisCodes', 'No diagnosis is coded on the service lines');
  else
    claim.serviceLines.forEach((line, index) => {
      if (line.diagnosisCodes.length === 0) add('diagnosisCodes', `${lineLabel(line, index)} has no diagnosis`);
    });
  const providers = new Map(facts.providers.map((provider) => [provider.id, provider]));
  const reported = new Set<string>();
  claim.serviceLines.forEach((line, index) => {
    const provider = line.providerId ? providers.get(line.providerId) : undefined;
    if (!provider) add('providerNpi', `${lineLabel(line, index)} has no rendering provider`);
    else if ((!provider.npi || !isValidNpi(provider.npi)) && !reported.has(provider.id)) {
      reported.add(provider.id);
      add('providerNpi', `The provider ${provider.firstName} ${provider.lastName} has no valid NPI`);
    }
  });
  return problems;
}
