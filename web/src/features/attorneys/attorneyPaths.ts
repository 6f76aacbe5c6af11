/** Addresses of the attorney screens. */
export const attorneyPaths = {
  detail: (attorneyId: number) => `/attorneys/${attorneyId}`,
} as const;
