import fc from 'fast-check';
import type { DataSource } from 'typeorm';
import { TestClient } from '../../test/client';
import { createCase, createClinic, createClinicWithUsers } from '../../test/factories';
import { field } from '../../test/faults/fuzz-values';
import { AnswerCheck, fuzzParameters, fuzzRuns, fuzzSeed, pathSegment } from '../../test/faults/fuzz-run';
import { startTestApp, type TestApp } from '../../test/harness';
import { analyzeDocument } from '../ai-documents/ai-documents.jobs';
import { detectAmounts } from '../ai-documents/findings/detect-amounts';
import { calendarDate, detectDates } from '../ai-documents/findings/detect-dates';
import { findCodeShapes } from '../ai-documents/findings/detect-diagnosis-codes';
import { detectProviders } from '../ai-documents/findings/detect-providers';

/**
 * Generated inputs (fixed seed) against document analysis: ids on its query, retry and REST route
 * (never a server error or internals), any text through the detectors (every date a real calendar
 * day, every amount exact decimal text), and any bytes uploaded as a PDF or text file through the
 * job (every analysis ends completed with findings, or failed with a reason and no results).
 */
const seed = fuzzSeed;
const runsPerTarget = fuzzRuns(200);

let t: TestApp;
let ds: DataSource;
let staff: TestClient;
let documentIds: number[];
let otherDocumentId: number;
let ownCaseId: number;
const fuzzOptions = fuzzParameters(runsPerTarget);
const answers = new AnswerCheck();

async function upload(client: TestClient, caseId: number, name: string, bytes: Uint8Array) {
  const form = new FormData();
  form.append('caseId', String(caseId));
  form.append('file', new Blob([bytes]), name);
  return fetch(`${t.url}/api/documents/upload`, { method: 'POST', headers: { cookie: client.cookie! }, body: form });
}

beforeAll(async () => {
  t = await startTestApp();
  ds = t.dataSource;
  const own = await createClinicWithUsers(ds);
  ownCaseId = (await createCase(ds, { clinicId: own.clinic.id })).id;
  const other = await createClinic(ds);
  const otherCase = await createCase(ds, { clinicId: other.id });
  [otherDocumentId] = (
    (await ds.query(
      `INSERT INTO documents (case_id, clinic_id, file_name, file_type, file_size, file_path) VALUES ($1, $2, 'x.pdf', 'application/pdf', 1, 'missing') RETURNING id`,
      [otherCase.id, other.id],
    )) as { id: number }[]
  ).map((row) => row.id);
  staff = new TestClient(t.url);
  await staff.login(own.staff.email);
  const first = (await (await upload(staff, ownCaseId, 'bill.txt', Buffer.from('Total: $10.00'))).json()) as {
    data: { id: number };
  };
  documentIds = [first.data.id];
});
afterAll(async () => {
  process.stdout.write(
    `fuzzed inputs per target (seed ${seed}, ${answers.total()} in all):\n${JSON.stringify(answers.counts, null, 1)}\n`,
  );
  await t?.close();
});

const ids = () => field(fc.constantFrom(...documentIds, otherDocumentId, 999_999_999));

describe('ids', () => {
  test('Query.documentAnalysis and Mutation.documentAnalysisRetry', () =>
    fc.assert(
      fc.asyncProperty(ids(), fc.boolean(), async (id, retry) => {
        const query = retry
          ? 'mutation($id: Int!) { documentAnalysisRetry(documentId: $id) { id status } }'
          : 'query($id: Int!) { documentAnalysis(documentId: $id) { id status findings { totalAmount } } }';
        await answers.check(
          retry ? 'Mutation.documentAnalysisRetry' : 'Query.documentAnalysis',
          () => staff.request('POST', '/graphql', { body: JSON.stringify({ query, variables: { id } }) }),
          true,
        );
      }),
      fuzzOptions,
    ));

  test('GET /api/documents/:id/analysis', () =>
    fc.assert(
      fc.asyncProperty(ids(), async (id) => {
        await answers.check(
          'GET /api/documents/:id/analysis',
          () => staff.request('GET', `/api/documents/${pathSegment(id)}/analysis`),
          false,
        );
      }),
      fuzzOptions,
    ));
});

describe('the detectors on any text', () => {
  const words = fc.constantFrom(
    'Dr.',
    'Total:',
    '$',
    '1,234.56',
    '02/30/2026',
    '2026-13-01',
    'M54.2',
    'DC',
    'Clinic',
    '\n',
    ' ',
  );
  const texts = fc.oneof(
    fc.string({ maxLength: 400 }),
    fc.array(fc.oneof(words, fc.string({ maxLength: 8 })), { maxLength: 80 }).map((parts) => parts.join(' ')),
  );

  test('every date is a real day, every amount exact decimal text, every code ICD-10 shaped', () =>
    fc.assert(
      fc.property(texts, (text) => {
        for (const found of detectDates(text)) {
          const [year, month, day] = found.date.split('-').map(Number);
          expect(calendarDate(year, month, day)).toBe(found.date);
        }
        for (const found of detectAmounts(text)) expect(found.amount).toMatch(/^\d+\.\d{2}$/);
        for (const found of findCodeShapes(text)) expect(found.code).toMatch(/^[A-TV-Z]\d[\dAB](\.[\dA-Z]{1,4})?$/);
        for (const found of detectProviders(text, ['Jane Carter', '(weird) name*']))
          expect(found.name.trim()).not.toBe('');
      }),
      { ...fuzzOptions, numRuns: runsPerTarget * 5 },
    ));
});

describe('any bytes through the job', () => {
  test('every analysis ends completed with findings, or failed with a reason and no results', async () => {
    const files = fc.tuple(
      fc.constantFrom('scan.pdf', 'notes.txt'),
      fc.oneof(
        fc
          .uint8Array({ minLength: 1, maxLength: 2000 })
          .map((bytes) => Buffer.concat([Buffer.from('%PDF-1.7\n'), bytes])),
        fc.string({ minLength: 1, maxLength: 2000 }).map((text) => Buffer.from(text)),
        fc.uint8Array({ minLength: 1, maxLength: 500 }).map((bytes) => Buffer.from(bytes)),
      ),
    );
    await fc.assert(
      fc.asyncProperty(files, async ([name, bytes]) => {
        const response = await upload(staff, ownCaseId, name, bytes);
        expect(response.status).toBeLessThan(500);
        const body = (await response.json()) as { data?: { id: number } };
        if (response.status === 201) documentIds.push(body.data!.id);
      }),
      { ...fuzzOptions, numRuns: Math.ceil(runsPerTarget / 4) },
    );
    const outcomes = await t.app.services.jobs.runDue(analyzeDocument, 1000);
    expect(outcomes.filter((outcome) => outcome.state !== 'completed')).toEqual([]);
    const rows = (await ds.query(
      `SELECT a.status, a.results IS NOT NULL AS "hasResults", a.error, a.confidence FROM ai_document_analysis a
         JOIN documents d ON d.id = a.document_id WHERE d.case_id = $1`,
      [ownCaseId],
    )) as { status: string; hasResults: boolean; error: string | null; confidence: string | null }[];
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) {
      if (row.status === 'completed') expect(row).toMatchObject({ hasResults: true, error: null });
      else
        expect(row).toMatchObject({
          status: 'failed',
          hasResults: false,
          error: expect.stringMatching(/\w/),
          confidence: null,
        });
    }
  });
});
