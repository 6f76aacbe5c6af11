import type { FoundDiagnosisCode } from './finding';
import { snippetAround } from './snippet';

/**
 * The ICD-10-CM shape: a letter (not U), a digit, a digit or A/B, then optionally a dot and up to four
 * more characters (S13.4XXA, M54.2, G44.309). Written in capitals, as codes are.
 */
const icd10 = /\b([A-TV-Z]\d[\dAB](?:\.[\dA-Z]{1,4})?)\b/g;

export interface CodeMatch {
  code: string;
  text: string;
  context: string;
}

/** Each distinct code shaped like ICD-10, first occurrence, before it is checked against diagnosis_codes. */
export function findCodeShapes(text: string): CodeMatch[] {
  const seen = new Map<string, CodeMatch>();
  for (const match of text.matchAll(icd10)) {
    const code = match[1];
    if (!seen.has(code))
      seen.set(code, {
        code,
        text: match[0],
        context: snippetAround(text, match.index, match.index + match[0].length),
      });
  }
  return [...seen.values()];
}

/** Known codes get their description and are verified; the rest are listed as unverified. */
export function checkCodes(matches: readonly CodeMatch[], known: ReadonlyMap<string, string>): FoundDiagnosisCode[] {
  return matches.map((match) => {
    const description = known.get(match.code) ?? null;
    return { ...match, description, verified: description !== null };
  });
}
