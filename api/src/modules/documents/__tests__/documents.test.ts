import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { signedInClient, type TestClient } from '../../../test/client';
import { createAttorneyUser, createCase, createClinicWithUsers } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import {
  docxBomb,
  executablePretendingToBePdf,
  htmlPretendingToBePdf,
  samplePdf,
  samplePng,
  sampleDocx,
} from './upload-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.dataSource.query(`DELETE FROM system_settings WHERE setting_key = 'documents.maxUploadMb'`);
  await t.close();
});

interface UploadAnswer {
  success: boolean;
  message: string;
  code?: string;
  errors?: { field: string; message: string }[];
  data?: {
    id: number;
    fileName: string;
    fileType: string;
    fileSize: number;
    documentType: string;
    downloadUrl: string;
  };
}

async function upload(
  client: TestClient,
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer },
): Promise<{ status: number; body: UploadAnswer }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  const response = await fetch(`${t.url}/api/documents/upload`, {
    method: 'POST',
    headers: { cookie: client.cookie! },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as UploadAnswer };
}

const storedFiles = async () => listFiles(path.join(t.config.dataDir, 'documents'));
const tempFiles = async () => listFiles(path.join(t.config.dataDir, 'uploads-tmp'));
async function listFiles(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
  } catch {
    return [];
  }
}

async function caseWithAttorney() {
  const clinic = await createClinicWithUsers(t.dataSource);
  const lawyer = await createAttorneyUser(t.dataSource);
  const record = await createCase(t.dataSource, { clinicId: clinic.clinic.id, attorneyId: lawyer.attorney.id });
  return { ...clinic, lawyer, record };
}

