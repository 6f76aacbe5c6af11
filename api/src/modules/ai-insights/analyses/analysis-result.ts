import type { EntityManager } from 'typeorm';
import type { Scope } from '../../../platform/access/scope';

/** The case an analysis reads, already checked to be in the caller's scope. */
export interface AnalysedCase {
  id: number;
  clinicId: number;
  status: string;
  timeZone: string;
  /** Today in the clinic's time zone (YYYY-MM-DD). */
  today: string;
  /** An attorney reads released things only: signed notes, submitted bills, the statement; never plans or drafts. */
  releasedOnly: boolean;
}

/** One figure the analysis read, stored in ai_analytics.data_points under its key. */
export type DataPointValue = number | string | null;

export interface AnalysisResult {
  /** How much of what the analysis needs the record holds and the caller may read (0..1). */
  confidence: number;
  prediction: { label: string; value: string };
  insights: string[];
  recommendations: string[];
  dataPoints: Record<string, DataPointValue>;
}

export type Analysis = (manager: EntityManager, scope: Scope, kase: AnalysedCase) => Promise<AnalysisResult>;

export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;

export const percent = (part: number, whole: number): number => (whole === 0 ? 0 : Math.round((part / whole) * 100));
