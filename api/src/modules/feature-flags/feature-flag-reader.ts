import type { DataSource } from 'typeorm';

/**
 * How long a process trusts the flags it read (decision 445). A toggle clears this process's copy at
 * once (forgetFlags, after commit); other api processes see it within this many milliseconds.
 */
export const flagCacheMs = 3_000;

/** The flags the code reads, with their value when no row names them (the behaviour before flags). */
export const knownFlags: Record<string, { description: string; default: boolean }> = {
  'ai.insights': { description: 'AI insights on the AI dashboard', default: true },
  'ai.case_analysis': { description: 'AI case analysis', default: true },
  'ai.document_analysis': { description: 'AI document analysis (also on upload)', default: true },
  'ai.chat': { description: 'The AI assistant', default: true },
  'ai.predictions': { description: 'AI predictions (settlement value, duration)', default: true },
};

interface FlagSnapshot {
  readAt: number;
  values: Map<string, boolean>;
}

const snapshots = new WeakMap<DataSource, FlagSnapshot>();
const keyOf = (name: string, clinicId: number | null) => `${name}|${clinicId ?? ''}`;

/** Whose flags to read: the database, and the clinic whose override counts (null: the global value). */
export interface FlagContext {
  dataSource: DataSource;
  clinicId: number | null;
}

/**
 * One flag's value for a clinic: its per-clinic row, else its global row, else the known default
 * (false for an unknown name). All rows are read in one query and kept for flagCacheMs.
 */
export async function flagEnabled(context: FlagContext, name: string, now: number = Date.now()): Promise<boolean> {
  let snapshot = snapshots.get(context.dataSource);
  if (!snapshot || now - snapshot.readAt >= flagCacheMs) {
    const rows: { name: string; clinic_id: number | null; enabled: boolean }[] = await context.dataSource.query(
      `SELECT name, clinic_id, enabled FROM feature_flags`,
    );
    snapshot = { readAt: now, values: new Map(rows.map((row) => [keyOf(row.name, row.clinic_id), row.enabled])) };
    snapshots.set(context.dataSource, snapshot);
  }
  const values = snapshot.values;
  if (context.clinicId !== null) {
    const override = values.get(keyOf(name, context.clinicId));
    if (override !== undefined) return override;
  }
  return values.get(keyOf(name, null)) ?? knownFlags[name]?.default ?? false;
}

/** Drops this process's copy: the next read sees the database (called after a toggle commits). */
export function forgetFlags(dataSource: DataSource): void {
  snapshots.delete(dataSource);
}
