import type { MigrationInterface, QueryRunner } from 'typeorm';

const oldKinds = `'message', 'reduction', 'bill_status', 'case_transfer', 'invitation'`;
const newKinds = `${oldKinds}, 'billing_payment_failed', 'billing_renewal', 'billing_suspended'`;

/** The billing engine's notices (three notification kinds) and the renewal reminder's once-per-date mark. */
export class BillingEngine1795720000000 implements MigrationInterface {
  name = 'BillingEngine1795720000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "clinics" ADD "renewal_reminder_sent_for" date`);
    for (const [table, check] of [
      ['notifications', 'notifications_kind_check'],
      ['notification_preferences', 'notification_preferences_kind_check'],
    ]) {
      await queryRunner.query(`ALTER TABLE "${table}" DROP CONSTRAINT "${check}"`);
      await queryRunner.query(`ALTER TABLE "${table}" ADD CONSTRAINT "${check}" CHECK ("kind" IN (${newKinds}))`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "notifications" WHERE "kind" LIKE 'billing_%'`);
    await queryRunner.query(`DELETE FROM "notification_preferences" WHERE "kind" LIKE 'billing_%'`);
    for (const [table, check] of [
      ['notifications', 'notifications_kind_check'],
      ['notification_preferences', 'notification_preferences_kind_check'],
    ]) {
      await queryRunner.query(`ALTER TABLE "${table}" DROP CONSTRAINT "${check}"`);
      await queryRunner.query(`ALTER TABLE "${table}" ADD CONSTRAINT "${check}" CHECK ("kind" IN (${oldKinds}))`);
    }
    await queryRunner.query(`ALTER TABLE "clinics" DROP COLUMN "renewal_reminder_sent_for"`);
  }
}
