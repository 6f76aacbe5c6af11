import { registerEnumType } from 'type-graphql';

/** Who a public profile belongs to: a clinic (its admins edit it) or an attorney (they edit their own). */
export enum ProviderProfileType {
  clinic = 'clinic',
  attorney = 'attorney',
}
registerEnumType(ProviderProfileType, { name: 'ProviderProfileType' });
export const providerProfileTypes = Object.values(ProviderProfileType);

/** A review's moderation state: published (shown), reported (shown, waiting for the operator), hidden. */
export enum ProviderReviewStatus {
  published = 'published',
  reported = 'reported',
  hidden = 'hidden',
}
registerEnumType(ProviderReviewStatus, { name: 'ProviderReviewStatus' });
export const providerReviewStatuses = Object.values(ProviderReviewStatus);

/** A provider match's life: pending -> contacted -> scheduled / declined / expired. */
export enum ProviderMatchStatus {
  pending = 'pending',
  contacted = 'contacted',
  scheduled = 'scheduled',
  declined = 'declined',
  expired = 'expired',
}
registerEnumType(ProviderMatchStatus, { name: 'ProviderMatchStatus' });
export const providerMatchStatuses = Object.values(ProviderMatchStatus);

/** Where a match came from: a clinic referring its patient, or the public intake. */
export const providerMatchSources = ['clinic', 'intake'] as const;
export type ProviderMatchSource = (typeof providerMatchSources)[number];

/** The moves a match may make (a closed match moves no more). */
export const providerMatchMoves: Record<ProviderMatchStatus, readonly ProviderMatchStatus[]> = {
  pending: [
    ProviderMatchStatus.contacted,
    ProviderMatchStatus.scheduled,
    ProviderMatchStatus.declined,
    ProviderMatchStatus.expired,
  ],
  contacted: [ProviderMatchStatus.scheduled, ProviderMatchStatus.declined, ProviderMatchStatus.expired],
  scheduled: [],
  declined: [],
  expired: [],
};

/** The specialties a profile may list and a match may ask for (one list, so search and match agree). */
export const providerSpecialties = [
  'chiropractic',
  'physical_therapy',
  'orthopedics',
  'imaging',
  'pain_management',
  'neurology',
  'primary_care',
  'acupuncture',
  'massage_therapy',
  'personal_injury_law',
  'auto_accident_law',
  'workers_compensation_law',
  'premises_liability_law',
] as const;
export type ProviderSpecialty = (typeof providerSpecialties)[number];

export const providerSpecialtyLabels: Record<ProviderSpecialty, string> = {
  chiropractic: 'Chiropractic',
  physical_therapy: 'Physical therapy',
  orthopedics: 'Orthopedics',
  imaging: 'Imaging (MRI, X-ray)',
  pain_management: 'Pain management',
  neurology: 'Neurology',
  primary_care: 'Primary care',
  acupuncture: 'Acupuncture',
  massage_therapy: 'Massage therapy',
  personal_injury_law: 'Personal injury law',
  auto_accident_law: 'Auto accident law',
  workers_compensation_law: "Workers' compensation law",
  premises_liability_law: 'Premises liability law',
};

/** The insurance kinds a provider accepts and an injured person may have. */
export const providerInsuranceTypes = [
  'pip',
  'medpay',
  'bodily_injury',
  'um_uim',
  'health_insurance',
  'medicare',
  'medicaid',
  'workers_comp',
  'letter_of_protection',
  'self_pay',
] as const;
export type ProviderInsuranceType = (typeof providerInsuranceTypes)[number];

/** Hours a new match has before its first contact is due (decision 394). */
export const matchSlaHours = 24;
/** Days after a missed deadline before an untouched match expires by itself. */
export const matchExpiryDaysAfterSla = 14;
/** Days a review link stays valid (decision 392). */
export const reviewInviteDays = 30;
