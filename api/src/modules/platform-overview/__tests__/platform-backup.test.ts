import { Role } from '../../../platform/access/role';
import { TestClient, signedInClient, testPassword, testTotpSecret } from '../../../test/client';
import {
  createAttorneyUser,
  createBillingEntry,
  createCase,
  createClinicWithUsers,
  createStaffMember,
  createTask,
  createUser,
  type UserRow,
} from '../../../test/factories';
import type { TestApp } from '../../../test/harness';
import { exportedTables, leftOutTables } from '../backup/backup-tables';
import { exportRunningMessage } from '../backup/platform-backup.service';
import { startIsolatedApp } from '../../../test/isolated-app';

interface Backup {
  exportedAt: string;
  format: string;
  schemaVersion: string | null;
  manifest: {
    tables: Record<string, { rows: number; orderedBy: string[]; omittedColumns: Record<string, string> }>;
    leftOutTables: Record<string, string>;
  };
  sequences: Record<string, string | null>;
  tables: Record<string, Record<string, unknown>[]>;
}

let t: TestApp;
let operator: TestClient;
let operatorUser: UserRow;
let staff: TestClient;
let attorney: TestClient;
/** Values that must never appear anywhere in an export. */
const secrets: Record<string, string> = {};

const query = <T>(sql: string, params: unknown[] = []) => t.dataSource.query(sql, params) as Promise<T[]>;

