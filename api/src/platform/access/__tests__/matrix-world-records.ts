import type { DataSource } from 'typeorm';

/**
 * Records requests on the placement's case, made by its attorney (records retrieval): one on the
 * platform addressed to the placement's clinic, sent, with the case's document disclosed under it; one
 * by fax still pending; one by fax sent. The clinic reads the first (its inbox), the attorney all three.
 */
export async function makeRecordsFixture(
  ds: DataSource,
  input: {
    clinicId: number;
    caseId: number;
    patientId: number;
    attorneyId: number | null;
    documentId: number;
    userId: string;
  },
): Promise<{ recordsRequestId: number; pendingRecordsRequestId: number; sentRecordsRequestId: number }> {
  const insert = async (method: string, status: string) => {
    const [{ id }] = (await ds.query(
      `INSERT INTO records_retrieval (case_id, patient_id, clinic_id, requester_side, attorney_id, provider_clinic_id,
                                      provider_name, provider_type, provider_fax, record_type, request_method,
                                      authorization_document_id, status, request_sent_date, due_date)
       VALUES ($1, $2, $3, 'attorney', $4, $5, 'Matrix provider', 'clinic', $6, 'medical_records', $7, $8, $9,
               CASE WHEN $9 = 'pending' THEN NULL ELSE timestamptz '2031-03-01 00:00Z' END, date '2099-01-01')
       RETURNING id`,
      [
        input.caseId,
        input.patientId,
        input.clinicId,
        input.attorneyId,
        method === 'platform' ? input.clinicId : null,
        method === 'fax' ? '555-0100' : null,
        method,
        input.documentId,
        status,
      ],
    )) as { id: number }[];
    return id;
  };
  const recordsRequestId = await insert('platform', 'sent');
  await ds.query(
    `INSERT INTO records_disclosures (request_id, clinic_id, document_id, kind, file_name, authorization_document_id, disclosed_by)
     VALUES ($1, $2, $3, 'document', 'scan.pdf', $3, $4)`,
    [recordsRequestId, input.clinicId, input.documentId, input.userId],
  );
  return {
    recordsRequestId,
    pendingRecordsRequestId: await insert('fax', 'pending'),
    sentRecordsRequestId: await insert('fax', 'sent'),
  };
}
