import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ClinicProfile1795659393108 implements MigrationInterface {
  name = 'ClinicProfile1795659393108';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "clinics" ADD "time_zone" text NOT NULL DEFAULT 'America/New_York'`);
    await queryRunner.query(
      `ALTER TABLE "clinics" ADD "business_hours" jsonb NOT NULL DEFAULT '[{"day":"monday","closed":false,"opens":"08:00","closes":"17:00"},{"day":"tuesday","closed":false,"opens":"08:00","closes":"17:00"},{"day":"wednesday","closed":false,"opens":"08:00","closes":"17:00"},{"day":"thursday","closed":false,"opens":"08:00","closes":"17:00"},{"day":"friday","closed":false,"opens":"08:00","closes":"17:00"},{"day":"saturday","closed":true,"opens":null,"closes":null},{"day":"sunday","closed":true,"opens":null,"closes":null}]'`,
    );
    await queryRunner.query(`ALTER TABLE "clinics" ADD "letterhead_text" text`);
    await queryRunner.query(`ALTER TABLE "clinics" ADD "logo_storage_key" text`);
    await queryRunner.query(`ALTER TABLE "clinics" ADD "logo_content_type" text`);
    await queryRunner.query(`ALTER TABLE "clinics" ADD "logo_updated_at" TIMESTAMP WITH TIME ZONE`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "clinics" DROP COLUMN "logo_updated_at"`);
    await queryRunner.query(`ALTER TABLE "clinics" DROP COLUMN "logo_content_type"`);
    await queryRunner.query(`ALTER TABLE "clinics" DROP COLUMN "logo_storage_key"`);
    await queryRunner.query(`ALTER TABLE "clinics" DROP COLUMN "letterhead_text"`);
    await queryRunner.query(`ALTER TABLE "clinics" DROP COLUMN "business_hours"`);
    await queryRunner.query(`ALTER TABLE "clinics" DROP COLUMN "time_zone"`);
  }
}
