import type { MigrationInterface, QueryRunner } from 'typeorm';

/** PRODUCT.md decision 2: plans are data, seeded with the public pricing. Reference data, so it lives in a migration. */
export class SeedPlans1795359280677 implements MigrationInterface {
  name = 'SeedPlans1795359280677';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      INSERT INTO "plans" ("code", "name", "monthly_price", "annual_price", "max_users", "max_active_cases", "storage_gb", "support_level", "sort_order")
      VALUES
        ('starter', 'Starter', 249.00, 2490.00, 3, 50, 5, 'basic', 1),
        ('professional', 'Professional', 349.00, 3500.00, 10, 200, 50, 'priority', 2),
        ('enterprise', 'Enterprise', 599.00, 5990.00, NULL, NULL, 500, '24/7', 3)
      ON CONFLICT ("code") DO NOTHING`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "plans" WHERE "code" IN ('starter', 'professional', 'enterprise')`);
  }
}
