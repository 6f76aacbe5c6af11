import type { ClaimStatus, CoverageType, InsuredRelationship } from '../../gql/graphql';

export const claimStatusLabels: Record<ClaimStatus, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  paid: 'Paid',
  denied: 'Denied',
  appealed: 'Appealed',
};

export const claimStatuses = Object.keys(claimStatusLabels) as ClaimStatus[];

export const coverageTypeLabels: Record<CoverageType, string> = {
  pip: 'Auto PIP',
  medpay: 'Auto MedPay',
  bodily_injury: 'Bodily injury',
  um_uim: 'UM/UIM',
  health: 'Health',
  workers_comp: "Workers' comp",
  other: 'Other',
};

export const insuredRelationshipLabels: Record<InsuredRelationship, string> = {
  self: 'Self',
  spouse: 'Spouse',
  child: 'Child',
  other: 'Other',
};

export const claimPaths = {
  list: '/claims',
  detail: (id: number) => `/claims/${id}`,
};
