import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Foundation1795359279677 implements MigrationInterface {
  name = 'Foundation1795359279677';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "attorneys" ("id" SERIAL NOT NULL, "first_name" text NOT NULL, "last_name" text NOT NULL, "email" text NOT NULL, "phone" text, "firm_name" text NOT NULL, "bar_number" text, "firm_address" text, "specialization" text NOT NULL DEFAULT 'personal_injury', "is_active" boolean NOT NULL DEFAULT true, "has_account" boolean NOT NULL DEFAULT false, "invite_status" text NOT NULL DEFAULT 'pending', "invited_at" TIMESTAMP WITH TIME ZONE, "joined_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_ebef6d2751308f83582bfcd0a3d" UNIQUE ("email"), CONSTRAINT "attorneys_email_lower_check" CHECK ("email" = lower("email")), CONSTRAINT "PK_b4ec77ca2130f3ed11953c04118" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "plans" ("id" SERIAL NOT NULL, "code" text NOT NULL, "name" text NOT NULL, "monthly_price" numeric(10,2) NOT NULL, "annual_price" numeric(10,2) NOT NULL, "max_users" integer, "max_active_cases" integer, "storage_gb" integer NOT NULL, "support_level" text NOT NULL, "sort_order" integer NOT NULL DEFAULT '0', "is_active" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_95f7ef3fc4c31a3545b4d825dd4" UNIQUE ("code"), CONSTRAINT "PK_3720521a81c7c24fe9b7202ba61" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "clinics" ("id" SERIAL NOT NULL, "name" text NOT NULL, "address" text, "city" text, "state" text, "zip_code" text, "phone" text, "email" text, "license_number" text, "subscription_plan" text NOT NULL DEFAULT 'professional', "billing_frequency" text NOT NULL DEFAULT 'annual', "billing_status" text NOT NULL DEFAULT 'trial', "monthly_rate" numeric(10,2) NOT NULL DEFAULT '349', "annual_rate" numeric(10,2) NOT NULL DEFAULT '3500', "current_amount" numeric(10,2), "next_billing_date" date, "trial_ends_at" TIMESTAMP WITH TIME ZONE, "is_active" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "clinics_billing_frequency_check" CHECK ("billing_frequency" IN ('monthly', 'annual')), CONSTRAINT "clinics_billing_status_check" CHECK ("billing_status" IN ('trial', 'active', 'overdue', 'suspended', 'cancelled')), CONSTRAINT "PK_5513b659e4d12b01a8ab3956abc" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "users" ("id" text NOT NULL, "email" text NOT NULL, "password_hash" text, "first_name" text NOT NULL DEFAULT '', "last_name" text NOT NULL DEFAULT '', "profile_image_url" text, "role" text NOT NULL DEFAULT 'clinic_staff', "clinic_id" integer, "attorney_id" integer, "is_active" boolean NOT NULL DEFAULT true, "last_login_at" TIMESTAMP WITH TIME ZONE, "auth_provider" text NOT NULL DEFAULT 'local', "google_id" text, "apple_id" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_97672ac88f789774dd47f7c8be3" UNIQUE ("email"), CONSTRAINT "users_role_link_check" CHECK (("role" IN ('clinic_staff', 'clinic_admin') AND "clinic_id" IS NOT NULL) OR ("role" = 'attorney' AND "attorney_id" IS NOT NULL) OR "role" = 'super_admin'), CONSTRAINT "users_role_check" CHECK ("role" IN ('clinic_staff', 'clinic_admin', 'attorney', 'super_admin')), CONSTRAINT "users_email_lower_check" CHECK ("email" = lower("email")), CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_e01b3eb43a6c8ae7d74d1ceeb2" ON "users"  ("clinic_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_d63648f4bcae4dc9791913a960" ON "users"  ("attorney_id") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_cb3a7c59ffdb91d1f5de6717af" ON "users"  ("google_id") WHERE "google_id" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_9a46402991c2049c19838c568d" ON "users"  ("apple_id") WHERE "apple_id" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE TABLE "account_activity" ("id" BIGSERIAL NOT NULL, "user_id" text, "activity_type" text NOT NULL, "entity_type" text, "entity_id" text, "description" text, "ip_address" text, "user_agent" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_b7ec3361aff04ce86cabbedf545" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "account_activity_user_created_idx" ON "account_activity"  ("user_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "patients" ("id" SERIAL NOT NULL, "clinic_id" integer NOT NULL, "first_name" text NOT NULL, "last_name" text NOT NULL, "email" text, "phone" text, "date_of_birth" date, "address" text, "city" text, "state" text, "zip_code" text, "emergency_contact" text, "emergency_phone" text, "emergency_relation" text, "insurance_provider" text, "insurance_policy_number" text, "notes" text, "status" text NOT NULL DEFAULT 'intake', "status_changed_at" TIMESTAMP WITH TIME ZONE, "status_changed_by" text, "is_active" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a7f0b9fcbb3469d5ec0b0aceaa7" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "patients_clinic_name_idx" ON "patients"  ("clinic_id", "last_name", "first_name") `,
    );
    await queryRunner.query(
      `CREATE TABLE "cases" ("id" SERIAL NOT NULL, "case_number" text NOT NULL, "title" text, "patient_id" integer NOT NULL, "attorney_id" integer, "clinic_id" integer NOT NULL, "case_type" text NOT NULL, "status" text NOT NULL DEFAULT 'active_treatment', "accident_date" date, "description" text, "notes" text, "settlement_amount" numeric(10,2), "is_active" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_e4b62fdecb8c5dfac7caf8c312e" UNIQUE ("case_number"), CONSTRAINT "cases_case_type_check" CHECK ("case_type" IN ('auto_accident', 'slip_fall', 'work_injury', 'medical_malpractice', 'other')), CONSTRAINT "cases_status_check" CHECK ("status" IN ('active_treatment', 'attorney_review', 'settlement_negotiation', 'closed')), CONSTRAINT "PK_264acb3048c240fb89aa34626db" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_8c29bbd52f57311cd8c1f83207" ON "cases"  ("patient_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_6008115c9533b30fc36294edad" ON "cases"  ("attorney_id") `);
    await queryRunner.query(`CREATE INDEX "cases_clinic_created_idx" ON "cases"  ("clinic_id", "created_at") `);
    await queryRunner.query(
      `CREATE TABLE "billing" ("id" SERIAL NOT NULL, "case_id" integer NOT NULL, "clinic_id" integer NOT NULL, "invoice_number" text NOT NULL, "amount" numeric(10,2) NOT NULL, "adjusted_amount" numeric(10,2), "description" text, "status" text NOT NULL DEFAULT 'pending', "due_date" date, "paid_date" date, "payment_method" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_505dfca55453c1d156467e773d6" UNIQUE ("invoice_number"), CONSTRAINT "billing_amount_check" CHECK ("amount" >= 0), CONSTRAINT "billing_status_check" CHECK ("status" IN ('pending', 'submitted', 'paid', 'denied')), CONSTRAINT "PK_d9043caf3033c11ed3d1b29f73c" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_cec1ab117c80e0a2867b5cd0bd" ON "billing"  ("case_id") `);
    await queryRunner.query(`CREATE INDEX "billing_clinic_status_idx" ON "billing"  ("clinic_id", "status") `);
    await queryRunner.query(
      `CREATE TABLE "case_transfers" ("id" SERIAL NOT NULL, "case_id" integer NOT NULL, "clinic_id" integer NOT NULL, "from_attorney_id" integer, "to_attorney_id" integer, "reason" text, "transferred_by" text NOT NULL, "transfer_date" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "notes" text, CONSTRAINT "PK_1b05e065aff76261de201856b14" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_f2617bc58732e85dff661b7287" ON "case_transfers"  ("case_id") `);
    await queryRunner.query(
      `CREATE TABLE "documents" ("id" SERIAL NOT NULL, "case_id" integer NOT NULL, "clinic_id" integer NOT NULL, "uploaded_by" text, "file_name" text NOT NULL, "file_type" text NOT NULL, "file_size" bigint NOT NULL, "file_path" text NOT NULL, "document_type" text NOT NULL DEFAULT 'medical_record', "description" text, "is_confidential" boolean NOT NULL DEFAULT true, "upload_date" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_49b16254cb994d8699575b19bd7" UNIQUE ("file_path"), CONSTRAINT "documents_document_type_check" CHECK ("document_type" IN ('medical_record', 'imaging', 'report', 'legal_document', 'insurance', 'other')), CONSTRAINT "PK_ac51aa5181ee2036f5ca482857c" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_a415239138695edf2df57a3773" ON "documents"  ("case_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_88d5dea863f5d6026f16ea8ea5" ON "documents"  ("clinic_id") `);
    await queryRunner.query(
      `CREATE TABLE "messages" ("id" SERIAL NOT NULL, "case_id" integer NOT NULL, "clinic_id" integer NOT NULL, "sender_id" text, "recipient_id" text, "recipient_type" text NOT NULL DEFAULT 'patient', "subject" text NOT NULL, "content" text NOT NULL, "message_type" text NOT NULL DEFAULT 'internal', "is_read" boolean NOT NULL DEFAULT false, "parent_message_id" integer, "sent_date" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "messages_recipient_type_check" CHECK ("recipient_type" IN ('patient', 'attorney', 'insurance', 'internal')), CONSTRAINT "PK_18325f38ae6de43878487eff986" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "messages_clinic_sent_idx" ON "messages"  ("clinic_id", "sent_date") `);
    await queryRunner.query(`CREATE INDEX "messages_case_sent_idx" ON "messages"  ("case_id", "sent_date") `);
    await queryRunner.query(
      `CREATE TABLE "patient_status_history" ("id" SERIAL NOT NULL, "patient_id" integer NOT NULL, "clinic_id" integer NOT NULL, "previous_status" text, "new_status" text NOT NULL, "changed_by" text, "changed_by_name" text, "reason" text, "notes" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_f6a57d3acd990e556457f1a9914" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_6e84452382ab80849f4dd0315c" ON "patient_status_history"  ("patient_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "tasks" ("id" SERIAL NOT NULL, "clinic_id" integer NOT NULL, "case_id" integer, "assigned_to" text, "title" text NOT NULL, "description" text, "priority" text NOT NULL DEFAULT 'medium', "status" text NOT NULL DEFAULT 'pending', "due_date" date, "completed_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "tasks_priority_check" CHECK ("priority" IN ('low', 'medium', 'high', 'urgent')), CONSTRAINT "tasks_status_check" CHECK ("status" IN ('pending', 'in_progress', 'completed', 'cancelled')), CONSTRAINT "PK_8d12ff38fcc62aaba2cab748772" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_3e67786c246786713f779cc99b" ON "tasks"  ("case_id") `);
    await queryRunner.query(`CREATE INDEX "tasks_clinic_status_idx" ON "tasks"  ("clinic_id", "status") `);
    await queryRunner.query(
      `CREATE TABLE "waitlist" ("id" SERIAL NOT NULL, "name" text NOT NULL, "email" text NOT NULL, "practice_name" text NOT NULL, "state" text NOT NULL, "monthly_pi_cases" text NOT NULL, "attorney_referral" text, "is_contacted" boolean NOT NULL DEFAULT false, "notes" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_2221cffeeb64bff14201bd5b3de" UNIQUE ("email"), CONSTRAINT "waitlist_email_lower_check" CHECK ("email" = lower("email")), CONSTRAINT "waitlist_monthly_pi_cases_check" CHECK ("monthly_pi_cases" IN ('10-25', '25-50', '50-100', '100+')), CONSTRAINT "waitlist_state_check" CHECK ("state" IN ('NJ', 'NY', 'FL', 'CA', 'TX', 'other')), CONSTRAINT "PK_973cfbedc6381485681d6a6916c" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "audit_logs" ("id" BIGSERIAL NOT NULL, "clinic_id" integer, "entity_type" text NOT NULL, "entity_id" text NOT NULL, "action" text NOT NULL, "changed_by" text, "changed_by_role" text, "changed_by_name" text, "ip_address" text, "user_agent" text, "old_values" jsonb, "new_values" jsonb, "reason" text, "changed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_1bb179d048bbc581caa3b013439" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "audit_logs_clinic_idx" ON "audit_logs"  ("clinic_id", "changed_at") `);
    await queryRunner.query(
      `CREATE INDEX "audit_logs_entity_idx" ON "audit_logs"  ("entity_type", "entity_id", "changed_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "sessions" ("sid" text NOT NULL, "sess" jsonb NOT NULL, "expire" TIMESTAMP WITH TIME ZONE NOT NULL, "user_id" text NOT NULL, CONSTRAINT "PK_e2d6172ca19b8ebef797c362b05" PRIMARY KEY ("sid"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_e5d612f5400fecdea71f98ad6c" ON "sessions"  ("expire") `);
    await queryRunner.query(`CREATE INDEX "IDX_085d540d9f418cfbdc7bd55bb1" ON "sessions"  ("user_id") `);
    await queryRunner.query(
      `CREATE TABLE "super_admin_sessions" ("id" SERIAL NOT NULL, "session_id" text NOT NULL, "username" text NOT NULL, "ip_address" text, "user_agent" text, "two_factor_verified" boolean NOT NULL DEFAULT false, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "last_activity_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_37501ef49268d5f213e1444243b" UNIQUE ("session_id"), CONSTRAINT "PK_1c199f4dd0cc0f09a8a4968727b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_1d897807eb9e23a25f6146f369" ON "super_admin_sessions"  ("expires_at") `);
    await queryRunner.query(
      `CREATE TABLE "system_settings" ("id" SERIAL NOT NULL, "setting_key" text NOT NULL, "setting_value" jsonb NOT NULL, "description" text, "category" text NOT NULL DEFAULT 'general', "updated_by" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_9037e7dec102dfdfb0c5343807f" UNIQUE ("setting_key"), CONSTRAINT "PK_82521f08790d248b2a80cc85d40" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "clinics" ADD CONSTRAINT "FK_5adf6f06bd81fc97956a850d4c7" FOREIGN KEY ("subscription_plan") REFERENCES "plans"("code") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "users" ADD CONSTRAINT "FK_e01b3eb43a6c8ae7d74d1ceeb2c" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "users" ADD CONSTRAINT "FK_d63648f4bcae4dc9791913a9605" FOREIGN KEY ("attorney_id") REFERENCES "attorneys"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "account_activity" ADD CONSTRAINT "FK_25f8466671bb20d8b657ffaf316" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "patients" ADD CONSTRAINT "FK_e04719758e19c1b94f3768aa7c9" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "cases" ADD CONSTRAINT "FK_8c29bbd52f57311cd8c1f832076" FOREIGN KEY ("patient_id") REFERENCES "patients"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "cases" ADD CONSTRAINT "FK_6008115c9533b30fc36294edadb" FOREIGN KEY ("attorney_id") REFERENCES "attorneys"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "cases" ADD CONSTRAINT "FK_3eee6ba3ed29f579d3f3940c3e7" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "billing" ADD CONSTRAINT "FK_cec1ab117c80e0a2867b5cd0bd2" FOREIGN KEY ("case_id") REFERENCES "cases"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "billing" ADD CONSTRAINT "FK_9b7da445a283052a6ca0200ba35" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "case_transfers" ADD CONSTRAINT "FK_f2617bc58732e85dff661b72871" FOREIGN KEY ("case_id") REFERENCES "cases"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "case_transfers" ADD CONSTRAINT "FK_dd4fe7800d698df352db7f96831" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "case_transfers" ADD CONSTRAINT "FK_48fa2855ce4b27c568732adea93" FOREIGN KEY ("from_attorney_id") REFERENCES "attorneys"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "case_transfers" ADD CONSTRAINT "FK_848077df2429e7bb81f03978f55" FOREIGN KEY ("to_attorney_id") REFERENCES "attorneys"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "case_transfers" ADD CONSTRAINT "FK_267bd3de817d11f4555227283f6" FOREIGN KEY ("transferred_by") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "documents" ADD CONSTRAINT "FK_a415239138695edf2df57a37737" FOREIGN KEY ("case_id") REFERENCES "cases"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "documents" ADD CONSTRAINT "FK_88d5dea863f5d6026f16ea8ea52" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "documents" ADD CONSTRAINT "FK_b9e28779ec77ff2223e2da41f6d" FOREIGN KEY ("uploaded_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "messages" ADD CONSTRAINT "FK_10c1ee76e73d2b25b7ca6d5312b" FOREIGN KEY ("case_id") REFERENCES "cases"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "messages" ADD CONSTRAINT "FK_70e6bb207d09180dcce8eac4388" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "messages" ADD CONSTRAINT "FK_22133395bd13b970ccd0c34ab22" FOREIGN KEY ("sender_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "messages" ADD CONSTRAINT "FK_566c3d68184e83d4307b86f85ab" FOREIGN KEY ("recipient_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "messages" ADD CONSTRAINT "FK_72ffa22d68b72a09d5700e4463f" FOREIGN KEY ("parent_message_id") REFERENCES "messages"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "patient_status_history" ADD CONSTRAINT "FK_6e84452382ab80849f4dd0315c4" FOREIGN KEY ("patient_id") REFERENCES "patients"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "patient_status_history" ADD CONSTRAINT "FK_e21e608393feba27a0dea7a126e" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "patient_status_history" ADD CONSTRAINT "FK_e1523647ad069a634342197d430" FOREIGN KEY ("changed_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "tasks" ADD CONSTRAINT "FK_f670f70ebb6c3901f8f5ffeb6d2" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "tasks" ADD CONSTRAINT "FK_3e67786c246786713f779cc99b0" FOREIGN KEY ("case_id") REFERENCES "cases"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "tasks" ADD CONSTRAINT "FK_5770b28d72ca90c43b1381bf787" FOREIGN KEY ("assigned_to") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "sessions" ADD CONSTRAINT "FK_085d540d9f418cfbdc7bd55bb19" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sessions" DROP CONSTRAINT "FK_085d540d9f418cfbdc7bd55bb19"`);
    await queryRunner.query(`ALTER TABLE "tasks" DROP CONSTRAINT "FK_5770b28d72ca90c43b1381bf787"`);
    await queryRunner.query(`ALTER TABLE "tasks" DROP CONSTRAINT "FK_3e67786c246786713f779cc99b0"`);
    await queryRunner.query(`ALTER TABLE "tasks" DROP CONSTRAINT "FK_f670f70ebb6c3901f8f5ffeb6d2"`);
    await queryRunner.query(`ALTER TABLE "patient_status_history" DROP CONSTRAINT "FK_e1523647ad069a634342197d430"`);
    await queryRunner.query(`ALTER TABLE "patient_status_history" DROP CONSTRAINT "FK_e21e608393feba27a0dea7a126e"`);
    await queryRunner.query(`ALTER TABLE "patient_status_history" DROP CONSTRAINT "FK_6e84452382ab80849f4dd0315c4"`);
    await queryRunner.query(`ALTER TABLE "messages" DROP CONSTRAINT "FK_72ffa22d68b72a09d5700e4463f"`);
    await queryRunner.query(`ALTER TABLE "messages" DROP CONSTRAINT "FK_566c3d68184e83d4307b86f85ab"`);
    await queryRunner.query(`ALTER TABLE "messages" DROP CONSTRAINT "FK_22133395bd13b970ccd0c34ab22"`);
    await queryRunner.query(`ALTER TABLE "messages" DROP CONSTRAINT "FK_70e6bb207d09180dcce8eac4388"`);
    await queryRunner.query(`ALTER TABLE "messages" DROP CONSTRAINT "FK_10c1ee76e73d2b25b7ca6d5312b"`);
    await queryRunner.query(`ALTER TABLE "documents" DROP CONSTRAINT "FK_b9e28779ec77ff2223e2da41f6d"`);
    await queryRunner.query(`ALTER TABLE "documents" DROP CONSTRAINT "FK_88d5dea863f5d6026f16ea8ea52"`);
    await queryRunner.query(`ALTER TABLE "documents" DROP CONSTRAINT "FK_a415239138695edf2df57a37737"`);
    await queryRunner.query(`ALTER TABLE "case_transfers" DROP CONSTRAINT "FK_267bd3de817d11f4555227283f6"`);
    await queryRunner.query(`ALTER TABLE "case_transfers" DROP CONSTRAINT "FK_848077df2429e7bb81f03978f55"`);
    await queryRunner.query(`ALTER TABLE "case_transfers" DROP CONSTRAINT "FK_48fa2855ce4b27c568732adea93"`);
    await queryRunner.query(`ALTER TABLE "case_transfers" DROP CONSTRAINT "FK_dd4fe7800d698df352db7f96831"`);
    await queryRunner.query(`ALTER TABLE "case_transfers" DROP CONSTRAINT "FK_f2617bc58732e85dff661b72871"`);
    await queryRunner.query(`ALTER TABLE "billing" DROP CONSTRAINT "FK_9b7da445a283052a6ca0200ba35"`);
    await queryRunner.query(`ALTER TABLE "billing" DROP CONSTRAINT "FK_cec1ab117c80e0a2867b5cd0bd2"`);
    await queryRunner.query(`ALTER TABLE "cases" DROP CONSTRAINT "FK_3eee6ba3ed29f579d3f3940c3e7"`);
    await queryRunner.query(`ALTER TABLE "cases" DROP CONSTRAINT "FK_6008115c9533b30fc36294edadb"`);
    await queryRunner.query(`ALTER TABLE "cases" DROP CONSTRAINT "FK_8c29bbd52f57311cd8c1f832076"`);
    await queryRunner.query(`ALTER TABLE "patients" DROP CONSTRAINT "FK_e04719758e19c1b94f3768aa7c9"`);
    await queryRunner.query(`ALTER TABLE "account_activity" DROP CONSTRAINT "FK_25f8466671bb20d8b657ffaf316"`);
    await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT "FK_d63648f4bcae4dc9791913a9605"`);
    await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT "FK_e01b3eb43a6c8ae7d74d1ceeb2c"`);
    await queryRunner.query(`ALTER TABLE "clinics" DROP CONSTRAINT "FK_5adf6f06bd81fc97956a850d4c7"`);
    await queryRunner.query(`DROP TABLE "system_settings"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_1d897807eb9e23a25f6146f369"`);
    await queryRunner.query(`DROP TABLE "super_admin_sessions"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_085d540d9f418cfbdc7bd55bb1"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e5d612f5400fecdea71f98ad6c"`);
    await queryRunner.query(`DROP TABLE "sessions"`);
    await queryRunner.query(`DROP INDEX "public"."audit_logs_entity_idx"`);
    await queryRunner.query(`DROP INDEX "public"."audit_logs_clinic_idx"`);
    await queryRunner.query(`DROP TABLE "audit_logs"`);
    await queryRunner.query(`DROP TABLE "waitlist"`);
    await queryRunner.query(`DROP INDEX "public"."tasks_clinic_status_idx"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_3e67786c246786713f779cc99b"`);
    await queryRunner.query(`DROP TABLE "tasks"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_6e84452382ab80849f4dd0315c"`);
    await queryRunner.query(`DROP TABLE "patient_status_history"`);
    await queryRunner.query(`DROP INDEX "public"."messages_case_sent_idx"`);
    await queryRunner.query(`DROP INDEX "public"."messages_clinic_sent_idx"`);
    await queryRunner.query(`DROP TABLE "messages"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_88d5dea863f5d6026f16ea8ea5"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_a415239138695edf2df57a3773"`);
    await queryRunner.query(`DROP TABLE "documents"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_f2617bc58732e85dff661b7287"`);
    await queryRunner.query(`DROP TABLE "case_transfers"`);
    await queryRunner.query(`DROP INDEX "public"."billing_clinic_status_idx"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_cec1ab117c80e0a2867b5cd0bd"`);
    await queryRunner.query(`DROP TABLE "billing"`);
    await queryRunner.query(`DROP INDEX "public"."cases_clinic_created_idx"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_6008115c9533b30fc36294edad"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_8c29bbd52f57311cd8c1f83207"`);
    await queryRunner.query(`DROP TABLE "cases"`);
    await queryRunner.query(`DROP INDEX "public"."patients_clinic_name_idx"`);
    await queryRunner.query(`DROP TABLE "patients"`);
    await queryRunner.query(`DROP INDEX "public"."account_activity_user_created_idx"`);
    await queryRunner.query(`DROP TABLE "account_activity"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_9a46402991c2049c19838c568d"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_cb3a7c59ffdb91d1f5de6717af"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_d63648f4bcae4dc9791913a960"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e01b3eb43a6c8ae7d74d1ceeb2"`);
    await queryRunner.query(`DROP TABLE "users"`);
    await queryRunner.query(`DROP TABLE "clinics"`);
    await queryRunner.query(`DROP TABLE "plans"`);
    await queryRunner.query(`DROP TABLE "attorneys"`);
  }
}
