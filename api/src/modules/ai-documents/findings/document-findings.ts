import type { EntityManager } from 'typeorm';
import type { DocumentText } from '../document-text';
import { detectAmounts, totalOf } from './detect-amounts';
import { detectDates } from './detect-dates';
import { checkCodes, findCodeShapes } from './detect-diagnosis-codes';
import { detectProviders } from './detect-providers';
import { documentConfidence, type DocumentFindings } from './finding';

/** The clinic's providers' names (users.is_provider), matched in the text. */
async function providerNames(manager: EntityManager, clinicId: number): Promise<string[]> {
  const rows = (await manager.query(
    `SELECT trim(first_name || ' ' || last_name) AS name FROM users
      WHERE clinic_id = $1 AND is_provider AND trim(first_name || ' ' || last_name) <> ''`,
    [clinicId],
  )) as { name: string }[];
  return rows.map((row) => row.name);
}

async function clinicName(manager: EntityManager, clinicId: number): Promise<string | null> {
  const [row] = (await manager.query(`SELECT name FROM clinics WHERE id = $1`, [clinicId])) as { name: string }[];
  return row?.name ?? null;
}

/** The descriptions of those codes the clinic knows (its own list and the shared one), active ones only. */
async function knownCodes(manager: EntityManager, clinicId: number, codes: string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = (await manager.query(
    `SELECT DISTINCT ON (code) code, description FROM diagnosis_codes
      WHERE code = ANY($1) AND is_active AND (clinic_id IS NULL OR clinic_id = $2)
      ORDER BY code, clinic_id NULLS LAST`,
    [codes, clinicId],
  )) as { code: string; description: string }[];
  return new Map(rows.map((row) => [row.code, row.description]));
}

/** Every detector over the text, with the clinic's providers and codes; and the confidence of the whole. */
export async function findingsIn(
  manager: EntityManager,
  { text, pages, truncated }: DocumentText,
  clinicId: number,
): Promise<{ findings: DocumentFindings; confidence: number }> {
  const codeShapes = findCodeShapes(text);
  const amounts = detectAmounts(text);
  const findings: DocumentFindings = {
    dates: detectDates(text),
    providers: detectProviders(text, await providerNames(manager, clinicId), await clinicName(manager, clinicId)),
    amounts,
    diagnosisCodes: checkCodes(
      codeShapes,
      await knownCodes(
        manager,
        clinicId,
        codeShapes.map((shape) => shape.code),
      ),
    ),
    totalAmount: totalOf(amounts),
    pages,
    characters: text.length,
    truncated,
  };
  return { findings, confidence: documentConfidence(findings) };
}
