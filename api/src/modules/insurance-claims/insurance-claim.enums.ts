/** draft → submitted → paid, denied (with the reason) or appealed (with notes); an appeal ends paid or denied. */
export const claimStatuses = ['draft', 'submitted', 'paid', 'denied', 'appealed'] as const;
export type ClaimStatus = (typeof claimStatuses)[number];

/** The claim frequency (837P CLM05-3): an original claim, a corrected one (7) or a void (8). */
export const claimTypes = ['original', 'corrected', 'void'] as const;
export type ClaimType = (typeof claimTypes)[number];
