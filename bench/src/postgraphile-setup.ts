import type { Client } from 'pg';

/** The role PostGraphile switches to for every request (through its pgSettings). */
export const postgraphileRole = 'bench_postgraphile';

/**
 * What PostGraphile needs to answer the same questions with the same scope as our clinic user, done
 * the way PostGraphile recommends: a role with grants, row-level security policies that read the
 * clinic from a per-request setting, and SQL functions for what has no column:
 *   - search_cases(term): the same ILIKE predicate as our search, over the same trigram indexes;
 *   - cases_billing_totals(case): a computed column with the billing totals;
 *   - two triggers on messages that set the sender and write the audit row when PostGraphile inserts.
 * Our api and the raw server connect as the table owner, to which these policies do not apply.
 */
export async function preparePostgraphile(client: Client): Promise<void> {
  await client.query(`
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${postgraphileRole}') THEN
    CREATE ROLE ${postgraphileRole} NOLOGIN;
  END IF;
END $$;
GRANT USAGE ON SCHEMA public TO ${postgraphileRole};
GRANT SELECT ON cases, patients, attorneys, messages, billing, clinics TO ${postgraphileRole};
GRANT INSERT ON messages, audit_logs TO ${postgraphileRole};
GRANT USAGE ON SEQUENCE messages_id_seq, audit_logs_id_seq TO ${postgraphileRole};

CREATE OR REPLACE FUNCTION bench.current_clinic() RETURNS int LANGUAGE sql STABLE
  AS $f$ SELECT nullif(current_setting('casebridge.clinic_id', true), '')::int $f$;
GRANT USAGE ON SCHEMA bench TO ${postgraphileRole};

-- PostGraphile offers conditions only on indexed columns; archived_at is indexed only inside the
-- partial index's predicate. The cases pages ask for archivedAt: null, as ours leaves archived cases out.
COMMENT ON COLUMN cases.archived_at IS E'@behavior filterBy';

ALTER TABLE cases ENABLE ROW LEVEL SECURITY;
ALTER TABLE patients ENABLE ROW LEVEL SECURITY;
ALTER TABLE messages ENABLE ROW LEVEL SECURITY;
ALTER TABLE billing ENABLE ROW LEVEL SECURITY;
DROP POLICY IF EXISTS bench_clinic ON cases;
DROP POLICY IF EXISTS bench_clinic ON patients;
DROP POLICY IF EXISTS bench_clinic ON billing;
DROP POLICY IF EXISTS bench_clinic_read ON messages;
DROP POLICY IF EXISTS bench_clinic_write ON messages;
CREATE POLICY bench_clinic ON cases TO ${postgraphileRole} USING (clinic_id = bench.current_clinic());
CREATE POLICY bench_clinic ON patients TO ${postgraphileRole} USING (clinic_id = bench.current_clinic());
CREATE POLICY bench_clinic ON billing TO ${postgraphileRole} USING (clinic_id = bench.current_clinic());
CREATE POLICY bench_clinic_read ON messages FOR SELECT TO ${postgraphileRole} USING (clinic_id = bench.current_clinic());
CREATE POLICY bench_clinic_write ON messages FOR INSERT TO ${postgraphileRole}
  WITH CHECK (clinic_id = bench.current_clinic()
              AND EXISTS (SELECT 1 FROM cases c WHERE c.id = case_id AND c.clinic_id = bench.current_clinic()));

-- ILIKE (texticlike) is not LEAKPROOF, so under row-level security PostgreSQL applies the policy
-- first and cannot use the trigram indexes: a full scan (about 200 ms at 100k cases). The usual
-- remedy: the search runs as the function's owner (SECURITY DEFINER, no RLS) with the clinic
-- condition written in it, the same scope the policy gives.
CREATE OR REPLACE FUNCTION public.search_cases(term text) RETURNS SETOF cases
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
  AS $f$
    SELECT c.* FROM cases c
     WHERE c.clinic_id = bench.current_clinic() AND c.archived_at IS NULL
       AND (c.case_number ILIKE '%' || replace(replace(replace(term, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'
        OR c.description ILIKE '%' || replace(replace(replace(term, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'
        OR c.patient_id = ANY(ARRAY(
             SELECT sp.id FROM patients sp
              WHERE (sp.first_name || ' ' || sp.last_name)
                    ILIKE '%' || replace(replace(replace(term, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%')))
     ORDER BY c.created_at DESC, c.id DESC
  $f$;

DROP TYPE IF EXISTS billing_totals CASCADE;
CREATE TYPE billing_totals AS (entries int, billed numeric, paid numeric);
CREATE OR REPLACE FUNCTION public.cases_billing_totals(c cases) RETURNS billing_totals
  LANGUAGE sql STABLE
  AS $f$
    SELECT count(*)::int, coalesce(sum(coalesce(b.adjusted_amount, b.amount)), 0),
           coalesce(sum(coalesce(b.adjusted_amount, b.amount)) FILTER (WHERE b.status = 'paid'), 0)
      FROM billing b WHERE b.case_id = c.id
  $f$;

CREATE OR REPLACE FUNCTION bench.message_sender() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  IF current_setting('casebridge.user_id', true) <> '' THEN
    NEW.sender_id := current_setting('casebridge.user_id', true);
  END IF;
  RETURN NEW;
END $f$;
CREATE OR REPLACE FUNCTION bench.message_audit() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  IF current_setting('casebridge.user_id', true) <> '' THEN
    INSERT INTO audit_logs (clinic_id, entity_type, entity_id, action, changed_by, changed_by_role, changed_by_name, new_values)
    VALUES (NEW.clinic_id, 'message', NEW.id::text, 'create', NEW.sender_id, 'clinic_staff',
            current_setting('casebridge.user_name', true),
            jsonb_build_object('caseId', NEW.case_id, 'recipientType', NEW.recipient_type, 'subject', NEW.subject));
  END IF;
  RETURN NULL;
END $f$;
DROP TRIGGER IF EXISTS bench_message_sender ON messages;
DROP TRIGGER IF EXISTS bench_message_audit ON messages;
CREATE TRIGGER bench_message_sender BEFORE INSERT ON messages FOR EACH ROW EXECUTE FUNCTION bench.message_sender();
CREATE TRIGGER bench_message_audit AFTER INSERT ON messages FOR EACH ROW EXECUTE FUNCTION bench.message_audit();
`);
}
