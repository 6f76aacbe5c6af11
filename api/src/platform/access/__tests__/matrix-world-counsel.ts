import type { DataSource } from 'typeorm';

/**
 * A lien notice on the placement's case, as a transfer to its attorney leaves it (substitution of
 * counsel): the clinic reads it, so does the attorney it is addressed to while the case is theirs.
 */
export async function makeLienNoticeFixture(
  ds: DataSource,
  input: { clinicId: number; caseId: number; toAttorneyId: number; userId: string },
): Promise<{ lienNoticeId: number }> {
  const [{ id: transferId }] = (await ds.query(
    `INSERT INTO case_transfers (case_id, clinic_id, from_attorney_id, to_attorney_id, reason, transferred_by)
     VALUES ($1, $2, NULL, $3, 'Matrix substitution', $4) RETURNING id`,
    [input.caseId, input.clinicId, input.toAttorneyId, input.userId],
  )) as { id: number }[];
  const [{ id: lienNoticeId }] = (await ds.query(
    `INSERT INTO lien_notices (case_id, clinic_id, case_transfer_id, to_attorney_id, as_of, total_charges, total_payments,
                               total_reductions, total_write_offs, balance, lines, letter, created_by)
     VALUES ($1, $2, $3, $4, '2031-03-01', 100, 0, 0, 0, 100,
             '[{"date":"2031-02-01","kind":"charge","description":"Matrix visit","amount":"100.00"}]',
             'Dear counsel,\n\nRe: matrix.\n\nSincerely,\nMatrix', $5) RETURNING id`,
    [input.caseId, input.clinicId, transferId, input.toAttorneyId, input.userId],
  )) as { id: number }[];
  return { lienNoticeId };
}
