import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';

/**
 * Two public intakes matched to the placement's clinic (decision 406): one new (to mark contacted),
 * one contacted (to convert or close). The matched clinic reads them, so does the operator.
 */
export async function makeIntakeFixture(
  ds: DataSource,
  clinicId: number,
): Promise<{ intakeId: number; contactedIntakeId: number }> {
  const insert = async (status: 'new' | 'contacted') => {
    const [{ id }] = (await ds.query(
      `INSERT INTO public_intake (intake_code, first_name, last_name, phone, injury_date, injury_type, injury_description,
         location_city, location_state, triage_score, matched_clinic_id, conversion_status, contacted_at, consent_at,
         consent_text_version)
       VALUES ($1, 'Matrix', 'Intake', '(973) 555-0100', '2031-02-01', 'auto_accident', 'Matrix intake', 'Matrix',
               'NJ', 50, $2, $3, CASE WHEN $3 = 'new' THEN NULL ELSE now() END, now(), 'intake-consent-2026-11')
       RETURNING id`,
      [`IN-MX${randomUUID().slice(0, 12).toUpperCase()}`, clinicId, status],
    )) as { id: number }[];
    return id;
  };
  return { intakeId: await insert('new'), contactedIntakeId: await insert('contacted') };
}
