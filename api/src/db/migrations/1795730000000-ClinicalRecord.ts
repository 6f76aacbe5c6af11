import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ClinicalRecord1795730000000 implements MigrationInterface {
  name = 'ClinicalRecord1795730000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The appointments' overlap constraints compare a provider id (text) and a room id with = in a gist index.
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);
    await queryRunner.query(
      `CREATE TABLE "appointment_types" ("id" SERIAL NOT NULL, "clinic_id" integer NOT NULL, "name" text NOT NULL, "duration_minutes" integer NOT NULL, "color" text NOT NULL DEFAULT '#1976d2', "is_re_exam" boolean NOT NULL DEFAULT false, "is_active" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "appointment_types_duration_check" CHECK ("duration_minutes" BETWEEN 5 AND 480), CONSTRAINT "PK_18229fb868163d74004f114aaa6" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_d3ef49d60fdce1162d11e71673" ON "appointment_types"  ("clinic_id") `);
    await queryRunner.query(
      `CREATE TABLE "rooms" ("id" SERIAL NOT NULL, "clinic_id" integer NOT NULL, "name" text NOT NULL, "is_active" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_0368a2d7c215f2d0458a54933f2" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "rooms_clinic_name_idx" ON "rooms"  ("clinic_id", "name") `);
    await queryRunner.query(
      `CREATE TABLE "appointments" ("id" SERIAL NOT NULL, "clinic_id" integer NOT NULL, "patient_id" integer NOT NULL, "case_id" integer, "provider_id" text NOT NULL, "room_id" integer, "appointment_type_id" integer NOT NULL, "status" text NOT NULL DEFAULT 'scheduled', "scheduled_start" TIMESTAMP WITH TIME ZONE NOT NULL, "scheduled_end" TIMESTAMP WITH TIME ZONE NOT NULL, "actual_start" TIMESTAMP WITH TIME ZONE, "actual_end" TIMESTAMP WITH TIME ZONE, "notes" text, "reminders_enabled" boolean NOT NULL DEFAULT true, "reminders_sent" jsonb NOT NULL DEFAULT '[]', "cancellation_reason" text, "created_by" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "appointments_actual_time_check" CHECK ("actual_end" IS NULL OR "actual_start" IS NULL OR "actual_end" >= "actual_start"), CONSTRAINT "appointments_time_check" CHECK ("scheduled_end" > "scheduled_start"), CONSTRAINT "appointments_status_check" CHECK ("status" IN ('scheduled', 'checked_in', 'completed', 'cancelled', 'no_show')), CONSTRAINT "appointments_room_overlap" EXCLUDE USING gist ("room_id" WITH =, tstzrange("scheduled_start", "scheduled_end") WITH &&) WHERE ("room_id" IS NOT NULL AND "status" IN ('scheduled', 'checked_in', 'completed')), CONSTRAINT "appointments_provider_overlap" EXCLUDE USING gist ("provider_id" WITH =, tstzrange("scheduled_start", "scheduled_end") WITH &&) WHERE ("status" IN ('scheduled', 'checked_in', 'completed')), CONSTRAINT "PK_4a437a9a27e948726b8bb3e36ad" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "appointments_case_start_idx" ON "appointments"  ("case_id", "scheduled_start") `,
    );
    await queryRunner.query(
      `CREATE INDEX "appointments_patient_start_idx" ON "appointments"  ("patient_id", "scheduled_start") `,
    );
    await queryRunner.query(
      `CREATE INDEX "appointments_provider_start_idx" ON "appointments"  ("provider_id", "scheduled_start") `,
    );
    await queryRunner.query(
      `CREATE INDEX "appointments_clinic_start_idx" ON "appointments"  ("clinic_id", "scheduled_start") `,
    );
    await queryRunner.query(
      `CREATE TABLE "treatment_notes" ("id" SERIAL NOT NULL, "appointment_id" integer NOT NULL, "clinic_id" integer NOT NULL, "patient_id" integer NOT NULL, "case_id" integer, "provider_id" text NOT NULL, "note_type" text NOT NULL DEFAULT 'soap', "subjective" text, "objective" text, "assessment" text, "plan" text, "pain_scale" integer, "vital_signs" jsonb NOT NULL DEFAULT '{}', "treatments_provided" text, "diagnosis_codes" text array NOT NULL DEFAULT '{}', "procedure_codes" jsonb NOT NULL DEFAULT '[]', "is_locked" boolean NOT NULL DEFAULT false, "signed_at" TIMESTAMP WITH TIME ZONE, "signed_by" text, "original_note_id" integer, "version" integer NOT NULL DEFAULT '1', "addendum_reason" text, "created_by" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "treatment_notes_version_check" CHECK (("original_note_id" IS NULL) = ("version" = 1)), CONSTRAINT "treatment_notes_signed_check" CHECK ("is_locked" = ("signed_at" IS NOT NULL) AND ("signed_at" IS NULL) = ("signed_by" IS NULL)), CONSTRAINT "treatment_notes_pain_check" CHECK ("pain_scale" IS NULL OR "pain_scale" BETWEEN 0 AND 10), CONSTRAINT "treatment_notes_type_check" CHECK ("note_type" IN ('soap', 'initial_exam', 're_exam', 'discharge')), CONSTRAINT "PK_0efb59536bf64cf19e5c7b116c3" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "treatment_notes_patient_idx" ON "treatment_notes"  ("patient_id", "created_at") `,
    );
    await queryRunner.query(`CREATE INDEX "treatment_notes_case_idx" ON "treatment_notes"  ("case_id", "created_at") `);
    await queryRunner.query(
      `CREATE INDEX "treatment_notes_clinic_created_idx" ON "treatment_notes"  ("clinic_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "billing_lines" ("id" SERIAL NOT NULL, "billing_id" integer NOT NULL, "clinic_id" integer NOT NULL, "case_id" integer NOT NULL, "treatment_note_id" integer, "line_number" integer NOT NULL, "service_date" date NOT NULL, "procedure_code" text NOT NULL, "description" text NOT NULL, "modifiers" text array NOT NULL DEFAULT '{}', "units" integer NOT NULL, "unit_fee" numeric(10,2) NOT NULL, "amount" numeric(10,2) NOT NULL, "diagnosis_codes" text array NOT NULL DEFAULT '{}', "provider_id" text, CONSTRAINT "billing_lines_code_check" CHECK ("procedure_code" ~ '^[0-9A-Z]{5}$'), CONSTRAINT "billing_lines_amount_check" CHECK ("unit_fee" >= 0 AND "amount" = "unit_fee" * "units"), CONSTRAINT "billing_lines_units_check" CHECK ("units" BETWEEN 1 AND 99), CONSTRAINT "PK_6595845daff3f5aadb88186cecd" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "billing_lines_case_idx" ON "billing_lines"  ("case_id", "service_date") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "billing_lines_billing_idx" ON "billing_lines"  ("billing_id", "line_number") `,
    );
    await queryRunner.query(
      `CREATE TABLE "diagnosis_codes" ("id" SERIAL NOT NULL, "code" text NOT NULL, "description" text NOT NULL, "clinic_id" integer, "is_active" boolean NOT NULL DEFAULT true, CONSTRAINT "PK_eb0b893cd3586566674519eb789" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "fee_schedule" ("id" SERIAL NOT NULL, "clinic_id" integer NOT NULL, "procedure_code" text NOT NULL, "description" text NOT NULL, "fee" numeric(10,2) NOT NULL, "default_units" integer NOT NULL DEFAULT '1', "is_active" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "fee_schedule_units_check" CHECK ("default_units" BETWEEN 1 AND 99), CONSTRAINT "fee_schedule_fee_check" CHECK ("fee" >= 0), CONSTRAINT "fee_schedule_code_check" CHECK ("procedure_code" ~ '^[0-9A-Z]{5}$'), CONSTRAINT "PK_ff34967d26d3283d21abcc0125c" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "fee_schedule_clinic_code_idx" ON "fee_schedule"  ("clinic_id", "procedure_code") `,
    );
    await queryRunner.query(
      `CREATE TABLE "case_coverages" ("id" SERIAL NOT NULL, "clinic_id" integer NOT NULL, "case_id" integer NOT NULL, "coverage_type" text NOT NULL, "carrier_name" text NOT NULL, "payer_id" text, "policy_number" text, "carrier_claim_number" text, "member_id" text, "insured_name" text, "insured_relationship" text NOT NULL DEFAULT 'self', "limit_amount" numeric(10,2), "adjuster_name" text, "adjuster_phone" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "case_coverages_limit_check" CHECK ("limit_amount" IS NULL OR "limit_amount" >= 0), CONSTRAINT "case_coverages_relationship_check" CHECK ("insured_relationship" IN ('self', 'spouse', 'child', 'other')), CONSTRAINT "case_coverages_type_check" CHECK ("coverage_type" IN ('pip', 'medpay', 'bodily_injury', 'um_uim', 'health', 'workers_comp', 'other')), CONSTRAINT "PK_1ca472f3e4a62723a8c83394d9f" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "case_coverages_clinic_idx" ON "case_coverages"  ("clinic_id") `);
    await queryRunner.query(`CREATE INDEX "case_coverages_case_idx" ON "case_coverages"  ("case_id") `);
    await queryRunner.query(
      `CREATE TABLE "insurance_claims" ("id" SERIAL NOT NULL, "clinic_id" integer NOT NULL, "patient_id" integer NOT NULL, "case_id" integer NOT NULL, "insurance_id" integer, "claim_number" text NOT NULL, "claim_type" text NOT NULL DEFAULT 'original', "status" text NOT NULL DEFAULT 'draft', "submitted_at" TIMESTAMP WITH TIME ZONE, "billed_amount" numeric(10,2) NOT NULL, "allowed_amount" numeric(10,2), "paid_amount" numeric(10,2), "patient_responsibility" numeric(10,2), "deductible_applied" numeric(10,2), "copay_amount" numeric(10,2), "coinsurance_amount" numeric(10,2), "service_lines" jsonb NOT NULL, "denial_reason" text, "appeal_notes" text, "payment_received_at" TIMESTAMP WITH TIME ZONE, "eob_document_id" integer, "created_by" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_e5633a00228c507a174c45e32e0" UNIQUE ("claim_number"), CONSTRAINT "insurance_claims_lines_check" CHECK (jsonb_typeof("service_lines") = 'array' AND jsonb_array_length("service_lines") > 0), CONSTRAINT "insurance_claims_amounts_check" CHECK ("billed_amount" >= 0 AND coalesce("allowed_amount", 0) >= 0 AND coalesce("paid_amount", 0) >= 0 AND coalesce("patient_responsibility", 0) >= 0 AND coalesce("deductible_applied", 0) >= 0 AND coalesce("copay_amount", 0) >= 0 AND coalesce("coinsurance_amount", 0) >= 0), CONSTRAINT "insurance_claims_type_check" CHECK ("claim_type" IN ('original', 'corrected', 'void')), CONSTRAINT "insurance_claims_status_check" CHECK ("status" IN ('draft', 'submitted', 'paid', 'denied', 'appealed')), CONSTRAINT "PK_c6f7929fdcec8c17a24034a48d3" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "insurance_claims_case_idx" ON "insurance_claims"  ("case_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "insurance_claims_clinic_idx" ON "insurance_claims"  ("clinic_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "treatment_plans" ("id" SERIAL NOT NULL, "clinic_id" integer NOT NULL, "case_id" integer NOT NULL, "visits_per_week" integer NOT NULL, "weeks" integer NOT NULL, "start_date" date NOT NULL, "re_exam_dates" date array NOT NULL DEFAULT '{}', "goals" text, "status" text NOT NULL DEFAULT 'active', "created_by" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "treatment_plans_frequency_check" CHECK ("visits_per_week" BETWEEN 1 AND 7 AND "weeks" BETWEEN 1 AND 104), CONSTRAINT "treatment_plans_status_check" CHECK ("status" IN ('active', 'completed', 'discontinued')), CONSTRAINT "PK_6372779b339933b56aa985167f0" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "treatment_plans_clinic_idx" ON "treatment_plans"  ("clinic_id", "start_date") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "treatment_plans_one_active_idx" ON "treatment_plans"  ("case_id") WHERE "status" = 'active'`,
    );
    await queryRunner.query(`ALTER TABLE "clinics" ADD "npi" text`);
    await queryRunner.query(`ALTER TABLE "clinics" ADD "tax_id" text`);
    await queryRunner.query(`ALTER TABLE "patients" ADD "sex" text`);
    await queryRunner.query(`ALTER TABLE "users" ADD "is_provider" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "users" ADD "npi" text`);
    await queryRunner.query(`ALTER TABLE "billing" ADD "treatment_note_id" integer`);
    await queryRunner.query(
      `ALTER TABLE "billing" ADD CONSTRAINT "UQ_59cfe435dbf62958244c4fed4dc" UNIQUE ("treatment_note_id")`,
    );
    await queryRunner.query(
      `ALTER TABLE "clinics" ADD CONSTRAINT "clinics_tax_id_check" CHECK ("tax_id" IS NULL OR "tax_id" ~ '^[0-9]{9}$')`,
    );
    await queryRunner.query(
      `ALTER TABLE "clinics" ADD CONSTRAINT "clinics_npi_check" CHECK ("npi" IS NULL OR "npi" ~ '^[0-9]{10}$')`,
    );
    await queryRunner.query(
      `ALTER TABLE "patients" ADD CONSTRAINT "patients_sex_check" CHECK ("sex" IS NULL OR "sex" IN ('female', 'male', 'unknown'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "users" ADD CONSTRAINT "users_npi_check" CHECK ("npi" IS NULL OR "npi" ~ '^[0-9]{10}$')`,
    );
    await queryRunner.query(
      `ALTER TABLE "appointment_types" ADD CONSTRAINT "FK_d3ef49d60fdce1162d11e71673a" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "rooms" ADD CONSTRAINT "FK_6788ab1ec185d5ca33504ea345a" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "appointments" ADD CONSTRAINT "FK_5de9b36b534afa4cdfc183b9e41" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "appointments" ADD CONSTRAINT "FK_3330f054416745deaa2cc130700" FOREIGN KEY ("patient_id") REFERENCES "patients"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "appointments" ADD CONSTRAINT "FK_b5363abd84d7b5b3104a36d0e5e" FOREIGN KEY ("case_id") REFERENCES "cases"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "appointments" ADD CONSTRAINT "FK_e3e268ed1125872144e68b9a41c" FOREIGN KEY ("provider_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "appointments" ADD CONSTRAINT "FK_3cf8c30e138f692e575c5dc420e" FOREIGN KEY ("room_id") REFERENCES "rooms"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "appointments" ADD CONSTRAINT "FK_a9007e2942ed679604ba1e987a1" FOREIGN KEY ("appointment_type_id") REFERENCES "appointment_types"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "treatment_notes" ADD CONSTRAINT "FK_9ea735912f1b3b6f52c0b809fce" FOREIGN KEY ("appointment_id") REFERENCES "appointments"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "treatment_notes" ADD CONSTRAINT "FK_1d845a00e3ae12196c8e90f40d6" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "treatment_notes" ADD CONSTRAINT "FK_fbaa3bc891e64c3922dcb3e28d6" FOREIGN KEY ("patient_id") REFERENCES "patients"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "treatment_notes" ADD CONSTRAINT "FK_2c6fa29021cade5e380c6648311" FOREIGN KEY ("case_id") REFERENCES "cases"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "treatment_notes" ADD CONSTRAINT "FK_cdc0b9d82f591d0e0f77981f99f" FOREIGN KEY ("provider_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "treatment_notes" ADD CONSTRAINT "FK_15cf33e5602a945fa9297c6d2bd" FOREIGN KEY ("original_note_id") REFERENCES "treatment_notes"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "billing_lines" ADD CONSTRAINT "FK_f72d63755c03d02e7a1eec9e67c" FOREIGN KEY ("billing_id") REFERENCES "billing"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "billing_lines" ADD CONSTRAINT "FK_b178a45228fc5e10f2f22333bec" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "billing_lines" ADD CONSTRAINT "FK_4fcfeb7ea90acfbac2c8b93b227" FOREIGN KEY ("case_id") REFERENCES "cases"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "billing_lines" ADD CONSTRAINT "FK_2ba9ab36d737a3d4d5c9f7d509d" FOREIGN KEY ("treatment_note_id") REFERENCES "treatment_notes"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "billing_lines" ADD CONSTRAINT "FK_c6451f8af5c765e8d7439b2f5b1" FOREIGN KEY ("provider_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "diagnosis_codes" ADD CONSTRAINT "FK_6c68af5499745c88373f7b4883b" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "fee_schedule" ADD CONSTRAINT "FK_a27a05ceca18bd8b4445dd43ac6" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "case_coverages" ADD CONSTRAINT "FK_a39e29bbe49a863312585d30512" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "case_coverages" ADD CONSTRAINT "FK_a0d5d3571bec0dd635adf40b39c" FOREIGN KEY ("case_id") REFERENCES "cases"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "insurance_claims" ADD CONSTRAINT "FK_23ef666952a3cbd98a567326385" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "insurance_claims" ADD CONSTRAINT "FK_d43026209f6dfad76c2954f02fb" FOREIGN KEY ("patient_id") REFERENCES "patients"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "insurance_claims" ADD CONSTRAINT "FK_5b8a08e369611086231773dacde" FOREIGN KEY ("case_id") REFERENCES "cases"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "insurance_claims" ADD CONSTRAINT "FK_4c172c505349e3e2cdef1568bdb" FOREIGN KEY ("insurance_id") REFERENCES "case_coverages"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "insurance_claims" ADD CONSTRAINT "FK_f9aa8521276436a2fabe8f6b71d" FOREIGN KEY ("eob_document_id") REFERENCES "documents"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "treatment_plans" ADD CONSTRAINT "FK_d929f3c2ad1ad3809d13079fa34" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "treatment_plans" ADD CONSTRAINT "FK_7dbb0f9f0a04dc79dd04cafc827" FOREIGN KEY ("case_id") REFERENCES "cases"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    // Hand-written (the entities mark them synchronize: false).
    await queryRunner.query(
      `CREATE UNIQUE INDEX "appointment_types_clinic_name_idx" ON "appointment_types" ("clinic_id", lower("name"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "diagnosis_codes_code_idx" ON "diagnosis_codes" (coalesce("clinic_id", 0), "code")`,
    );
    await queryRunner.query(
      `CREATE INDEX "diagnosis_codes_search_trgm_idx" ON "diagnosis_codes" USING gin (("code" || ' ' || "description") gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "treatment_notes_version_idx" ON "treatment_notes" (coalesce("original_note_id", "id"), "version")`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "treatment_notes_appointment_idx" ON "treatment_notes" ("appointment_id") WHERE "original_note_id" IS NULL`,
    );
    // A signed note never changes and is never deleted, whoever asks: corrections are addenda.
    await queryRunner.query(`CREATE FUNCTION treatment_notes_refuse_locked_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF OLD.is_locked THEN
          RAISE EXCEPTION 'treatment note % is signed and locked', OLD.id USING ERRCODE = 'check_violation';
        END IF;
        RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
      END $$`);
    await queryRunner.query(
      `CREATE TRIGGER treatment_notes_locked BEFORE UPDATE OR DELETE ON "treatment_notes" FOR EACH ROW EXECUTE FUNCTION treatment_notes_refuse_locked_change()`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER treatment_notes_locked ON "treatment_notes"`);
    await queryRunner.query(`DROP FUNCTION treatment_notes_refuse_locked_change()`);
    await queryRunner.query(`DROP INDEX "treatment_notes_appointment_idx"`);
    await queryRunner.query(`DROP INDEX "treatment_notes_version_idx"`);
    await queryRunner.query(`DROP INDEX "diagnosis_codes_search_trgm_idx"`);
    await queryRunner.query(`DROP INDEX "diagnosis_codes_code_idx"`);
    await queryRunner.query(`DROP INDEX "appointment_types_clinic_name_idx"`);
    await queryRunner.query(`ALTER TABLE "treatment_plans" DROP CONSTRAINT "FK_7dbb0f9f0a04dc79dd04cafc827"`);
    await queryRunner.query(`ALTER TABLE "treatment_plans" DROP CONSTRAINT "FK_d929f3c2ad1ad3809d13079fa34"`);
    await queryRunner.query(`ALTER TABLE "insurance_claims" DROP CONSTRAINT "FK_f9aa8521276436a2fabe8f6b71d"`);
    await queryRunner.query(`ALTER TABLE "insurance_claims" DROP CONSTRAINT "FK_4c172c505349e3e2cdef1568bdb"`);
    await queryRunner.query(`ALTER TABLE "insurance_claims" DROP CONSTRAINT "FK_5b8a08e369611086231773dacde"`);
    await queryRunner.query(`ALTER TABLE "insurance_claims" DROP CONSTRAINT "FK_d43026209f6dfad76c2954f02fb"`);
    await queryRunner.query(`ALTER TABLE "insurance_claims" DROP CONSTRAINT "FK_23ef666952a3cbd98a567326385"`);
    await queryRunner.query(`ALTER TABLE "case_coverages" DROP CONSTRAINT "FK_a0d5d3571bec0dd635adf40b39c"`);
    await queryRunner.query(`ALTER TABLE "case_coverages" DROP CONSTRAINT "FK_a39e29bbe49a863312585d30512"`);
    await queryRunner.query(`ALTER TABLE "fee_schedule" DROP CONSTRAINT "FK_a27a05ceca18bd8b4445dd43ac6"`);
    await queryRunner.query(`ALTER TABLE "diagnosis_codes" DROP CONSTRAINT "FK_6c68af5499745c88373f7b4883b"`);
    await queryRunner.query(`ALTER TABLE "billing_lines" DROP CONSTRAINT "FK_c6451f8af5c765e8d7439b2f5b1"`);
    await queryRunner.query(`ALTER TABLE "billing_lines" DROP CONSTRAINT "FK_2ba9ab36d737a3d4d5c9f7d509d"`);
    await queryRunner.query(`ALTER TABLE "billing_lines" DROP CONSTRAINT "FK_4fcfeb7ea90acfbac2c8b93b227"`);
    await queryRunner.query(`ALTER TABLE "billing_lines" DROP CONSTRAINT "FK_b178a45228fc5e10f2f22333bec"`);
    await queryRunner.query(`ALTER TABLE "billing_lines" DROP CONSTRAINT "FK_f72d63755c03d02e7a1eec9e67c"`);
    await queryRunner.query(`ALTER TABLE "treatment_notes" DROP CONSTRAINT "FK_15cf33e5602a945fa9297c6d2bd"`);
    await queryRunner.query(`ALTER TABLE "treatment_notes" DROP CONSTRAINT "FK_cdc0b9d82f591d0e0f77981f99f"`);
    await queryRunner.query(`ALTER TABLE "treatment_notes" DROP CONSTRAINT "FK_2c6fa29021cade5e380c6648311"`);
    await queryRunner.query(`ALTER TABLE "treatment_notes" DROP CONSTRAINT "FK_fbaa3bc891e64c3922dcb3e28d6"`);
    await queryRunner.query(`ALTER TABLE "treatment_notes" DROP CONSTRAINT "FK_1d845a00e3ae12196c8e90f40d6"`);
    await queryRunner.query(`ALTER TABLE "treatment_notes" DROP CONSTRAINT "FK_9ea735912f1b3b6f52c0b809fce"`);
    await queryRunner.query(`ALTER TABLE "appointments" DROP CONSTRAINT "FK_a9007e2942ed679604ba1e987a1"`);
    await queryRunner.query(`ALTER TABLE "appointments" DROP CONSTRAINT "FK_3cf8c30e138f692e575c5dc420e"`);
    await queryRunner.query(`ALTER TABLE "appointments" DROP CONSTRAINT "FK_e3e268ed1125872144e68b9a41c"`);
    await queryRunner.query(`ALTER TABLE "appointments" DROP CONSTRAINT "FK_b5363abd84d7b5b3104a36d0e5e"`);
    await queryRunner.query(`ALTER TABLE "appointments" DROP CONSTRAINT "FK_3330f054416745deaa2cc130700"`);
    await queryRunner.query(`ALTER TABLE "appointments" DROP CONSTRAINT "FK_5de9b36b534afa4cdfc183b9e41"`);
    await queryRunner.query(`ALTER TABLE "rooms" DROP CONSTRAINT "FK_6788ab1ec185d5ca33504ea345a"`);
    await queryRunner.query(`ALTER TABLE "appointment_types" DROP CONSTRAINT "FK_d3ef49d60fdce1162d11e71673a"`);
    await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT "users_npi_check"`);
    await queryRunner.query(`ALTER TABLE "patients" DROP CONSTRAINT "patients_sex_check"`);
    await queryRunner.query(`ALTER TABLE "clinics" DROP CONSTRAINT "clinics_npi_check"`);
    await queryRunner.query(`ALTER TABLE "clinics" DROP CONSTRAINT "clinics_tax_id_check"`);
    await queryRunner.query(`ALTER TABLE "billing" DROP CONSTRAINT "UQ_59cfe435dbf62958244c4fed4dc"`);
    await queryRunner.query(`ALTER TABLE "billing" DROP COLUMN "treatment_note_id"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "npi"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "is_provider"`);
    await queryRunner.query(`ALTER TABLE "patients" DROP COLUMN "sex"`);
    await queryRunner.query(`ALTER TABLE "clinics" DROP COLUMN "tax_id"`);
    await queryRunner.query(`ALTER TABLE "clinics" DROP COLUMN "npi"`);
    await queryRunner.query(`DROP INDEX "public"."treatment_plans_one_active_idx"`);
    await queryRunner.query(`DROP INDEX "public"."treatment_plans_clinic_idx"`);
    await queryRunner.query(`DROP TABLE "treatment_plans"`);
    await queryRunner.query(`DROP INDEX "public"."insurance_claims_clinic_idx"`);
    await queryRunner.query(`DROP INDEX "public"."insurance_claims_case_idx"`);
    await queryRunner.query(`DROP TABLE "insurance_claims"`);
    await queryRunner.query(`DROP INDEX "public"."case_coverages_case_idx"`);
    await queryRunner.query(`DROP INDEX "public"."case_coverages_clinic_idx"`);
    await queryRunner.query(`DROP TABLE "case_coverages"`);
    await queryRunner.query(`DROP INDEX "public"."fee_schedule_clinic_code_idx"`);
    await queryRunner.query(`DROP TABLE "fee_schedule"`);
    await queryRunner.query(`DROP TABLE "diagnosis_codes"`);
    await queryRunner.query(`DROP INDEX "public"."billing_lines_billing_idx"`);
    await queryRunner.query(`DROP INDEX "public"."billing_lines_case_idx"`);
    await queryRunner.query(`DROP TABLE "billing_lines"`);
    await queryRunner.query(`DROP INDEX "public"."treatment_notes_clinic_created_idx"`);
    await queryRunner.query(`DROP INDEX "public"."treatment_notes_case_idx"`);
    await queryRunner.query(`DROP INDEX "public"."treatment_notes_patient_idx"`);
    await queryRunner.query(`DROP TABLE "treatment_notes"`);
    await queryRunner.query(`DROP INDEX "public"."appointments_clinic_start_idx"`);
    await queryRunner.query(`DROP INDEX "public"."appointments_provider_start_idx"`);
    await queryRunner.query(`DROP INDEX "public"."appointments_patient_start_idx"`);
    await queryRunner.query(`DROP INDEX "public"."appointments_case_start_idx"`);
    await queryRunner.query(`DROP TABLE "appointments"`);
    await queryRunner.query(`DROP INDEX "public"."rooms_clinic_name_idx"`);
    await queryRunner.query(`DROP TABLE "rooms"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_d3ef49d60fdce1162d11e71673"`);
    await queryRunner.query(`DROP TABLE "appointment_types"`);
  }
}
