import type { DataSource } from 'typeorm';

/**
 * Funding requests on the placement's case (decisions 380-389), to one partner without a quote API:
 * a draft (pending), one awaiting the partner (submitted) and an approved one.
 */
export async function makeFundingFixture(
  ds: DataSource,
  input: { clinicId: number; caseId: number; patientId: number; attorneyId: number | null },
): Promise<{ fundingRequestId: number; submittedFundingRequestId: number; approvedFundingRequestId: number }> {
  const [{ id: partnerId }] = (await ds.query(
    `INSERT INTO funding_partners (company_name, funding_types) VALUES ('Matrix Funding ' || gen_random_uuid(), '{medical}')
     RETURNING id`,
  )) as { id: number }[];
  const insert = async (status: string, extra: string) => {
    const [{ id }] = (await ds.query(
      `INSERT INTO funding_requests (case_id, patient_id, clinic_id, attorney_id, funding_partner_id, requested_amount,
                                     purpose, status, documents_submitted, submitted_at, approved_amount, interest_rate,
                                     repayment_terms, decision_date)
       VALUES ($1, $2, $3, $4, $5, '1000.00', 'Matrix funding', $6,
               '{"shared": ["ledger"], "packet": {"asOf": "2031-03-01T00:00:00Z", "ledger": {"balance": "100.00", "billedToDate": "100.00", "creditedToDate": "0.00"}}}',
               ${extra}) RETURNING id`,
      [input.caseId, input.patientId, input.clinicId, input.attorneyId, partnerId, status],
    )) as { id: number }[];
    return id;
  };
  return {
    fundingRequestId: await insert('pending', 'NULL, NULL, NULL, NULL, NULL'),
    submittedFundingRequestId: await insert('submitted', `now(), NULL, NULL, NULL, NULL`),
    approvedFundingRequestId: await insert(
      'approved',
      `now(), '900.00', '2.50', 'From the settlement', date '2026-01-01'`,
    ),
  };
}
