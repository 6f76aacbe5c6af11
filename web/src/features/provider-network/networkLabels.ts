/** The words of the provider network's codes (the server's lists, decisions 390-395). */
export const specialtyLabels: Record<string, string> = {
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
export const specialties = Object.keys(specialtyLabels);
export const clinicSpecialties = specialties.filter((s) => !s.endsWith('_law'));
export const lawSpecialties = specialties.filter((s) => s.endsWith('_law'));

export const insuranceLabels: Record<string, string> = {
  pip: 'PIP',
  medpay: 'MedPay',
  bodily_injury: 'Bodily injury',
  um_uim: 'UM/UIM',
  health_insurance: 'Health insurance',
  medicare: 'Medicare',
  medicaid: 'Medicaid',
  workers_comp: "Workers' comp",
  letter_of_protection: 'Letter of protection',
  self_pay: 'Self-pay',
};
export const insuranceTypes = Object.keys(insuranceLabels);

export const matchStatusLabels: Record<string, string> = {
  pending: 'Pending',
  contacted: 'Contacted',
  scheduled: 'Scheduled',
  declined: 'Declined',
  expired: 'Expired',
};

export const labelOf = (labels: Record<string, string>, code: string) => labels[code] ?? code;

/** "4.5 ★ (12 reviews)" or "No reviews yet". */
export function ratingText(rating: number | null | undefined, count: number): string {
  if (rating === null || rating === undefined || count === 0) return 'No reviews yet';
  return `${rating.toFixed(1)} of 5 (${count} review${count === 1 ? '' : 's'})`;
}
