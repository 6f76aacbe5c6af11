/**
 * One thing found in a document's text. `verified` is true when the finding is unambiguous or was
 * confirmed against the record (see documentConfidence); `context` is the text around it.
 */
export interface Finding {
  /** The text as written in the document. */
  text: string;
  context: string;
  verified: boolean;
}

export interface FoundDate extends Finding {
  /** The calendar date, YYYY-MM-DD. */
  date: string;
}

export type ProviderSource = 'own_clinic' | 'clinic_provider' | 'title' | 'credential' | 'label' | 'organization';

export interface FoundProvider extends Finding {
  name: string;
  source: ProviderSource;
}

export interface FoundAmount extends Finding {
  /** Decimal text, "1234.56". */
  amount: string;
  /** Written next to "total", "balance due" or "amount due". */
  isTotal: boolean;
}

export interface FoundDiagnosisCode extends Finding {
  code: string;
  /** From diagnosis_codes when the code is known; null when only the pattern matched. */
  description: string | null;
}

/** What the job stores in ai_document_analysis.results. */
export interface DocumentFindings {
  dates: FoundDate[];
  providers: FoundProvider[];
  amounts: FoundAmount[];
  diagnosisCodes: FoundDiagnosisCode[];
  /** The largest amount written as a total, if any. */
  totalAmount: string | null;
  pages: number;
  characters: number;
  /** The text was longer than the limit and was read only up to it. */
  truncated: boolean;
}

/** Each finding counts 1 when verified, ½ when only its pattern matched. */
const unverifiedWeight = 0.5;

/**
 * The analysis's confidence (decision 231): the mean certainty of its findings, where a finding is
 * certain (1) when unambiguous or confirmed against the record (an ISO or written-out date, a day
 * over 12, an amount with its $ sign, a code in diagnosis_codes, a name of the clinic's providers or of the clinic)
 * and half certain otherwise. Nothing found is confidence 0: the analysis vouches for nothing.
 */
export function documentConfidence(
  findings: Pick<DocumentFindings, 'dates' | 'providers' | 'amounts' | 'diagnosisCodes'>,
): number {
  const all: Finding[] = [...findings.dates, ...findings.providers, ...findings.amounts, ...findings.diagnosisCodes];
  if (all.length === 0) return 0;
  const sum = all.reduce((total, finding) => total + (finding.verified ? 1 : unverifiedWeight), 0);
  return Math.round((sum / all.length) * 10_000) / 10_000;
}