describe('uploading documents', () => {
  it('stores a PDF under a key of our own, audits it, and the case attorney downloads the same bytes as an attachment', async () => {
    const { staff, lawyer, record } = await caseWithAttorney();
    const staffClient = await signedInClient(t.url, staff.email);
    const answer = await upload(
      staffClient,
      { caseId: String(record.id), description: 'Intake MRI' },
      { name: '../../etc/MRI report.pdf', bytes: samplePdf },
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      success: true,
      message: 'Document uploaded successfully!',
      data: {
        fileName: 'MRI report.pdf',
        fileType: 'application/pdf',
        fileSize: samplePdf.length,
        documentType: 'medical_record',
      },
    });
    const id = answer.body.data!.id;
    const [row] = await t.dataSource.query(
      `SELECT file_path, uploaded_by, is_confidential FROM documents WHERE id = $1`,
      [id],
    );
    expect(row.file_path).toMatch(new RegExp(`^${record.clinic_id}/\\d{4}/[0-9a-f-]{36}$`));
    expect(row).toMatchObject({ uploaded_by: staff.id, is_confidential: true });
    const [audit] = await t.dataSource.query(
      `SELECT action FROM audit_logs WHERE entity_type = 'document' AND entity_id = $1`,
      [String(id)],
    );
    expect(audit.action).toBe('create');
    expect(await tempFiles()).toEqual([]);

    const attorneyClient = await signedInClient(t.url, lawyer.user.email);
    const download = await attorneyClient.request('GET', answer.body.data!.downloadUrl);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="MRI report.pdf"; filename*=UTF-8''MRI%20report.pdf`,
    );
    expect(Buffer.from(await download.arrayBuffer()).equals(samplePdf)).toBe(true);
    const downloads = await t.dataSource.query(
      `SELECT changed_by FROM audit_logs WHERE entity_type = 'document' AND entity_id = $1 AND action = 'download'`,
      [String(id)],
    );
    expect(downloads).toEqual([{ changed_by: lawyer.user.id }]);
  });

  it('answers a document whose stored file is gone with a 404 that says so, and logs the key for the operator', async () => {
    const { staff, record } = await caseWithAttorney();
    const staffClient = await signedInClient(t.url, staff.email);
    const answer = await upload(staffClient, { caseId: String(record.id) }, { name: 'gone.pdf', bytes: samplePdf });
    const [{ file_path: key }] = await t.dataSource.query(`SELECT file_path FROM documents WHERE id = $1`, [
      answer.body.data!.id,
    ]);
    await rm(path.join(t.config.dataDir, 'documents', key));

    const download = await staffClient.rest('GET', answer.body.data!.downloadUrl);
    expect(download).toMatchObject({
      status: 404,
      body: {
        success: false,
        code: 'NOT_FOUND',
        reason: 'file_missing',
        message: 'The file is missing from storage. Please contact support.',
      },
    });
    expect(t.logs.filter((line) => line.includes('stored file missing') && line.includes(key))).toHaveLength(1);
  });

  it('accepts a form with every field filled, as the upload screen sends it', async () => {
    const { staff, record } = await caseWithAttorney();
    const client = await signedInClient(t.url, staff.email);
    const answer = await upload(
      client,
      { caseId: String(record.id), documentType: 'report', description: 'Narrative', isConfidential: 'false' },
      { name: 'report.pdf', bytes: samplePdf },
    );
    expect(answer.status).toBe(201);
    const [row] = await t.dataSource.query(
      `SELECT description, is_confidential, document_type FROM documents WHERE id = $1`,
      [answer.body.data!.id],
    );
    expect(row).toEqual({ description: 'Narrative', is_confidential: false, document_type: 'report' });
  });

  it('refuses unexpected extra fields by name', async () => {
    const { staff, record } = await caseWithAttorney();
    const client = await signedInClient(t.url, staff.email);
    const answer = await upload(
      client,
      { caseId: String(record.id), clinicId: '1' },
      { name: 'a.pdf', bytes: samplePdf },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Unexpected field "clinicId"');
    expect(await tempFiles()).toEqual([]);
  });

  it('accepts each allowed kind whose content matches, with the chosen document type', async () => {
    const { staff, record } = await caseWithAttorney();
    const client = await signedInClient(t.url, staff.email);
    for (const [name, bytes] of [
      ['xray.png', samplePng],
      ['letter.docx', sampleDocx],
      ['notes.txt', Buffer.from('Patient reports less pain — 3/10.\n')],
    ] as const) {
      const answer = await upload(client, { caseId: String(record.id), documentType: 'imaging' }, { name, bytes });
      expect([name, answer.status, answer.body.data?.documentType]).toEqual([name, 201, 'imaging']);
    }
  });

  it.each([
    ['no case', {}, { name: 'a.pdf', bytes: samplePdf }, 'Please select a case and choose a file'],
    ['no file', { caseId: 'CASE' }, undefined, 'Please select a case and choose a file'],
    [
      'a disallowed extension',
      { caseId: 'CASE' },
      { name: 'run.exe', bytes: executablePretendingToBePdf },
      'Only pdf, doc, docx, jpg, jpeg, png, txt files can be uploaded',
    ],
    [
      'HTML named .pdf',
      { caseId: 'CASE' },
      { name: 'scan.pdf', bytes: htmlPretendingToBePdf },
      'scan.pdf is not a PDF document: its content does not match .pdf',
    ],
    [
      'an executable named .pdf',
      { caseId: 'CASE' },
      { name: 'scan.pdf', bytes: executablePretendingToBePdf },
      'scan.pdf is not a PDF document: its content does not match .pdf',
    ],
    [
      'a PDF named .png',
      { caseId: 'CASE' },
      { name: 'x.png', bytes: samplePdf },
      'x.png is not a PNG image: its content does not match .png',
    ],
    [
      'binary named .txt',
      { caseId: 'CASE' },
      { name: 'x.txt', bytes: executablePretendingToBePdf },
      'x.txt is not a plain text file: its content does not match .txt',
    ],
    [
      'a zip bomb named .docx',
      { caseId: 'CASE' },
      { name: 'x.docx', bytes: docxBomb },
      'x.docx was refused: the archive inflates far beyond its size: its content does not match .docx',
    ],
    [
      'an unknown document type',
      { caseId: 'CASE', documentType: 'selfie' },
      { name: 'a.pdf', bytes: samplePdf },
      'Document type must be one of medical_record, imaging, report, legal_document, insurance, other',
    ],
    ['an empty file', { caseId: 'CASE' }, { name: 'a.pdf', bytes: Buffer.alloc(0) }, 'The file is empty'],
    // Found by fuzz-documents-users, both were 500s: a zero byte PostgreSQL text cannot hold, an id beyond its integer.
    [
      'a description holding a zero byte',
      { caseId: 'CASE', description: 'MRI\u0000 report' },
      { name: 'a.pdf', bytes: samplePdf },
      'Description contains characters that are not allowed',
    ],
    [
      'a case id beyond the database integer',
      { caseId: '2147483648' },
      { name: 'a.pdf', bytes: samplePdf },
      'Please select a case and choose a file',
    ],
  ])('refuses %s with a clear 400 and leaves nothing behind', async (_label, fields, file, message) => {
    const { staff, record, clinic } = await caseWithAttorney();
    const client = await signedInClient(t.url, staff.email);
    const resolved = Object.fromEntries(
      Object.entries(fields).map(([k, v]) => [k, v === 'CASE' ? String(record.id) : v]),
    );
    const before = await storedFiles();
    const answer = await upload(client, resolved, file);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect(await storedFiles()).toEqual(before);
    expect(await tempFiles()).toEqual([]);
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM documents WHERE clinic_id = $1`, [
      clinic.id,
    ]);
    expect(count).toBe(0);
  });

  it("refuses another clinic's case as not found", async () => {
    const { staff } = await caseWithAttorney();
    const other = await caseWithAttorney();
    const answer = await upload(
      await signedInClient(t.url, staff.email),
      { caseId: String(other.record.id) },
      { name: 'a.pdf', bytes: samplePdf },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ field: 'caseId', message: 'Case not found' }]);
  });

  it('refuses a file over the max-upload setting with 413 naming the limit, keeping nothing', async () => {
    const { staff, record } = await caseWithAttorney();
    const client = await signedInClient(t.url, staff.email);
    await t.dataSource.query(
      `INSERT INTO system_settings (setting_key, setting_value) VALUES ('documents.maxUploadMb', '1')
       ON CONFLICT (setting_key) DO UPDATE SET setting_value = '1'`,
    );
    t.app.services.settings.invalidate();
    try {
      const before = await storedFiles();
      const big = Buffer.concat([samplePdf, Buffer.alloc(1024 * 1024 + 10, 0x20)]);
      const answer = await upload(client, { caseId: String(record.id) }, { name: 'big.pdf', bytes: big });
      expect(answer.status).toBe(413);
      expect(answer.body.message).toBe('The file is larger than the 1 MB upload limit');
      expect(await storedFiles()).toEqual(before);
      expect(await tempFiles()).toEqual([]);
      const policy = await client.gql<{ documentUploadPolicy: { maxBytes: number } }>(
        '{ documentUploadPolicy { maxBytes } }',
      );
      expect(policy.data!.documentUploadPolicy.maxBytes).toBe(1024 * 1024);
    } finally {
      await t.dataSource.query(`DELETE FROM system_settings WHERE setting_key = 'documents.maxUploadMb'`);
      t.app.services.settings.invalidate();
    }
  });

  it("refuses an upload past the plan's storage, naming the limit and the plan, under the clinic lock", async () => {
    // The test's own plan of 1 GB, nearly full: a fake stored document leaves room for exactly one sample PDF.
    const code = `tiny-${randomUUID().slice(0, 8)}`;
    await t.dataSource.query(
      `INSERT INTO plans (code, name, monthly_price, annual_price, max_users, max_active_cases, storage_gb, support_level, is_active)
       VALUES ($1, 'Tiny', 10, 100, NULL, NULL, 1, 'basic', false)`,
      [code],
    );
    const clinic = await createClinicWithUsers(t.dataSource, { subscription_plan: code });
    const record = await createCase(t.dataSource, { clinicId: clinic.clinic.id });
    const gb = 1024 ** 3;
    await t.dataSource.query(
      `INSERT INTO documents (case_id, clinic_id, uploaded_by, file_name, file_type, file_size, file_path, document_type)
       VALUES ($1, $2, $3, 'archive.pdf', 'application/pdf', $4, $5, 'other')`,
      [record.id, clinic.clinic.id, clinic.staff.id, gb - 2 * samplePdf.length + 1, `${clinic.clinic.id}/fake/${code}`],
    );
    const client = await signedInClient(t.url, clinic.staff.email);

    const fits = await upload(client, { caseId: String(record.id) }, { name: 'fits.pdf', bytes: samplePdf });
    expect(fits.status).toBe(201);

    const before = await storedFiles();
    const refused = await upload(client, { caseId: String(record.id) }, { name: 'over.pdf', bytes: samplePdf });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      success: false,
      code: 'LIMIT_REACHED',
      message: `Your Tiny plan includes 1 GB of document storage and your clinic has 1024.0 MB stored. Delete a document or upgrade your plan to upload this file (${samplePdf.length} bytes).`,
    });
    expect(await storedFiles()).toEqual(before);
    expect(await tempFiles()).toEqual([]);
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM documents WHERE case_id = $1`, [
      record.id,
    ]);
    expect(count).toBe(2);
  });

  it('lets only one of two concurrent uploads take the last room in the plan (the clinic row lock)', async () => {
    const code = `tiny-${randomUUID().slice(0, 8)}`;
    await t.dataSource.query(
      `INSERT INTO plans (code, name, monthly_price, annual_price, max_users, max_active_cases, storage_gb, support_level, is_active)
       VALUES ($1, 'Tiny', 10, 100, NULL, NULL, 1, 'basic', false)`,
      [code],
    );
    const clinic = await createClinicWithUsers(t.dataSource, { subscription_plan: code });
    const record = await createCase(t.dataSource, { clinicId: clinic.clinic.id });
    await t.dataSource.query(
      `INSERT INTO documents (case_id, clinic_id, uploaded_by, file_name, file_type, file_size, file_path, document_type)
       VALUES ($1, $2, $3, 'archive.pdf', 'application/pdf', $4, $5, 'other')`,
      [record.id, clinic.clinic.id, clinic.staff.id, 1024 ** 3 - samplePdf.length, `${clinic.clinic.id}/fake/${code}`],
    );
    const client = await signedInClient(t.url, clinic.staff.email);
    const answers = await Promise.all(
      ['one.pdf', 'two.pdf'].map((name) => upload(client, { caseId: String(record.id) }, { name, bytes: samplePdf })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    const [{ total }] = await t.dataSource.query(
      `SELECT sum(file_size)::bigint::text AS total FROM documents WHERE clinic_id = $1`,
      [clinic.clinic.id],
    );
    expect(Number(total)).toBe(1024 ** 3);
  });

  it('leaves no temporary file and no row when the browser aborts mid-upload, a hundred times over', async () => {
    const { staff, record, clinic } = await caseWithAttorney();
    const client = await signedInClient(t.url, staff.email);
    const { port } = new URL(t.url);
    const abortOnce = () =>
      new Promise<void>((resolve) => {
        const boundary = 'x-boundary';
        const head = `--${boundary}\r\nContent-Disposition: form-data; name="caseId"\r\n\r\n${record.id}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
        const req = http.request({
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/api/documents/upload',
          headers: {
            cookie: client.cookie!,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': 500_000,
          },
        });
        req.on('error', () => resolve());
        req.write(head);
        req.write(Buffer.concat([samplePdf, Buffer.alloc(100_000, 0x20)]), () => {
          setTimeout(() => {
            req.destroy();
            resolve();
          }, 5);
        });
      });
    const openFiles = () => readdirSync('/proc/self/fd').length;
    const filesBefore = openFiles();
    for (let i = 0; i < 100; i += 1) await abortOnce();
    // Give the server a moment to notice the last closed sockets.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await tempFiles()).toEqual([]);
    // No file descriptor leaks: a few sockets may still be closing, never one per aborted upload.
    expect(openFiles() - filesBefore).toBeLessThan(10);
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM documents WHERE clinic_id = $1`, [
      clinic.id,
    ]);
    expect(count).toBe(0);
    // The server is still healthy.
    expect((await client.rest('GET', '/api/documents')).status).toBe(200);
  });

  it('refuses a malformed multipart body with a 400, not a crash', async () => {
    const { staff } = await caseWithAttorney();
    const client = await signedInClient(t.url, staff.email);
    const response = await client.request('POST', '/api/documents/upload', {
      body: '--nope\r\ngarbage',
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(response.status).toBe(400);
  });
});

describe('reading and deleting documents', () => {
  async function uploaded() {
    const setup = await caseWithAttorney();
    const staffClient = await signedInClient(t.url, setup.staff.email);
    const answer = await upload(staffClient, { caseId: String(setup.record.id) }, { name: 'a.pdf', bytes: samplePdf });
    return { ...setup, staffClient, document: answer.body.data! };
  }

  it('an outsider gets the same 404 for a document out of scope as for a missing one, and nothing is audited', async () => {
    const { document } = await uploaded();
    const outsider = await caseWithAttorney();
    for (const email of [outsider.staff.email, outsider.lawyer.user.email]) {
      const client = await signedInClient(t.url, email);
      const foreign = await client.rest('GET', document.downloadUrl);
      const missing = await client.rest('GET', '/api/documents/2000000000/download');
      expect(foreign).toEqual(missing);
      expect(foreign.status).toBe(404);
      const listed = await client.gql<{ documents: { nodes: unknown[] } }>('{ documents { nodes { id } } }');
      expect(listed.data!.documents.nodes).toEqual([]);
    }
    const audits = await t.dataSource.query(
      `SELECT 1 FROM audit_logs WHERE entity_type = 'document' AND entity_id = $1 AND action = 'download'`,
      [String(document.id)],
    );
    expect(audits).toEqual([]);
    const anonymous = await fetch(`${t.url}${document.downloadUrl}`);
    expect(anonymous.status).toBe(401);
  });

  it('lists a case documents over GraphQL and REST, without storage keys', async () => {
    const { staffClient, record, document } = await uploaded();
    const gql = await staffClient.gql<{
      documents: { nodes: { id: number; caseNumber: string; canDelete: boolean }[] };
    }>('query($caseId: Int) { documents(caseId: $caseId) { nodes { id caseNumber canDelete } } }', {
      caseId: record.id,
    });
    expect(gql.data!.documents.nodes).toEqual([{ id: document.id, caseNumber: record.case_number, canDelete: true }]);
    const rest = await staffClient.rest<{ data: Record<string, unknown>[] }>(
      'GET',
      `/api/documents?caseId=${record.id}`,
    );
    expect(rest.body.data).toHaveLength(1);
    expect(rest.body.data[0]).not.toHaveProperty('storageKey');
    expect(rest.body.data[0]).not.toHaveProperty('filePath');
  });

  it("an attorney cannot delete the clinic's document; the clinic can, and the file goes with it", async () => {
    const { staffClient, lawyer, document } = await uploaded();
    const attorneyClient = await signedInClient(t.url, lawyer.user.email);
    const remove = 'mutation($id: Int!) { documentDelete(id: $id) }';
    const refused = await attorneyClient.gql(remove, { id: document.id });
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const before = (await storedFiles()).length;
    const deleted = await staffClient.gql<{ documentDelete: number }>(remove, { id: document.id });
    expect(deleted.data!.documentDelete).toBe(document.id);
    expect((await storedFiles()).length).toBe(before - 1);
    expect((await staffClient.rest('GET', document.downloadUrl)).status).toBe(404);
    const [audit] = await t.dataSource.query(
      `SELECT changed_by FROM audit_logs WHERE entity_type = 'document' AND entity_id = $1 AND action = 'delete'`,
      [String(document.id)],
    );
    expect(audit).toBeDefined();
  });

  it('an attorney may upload to their own case and delete what they uploaded', async () => {
    const { lawyer, record } = await caseWithAttorney();
    const client = await signedInClient(t.url, lawyer.user.email);
    const answer = await upload(
      client,
      { caseId: String(record.id), documentType: 'legal_document' },
      { name: 'lien.pdf', bytes: samplePdf },
    );
    expect(answer.status).toBe(201);
    const deleted = await client.gql('mutation($id: Int!) { documentDelete(id: $id) }', { id: answer.body.data!.id });
    expect(deleted.errors).toBeUndefined();
  });
});
