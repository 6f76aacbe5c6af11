import type { DataSource } from 'typeorm';
import { createDataSource } from '../../../db/data-source';
import { auditLogProtection, embeddedApplicationRole } from '../../../db/application-role';
import { createScratchDatabase } from '../../../test/harness';
import { writeAudit } from '../audit.service';
import { AuditChain, parseAnchor } from '../chain/audit-chain';

/**
 * The audit log is append-only for the application and hash-chained (decision 50). A database of its
 * own: these tests break the chain on purpose, which must not disturb any other test.
 */
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
/** The app's restricted role, as the api connects. */
let ds: DataSource;
/** The tables' owner, the cluster's superuser: what an attacker holding it could do. */
let ownerDs: DataSource;
let chain: AuditChain;

beforeAll(async () => {
  scratch = await createScratchDatabase({ migrate: true });
  ds = createDataSource({ url: scratch.url });
  ownerDs = createDataSource({ url: scratch.ownerUrl });
  await Promise.all([ds.initialize(), ownerDs.initialize()]);
  chain = new AuditChain(ds);
});

afterAll(async () => {
  await Promise.all([ds.destroy(), ownerDs.destroy()]);
  await scratch.drop();
});

async function addAuditRows(count: number, label = 'row'): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    await writeAudit(ds.manager, null, {
      entityType: 'patient',
      entityId: `${label}-${i}`,
      action: 'update',
      clinicId: 7,
      oldValues: { firstName: 'Ana' },
      newValues: { firstName: `Ana ${i}` },
    });
    const [{ id }] = (await ds.query(`SELECT max(id)::int AS id FROM audit_logs`)) as { id: number }[];
    ids.push(id);
  }
  return ids;
}

/** What an attacker with the database superuser could do: bypass the triggers for one statement. */
async function tamper(sql: string, params: unknown[]): Promise<void> {
  const runner = ownerDs.createQueryRunner();
  try {
    await runner.startTransaction();
    await runner.query(`SET LOCAL session_replication_role = replica`);
    await runner.query(sql, params);
    await runner.commitTransaction();
  } finally {
    await runner.release();
  }
}

describe('the audit log is append-only', () => {
  const changes = [
    ['UPDATE', `UPDATE audit_logs SET action = 'read'`],
    ['DELETE', `DELETE FROM audit_logs`],
    ['TRUNCATE', `TRUNCATE audit_logs`],
    ['UPDATE of a seal', `UPDATE audit_log_seals SET row_hash = '\\x00'`],
    ['DELETE of a seal', `DELETE FROM audit_log_seals`],
  ];

  it('leaves the application role only SELECT and INSERT on the audit tables, and no ownership', async () => {
    const privileges = (await ds.query(`
      SELECT t AS table_name, p AS privilege, has_table_privilege(t, p) AS granted
      FROM unnest(ARRAY['audit_logs', 'audit_log_seals']) t,
           unnest(ARRAY['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'TRIGGER', 'REFERENCES']) p
      ORDER BY 1, 2`)) as { table_name: string; privilege: string; granted: boolean }[];
    expect(privileges.filter((row) => row.granted).map((row) => `${row.table_name} ${row.privilege}`)).toEqual([
      'audit_log_seals INSERT',
      'audit_log_seals SELECT',
      'audit_logs INSERT',
      'audit_logs SELECT',
    ]);
    expect(await auditLogProtection(ds)).toEqual({ role: embeddedApplicationRole, protected: true });
    expect(await auditLogProtection(ownerDs)).toEqual({ role: expect.any(String), protected: false });
    // Nor can it drop the triggers that guard the table against its owner's own mistakes.
    await expect(ds.query(`DROP TRIGGER audit_logs_append_only ON audit_logs`)).rejects.toThrow(/must be owner/);
    await expect(ds.query(`ALTER TABLE audit_logs DISABLE TRIGGER ALL`)).rejects.toThrow(/must be owner/);
    await expect(ds.query(`SET session_replication_role = replica`)).rejects.toThrow(/permission denied/);
  });

  it.each(changes)('refuses %s from the application role by privilege', async (_label, sql) => {
    await addAuditRows(1, 'append-only');
    await chain.seal();
    const before = await ds.query(`SELECT count(*)::int AS n FROM audit_logs`);
    await expect(ds.query(sql)).rejects.toThrow(/permission denied/);
    expect(await ds.query(`SELECT count(*)::int AS n FROM audit_logs`)).toEqual(before);
    expect((await chain.verify()).firstBreak).toBeNull();
  });

  it.each(changes)('refuses %s from the owner too, by trigger', async (_label, sql) => {
    await addAuditRows(1, 'append-only-owner');
    await chain.seal();
    const before = await ds.query(`SELECT count(*)::int AS n FROM audit_logs`);
    await expect(ownerDs.query(sql)).rejects.toThrow(/is append-only/);
    expect(await ds.query(`SELECT count(*)::int AS n FROM audit_logs`)).toEqual(before);
    expect((await chain.verify()).firstBreak).toBeNull();
  });
});

