import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Role } from '../../../platform/access/role';
import { jobSchema } from '../../../platform/jobs/job-schema';
import { signedInClient, type TestClient } from '../../../test/client';
import { createAttorneyUser, createCase, createClinicWithUsers, createUser } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { samplePng } from '../../documents/__tests__/upload-fixtures';
import { analyzeDocument } from '../ai-documents.jobs';
import { medicalBillLines, pdfWithText } from './pdf-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});
afterEach(() => jest.restoreAllMocks());

const analysisFields = `id documentId status confidence processingTimeMs error completedAt canRetry
  findings { totalAmount pages characters truncated
    dates { date text verified } providers { name source verified } amounts { amount isTotal verified }
    diagnosisCodes { code description verified context } }`;

interface Analysis {
  id: number;
  status: string;
  confidence: number | null;
  processingTimeMs: number | null;
  error: string | null;
  completedAt: string | null;
  canRetry: boolean;
  findings: {
    totalAmount: string | null;
    pages: number;
    dates: { date: string }[];
    providers: { name: string; source: string; verified: boolean }[];
    amounts: { amount: string }[];
    diagnosisCodes: { code: string; description: string | null; verified: boolean }[];
  } | null;
}

async function upload(client: TestClient, caseId: number, name: string, bytes: Buffer): Promise<number> {
  const form = new FormData();
  form.append('caseId', String(caseId));
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${t.url}/api/documents/upload`, {
    method: 'POST',
    headers: { cookie: client.cookie! },
    body: form,
  });
  const body = (await response.json()) as { data: { id: number } };
  expect(response.status).toBe(201);
  return body.data.id;
}

const runJobs = () => t.app.services.jobs.runDue(analyzeDocument);
const jobsFor = async (documentId: number) =>
  Number(
    (
      (await t.dataSource.query(`SELECT count(*) FROM ${jobSchema}.job WHERE name = $1 AND data->>'documentId' = $2`, [
        analyzeDocument.name,
        String(documentId),
      ])) as { count: string }[]
    )[0].count,
  );
const rowOf = async (documentId: number) =>
  (
    (await t.dataSource.query(`SELECT status, results, error FROM ai_document_analysis WHERE document_id = $1`, [
      documentId,
    ])) as {
      status: string;
      results: unknown;
      error: string | null;
    }[]
  )[0];

async function analysisOf(client: TestClient, documentId: number) {
  return client.gql<{ documentAnalysis: Analysis | null }>(
    `query($id: Int!) { documentAnalysis(documentId: $id) { ${analysisFields} } }`,
    { id: documentId },
  );
}

async function clinicWithCase() {
  const clinic = await createClinicWithUsers(t.dataSource);
  const lawyer = await createAttorneyUser(t.dataSource);
  const record = await createCase(t.dataSource, { clinicId: clinic.clinic.id, attorneyId: lawyer.attorney.id });
  const staff = await signedInClient(t.url, clinic.staff.email);
  return { ...clinic, lawyer, record, staffClient: staff };
}

describe('analysing an uploaded document on the job queue', () => {
  it('reads a PDF after upload and stores its dates, providers, amounts and checked codes', async () => {
    const { clinic, record, staffClient } = await clinicWithCase();
    await createUser(t.dataSource, {
      clinic_id: clinic.id,
      first_name: 'Jane',
      last_name: 'Carter',
      is_provider: true,
    });
    await t.dataSource.query(
      `INSERT INTO diagnosis_codes (code, description, clinic_id) VALUES ('M54.2', 'Cervicalgia', $1)`,
      [clinic.id],
    );
    const documentId = await upload(staffClient, record.id, 'bill.pdf', await pdfWithText([medicalBillLines]));
    expect((await analysisOf(staffClient, documentId)).data?.documentAnalysis).toMatchObject({
      status: 'pending',
      findings: null,
    });
    expect(await jobsFor(documentId)).toBe(1);

    // Other test files share the queue (their uploads live in their own storage): judge this document's job.
    const ownJobs = (
      (await t.dataSource.query(`SELECT id FROM ${jobSchema}.job WHERE name = $1 AND data->>'documentId' = $2`, [
        analyzeDocument.name,
        String(documentId),
      ])) as { id: string }[]
    ).map((row) => row.id);
    const outcomes = (await runJobs()).filter((outcome) => ownJobs.includes(outcome.id));
    expect(outcomes.map((outcome) => outcome.state)).toEqual(['completed']);

    const analysis = (await analysisOf(staffClient, documentId)).data!.documentAnalysis!;
    expect(analysis).toMatchObject({ status: 'completed', error: null, canRetry: false });
    expect(analysis.processingTimeMs).toBeGreaterThanOrEqual(0);
    expect(analysis.completedAt).not.toBeNull();
    expect(analysis.confidence).toBeGreaterThan(0.5);
    expect(analysis.confidence).toBeLessThanOrEqual(1);
    const findings = analysis.findings!;
    expect(findings.totalAmount).toBe('1234.56');
    expect(findings.pages).toBe(1);
    expect(findings.dates.map((date) => date.date)).toEqual(['2026-01-15', '2026-02-03']);
    expect(findings.amounts.map((amount) => amount.amount)).toEqual(['125.00', '1109.56', '1234.56']);
    expect(findings.diagnosisCodes.map(({ code, description, verified }) => [code, description, verified])).toEqual([
      ['M54.2', 'Cervicalgia', true],
      ['Q99.9', null, false],
    ]);
    expect(findings.providers).toContainEqual({ name: 'Jane Carter', source: 'clinic_provider', verified: true });
    expect(findings.providers).toContainEqual({
      name: 'Sunrise Chiropractic Clinic',
      source: 'organization',
      verified: false,
    });

    const viaRest = await staffClient.rest<{ data: Analysis }>('GET', `/api/documents/${documentId}/analysis`);
    expect(viaRest.status).toBe(200);
    expect(viaRest.body.data).toMatchObject({ status: 'completed', findings: { totalAmount: '1234.56' } });
  });

  it('reads a text file too; another kind of file gets no analysis and no job', async () => {
    const { record, staffClient } = await clinicWithCase();
    const text = await upload(
      staffClient,
      record.id,
      'notes.txt',
      Buffer.from('Seen by Dr. Omar Reyes on March 3, 2026. Amount due: $80.00'),
    );
    const image = await upload(staffClient, record.id, 'xray.png', samplePng);
    expect(await jobsFor(image)).toBe(0);
    await runJobs();
    const read = (await analysisOf(staffClient, text)).data!.documentAnalysis!;
    expect(read.status).toBe('completed');
    expect(read.findings).toMatchObject({ totalAmount: '80.00', dates: [{ date: '2026-03-03' }] });
    expect((await analysisOf(staffClient, image)).data!.documentAnalysis).toBeNull();
    expect(await rowOf(image)).toBeUndefined();
  });

  it('fails a damaged PDF with the reason in words and no results; the clinic retries it, audited', async () => {
    const { lawyer, record, staffClient } = await clinicWithCase();
    const documentId = await upload(
      staffClient,
      record.id,
      'broken.pdf',
      Buffer.from('%PDF-1.4\nthis is not a pdf body\n%%EOF\n'),
    );
    await runJobs();
    const failed = (await analysisOf(staffClient, documentId)).data!.documentAnalysis!;
    expect(failed).toMatchObject({
      status: 'failed',
      error: 'The file is not a readable PDF: it is damaged or not a PDF at all.',
      findings: null,
      confidence: null,
      canRetry: true,
    });
    expect((await rowOf(documentId)).results).toBeNull();

    const attorney = await signedInClient(t.url, lawyer.user.email);
    expect((await analysisOf(attorney, documentId)).data!.documentAnalysis).toMatchObject({
      status: 'failed',
      canRetry: false,
    });
    const refused = await attorney.gql(`mutation($id: Int!) { documentAnalysisRetry(documentId: $id) { status } }`, {
      id: documentId,
    });
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');

    const retried = await staffClient.gql<{ documentAnalysisRetry: Analysis }>(
      `mutation($id: Int!) { documentAnalysisRetry(documentId: $id) { status error canRetry } }`,
      { id: documentId },
    );
    expect(retried.data?.documentAnalysisRetry).toEqual({ status: 'pending', error: null, canRetry: false });
    expect(await jobsFor(documentId)).toBe(2);
    const audit = (await t.dataSource.query(
      `SELECT action, old_values FROM audit_logs WHERE entity_type = 'ai_document_analysis' AND new_values->>'documentId' = $1`,
      [String(documentId)],
    )) as { action: string; old_values: { status: string } }[];
    expect(audit).toEqual([{ action: 'retry', old_values: expect.objectContaining({ status: 'failed' }) }]);

    const again = await staffClient.gql(`mutation($id: Int!) { documentAnalysisRetry(documentId: $id) { status } }`, {
      id: documentId,
    });
    expect(again.errors?.[0].message).toBe('Only a failed analysis can be run again');
    await runJobs();
    expect((await rowOf(documentId)).status).toBe('failed');
  });

  it('retries when the file cannot be reached, and fails the row with the cause after the last attempt', async () => {
    const { record, staffClient } = await clinicWithCase();
    const documentId = await upload(staffClient, record.id, 'gone.pdf', await pdfWithText([['Visit $10.00']]));
    const [{ key }] = (await t.dataSource.query(`SELECT file_path AS key FROM documents WHERE id = $1`, [
      documentId,
    ])) as { key: string }[];
    await rm(path.join(t.config.dataDir, 'documents', key), { force: true });
    await expect(t.app.services.aiDocuments.analyze(documentId, { attempt: 1, maxAttempts: 3 })).rejects.toThrow();
    expect(await rowOf(documentId)).toMatchObject({ status: 'processing', error: null });
    await expect(t.app.services.aiDocuments.analyze(documentId, { attempt: 3, maxAttempts: 3 })).rejects.toThrow();
    expect(await rowOf(documentId)).toMatchObject({
      status: 'failed',
      results: null,
      error: expect.stringMatching(/^The analysis failed 3 times: /),
    });
  });

  it('queues nothing while the AI features setting turns document analysis off, and refuses to read one', async () => {
    const { record, staffClient } = await clinicWithCase();
    jest.spyOn(t.app.services.settings, 'aiFeatures').mockResolvedValue('predictions');
    const documentId = await upload(staffClient, record.id, 'bill.pdf', await pdfWithText([medicalBillLines]));
    expect(await rowOf(documentId)).toBeUndefined();
    expect(await jobsFor(documentId)).toBe(0);
    const refused = await analysisOf(staffClient, documentId);
    expect(refused.errors?.[0].message).toBe(
      'AI document analysis is turned off by the platform’s AI features setting.',
    );
    const listed = await staffClient.gql<{ documents: { nodes: { id: number; analysis: unknown }[] } }>(
      `query($caseId: Int) { documents(caseId: $caseId) { nodes { id analysis { status } } } }`,
      { caseId: record.id },
    );
    expect(listed.data?.documents.nodes).toEqual([{ id: documentId, analysis: null }]);
  });
});

describe('who reads a document analysis', () => {
  it("follows the document's rule: the case's attorney reads it; another clinic, another attorney and the operator do not", async () => {
    const { lawyer, record, staffClient } = await clinicWithCase();
    const documentId = await upload(staffClient, record.id, 'bill.pdf', await pdfWithText([medicalBillLines]));
    await runJobs();
    const attorney = await signedInClient(t.url, lawyer.user.email);
    expect((await analysisOf(attorney, documentId)).data!.documentAnalysis!.status).toBe('completed');

    const otherClinic = await createClinicWithUsers(t.dataSource);
    const otherLawyer = await createAttorneyUser(t.dataSource);
    const missing = await analysisOf(staffClient, 2_000_000_000);
    for (const email of [otherClinic.staff.email, otherLawyer.user.email]) {
      const outsider = await signedInClient(t.url, email);
      const answer = await analysisOf(outsider, documentId);
      expect(answer.errors?.[0]).toMatchObject({
        message: missing.errors?.[0].message,
        extensions: { code: 'NOT_FOUND' },
      });
      expect((await outsider.rest('GET', `/api/documents/${documentId}/analysis`)).status).toBe(404);
    }
    const operator = await createUser(t.dataSource, { role: Role.super_admin });
    const operatorClient = await signedInClient(t.url, operator.email);
    expect((await analysisOf(operatorClient, documentId)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('reads the analyses of a page of documents in one query, whatever its size', async () => {
    const { record, staffClient } = await clinicWithCase();
    const list = () =>
      staffClient.gql(`query($caseId: Int) { documents(caseId: $caseId) { nodes { id analysis { status } } } }`, {
        caseId: record.id,
      });
    await upload(staffClient, record.id, 'one.txt', Buffer.from('Visit $10.00'));
    await list();
    const one = await t.statements.during(list);
    for (const name of ['two.txt', 'three.txt', 'four.txt'])
      await upload(staffClient, record.id, name, Buffer.from('Visit $20.00'));
    const four = await t.statements.during(list);
    const analysisQueries = (statements: string[]) =>
      statements.filter((sql) => sql.includes('FROM ai_document_analysis'));
    expect(analysisQueries(one.statements)).toHaveLength(1);
    expect(analysisQueries(four.statements)).toHaveLength(1);
    expect(four.statements).toHaveLength(one.statements.length);
    expect(
      (four.result as { data: { documents: { nodes: { analysis: unknown }[] } } }).data.documents.nodes,
    ).toHaveLength(4);
  });
});
