/** Every list of values the sales tables hold (their CHECKs are built from these). */
export const commissionStructures = ['percentage', 'flat', 'tiered'] as const;
export type CommissionStructure = (typeof commissionStructures)[number];

export const leadStatuses = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;
export type LeadStatus = (typeof leadStatuses)[number];
/** Leads still being worked: the Active Leads card. */
export const activeLeadStatuses: readonly LeadStatus[] = ['new', 'contacted', 'qualified'];

/** A commission row is a sale's commission, or the negative line that claws a paid one back. */
export const commissionKinds = ['sale', 'clawback'] as const;
export type CommissionKind = (typeof commissionKinds)[number];

export const saleTypes = ['new', 'upgrade', 'renewal'] as const;
export type SaleType = (typeof saleTypes)[number];

export const commissionStatuses = ['pending', 'approved', 'paid', 'clawed_back'] as const;
export type CommissionStatus = (typeof commissionStatuses)[number];

/** A commission is clawed back when its clinic cancels for non-payment within this many days of the sale. */
export const clawbackWindowDays = 90;

/** One step of a tiered structure: from this much of the rep's paid sales in the month, this rate. */
export interface CommissionTier {
  fromAmount: string;
  rate: string;
}
