import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Trigram indexes for the case-insensitive substring searches (ILIKE '%term%'), which would
 * otherwise scan whole tables, and the per-year case number counters backfilled from existing cases.
 */
export class SearchIndexes1795362368342 implements MigrationInterface {
  name = 'SearchIndexes1795362368342';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(
      `CREATE INDEX "cases_case_number_trgm_idx" ON "cases" USING gin ("case_number" gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX "cases_description_trgm_idx" ON "cases" USING gin ("description" gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX "patients_full_name_trgm_idx" ON "patients" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops)`,
    );
    await queryRunner.query(`CREATE INDEX "patients_email_trgm_idx" ON "patients" USING gin ("email" gin_trgm_ops)`);
    await queryRunner.query(`CREATE INDEX "patients_phone_trgm_idx" ON "patients" USING gin ("phone" gin_trgm_ops)`);
    await queryRunner.query(
      `CREATE INDEX "attorneys_search_trgm_idx" ON "attorneys" USING gin (("first_name" || ' ' || "last_name" || ' ' || "firm_name" || ' ' || "email") gin_trgm_ops)`,
    );
    await queryRunner.query(`
      INSERT INTO "case_number_counters" ("year", "last_value")
      SELECT substring("case_number" from '^CASE-(\\d{4})-')::int, max(substring("case_number" from '^CASE-\\d{4}-(\\d+)$')::int)
        FROM "cases" WHERE "case_number" ~ '^CASE-\\d{4}-\\d+$'
       GROUP BY 1
      ON CONFLICT ("year") DO UPDATE SET "last_value" = greatest("case_number_counters"."last_value", excluded."last_value")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "case_number_counters"`);
    await queryRunner.query(`DROP INDEX "attorneys_search_trgm_idx"`);
    await queryRunner.query(`DROP INDEX "patients_phone_trgm_idx"`);
    await queryRunner.query(`DROP INDEX "patients_email_trgm_idx"`);
    await queryRunner.query(`DROP INDEX "patients_full_name_trgm_idx"`);
    await queryRunner.query(`DROP INDEX "cases_description_trgm_idx"`);
    await queryRunner.query(`DROP INDEX "cases_case_number_trgm_idx"`);
  }
}
