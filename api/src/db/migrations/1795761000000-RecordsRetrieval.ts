import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addNotificationKind, removeNotificationKind } from '../notification-kind-check';

/** Records retrieval (issue 27): the spec's records_retrieval, its disclosures, and the records_request notification kind. */
export class RecordsRetrieval1795761000000 implements MigrationInterface {
  name = 'RecordsRetrieval1795761000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "records_retrieval" ("id" SERIAL NOT NULL, "case_id" integer NOT NULL, "patient_id" integer NOT NULL, "clinic_id" integer NOT NULL, "requester_side" text NOT NULL, "attorney_id" integer, "provider_clinic_id" integer, "provider_name" text NOT NULL, "provider_type" text NOT NULL, "provider_email" text, "provider_fax" text, "record_type" text NOT NULL, "request_method" text NOT NULL, "authorization_document_id" integer NOT NULL, "requested_by" text, "assigned_to" text, "priority" text NOT NULL DEFAULT 'normal', "status" text NOT NULL DEFAULT 'pending', "request_sent_date" TIMESTAMP WITH TIME ZONE, "due_date" date NOT NULL, "follow_up_count" integer NOT NULL DEFAULT '0', "last_follow_up_date" TIMESTAMP WITH TIME ZONE, "received_date" TIMESTAMP WITH TIME ZONE, "completion_time" integer, "documents_received" text array NOT NULL DEFAULT '{}', "missing_documents" text, "automated_reminders" boolean NOT NULL DEFAULT true, "next_reminder_date" TIMESTAMP WITH TIME ZONE, "overdue_notified_at" TIMESTAMP WITH TIME ZONE, "cancel_reason" text, "notes" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "records_retrieval_dates_check" CHECK ("follow_up_count" >= 0 AND ("completion_time" IS NULL OR "completion_time" >= 0) AND ("status" = 'pending' OR "status" = 'cancelled' OR "request_sent_date" IS NOT NULL) AND ("status" NOT IN ('partial', 'received') OR "received_date" IS NOT NULL)), CONSTRAINT "records_retrieval_platform_check" CHECK (("request_method" = 'platform') = ("provider_clinic_id" IS NOT NULL) AND ("request_method" <> 'email' OR "provider_email" IS NOT NULL)), CONSTRAINT "records_retrieval_side_check" CHECK ("requester_side" IN ('attorney', 'clinic')), CONSTRAINT "records_retrieval_status_check" CHECK ("status" IN ('pending', 'sent', 'partial', 'received', 'cancelled')), CONSTRAINT "records_retrieval_priority_check" CHECK ("priority" IN ('low', 'normal', 'high', 'urgent')), CONSTRAINT "records_retrieval_method_check" CHECK ("request_method" IN ('platform', 'email', 'fax', 'portal')), CONSTRAINT "records_retrieval_record_type_check" CHECK ("record_type" IN ('medical_records', 'billing_records', 'records_and_bills', 'imaging')), CONSTRAINT "records_retrieval_provider_type_check" CHECK ("provider_type" IN ('clinic', 'physician', 'hospital', 'imaging', 'physical_therapy', 'pharmacy', 'other')), CONSTRAINT "PK_f579ac5217d639bce2d7a471528" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "records_retrieval_reminder_idx" ON "records_retrieval"  ("next_reminder_date") WHERE "status" IN ('sent', 'partial') AND "automated_reminders"`,
    );
    await queryRunner.query(
      `CREATE INDEX "records_retrieval_clinic_idx" ON "records_retrieval"  ("clinic_id", "status", "due_date") `,
    );
    await queryRunner.query(
      `CREATE INDEX "records_retrieval_attorney_idx" ON "records_retrieval"  ("attorney_id", "status", "due_date") `,
    );
    await queryRunner.query(
      `CREATE INDEX "records_retrieval_provider_idx" ON "records_retrieval"  ("provider_clinic_id", "status", "created_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "records_retrieval_case_idx" ON "records_retrieval"  ("case_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "records_disclosures" ("id" SERIAL NOT NULL, "request_id" integer NOT NULL, "clinic_id" integer NOT NULL, "document_id" integer NOT NULL, "kind" text NOT NULL, "file_name" text NOT NULL, "authorization_document_id" integer NOT NULL, "disclosed_by" text, "disclosed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "records_disclosures_document_key" UNIQUE ("request_id", "document_id"), CONSTRAINT "records_disclosures_kind_check" CHECK ("kind" IN ('document', 'statement')), CONSTRAINT "PK_e6f40d29143f9ddf3f58b72ff1a" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "records_retrieval" ADD CONSTRAINT "FK_2ecad85ba2cf1456d707e14718c" FOREIGN KEY ("case_id") REFERENCES "cases"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "records_retrieval" ADD CONSTRAINT "FK_de9cf1f5ec189e3f22475507ff8" FOREIGN KEY ("patient_id") REFERENCES "patients"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "records_retrieval" ADD CONSTRAINT "FK_73c068c1b50945a55ec77d649fd" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "records_retrieval" ADD CONSTRAINT "FK_c82be2641f07169eee947e85428" FOREIGN KEY ("attorney_id") REFERENCES "attorneys"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "records_retrieval" ADD CONSTRAINT "FK_901a66b6565647f8d5f2f416c1c" FOREIGN KEY ("provider_clinic_id") REFERENCES "clinics"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "records_retrieval" ADD CONSTRAINT "FK_e0d58d337b17c27be28645b42ea" FOREIGN KEY ("authorization_document_id") REFERENCES "documents"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "records_retrieval" ADD CONSTRAINT "FK_2227867e7a179cb84c4a70ad02f" FOREIGN KEY ("requested_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "records_retrieval" ADD CONSTRAINT "FK_cc2b2b2e3c0c7abeea04d39424f" FOREIGN KEY ("assigned_to") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "records_disclosures" ADD CONSTRAINT "FK_1a321e7a878fc7f3ccf2fe47af9" FOREIGN KEY ("request_id") REFERENCES "records_retrieval"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "records_disclosures" ADD CONSTRAINT "FK_d866cf9ced9c9dbc6e2e7822a21" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "records_disclosures" ADD CONSTRAINT "FK_d9a2145f29a6b0dbea5ae120dc4" FOREIGN KEY ("document_id") REFERENCES "documents"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "records_disclosures" ADD CONSTRAINT "FK_2d1d1b9c50876dc2192d9a90b66" FOREIGN KEY ("authorization_document_id") REFERENCES "documents"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "records_disclosures" ADD CONSTRAINT "FK_87170475aafa494369e5e43682c" FOREIGN KEY ("disclosed_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await addNotificationKind(queryRunner, 'records_request');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await removeNotificationKind(queryRunner, 'records_request');
    await queryRunner.query(`ALTER TABLE "records_disclosures" DROP CONSTRAINT "FK_87170475aafa494369e5e43682c"`);
    await queryRunner.query(`ALTER TABLE "records_disclosures" DROP CONSTRAINT "FK_2d1d1b9c50876dc2192d9a90b66"`);
    await queryRunner.query(`ALTER TABLE "records_disclosures" DROP CONSTRAINT "FK_d9a2145f29a6b0dbea5ae120dc4"`);
    await queryRunner.query(`ALTER TABLE "records_disclosures" DROP CONSTRAINT "FK_d866cf9ced9c9dbc6e2e7822a21"`);
    await queryRunner.query(`ALTER TABLE "records_disclosures" DROP CONSTRAINT "FK_1a321e7a878fc7f3ccf2fe47af9"`);
    await queryRunner.query(`ALTER TABLE "records_retrieval" DROP CONSTRAINT "FK_cc2b2b2e3c0c7abeea04d39424f"`);
    await queryRunner.query(`ALTER TABLE "records_retrieval" DROP CONSTRAINT "FK_2227867e7a179cb84c4a70ad02f"`);
    await queryRunner.query(`ALTER TABLE "records_retrieval" DROP CONSTRAINT "FK_e0d58d337b17c27be28645b42ea"`);
    await queryRunner.query(`ALTER TABLE "records_retrieval" DROP CONSTRAINT "FK_901a66b6565647f8d5f2f416c1c"`);
    await queryRunner.query(`ALTER TABLE "records_retrieval" DROP CONSTRAINT "FK_c82be2641f07169eee947e85428"`);
    await queryRunner.query(`ALTER TABLE "records_retrieval" DROP CONSTRAINT "FK_73c068c1b50945a55ec77d649fd"`);
    await queryRunner.query(`ALTER TABLE "records_retrieval" DROP CONSTRAINT "FK_de9cf1f5ec189e3f22475507ff8"`);
    await queryRunner.query(`ALTER TABLE "records_retrieval" DROP CONSTRAINT "FK_2ecad85ba2cf1456d707e14718c"`);
    await queryRunner.query(`DROP TABLE "records_disclosures"`);
    await queryRunner.query(`DROP INDEX "public"."records_retrieval_case_idx"`);
    await queryRunner.query(`DROP INDEX "public"."records_retrieval_provider_idx"`);
    await queryRunner.query(`DROP INDEX "public"."records_retrieval_attorney_idx"`);
    await queryRunner.query(`DROP INDEX "public"."records_retrieval_clinic_idx"`);
    await queryRunner.query(`DROP INDEX "public"."records_retrieval_reminder_idx"`);
    await queryRunner.query(`DROP TABLE "records_retrieval"`);
  }
}
