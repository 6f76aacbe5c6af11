import { datedFileName } from '../../../lib/download';

export const recoveryCodesFileName = (now: Date = new Date()): string =>
  datedFileName('casebridge-recovery-codes', 'txt', now);

/** The saved file: what the codes are for, then one code a line. */
export function recoveryCodesText(codes: readonly string[], account: string): string {
  return [
    `Casebridge Super Admin recovery codes for ${account}`,
    'Each code signs you in once if you cannot use your authenticator app. Keep them somewhere safe.',
    '',
    ...codes,
    '',
  ].join('\n');
}