beforeAll(async () => {
  t = await startIsolatedApp();
  const ds = t.dataSource;
  const { clinic, staff: staffUser, admin } = await createClinicWithUsers(ds, { billing_status: 'active' });
  const counsel = await createAttorneyUser(ds);
  operatorUser = await createUser(ds, { role: Role.super_admin, first_name: 'Avery', last_name: 'Quinn' });

  const kase = await createCase(ds, { clinicId: clinic.id, attorneyId: counsel.attorney.id });
  const [history] = await query<{ id: number }>(
    `INSERT INTO patient_status_history (patient_id, clinic_id, previous_status, new_status, changed_by)
     VALUES ($1, $2, 'intake', 'active', $3) RETURNING id`,
    [kase.patient_id, clinic.id, staffUser.id],
  );
  await query(
    `INSERT INTO case_transfers (case_id, clinic_id, from_attorney_id, to_attorney_id, reason, transferred_by)
     VALUES ($1, $2, NULL, $3, 'New counsel', $4)`,
    [kase.id, clinic.id, counsel.attorney.id, staffUser.id],
  );
  await createTask(ds, clinic.id, { case_id: kase.id, assigned_to: staffUser.id });
  const [message] = await query<{ id: number }>(
    `INSERT INTO messages (case_id, clinic_id, sender_id, recipient_type, subject, content)
     VALUES ($1, $2, $3, 'attorney', 'Records', 'MRI report attached') RETURNING id`,
    [kase.id, clinic.id, staffUser.id],
  );
  await query(`INSERT INTO message_reads (message_id, user_id) VALUES ($1, $2)`, [message.id, counsel.user.id]);
  await query(
    `INSERT INTO documents (case_id, clinic_id, uploaded_by, file_name, file_type, file_size, file_path)
     VALUES ($1, $2, $3, 'mri.pdf', 'pdf', 2048, $4)`,
    [kase.id, clinic.id, staffUser.id, `${clinic.id}/2025/backup-test.pdf`],
  );
  const bill = (await createBillingEntry(ds, { clinicId: clinic.id, caseId: kase.id, amount: '1250.50' })) as {
    id: number;
  };
  await query(
    `INSERT INTO case_ledger_entries (case_id, clinic_id, kind, amount, billing_id, description)
     VALUES ($1, $2, 'charge', '1250.50', $3, 'Initial exam')`,
    [kase.id, clinic.id, bill.id],
  );
  const [request] = await query<{ id: number }>(
    `INSERT INTO bill_reduction_requests (case_id, clinic_id, requested_by, original_amount, requested_amount, reason, status, approved_amount)
     VALUES ($1, $2, $3, '1250.50', '900.00', 'Policy limits', 'accepted', '1000.00') RETURNING id`,
    [kase.id, clinic.id, counsel.user.id],
  );
  await query(
    `INSERT INTO bill_reductions (case_id, clinic_id, reduction_request_id, original_amount, final_amount, status)
     VALUES ($1, $2, $3, '1250.50', '1000.00', 'accepted')`,
    [kase.id, clinic.id, request.id],
  );
  await query(
    `INSERT INTO waitlist (name, email, practice_name, state, monthly_pi_cases) VALUES ('Dana', 'dana@spine.example', 'Spine', 'NJ', '25-50')`,
  );
  await query(
    `INSERT INTO contact_messages (name, email, message) VALUES ('Lee', 'lee@rehab.example', 'Do you integrate with billing?')`,
  );
  await query(
    `INSERT INTO system_settings (setting_key, setting_value, category) VALUES ('max_upload_mb', '50', 'portal'),
            ('smtp_password', '"smtp-secret-value-1234"', 'email')`,
  );
  secrets.settingSecret = 'smtp-secret-value-1234';
  // Operator staff and a clinic's flag override (the migration seeds the system roles and global flags).
  await createStaffMember(ds, 'Support Agent');
  await query(`INSERT INTO feature_flags (name, enabled, clinic_id) VALUES ('ai.chat', false, $1)`, [clinic.id]);
  await query(
    `INSERT INTO audit_logs (entity_type, entity_id, action, changed_by, new_values) VALUES ('case', $1, 'create', $2, '{"status":"active_treatment"}')`,
    [String(kase.id), staffUser.id],
  );

  // Credentials of every kind, in the tables that hold them.
  await query(`INSERT INTO recovery_codes (user_id, code_hash) VALUES ($1, 'recovery-code-hash-5f2a9c')`, [
    operatorUser.id,
  ]);
  secrets.recoveryCodeHash = 'recovery-code-hash-5f2a9c';
  await query(
    `INSERT INTO oidc_login_attempts (id_hash, provider, state, nonce, code_verifier, expires_at)
     VALUES ('oidc-id-hash-77e1', 'google', 'oidc-state-4b1d', 'oidc-nonce-9a0c', 'pkce-verifier-c3d8', now() + interval '10 minutes')`,
  );
  Object.assign(secrets, {
    oidcIdHash: 'oidc-id-hash-77e1',
    oidcState: 'oidc-state-4b1d',
    oidcNonce: 'oidc-nonce-9a0c',
    pkceVerifier: 'pkce-verifier-c3d8',
  });
  secrets.totpSecret = testTotpSecret;
  await query(
    `INSERT INTO user_invitations (user_id, token_hash, invited_by, expires_at)
     VALUES ($1, 'invitation-token-hash-e4c2', $2, now() + interval '7 days')`,
    [admin.id, operatorUser.id],
  );
  secrets.invitationTokenHash = 'invitation-token-hash-e4c2';
  await query(
    `INSERT INTO outbound_emails (kind, user_id, to_address, subject, body_text)
     VALUES ('invitation', $1, $2, 'You are invited', 'Set your password: https://app.example/invite/raw-invite-token-81f0')`,
    [admin.id, admin.email],
  );
  secrets.invitationLink = 'raw-invite-token-81f0';

  operator = await signedInClient(t.url, operatorUser.email);
  staff = await signedInClient(t.url, staffUser.email);
  attorney = await signedInClient(t.url, counsel.user.email);
  await signedInClient(t.url, admin.email);

  const [{ password_hash: passwordHash }] = await query<{ password_hash: string }>(
    `SELECT password_hash FROM users WHERE id = $1`,
    [staffUser.id],
  );
  secrets.passwordHash = passwordHash;
  secrets.testPassword = testPassword;
  secrets.operatorCookieToken = operator.cookie!.split('=')[1];
  const sessions = await query<{ sid: string; csrf: string | null }>(
    `SELECT sid, sess->>'csrfToken' AS csrf FROM sessions`,
  );
  expect(sessions.length).toBeGreaterThanOrEqual(4);
  sessions.forEach((session, index) => {
    secrets[`sessionId${index}`] = session.sid;
    if (session.csrf) secrets[`csrfToken${index}`] = session.csrf;
  });
  const buckets = await query<{ bucket: string }>(`SELECT bucket FROM rate_limit_buckets`);
  buckets.forEach((row, index) => (secrets[`rateLimitBucket${index}`] = row.bucket));

  expect(history.id).toBeGreaterThan(0);
}, 60_000);
afterAll(() => t?.close());

