import type { DataSource } from 'typeorm';

export interface AuditChainBreak {
  /** The seal where the chain stops matching. */
  seq: number;
  /** The audit row that seal covers (null when the seal itself is missing). */
  auditId: number | null;
  problem: 'seal missing' | 'audit row removed' | 'audit row changed';
}

export interface AuditChainStatus {
  sealedRows: number;
  /** Audit rows not sealed yet (they are sealed within seconds by the sweep). */
  unsealedRows: number;
  firstBreak: AuditChainBreak | null;
  /** The newest seal: kept outside the database, it also reveals the newest seals removed with their rows. */
  anchor: { seq: number; hash: string } | null;
}

const sealBatch = 5_000;

/**
 * The audit log's tamper evidence (decision 50). The database does the hashing (migration
 * AuditAppendOnlyChain): `seal` chains every committed, unsealed audit row; `verify` walks the chain.
 */
export class AuditChain {
  constructor(private readonly dataSource: DataSource) {}

  /** Seals everything committed so far; returns how many rows were sealed. */
  async seal(): Promise<number> {
    let total = 0;
    for (;;) {
      const [{ sealed }] = (await this.dataSource.query(`SELECT audit_seal_pending($1) AS sealed`, [sealBatch])) as {
        sealed: number;
      }[];
      total += sealed;
      if (sealed < sealBatch) return total;
    }
  }

  async verify(): Promise<AuditChainStatus> {
    const [breaks, [counts], [newest]] = await Promise.all([
      this.dataSource.query(`SELECT seq, audit_id, problem FROM audit_verify_chain()`) as Promise<
        { seq: string; audit_id: string | null; problem: AuditChainBreak['problem'] }[]
      >,
      this.dataSource.query(
        `SELECT (SELECT count(*)::int FROM audit_log_seals) AS sealed,
                (SELECT count(*)::int FROM audit_logs a
                  WHERE NOT EXISTS (SELECT 1 FROM audit_log_seals s WHERE s.audit_id = a.id)) AS unsealed`,
      ) as Promise<{ sealed: number; unsealed: number }[]>,
      this.dataSource.query(
        `SELECT seq, encode(row_hash, 'hex') AS hash FROM audit_log_seals ORDER BY seq DESC LIMIT 1`,
      ) as Promise<{ seq: string; hash: string }[]>,
    ]);
    const [first] = breaks;
    return {
      sealedRows: counts.sealed,
      unsealedRows: counts.unsealed,
      firstBreak: first
        ? {
            seq: Number(first.seq),
            auditId: first.audit_id === null ? null : Number(first.audit_id),
            problem: first.problem,
          }
        : null,
      anchor: newest ? { seq: Number(newest.seq), hash: newest.hash } : null,
    };
  }
}
