import type { DataSource } from 'typeorm';

/** The role the api runs as when we create it ourselves (the embedded database, the tests). */
export const embeddedApplicationRole = 'casebridge_app';

/**
 * Tables the application may read and append to but never change: the audit log and its seals
 * (decision 63), and the migrations table, which only the owner's migration run writes.
 */
const appendOnlyTables = ['audit_logs', 'audit_log_seals'];
const readOnlyTables = ['migrations'];

type Queryable = Pick<DataSource, 'query'>;

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/** The user name in a postgres:// URL. */
export function roleOfUrl(url: string): string {
  return decodeURIComponent(new URL(url).username);
}

/**
 * Creates the application's login role when missing and sets its password; run by the cluster's
 * superuser. The role owns nothing and cannot create roles, databases or bypass row security.
 */
export async function ensureApplicationRole(
  admin: { query(sql: string): Promise<unknown> },
  role: string,
  password: string,
): Promise<void> {
  const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
  await admin.query(
    `DO $$ BEGIN
       IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = ${literal(role)}) THEN CREATE ROLE ${quote(role)}; END IF;
     END $$`,
  );
  // A password cannot be a bound parameter in ALTER ROLE: it goes in as a quoted literal.
  await admin.query(
    `ALTER ROLE ${quote(role)} WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD ${literal(password)}`,
  );
}

/**
 * Gives the application's role what it needs on the migrated schema, and nothing more: rows of every
 * table, but on the append-only tables only SELECT and INSERT, and the migrations table read-only.
 * Run by the schema's owner after every migration run (new tables need their grants); idempotent.
 * Refuses when the role owns a protected table, since an owner can always drop the triggers.
 */
export async function grantApplicationRole(owner: Queryable, role: string): Promise<void> {
  const protectedTables = [...appendOnlyTables, ...readOnlyTables];
  const owned = (await owner.query(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tableowner = $1 AND tablename = ANY($2)`,
    [role, protectedTables],
  )) as { tablename: string }[];
  if (owned.length > 0) {
    throw new Error(
      `The application's database role "${role}" owns ${owned.map((t) => t.tablename).join(', ')}: ` +
        'run migrations as another role (DATABASE_OWNER_URL) so the app cannot alter its own audit log',
    );
  }
  const r = quote(role);
  await owner.query(`GRANT USAGE ON SCHEMA public TO ${r}`);
  await owner.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${r}`);
  await owner.query(`GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO ${r}`);
  for (const table of appendOnlyTables) {
    await owner.query(`REVOKE UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON ${quote(table)} FROM ${r}`);
  }
  for (const table of readOnlyTables) {
    await owner.query(`REVOKE INSERT, UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON ${quote(table)} FROM ${r}`);
  }
}

/** What the connected role may do to the audit log: the health page and start-up report it. */
export async function auditLogProtection(db: Queryable): Promise<{ role: string; protected: boolean }> {
  const [row] = (await db.query(`
    SELECT current_user AS role,
      NOT (
        pg_has_role(current_user, t.tableowner, 'USAGE')
        OR (SELECT rolsuper FROM pg_roles WHERE rolname = current_user)
        OR has_table_privilege('audit_logs', 'UPDATE')
        OR has_table_privilege('audit_logs', 'DELETE')
        OR has_table_privilege('audit_logs', 'TRUNCATE')
      ) AS protected
    FROM pg_tables t WHERE t.schemaname = 'public' AND t.tablename = 'audit_logs'`)) as {
    role: string;
    protected: boolean;
  }[];
  return row ?? { role: 'unknown', protected: false };
}
