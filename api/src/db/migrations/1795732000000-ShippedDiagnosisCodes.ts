import type { MigrationInterface, QueryRunner } from 'typeorm';
import { shippedDiagnosisCodes } from '../../modules/clinical-codes/shipped-diagnosis-codes';

/**
 * The ICD-10-CM codes shipped to every clinic (clinic_id null). Idempotent: a code already there keeps
 * its row (and id) and takes the shipped description, so running it again changes nothing.
 */
export class ShippedDiagnosisCodes1795732000000 implements MigrationInterface {
  name = 'ShippedDiagnosisCodes1795732000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `INSERT INTO diagnosis_codes (code, description, clinic_id)
       SELECT code, description, NULL FROM unnest($1::text[], $2::text[]) AS shipped(code, description)
       ON CONFLICT ((coalesce(clinic_id, 0)), code) DO UPDATE SET description = EXCLUDED.description`,
      [shippedDiagnosisCodes.map((entry) => entry.code), shippedDiagnosisCodes.map((entry) => entry.description)],
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM diagnosis_codes WHERE clinic_id IS NULL AND code = ANY($1::text[])`, [
      shippedDiagnosisCodes.map((entry) => entry.code),
    ]);
  }
}