async function downloadExport(client: TestClient) {
  const response = await client.request('GET', '/superadmin/api/export');
  const text = await response.text();
  return { response, text };
}

const exportAuditRows = () =>
  query<{ changed_by: string; changed_by_role: string; new_values: Record<string, unknown> }>(
    `SELECT changed_by, changed_by_role, new_values FROM audit_logs
      WHERE entity_type = 'platform' AND action = 'export' ORDER BY id`,
  );

/** What a table holds now, as the export must show it: every column and row but the omitted ones, by primary key. */
async function tableAsExported(name: string, backup: Backup): Promise<unknown[]> {
  const { orderedBy, omittedColumns } = backup.manifest.tables[name];
  const onlyRows = exportedTables.find((table) => table.name === name)?.onlyRows;
  const rows = await query<Record<string, unknown>>(
    `SELECT * FROM "${name}" WHERE ${onlyRows?.where ?? 'TRUE'}
      ORDER BY ${orderedBy.map((column) => `"${column}"`).join(', ')}`,
  );
  const visible = rows.map((row) =>
    Object.fromEntries(
      Object.entries(row)
        .filter(([column]) => !(column in omittedColumns))
        .map(([column, value]) => [column, Buffer.isBuffer(value) ? `\\x${value.toString('hex')}` : value]),
    ),
  );
  return JSON.parse(JSON.stringify(visible)) as unknown[];
}

