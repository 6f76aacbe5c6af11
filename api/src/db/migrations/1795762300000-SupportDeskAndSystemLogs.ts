import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addNotificationKind, removeNotificationKind } from '../notification-kind-check';

const supportKind = 'support_ticket';

/**
 * The support desk (tickets, messages, attachments, templates, escalations, activity; decisions
 * 450-456), system logs (457-458), the ticket number sequence and the support_ticket notification kind.
 */
export class SupportDeskAndSystemLogs1795762300000 implements MigrationInterface {
  name = 'SupportDeskAndSystemLogs1795762300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE SEQUENCE "support_ticket_number_seq" START 1001`);
    await queryRunner.query(
      `CREATE TABLE "support_tickets" ("id" SERIAL NOT NULL, "ticket_number" text NOT NULL, "category" text NOT NULL, "priority" text NOT NULL DEFAULT 'normal', "status" text NOT NULL DEFAULT 'open', "subject" text NOT NULL, "description" text NOT NULL, "requester_type" text NOT NULL, "requester_id" text, "requester_email" text NOT NULL, "requester_name" text NOT NULL, "clinic_id" integer, "attorney_id" integer, "assigned_to_id" text, "assigned_at" TIMESTAMP WITH TIME ZONE, "sla_deadline" TIMESTAMP WITH TIME ZONE NOT NULL, "first_response_due_at" TIMESTAMP WITH TIME ZONE NOT NULL, "paused_at" TIMESTAMP WITH TIME ZONE, "paused_minutes" integer NOT NULL DEFAULT '0', "first_response_breached_at" TIMESTAMP WITH TIME ZONE, "resolution_breached_at" TIMESTAMP WITH TIME ZONE, "first_response_at" TIMESTAMP WITH TIME ZONE, "resolved_at" TIMESTAMP WITH TIME ZONE, "closed_at" TIMESTAMP WITH TIME ZONE, "response_time_minutes" integer, "resolution_time_minutes" integer, "tags" text array NOT NULL DEFAULT '{}', "attachments" jsonb NOT NULL DEFAULT '[]', "internal_notes" text, "resolution" text, "satisfaction_rating" integer, "satisfaction_comment" text, "created_by" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "support_tickets_times_check" CHECK ("response_time_minutes" >= 0 AND "resolution_time_minutes" >= 0), CONSTRAINT "support_tickets_resolved_check" CHECK ("status" NOT IN ('resolved', 'closed') OR "resolved_at" IS NOT NULL), CONSTRAINT "support_tickets_paused_check" CHECK ("paused_at" IS NULL OR "status" = 'pending'), CONSTRAINT "support_tickets_rating_check" CHECK ("satisfaction_rating" IS NULL OR ("satisfaction_rating" BETWEEN 1 AND 5 AND "status" IN ('resolved', 'closed'))), CONSTRAINT "support_tickets_subject_check" CHECK (length(trim("subject")) BETWEEN 1 AND 200), CONSTRAINT "support_tickets_requester_type_check" CHECK ("requester_type" IN ('clinic_staff', 'clinic_admin', 'attorney', 'patient')), CONSTRAINT "support_tickets_status_check" CHECK ("status" IN ('open', 'pending', 'resolved', 'closed')), CONSTRAINT "support_tickets_priority_check" CHECK ("priority" IN ('low', 'normal', 'high', 'urgent')), CONSTRAINT "support_tickets_category_check" CHECK ("category" IN ('technical', 'billing', 'account', 'data', 'feature_request', 'other')), CONSTRAINT "PK_942e8d8f5df86100471d2324643" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "support_tickets_assignee_idx" ON "support_tickets"  ("assigned_to_id", "status") `,
    );
    await queryRunner.query(
      `CREATE INDEX "support_tickets_clinic_idx" ON "support_tickets"  ("clinic_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "support_tickets_requester_idx" ON "support_tickets"  ("requester_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "support_tickets_status_idx" ON "support_tickets"  ("status", "created_at") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "support_tickets_ticket_number_key" ON "support_tickets"  ("ticket_number") `,
    );
    await queryRunner.query(
      `CREATE TABLE "ticket_messages" ("id" SERIAL NOT NULL, "ticket_id" integer NOT NULL, "sender_id" text, "sender_type" text NOT NULL, "sender_name" text NOT NULL, "message" text NOT NULL, "is_internal" boolean NOT NULL DEFAULT false, "attachments" jsonb NOT NULL DEFAULT '[]', "read_by_customer" boolean NOT NULL DEFAULT false, "read_by_agent" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "ticket_messages_message_check" CHECK (length(trim("message")) BETWEEN 1 AND 10000), CONSTRAINT "ticket_messages_internal_check" CHECK (NOT "is_internal" OR "sender_type" = 'agent'), CONSTRAINT "ticket_messages_sender_type_check" CHECK ("sender_type" IN ('requester', 'agent', 'system')), CONSTRAINT "PK_37beb692dedf7eccb4e519ccec1" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "ticket_messages_ticket_idx" ON "ticket_messages"  ("ticket_id", "id") `);
    await queryRunner.query(
      `CREATE TABLE "ticket_attachments" ("id" SERIAL NOT NULL, "ticket_id" integer NOT NULL, "message_id" integer, "file_name" text NOT NULL, "content_type" text NOT NULL, "file_size" integer NOT NULL, "storage_key" text NOT NULL, "uploaded_by" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "ticket_attachments_size_check" CHECK ("file_size" > 0), CONSTRAINT "PK_7e5011f87f95e78fe4bd7d982a3" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "ticket_attachments_ticket_idx" ON "ticket_attachments"  ("ticket_id", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "ticket_templates" ("id" SERIAL NOT NULL, "template_name" text NOT NULL, "category" text, "subject" text, "message" text NOT NULL, "tags" text array NOT NULL DEFAULT '{}', "is_active" boolean NOT NULL DEFAULT true, "usage_count" integer NOT NULL DEFAULT '0', "created_by" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "ticket_templates_name_check" CHECK (length(trim("template_name")) BETWEEN 1 AND 120), CONSTRAINT "ticket_templates_usage_check" CHECK ("usage_count" >= 0), CONSTRAINT "ticket_templates_category_check" CHECK ("category" IS NULL OR "category" IN ('technical', 'billing', 'account', 'data', 'feature_request', 'other')), CONSTRAINT "PK_67fabea948b9172a185bba6d4ea" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "ticket_templates_name_key" ON "ticket_templates"  ("template_name") `,
    );
    await queryRunner.query(
      `CREATE TABLE "ticket_escalations" ("id" SERIAL NOT NULL, "ticket_id" integer NOT NULL, "kind" text NOT NULL, "escalated_by" text, "escalated_to" text, "reason" text NOT NULL, "previous_priority" text NOT NULL, "new_priority" text NOT NULL, "status" text NOT NULL DEFAULT 'pending', "resolved_at" TIMESTAMP WITH TIME ZONE, "resolution" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "ticket_escalations_priority_check" CHECK ("previous_priority" IN ('low', 'normal', 'high', 'urgent') AND "new_priority" IN ('low', 'normal', 'high', 'urgent')), CONSTRAINT "ticket_escalations_status_check" CHECK ("status" IN ('pending', 'acknowledged', 'resolved')), CONSTRAINT "ticket_escalations_kind_check" CHECK ("kind" IN ('first_response', 'resolution', 'manual')), CONSTRAINT "PK_7b75b854f02a4ec6b557a89bc79" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "ticket_escalations_status_idx" ON "ticket_escalations"  ("status", "created_at") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "ticket_escalations_breach_key" ON "ticket_escalations"  ("ticket_id", "kind") WHERE "kind" <> 'manual'`,
    );
    await queryRunner.query(
      `CREATE TABLE "ticket_activity_log" ("id" SERIAL NOT NULL, "ticket_id" integer NOT NULL, "actor_id" text, "actor_type" text NOT NULL, "actor_name" text NOT NULL, "action" text NOT NULL, "changes" jsonb, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "ticket_activity_log_actor_type_check" CHECK ("actor_type" IN ('requester', 'agent', 'system')), CONSTRAINT "PK_8cb4fe304302a9ec986965abdf4" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "ticket_activity_log_ticket_idx" ON "ticket_activity_log"  ("ticket_id", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "system_logs" ("id" SERIAL NOT NULL, "level" text NOT NULL, "source" text NOT NULL, "message" text NOT NULL, "metadata" jsonb, "stack_trace" text, "correlation_id" text, "user_id" text, "ip_address" text, "user_agent" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "system_logs_level_check" CHECK ("level" IN ('warn', 'error')), CONSTRAINT "PK_56861c4b9d16aa90259f4ce0a2c" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "system_logs_user_idx" ON "system_logs"  ("user_id", "created_at") `);
    await queryRunner.query(`CREATE INDEX "system_logs_correlation_idx" ON "system_logs"  ("correlation_id") `);
    await queryRunner.query(`CREATE INDEX "system_logs_source_idx" ON "system_logs"  ("source", "created_at") `);
    await queryRunner.query(`CREATE INDEX "system_logs_level_idx" ON "system_logs"  ("level", "created_at") `);
    await queryRunner.query(`CREATE INDEX "system_logs_created_idx" ON "system_logs"  ("created_at", "id") `);
    await queryRunner.query(
      `ALTER TABLE "support_tickets" ADD CONSTRAINT "FK_d9851c19a37b70451f6a9ae0c3d" FOREIGN KEY ("requester_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "support_tickets" ADD CONSTRAINT "FK_e2b5b0609e289a499f41f2ed420" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "support_tickets" ADD CONSTRAINT "FK_ad9f211b78eed885453b0081a47" FOREIGN KEY ("attorney_id") REFERENCES "attorneys"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "support_tickets" ADD CONSTRAINT "FK_d9de5400cea009d93a7a436adec" FOREIGN KEY ("assigned_to_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "support_tickets" ADD CONSTRAINT "FK_b819b3cb43af2e7924e8892c9bc" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "ticket_messages" ADD CONSTRAINT "FK_75b3a5f421dbf7b73778da519cb" FOREIGN KEY ("ticket_id") REFERENCES "support_tickets"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "ticket_messages" ADD CONSTRAINT "FK_3d868a55b55881874b4922aa119" FOREIGN KEY ("sender_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "ticket_attachments" ADD CONSTRAINT "FK_0301cfaf908edba6ce419eb66b0" FOREIGN KEY ("ticket_id") REFERENCES "support_tickets"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "ticket_attachments" ADD CONSTRAINT "FK_0571b827b74076e72e0221d13de" FOREIGN KEY ("message_id") REFERENCES "ticket_messages"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "ticket_attachments" ADD CONSTRAINT "FK_49eb7c1ea9799b6fcc0b0042c42" FOREIGN KEY ("uploaded_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "ticket_templates" ADD CONSTRAINT "FK_f6527a289ef1462cfee6edef8ff" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "ticket_escalations" ADD CONSTRAINT "FK_81f54c54370399451a618e617d3" FOREIGN KEY ("ticket_id") REFERENCES "support_tickets"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "ticket_escalations" ADD CONSTRAINT "FK_a82f949ea257cb56320b90f4572" FOREIGN KEY ("escalated_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "ticket_escalations" ADD CONSTRAINT "FK_3b99868a5c81f453f9fc1bafc31" FOREIGN KEY ("escalated_to") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "ticket_activity_log" ADD CONSTRAINT "FK_5f308ca7f60ca265ae586a5309e" FOREIGN KEY ("ticket_id") REFERENCES "support_tickets"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "ticket_activity_log" ADD CONSTRAINT "FK_8d6f99a084d7a8da66593b5ea4d" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE INDEX "system_logs_message_trgm_idx" ON "system_logs" USING gin ("message" gin_trgm_ops)`,
    );
    await addNotificationKind(queryRunner, supportKind);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "notifications" WHERE "kind" = '${supportKind}'`);
    await queryRunner.query(`DELETE FROM "notification_preferences" WHERE "kind" = '${supportKind}'`);
    await removeNotificationKind(queryRunner, supportKind);
    await queryRunner.query(`DROP INDEX "public"."system_logs_message_trgm_idx"`);
    await queryRunner.query(`ALTER TABLE "ticket_activity_log" DROP CONSTRAINT "FK_8d6f99a084d7a8da66593b5ea4d"`);
    await queryRunner.query(`ALTER TABLE "ticket_activity_log" DROP CONSTRAINT "FK_5f308ca7f60ca265ae586a5309e"`);
    await queryRunner.query(`ALTER TABLE "ticket_escalations" DROP CONSTRAINT "FK_3b99868a5c81f453f9fc1bafc31"`);
    await queryRunner.query(`ALTER TABLE "ticket_escalations" DROP CONSTRAINT "FK_a82f949ea257cb56320b90f4572"`);
    await queryRunner.query(`ALTER TABLE "ticket_escalations" DROP CONSTRAINT "FK_81f54c54370399451a618e617d3"`);
    await queryRunner.query(`ALTER TABLE "ticket_templates" DROP CONSTRAINT "FK_f6527a289ef1462cfee6edef8ff"`);
    await queryRunner.query(`ALTER TABLE "ticket_attachments" DROP CONSTRAINT "FK_49eb7c1ea9799b6fcc0b0042c42"`);
    await queryRunner.query(`ALTER TABLE "ticket_attachments" DROP CONSTRAINT "FK_0571b827b74076e72e0221d13de"`);
    await queryRunner.query(`ALTER TABLE "ticket_attachments" DROP CONSTRAINT "FK_0301cfaf908edba6ce419eb66b0"`);
    await queryRunner.query(`ALTER TABLE "ticket_messages" DROP CONSTRAINT "FK_3d868a55b55881874b4922aa119"`);
    await queryRunner.query(`ALTER TABLE "ticket_messages" DROP CONSTRAINT "FK_75b3a5f421dbf7b73778da519cb"`);
    await queryRunner.query(`ALTER TABLE "support_tickets" DROP CONSTRAINT "FK_b819b3cb43af2e7924e8892c9bc"`);
    await queryRunner.query(`ALTER TABLE "support_tickets" DROP CONSTRAINT "FK_d9de5400cea009d93a7a436adec"`);
    await queryRunner.query(`ALTER TABLE "support_tickets" DROP CONSTRAINT "FK_ad9f211b78eed885453b0081a47"`);
    await queryRunner.query(`ALTER TABLE "support_tickets" DROP CONSTRAINT "FK_e2b5b0609e289a499f41f2ed420"`);
    await queryRunner.query(`ALTER TABLE "support_tickets" DROP CONSTRAINT "FK_d9851c19a37b70451f6a9ae0c3d"`);
    await queryRunner.query(`DROP INDEX "public"."system_logs_created_idx"`);
    await queryRunner.query(`DROP INDEX "public"."system_logs_level_idx"`);
    await queryRunner.query(`DROP INDEX "public"."system_logs_source_idx"`);
    await queryRunner.query(`DROP INDEX "public"."system_logs_correlation_idx"`);
    await queryRunner.query(`DROP INDEX "public"."system_logs_user_idx"`);
    await queryRunner.query(`DROP TABLE "system_logs"`);
    await queryRunner.query(`DROP INDEX "public"."ticket_activity_log_ticket_idx"`);
    await queryRunner.query(`DROP TABLE "ticket_activity_log"`);
    await queryRunner.query(`DROP INDEX "public"."ticket_escalations_breach_key"`);
    await queryRunner.query(`DROP INDEX "public"."ticket_escalations_status_idx"`);
    await queryRunner.query(`DROP TABLE "ticket_escalations"`);
    await queryRunner.query(`DROP INDEX "public"."ticket_templates_name_key"`);
    await queryRunner.query(`DROP TABLE "ticket_templates"`);
    await queryRunner.query(`DROP INDEX "public"."ticket_attachments_ticket_idx"`);
    await queryRunner.query(`DROP TABLE "ticket_attachments"`);
    await queryRunner.query(`DROP INDEX "public"."ticket_messages_ticket_idx"`);
    await queryRunner.query(`DROP TABLE "ticket_messages"`);
    await queryRunner.query(`DROP INDEX "public"."support_tickets_ticket_number_key"`);
    await queryRunner.query(`DROP INDEX "public"."support_tickets_status_idx"`);
    await queryRunner.query(`DROP INDEX "public"."support_tickets_requester_idx"`);
    await queryRunner.query(`DROP INDEX "public"."support_tickets_clinic_idx"`);
    await queryRunner.query(`DROP INDEX "public"."support_tickets_assignee_idx"`);
    await queryRunner.query(`DROP TABLE "support_tickets"`);
    await queryRunner.query(`DROP SEQUENCE "support_ticket_number_seq"`);
  }
}
