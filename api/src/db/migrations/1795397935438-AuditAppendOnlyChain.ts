import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * audit_logs becomes append-only (UPDATE, DELETE and TRUNCATE raise for every role, the app's own
 * included) and gets a hash chain in audit_log_seals (decision 50).
 */
export class AuditAppendOnlyChain1795397935438 implements MigrationInterface {
  name = 'AuditAppendOnlyChain1795397935438';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "audit_log_seals" ("seq" bigint NOT NULL, "audit_id" bigint NOT NULL, "row_hash" bytea NOT NULL, "sealed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_audit_log_seals" PRIMARY KEY ("seq"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "audit_log_seals_audit_id_key" ON "audit_log_seals" ("audit_id") `);

    await queryRunner.query(`
      CREATE FUNCTION refuse_audit_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
      END $$`);
    for (const table of ['audit_logs', 'audit_log_seals']) {
      await queryRunner.query(
        `CREATE TRIGGER ${table}_append_only BEFORE UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION refuse_audit_change()`,
      );
      await queryRunner.query(
        `CREATE TRIGGER ${table}_no_truncate BEFORE TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION refuse_audit_change()`,
      );
    }

    // Every column, in a fixed order, as jsonb text (deterministic), with the time in epoch microseconds
    // so the session's time zone cannot change the bytes.
    await queryRunner.query(`
      CREATE FUNCTION audit_row_bytes(a audit_logs) RETURNS bytea LANGUAGE sql STABLE AS $$
        SELECT convert_to(jsonb_build_array(
          a.id, a.clinic_id, a.entity_type, a.entity_id, a.action, a.changed_by, a.changed_by_role,
          a.changed_by_name, a.ip_address, a.user_agent, a.old_values, a.new_values, a.reason,
          (extract(epoch FROM a.changed_at) * 1000000)::bigint
        )::text, 'UTF8')
      $$`);

    // Seals committed audit rows in id order. A row whose id was taken before a later row's but
    // committed after it is still found: the scan looks back 10,000 ids behind the last sealed one.
    await queryRunner.query(`
      CREATE FUNCTION audit_seal_pending(max_rows integer) RETURNS integer LANGUAGE plpgsql AS $$
      DECLARE
        last_seq bigint;
        last_hash bytea;
        last_audit bigint;
        pending audit_logs;
        sealed integer := 0;
      BEGIN
        PERFORM pg_advisory_xact_lock(hashtext('casebridge.audit_seal'));
        SELECT s.seq, s.row_hash INTO last_seq, last_hash FROM audit_log_seals s ORDER BY s.seq DESC LIMIT 1;
        IF last_seq IS NULL THEN
          last_seq := 0;
          last_hash := sha256(convert_to('casebridge audit chain', 'UTF8'));
        END IF;
        SELECT coalesce(max(s.audit_id), 0) INTO last_audit FROM audit_log_seals s;
        FOR pending IN
          SELECT a.* FROM audit_logs a
          WHERE a.id > last_audit - 10000
            AND NOT EXISTS (SELECT 1 FROM audit_log_seals s WHERE s.audit_id = a.id)
          ORDER BY a.id
          LIMIT max_rows
        LOOP
          last_seq := last_seq + 1;
          last_hash := sha256(last_hash || audit_row_bytes(pending));
          INSERT INTO audit_log_seals (seq, audit_id, row_hash) VALUES (last_seq, pending.id, last_hash);
          sealed := sealed + 1;
        END LOOP;
        RETURN sealed;
      END $$`);

    // Walks the chain from the start and names the first break; no row when the chain is whole.
    await queryRunner.query(`
      CREATE FUNCTION audit_verify_chain(OUT seq bigint, OUT audit_id bigint, OUT problem text)
      RETURNS SETOF record LANGUAGE plpgsql STABLE AS $$
      DECLARE
        previous bytea := sha256(convert_to('casebridge audit chain', 'UTF8'));
        expected bigint := 0;
        seal audit_log_seals;
        sealed audit_logs;
      BEGIN
        FOR seal IN SELECT * FROM audit_log_seals s ORDER BY s.seq LOOP
          expected := expected + 1;
          seq := expected;
          audit_id := seal.audit_id;
          IF seal.seq <> expected THEN
            audit_id := NULL;
            problem := 'seal missing';
            RETURN NEXT;
            RETURN;
          END IF;
          SELECT * INTO sealed FROM audit_logs a WHERE a.id = seal.audit_id;
          IF NOT FOUND THEN
            problem := 'audit row removed';
            RETURN NEXT;
            RETURN;
          END IF;
          IF sha256(previous || audit_row_bytes(sealed)) <> seal.row_hash THEN
            problem := 'audit row changed';
            RETURN NEXT;
            RETURN;
          END IF;
          previous := seal.row_hash;
        END LOOP;
      END $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION audit_verify_chain()`);
    await queryRunner.query(`DROP FUNCTION audit_seal_pending(integer)`);
    await queryRunner.query(`DROP FUNCTION audit_row_bytes(audit_logs)`);
    for (const table of ['audit_logs', 'audit_log_seals']) {
      await queryRunner.query(`DROP TRIGGER ${table}_no_truncate ON ${table}`);
      await queryRunner.query(`DROP TRIGGER ${table}_append_only ON ${table}`);
    }
    await queryRunner.query(`DROP FUNCTION refuse_audit_change()`);
    await queryRunner.query(`DROP INDEX "public"."audit_log_seals_audit_id_key"`);
    await queryRunner.query(`DROP TABLE "audit_log_seals"`);
  }
}
