import type { DataSource } from 'typeorm';
import { Role } from '../../../platform/access/role';
import { signedInClient } from '../../../test/client';
import {
  createAttorneyUser,
  createCase,
  createClinicWithUsers,
  createCodedBill,
  createCoverage,
  createPatient,
  createUser,
} from '../../../test/factories';

/** Valid NPIs (Luhn over 80840 + the first nine digits). */
export const clinicNpi = '1234567893';
export const providerNpi = '1245319599';

/**
 * A clinic ready to bill an insurer: its NPI, EIN and address; a provider with an NPI; an auto-accident
 * case with its attorney, a PIP coverage and a coded bill of two visits (three lines).
 */
export async function claimWorld(ds: DataSource, url: string) {
  const clinic = await createClinicWithUsers(ds, {
    name: 'Harbor Spine Center',
    address: '12 Dock Street',
    city: 'Camden',
    state: 'NJ',
    zip_code: '08101',
    phone: '(856) 555-0101',
    npi: clinicNpi,
    tax_id: '221234567',
  });
  const provider = await createUser(ds, {
    role: Role.clinic_staff,
    clinic_id: clinic.clinic.id,
    first_name: 'Dana',
    last_name: 'Reyes',
    is_provider: true,
    npi: providerNpi,
  });
  const lawyer = await createAttorneyUser(ds);
  const patient = await createPatient(ds, clinic.clinic.id, {
    first_name: 'Maria',
    last_name: 'Lopez',
    date_of_birth: '1985-04-12',
    sex: 'female',
    address: '40 Elm Avenue',
    city: 'Cherry Hill',
    state: 'NJ',
    zip_code: '08002',
  });
  const record = await createCase(ds, {
    clinicId: clinic.clinic.id,
    patientId: patient.id,
    attorneyId: lawyer.attorney.id,
    accident_date: '2026-09-03',
  });
  const coverage = await createCoverage(ds, { clinicId: clinic.clinic.id, caseId: record.id });
  const { lineIds } = await createCodedBill(ds, {
    clinicId: clinic.clinic.id,
    caseId: record.id,
    lines: [
      {
        serviceDate: '2026-09-10',
        procedureCode: '98941',
        unitFee: '65.00',
        diagnosisCodes: ['S13.4XXA', 'S33.5XXA'],
        providerId: provider.id,
      },
      {
        serviceDate: '2026-09-10',
        procedureCode: '97110',
        units: 2,
        unitFee: '40.00',
        diagnosisCodes: ['S13.4XXA'],
        providerId: provider.id,
        modifiers: ['GP'],
      },
      {
        serviceDate: '2026-09-12',
        procedureCode: '97140',
        unitFee: '45.50',
        diagnosisCodes: ['S33.5XXA', 'M54.2'],
        providerId: provider.id,
      },
    ],
  });
  const staff = await signedInClient(url, clinic.staff.email);
  return { ...clinic, provider, lawyer, patient, record, coverage, lineIds, client: staff };
}

export const claimFields = `id caseId caseNumber patientName claimNumber claimType status coverageId carrierName accidentState
  submittedAt billedAmount allowedAmount paidAmount patientResponsibility deductibleApplied copayAmount coinsuranceAmount
  paymentDate denialReason appealNotes eobDocumentId nextStatuses cms1500Url x837Url
  serviceLines { billingLineId serviceDate procedureCode modifiers units charge diagnosisCodes }`;

export interface ClaimResult {
  id: number;
  caseId: number;
  claimNumber: string;
  status: string;
  billedAmount: string;
  nextStatuses: string[];
  serviceLines: {
    billingLineId: number;
    procedureCode: string;
    charge: string;
    units: number;
    diagnosisCodes: string[];
  }[];
  [key: string]: unknown;
}
