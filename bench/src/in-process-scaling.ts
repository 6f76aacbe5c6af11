import { performance } from 'node:perf_hooks';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../../api/src/db/data-source';
import type { InProcessQuestion } from './in-process';
import { median } from './measure';

/** One database's questions: how to make them on a data source of that database. */
export interface InProcessSide {
  label: string;
  url: string;
  questions(dataSource: DataSource, admin: Client): Promise<InProcessQuestion[]>;
}

/**
 * Quick mode's scaling check of the in-process questions: the same question on the small and the
 * large database, called in alternation (small, large, large, small, ...), `calls` calls each, the
 * medians compared. Measured one size after the other, minutes apart, the check
 * failed on this shared machine whenever its load changed in between (C1, C3, C5 and three hot paths
 * "regressed" 1.5-3x in one run with a load average of 8); alternating weighs the load on both alike,
 * as the cases pages' check does.
 */
export async function interleavedInProcessP50(
  small: InProcessSide,
  large: InProcessSide,
  ids: (id: string) => boolean,
  calls: number,
): Promise<Record<string, { from: number; to: number }>> {
  const open = async (side: InProcessSide) => {
    const dataSource = createDataSource({ url: side.url, poolMax: 4 });
    await dataSource.initialize();
    const admin = new Client({ connectionString: side.url });
    await admin.connect();
    return { dataSource, admin, questions: (await side.questions(dataSource, admin)).filter((q) => ids(q.id)) };
  };
  const a = await open(small);
  const b = await open(large);
  try {
    const results: Record<string, { from: number; to: number }> = {};
    for (const question of a.questions) {
      const other = b.questions.find((q) => q.id === question.id);
      if (!other) continue;
      const time = async (q: InProcessQuestion) => {
        const started = performance.now();
        await q.run();
        return performance.now() - started;
      };
      // Warm: each pool connection past PostgreSQL's five custom plans of a prepared statement.
      for (let i = 0; i < 25; i += 1) {
        await question.run();
        await other.run();
      }
      // Call by call: small, large, large, small, ... so a burst of other work lands on both sizes alike.
      const timings: { from: number[]; to: number[] } = { from: [], to: [] };
      for (let i = 0; i < calls; i += 1) {
        const order = i % 2 === 0 ? (['from', 'to'] as const) : (['to', 'from'] as const);
        for (const side of order) timings[side].push(await time(side === 'from' ? question : other));
      }
      results[question.id] = { from: median(timings.from), to: median(timings.to) };
    }
    return results;
  } finally {
    for (const side of [a, b]) {
      await side.dataSource.destroy();
      await side.admin.end();
    }
  }
}