describe('the hash chain', () => {
  it('seals every committed row once, in order, and verifies whole', async () => {
    await addAuditRows(3, 'whole');
    const sealed = await chain.seal();
    expect(sealed).toBeGreaterThanOrEqual(3);
    expect(await chain.seal()).toBe(0);
    const status = await chain.verify();
    expect(status).toEqual({
      sealedRows: expect.any(Number),
      unsealedRows: 0,
      firstBreak: null,
      anchor: { seq: status.sealedRows, hash: expect.stringMatching(/^[0-9a-f]{64}$/) },
    });
    const seals = (await ds.query(`SELECT seq::int, audit_id::int FROM audit_log_seals ORDER BY seq`)) as {
      seq: number;
      audit_id: number;
    }[];
    expect(seals.map((s) => s.seq)).toEqual(seals.map((_s, i) => i + 1));
    expect(new Set(seals.map((s) => s.audit_id)).size).toBe(seals.length);
  });

  it('seals a row that committed after a later id was already sealed', async () => {
    const runner = ds.createQueryRunner();
    await runner.startTransaction();
    try {
      await writeAudit(runner.manager, null, { entityType: 'case', entityId: 'late', action: 'create' });
      const [{ id: lateId }] = (await runner.query(`SELECT max(id)::int AS id FROM audit_logs`)) as { id: number }[];
      const [laterId] = await addAuditRows(1, 'early-commit');
      expect(laterId).toBeGreaterThan(lateId);
      await chain.seal();
      await runner.commitTransaction();
      expect(await chain.seal()).toBe(1);
      const [seal] = (await ds.query(`SELECT seq::int FROM audit_log_seals WHERE audit_id = $1`, [lateId])) as {
        seq: number;
      }[];
      expect(seal).toBeDefined();
      expect((await chain.verify()).firstBreak).toBeNull();
    } finally {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      await runner.release();
    }
  });

  it('gives each row one seal when several processes seal at the same moment', async () => {
    await addAuditRows(20, 'concurrent');
    const others = [new AuditChain(ds), new AuditChain(ds), new AuditChain(ds)];
    await Promise.all([chain.seal(), ...others.map((other) => other.seal())]);
    const status = await chain.verify();
    expect(status.unsealedRows).toBe(0);
    expect(status.firstBreak).toBeNull();
  });

  describe('detects tampering that bypasses the triggers', () => {
    let victim: number;
    let original: { action: string; new_values: unknown };

    beforeEach(async () => {
      [victim] = await addAuditRows(3, 'victim');
      await chain.seal();
      [original] = (await ds.query(`SELECT action, new_values FROM audit_logs WHERE id = $1`, [victim])) as {
        action: string;
        new_values: unknown;
      }[];
      expect((await chain.verify()).firstBreak).toBeNull();
    });

    const sealOf = async (auditId: number) =>
      Number(
        ((await ds.query(`SELECT seq FROM audit_log_seals WHERE audit_id = $1`, [auditId])) as { seq: string }[])[0]
          .seq,
      );

    it('an edited row', async () => {
      const seq = await sealOf(victim);
      await tamper(`UPDATE audit_logs SET new_values = '{"firstName":"Someone else"}' WHERE id = $1`, [victim]);
      expect((await chain.verify()).firstBreak).toEqual({ seq, auditId: victim, problem: 'audit row changed' });
      await tamper(`UPDATE audit_logs SET new_values = $2 WHERE id = $1`, [victim, original.new_values]);
      expect((await chain.verify()).firstBreak).toBeNull();
    });

    it('a row whose time was moved', async () => {
      const seq = await sealOf(victim);
      await tamper(`UPDATE audit_logs SET changed_at = changed_at - interval '1 microsecond' WHERE id = $1`, [victim]);
      expect((await chain.verify()).firstBreak).toEqual({ seq, auditId: victim, problem: 'audit row changed' });
      await tamper(`UPDATE audit_logs SET changed_at = changed_at + interval '1 microsecond' WHERE id = $1`, [victim]);
      expect((await chain.verify()).firstBreak).toBeNull();
    });

    it('a removed row', async () => {
      const seq = await sealOf(victim);
      await ownerDs.query(`CREATE TABLE removed_audit_row AS SELECT * FROM audit_logs WHERE id = $1`, [victim]);
      await tamper(`DELETE FROM audit_logs WHERE id = $1`, [victim]);
      expect((await chain.verify()).firstBreak).toEqual({ seq, auditId: victim, problem: 'audit row removed' });
      await tamper(`INSERT INTO audit_logs SELECT * FROM removed_audit_row`, []);
      await ownerDs.query(`DROP TABLE removed_audit_row`);
      expect((await chain.verify()).firstBreak).toBeNull();
    });

    it('the newest rows removed with their seals: found only against an anchor kept elsewhere', async () => {
      const kept = (await chain.anchor())!;
      expect(await chain.verify(kept)).toMatchObject({ firstBreak: null, anchor: kept });
      const [newestAudit] = (await ds.query(`SELECT audit_id::int FROM audit_log_seals WHERE seq = $1`, [
        kept.seq,
      ])) as { audit_id: number }[];
      await tamper(`DELETE FROM audit_log_seals WHERE seq = $1`, [kept.seq]);
      await tamper(`DELETE FROM audit_logs WHERE id = $1`, [newestAudit.audit_id]);
      // The chain that is left is whole: without the anchor nothing shows.
      expect((await chain.verify()).firstBreak).toBeNull();
      expect((await chain.verify(kept)).firstBreak).toEqual({
        seq: kept.seq,
        auditId: null,
        problem: 'anchor missing',
      });
      const forged = { seq: kept.seq - 1, hash: kept.hash };
      expect((await chain.verify(forged)).firstBreak).toEqual({
        seq: forged.seq,
        auditId: null,
        problem: 'anchor differs',
      });
    });

    it('reads an anchor as printed, and nothing else', () => {
      const hash = 'ab'.repeat(32);
      expect(parseAnchor(` 42:${hash}\n`)).toEqual({ seq: 42, hash });
      for (const text of ['42', `42:${hash.slice(1)}`, `x:${hash}`, `42:${hash.toUpperCase()}`, `-1:${hash}`])
        expect(parseAnchor(text)).toBeNull();
    });

    it('a removed seal, even with its row', async () => {
      const seq = await sealOf(victim);
      await tamper(`DELETE FROM audit_log_seals WHERE seq = $1`, [seq]);
      expect((await chain.verify()).firstBreak).toEqual({ seq, auditId: null, problem: 'seal missing' });
    });
  });
});
