import type { DataSource } from 'typeorm';

export interface AuditChainBreak {
  /** The seal where the chain stops matching. */
  seq: number;
  /** The audit row that seal covers (null when the seal itself is missing). */
  auditId: number | null;
  problem: 'seal missing' | 'audit row removed' | 'audit row changed' | 'anchor missing' | 'anchor differs';
}

/** A seal recorded outside the database (the sweep logs one after each pass that sealed rows). */
export interface AuditAnchor {
  seq: number;
  hash: string;
}

export interface AuditChainStatus {
  sealedRows: number;
  /** Audit rows not sealed yet (they are sealed within seconds by the sweep). */
  unsealedRows: number;
  firstBreak: AuditChainBreak | null;
  /** The newest seal: kept outside the database, it also reveals the newest seals removed with their rows. */
  anchor: AuditAnchor | null;
}

/** `seq:hash` as printed by the sweep's log line and by `npm run audit:verify`. */
export function parseAnchor(text: string): AuditAnchor | null {
  const match = /^(\d{1,18}):([0-9a-f]{64})$/.exec(text.trim());
  return match ? { seq: Number(match[1]), hash: match[2] } : null;
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

  /** The newest seal, to be kept outside the database. */
  async anchor(): Promise<AuditAnchor | null> {
    const [newest] = (await this.dataSource.query(
      `SELECT seq, encode(row_hash, 'hex') AS hash FROM audit_log_seals ORDER BY seq DESC LIMIT 1`,
    )) as { seq: string; hash: string }[];
    return newest ? { seq: Number(newest.seq), hash: newest.hash } : null;
  }

  /**
   * Walks the chain and names the first break. With an anchor kept elsewhere, also proves that the
   * newest seals were not removed together with their rows: that seal must still be there, unchanged.
   */
  async verify(expected?: AuditAnchor): Promise<AuditChainStatus> {
    const [breaks, [counts], anchor, [kept]] = await Promise.all([
      this.dataSource.query(`SELECT seq, audit_id, problem FROM audit_verify_chain()`) as Promise<
        { seq: string; audit_id: string | null; problem: AuditChainBreak['problem'] }[]
      >,
      this.dataSource.query(
        `SELECT (SELECT count(*)::int FROM audit_log_seals) AS sealed,
                (SELECT count(*)::int FROM audit_logs a
                  WHERE NOT EXISTS (SELECT 1 FROM audit_log_seals s WHERE s.audit_id = a.id)) AS unsealed`,
      ) as Promise<{ sealed: number; unsealed: number }[]>,
      this.anchor(),
      (expected
        ? this.dataSource.query(`SELECT encode(row_hash, 'hex') AS hash FROM audit_log_seals WHERE seq = $1`, [
            expected.seq,
          ])
        : Promise.resolve([])) as Promise<{ hash: string }[]>,
    ]);
    const anchorBreak: AuditChainBreak | null =
      expected && !kept
        ? { seq: expected.seq, auditId: null, problem: 'anchor missing' }
        : expected && kept.hash !== expected.hash
          ? { seq: expected.seq, auditId: null, problem: 'anchor differs' }
          : null;
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
        : anchorBreak,
      anchor,
    };
  }
}
