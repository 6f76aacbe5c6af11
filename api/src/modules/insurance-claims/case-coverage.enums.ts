/** The coverages of a personal-injury case (the policy-limit alerts of the shared case record read them too). */
export const coverageTypes = ['pip', 'medpay', 'bodily_injury', 'um_uim', 'health', 'workers_comp', 'other'] as const;
export type CoverageType = (typeof coverageTypes)[number];

export const insuredRelationships = ['self', 'spouse', 'child', 'other'] as const;
export type InsuredRelationship = (typeof insuredRelationships)[number];
