/**
 * What the full export ("Export All Data") holds: every table of the database is named here, either
 * exported or left out with its reason (a test fails on a table that is neither). Tables are written
 * parents first, so a restore can load them in this order.
 */

export interface ExportedTable {
  name: string;
  /** Columns that never leave the database, with why (secret-looking columns are dropped as well). */
  omitColumns?: Record<string, string>;
  /** Columns whose name looks secret but whose content is not, with why they are exported. */
  keepColumns?: Record<string, string>;
  /** Rows left out: a SQL condition the exported rows must meet, over the bare table, with why. */
  onlyRows?: { where: string; why: string };
}

export const exportedTables: readonly ExportedTable[] = [
  { name: 'plans' },
  // Before clinics: a clinic names the rep who sold it.
  { name: 'sales_representatives' },
  { name: 'clinics' },
  { name: 'attorneys' },
  { name: 'users', omitColumns: { password_hash: 'a password hash is a credential' } },
  // Who was invited, by whom and when; never the token.
  { name: 'user_invitations', omitColumns: { token_hash: 'an invitation token is a credential' } },
  { name: 'patients' },
  { name: 'patient_status_history' },
  { name: 'cases' },
  { name: 'clinic_number_counters' },
  { name: 'case_transfers' },
  { name: 'tasks' },
  { name: 'appointment_types' },
  { name: 'rooms' },
  { name: 'appointments' },
  { name: 'treatment_notes' },
  { name: 'treatment_plans' },
  { name: 'diagnosis_codes' },
  { name: 'fee_schedule' },
  { name: 'messages' },
  { name: 'message_reads' },
  { name: 'notifications' },
  { name: 'notification_preferences' },
  // Metadata and storage keys only: the files themselves stay in document storage.
  { name: 'documents' },
  { name: 'billing' },
  { name: 'billing_lines' },
  { name: 'case_coverages' },
  { name: 'insurance_claims' },
  { name: 'case_ledger_entries' },
  { name: 'bill_reduction_requests' },
  { name: 'bill_reductions' },
  // The AI's record: fitted models and the predictions they made (with the actual value once closed),
  // case analyses, chat sessions and document analyses.
  { name: 'ai_models' },
  { name: 'ai_predictions' },
  { name: 'ai_analytics' },
  { name: 'ai_chat_sessions' },
  { name: 'ai_chat_messages' },
  { name: 'ai_document_analysis' },
  // The operator's billing of each clinic: the subscription history, invoices, cards (the provider's
  // reference and brand/last 4, never a number), payments and adjustments.
  { name: 'subscription_events' },
  { name: 'clinic_invoices' },
  { name: 'clinic_invoice_lines' },
  { name: 'payment_methods' },
  { name: 'payments' },
  { name: 'billing_adjustments' },
  { name: 'waitlist' },
  // The sales team's leads, payouts and commissions (on paid subscription invoices).
  { name: 'sales_leads' },
  { name: 'sales_payouts' },
  { name: 'sales_commissions' },
  { name: 'contact_messages' },
  {
    name: 'system_settings',
    onlyRows: {
      where: `setting_key !~* '(password|secret|token|api_?key|credential)'`,
      why: 'settings whose key names a credential',
    },
  },
  {
    name: 'outbound_emails',
    omitColumns: { body_text: 'an email body can carry a sign-up or sign-in link, which is a credential' },
  },
  { name: 'clinic_reminder_settings' },
  { name: 'patient_reminders' },
  // What the built-in SMS provider recorded (or Twilio accepted): the clinic's sent log.
  { name: 'outbound_sms' },
  { name: 'workflow_automation_rules' },
  { name: 'workflow_automation_executions' },
  // Who holds which token and its use; never the token.
  { name: 'api_tokens', omitColumns: { token_hash: 'an API token is a credential' } },
  { name: 'webhook_endpoints', omitColumns: { secret_sealed: "a webhook endpoint's signing secret is a credential" } },
  { name: 'webhook_deliveries' },
  { name: 'settlement_statements' },
  { name: 'settlement_statement_lines' },
  {
    name: 'funding_partners',
    omitColumns: { api_key_sealed: "a funding partner's quote API key is a credential" },
  },
  {
    name: 'funding_requests',
    omitColumns: { partner_link_hash: "the partner's one-time link opens the shared packet: a credential" },
  },
  { name: 'lien_notices' },
  { name: 'records_retrieval' },
  { name: 'records_disclosures' },
  { name: 'case_alerts' },
  { name: 'clinic_alert_settings' },
  { name: 'statute_limitation_periods' },
  { name: 'provider_profiles' },
  { name: 'provider_review_invites', omitColumns: { token_hash: 'a review link is a single-use credential' } },
  { name: 'provider_reviews' },
  { name: 'provider_matches' },
  {
    name: 'client_portal_access',
    omitColumns: { access_code_hash: "a portal invitation's access code is a single-use credential" },
  },
  {
    name: 'portal_family_members',
    omitColumns: { access_code_hash: "a family member's portal invitation is a single-use credential" },
  },
  // After patients and cases: a converted intake names its patient and case. The IP address is for abuse
  // handling only (decision 403) and never leaves the database.
  { name: 'public_intake', omitColumns: { ip_address: 'kept only for abuse handling, erased after 30 days' } },
  // Marketing and CRM (decisions 460-469): after patients, sales leads and the outbox they name.
  { name: 'marketing_leads' },
  { name: 'crm_activities' },
  { name: 'marketing_audiences' },
  { name: 'marketing_campaigns' },
  { name: 'marketing_campaign_recipients' },
  { name: 'marketing_unsubscribes' },
  { name: 'marketing_automation_rules' },
  { name: 'marketing_analytics' },
  {
    name: 'crm_integration_settings',
    omitColumns: {
      api_key: "the clinic's CRM API key is a credential (sealed)",
      api_secret: 'the CRM signing secret is a credential (sealed)',
    },
  },
  { name: 'crm_sync_deliveries' },
  // The support desk (issue 28): tickets, their conversation (internal notes included: the operator's
  // own record), attachments (the storage key, as documents' file_path), templates, escalations, activity.
  { name: 'support_tickets' },
  { name: 'ticket_messages' },
  { name: 'ticket_attachments' },
  { name: 'ticket_templates' },
  { name: 'ticket_escalations' },
  { name: 'ticket_activity_log' },
  { name: 'system_logs' },
  // Operator staff (decisions 440-442): the roles before the employees that name them (after users). A
  // staff member's credentials live on users (password hash) and second_factors, both kept out.
  { name: 'employee_roles' },
  { name: 'employees' },
  // Feature flags (decision 444): the global rows and each clinic's override (after clinics).
  { name: 'feature_flags' },
  { name: 'account_activity' },
  { name: 'audit_logs' },
  // The audit log's tamper-evidence chain, so it can still be verified after a restore.
  { name: 'audit_log_seals', keepColumns: { row_hash: 'a hash of an audit row, not of a credential' } },
];

/** Tables that are not part of the export, each with its reason. */
export const leftOutTables: Readonly<Record<string, string>> = {
  sessions: 'session ids and session data are credentials',
  super_admin_sessions: 'session ids are credentials',
  second_factors: 'TOTP secrets are credentials',
  recovery_codes: 'recovery codes are credentials',
  portal_email_codes: "the portal's e-mailed sign-in codes are short-lived credentials",
  oidc_login_attempts: 'sign-in state, nonce and PKCE verifier are short-lived secrets',
  password_reset_tokens: 'short-lived password reset links are credentials',
  rate_limit_buckets: 'short-lived attempt counters, not records',
  migrations: 'schema bookkeeping; the export names the last migration as schemaVersion instead',
};

/**
 * A column whose name says it holds a credential is never exported, whatever table it is in, so a
 * secret added later to an exported table stays out until someone decides otherwise.
 */
export const secretColumnPattern = /password|secret|token|hash|totp|recovery|nonce|verifier|api_?key|credential/i;
