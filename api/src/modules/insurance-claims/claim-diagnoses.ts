import type { ClaimServiceLine } from './insurance-claim.entity';

/** Box 21 of the CMS-1500 and the 837P's HI segment hold at most twelve diagnoses (A–L). */
export const maxClaimDiagnoses = 12;
export const diagnosisLetters = 'ABCDEFGHIJKL';

/**
 * The claim's diagnoses in the order its lines first point at them, and each line's pointers (1-based
 * positions in that list, at most four per line as both forms allow).
 */
export function claimDiagnoses(lines: readonly Pick<ClaimServiceLine, 'diagnosisCodes'>[]): {
  codes: string[];
  pointers: number[][];
} {
  const codes: string[] = [];
  const pointers = lines.map((line) =>
    line.diagnosisCodes.slice(0, 4).map((code) => {
      let index = codes.indexOf(code);
      if (index < 0) index = codes.push(code) - 1;
      return index + 1;
    }),
  );
  return { codes, pointers };
}