describe('Export All Data', () => {
  let backup: Backup;
  let raw: string;
  let response: Response;

  beforeAll(async () => {
    ({ response, text: raw } = await downloadExport(operator));
    backup = JSON.parse(raw) as Backup;
  });

  it('downloads backup-{date}.json as a private, uncached attachment, streamed in chunks', () => {
    expect(response.status).toBe(200);
    const date = backup.exportedAt.slice(0, 10);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="backup-${date}.json"; filename*=UTF-8''backup-${date}.json`,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    expect(response.headers.get('content-length')).toBeNull();
  });

  it('is one JSON document with its format, time, schema version and every business table', async () => {
    expect(backup.format).toBe('casebridge-backup/1');
    expect(Date.now() - Date.parse(backup.exportedAt)).toBeLessThan(60_000);
    const [{ name: lastMigration }] = await query<{ name: string }>(
      `SELECT name FROM migrations ORDER BY "timestamp" DESC LIMIT 1`,
    );
    expect(backup.schemaVersion).toBe(lastMigration);
    expect(Object.keys(backup.tables)).toEqual(exportedTables.map((table) => table.name));
    expect(Object.keys(backup.manifest.tables)).toEqual(Object.keys(backup.tables));
    expect(backup.manifest.leftOutTables).toEqual(leftOutTables);
    expect(backup.sequences.cases_id_seq !== undefined).toBe(true);
  });

  it('holds every row of every exported table, exactly as stored, with the row counts in the manifest', async () => {
    for (const name of Object.keys(backup.tables)) {
      const rows = backup.tables[name];
      expect({ name, rows: backup.manifest.tables[name].rows }).toEqual({ name, rows: rows.length });
      // Only the export's own audit row (written after its snapshot) may have come since.
      const stored = (await tableAsExported(name, backup)).filter(
        (row) => name !== 'audit_logs' || (row as { action: string }).action !== 'export',
      );
      expect({ name, rows }).toEqual({ name, rows: stored });
    }
    // The test's own records are there (not just empty arrays).
    const filled = ['plans', 'clinics', 'attorneys', 'users', 'patients', 'patient_status_history', 'cases'];
    filled.push('case_transfers', 'tasks', 'messages', 'message_reads', 'documents', 'billing', 'case_ledger_entries');
    filled.push('bill_reduction_requests', 'bill_reductions', 'waitlist', 'contact_messages', 'system_settings');
    filled.push('account_activity', 'audit_logs', 'employee_roles', 'employees', 'feature_flags');
    for (const name of filled) {
      expect({ name, rows: backup.tables[name].length > 0 }).toEqual({ name, rows: true });
    }
    expect(backup.tables.documents[0]).toMatchObject({ file_name: 'mri.pdf', file_size: '2048' });
    expect(backup.tables.billing[0]).toMatchObject({ amount: '1250.50' });
    expect(backup.tables.employees[0]).toMatchObject({ is_active: true });
    expect(backup.tables.feature_flags).toContainEqual(expect.objectContaining({ name: 'ai.chat', enabled: false }));
  });

  it('names every table of the database: exported, or left out with a reason', async () => {
    const tables = await query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
    );
    const existing = tables.map((row) => row.table_name);
    const named = [...exportedTables.map((table) => table.name), ...Object.keys(leftOutTables)];
    expect({
      unnamed: existing.filter((name) => !named.includes(name)),
      gone: named.filter((name) => !existing.includes(name)),
    }).toEqual({ unnamed: [], gone: [] });
  });

  it('leaves out every credential: password hashes, sessions, CSRF and TOTP secrets, recovery codes, sign-in attempts, rate limits', () => {
    for (const [what, value] of Object.entries(secrets)) {
      expect({ what, present: raw.includes(value) }).toEqual({ what, present: false });
    }
    for (const user of backup.tables.users) {
      expect(Object.keys(user)).not.toContain('password_hash');
      expect(user).toHaveProperty('email');
    }
    expect(backup.manifest.tables.users.omittedColumns).toEqual({
      password_hash: 'a password hash is a credential',
    });
    expect(backup.tables.system_settings.map((row) => row.setting_key)).toEqual(['max_upload_mb']);
    expect(backup.tables.user_invitations).toEqual([expect.not.objectContaining({ token_hash: expect.anything() })]);
    expect(backup.tables.outbound_emails).toEqual([
      expect.objectContaining({ kind: 'invitation', subject: 'You are invited' }),
    ]);
    for (const name of [
      'sessions',
      'super_admin_sessions',
      'second_factors',
      'recovery_codes',
      'oidc_login_attempts',
      'rate_limit_buckets',
    ]) {
      expect({ name, exported: name in backup.tables, reason: typeof leftOutTables[name] }).toEqual({
        name,
        exported: false,
        reason: 'string',
      });
    }
  });

  it('is audited once: who exported, when, the file and its row counts', async () => {
    const [row, ...more] = await exportAuditRows();
    expect(more).toEqual([]);
    expect(row).toEqual({
      changed_by: operatorUser.id,
      changed_by_role: Role.super_admin,
      new_values: {
        fileName: `backup-${backup.exportedAt.slice(0, 10)}.json`,
        format: 'casebridge-backup/1',
        exportedAt: backup.exportedAt,
        rowCounts: Object.fromEntries(
          Object.entries(backup.manifest.tables).map(([name, table]) => [name, table.rows]),
        ),
        totalRows: Object.values(backup.manifest.tables).reduce((sum, table) => sum + table.rows, 0),
      },
    });
  });
});

describe('a table larger than one batch', () => {
  it('comes out whole and in key order', async () => {
    await query(
      `INSERT INTO waitlist (name, email, practice_name, state, monthly_pi_cases)
       SELECT 'Bulk ' || n, 'bulk-' || n || '@practice.example', 'Practice ' || n, 'TX', '10-25'
         FROM generate_series(1, 2345) AS n`,
    );
    const ids = (await query<{ id: number }>(`SELECT id FROM waitlist ORDER BY id`)).map((row) => row.id);
    expect(ids.length).toBeGreaterThan(2 * 1000);
    const { text } = await downloadExport(operator);
    const backup = JSON.parse(text) as Backup;
    expect(backup.tables.waitlist.map((row) => row.id)).toEqual(ids);
    expect(backup.manifest.tables.waitlist.rows).toBe(ids.length);
  });
});

describe('refusals', () => {
  it('answers HEAD with 405 and neither runs nor audits an export', async () => {
    const before = (await exportAuditRows()).length;
    const head = await fetch(`${t.url}/superadmin/api/export`, {
      method: 'HEAD',
      headers: { cookie: operator.cookie! },
    });
    expect({ status: head.status, allow: head.headers.get('allow') }).toEqual({ status: 405, allow: 'GET' });
    expect((await exportAuditRows()).length).toBe(before);
  });

  it('refuses clinic users, attorneys, a super admin before the second factor and signed-out callers, and writes nothing', async () => {
    const pending = new TestClient(t.url);
    expect(
      (await pending.rest('POST', '/superadmin/api/login', { email: operatorUser.email, password: testPassword }))
        .status,
    ).toBe(200);
    const notDenials = `SELECT count(*)::int AS n FROM audit_logs WHERE action <> 'access_denied'`;
    const [{ n: auditBefore }] = await query<{ n: number }>(notDenials);
    const [{ id: lastBefore }] = await query<{ id: string }>(`SELECT coalesce(max(id), 0)::text AS id FROM audit_logs`);
    for (const [who, client, status, code] of [
      ['clinic staff', staff, 403, 'FORBIDDEN'],
      ['attorney', attorney, 403, 'FORBIDDEN'],
      ['super admin before the second factor', pending, 403, 'FORBIDDEN'],
      ['signed out', new TestClient(t.url), 401, 'UNAUTHENTICATED'],
    ] as const) {
      const { response, text } = await downloadExport(client);
      expect({ who, status: response.status, body: JSON.parse(text) as unknown }).toEqual({
        who,
        status,
        body: expect.objectContaining({ success: false, code }),
      });
      expect({ who, disposition: response.headers.get('content-disposition') }).toEqual({ who, disposition: null });
    }
    const [{ n: auditAfter }] = await query<{ n: number }>(notDenials);
    expect(auditAfter).toBe(auditBefore);
    // Each 403 to a known user is audited as one denial of the route; the signed-out 401 is no one's.
    const denials = await query<{ changed_by_role: string; entity_id: string }>(
      `SELECT changed_by_role, entity_id FROM audit_logs WHERE id > $1 AND action = 'access_denied' ORDER BY id`,
      [lastBefore],
    );
    expect(denials).toEqual(
      [Role.clinic_staff, Role.attorney, Role.super_admin].map((role) => ({
        changed_by_role: role,
        entity_id: 'GET /superadmin/api/export',
      })),
    );
  });
});

describe('a client that stops reading', () => {
  it('holds the export back (backpressure), refuses a second one meanwhile, and lets go once the client leaves', async () => {
    // About 24 MB of rows: far more than the socket and stream buffers between server and client hold.
    await query(
      `INSERT INTO contact_messages (name, email, message)
       SELECT 'Bulk ' || n, 'bulk-' || n || '@rehab.example', repeat('x', 4000) FROM generate_series(1, 6000) AS n`,
    );
    const controller = new AbortController();
    const slow = await fetch(`${t.url}/superadmin/api/export`, {
      headers: { cookie: operator.cookie! },
      signal: controller.signal,
    });
    expect(slow.status).toBe(200);
    const reader = slow.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value).startsWith('{"exportedAt":')).toBe(true);

    // The client reads nothing more: a server that buffered everything would have finished by now.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await operator.rest('GET', '/superadmin/api/export')).toMatchObject({
      status: 409,
      body: { success: false, code: 'CONFLICT', message: exportRunningMessage },
    });

    controller.abort();
    await reader.cancel().catch(() => undefined);
    const deadline = Date.now() + 10_000;
    for (;;) {
      const answer = await operator.request('GET', '/superadmin/api/export');
      await answer.body?.cancel();
      if (answer.status === 200) break;
      expect(answer.status).toBe(409);
      if (Date.now() > deadline) throw new Error('the aborted export never let go');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(t.logs.some((line) => line.includes('data export aborted'))).toBe(true);
  }, 60_000);
});
