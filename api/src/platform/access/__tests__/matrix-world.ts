import { randomUUID } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { createDocumentStorage } from '../../storage/create-storage';
import type { Config } from '../../../config';
import {
  createAttorney,
  createCase,
  createClinic,
  createPatient,
  createTask,
  createUser,
  type AttorneyRow,
  type ClinicRow,
  type UserRow,
  createAppointmentType,
  createProvider,
  createStaffMember,
} from '../../../test/factories';
import { pngImage } from '../../../test/images';
import { testTotpSecret } from '../../../test/client';
import { testSecretsKey } from '../../../test/test-secrets';
import { totpSecretContext } from '../../auth/second-factor/totp-secret-at-rest';
import { SecretBox } from '../../crypto/secret-box';
import { Role } from '../role';
import { makeClinicalRecords, type ClinicalRecordIds } from './matrix-world-notes';
import { makeSalesFixtures, type SalesFixtures } from './matrix-world-sales';
import { makeWebhookFixture } from './matrix-world-webhooks';
import { makeLienNoticeFixture } from './matrix-world-counsel';
import { makeRecordsFixture } from './matrix-world-records';
import { makeFundingFixture } from './matrix-world-funding';
import { makeProviderNetworkFixtures, type ProviderNetworkFixtures } from './matrix-world-network';
import { makeIntakeFixture } from './matrix-world-intake';
import { makeMarketingFixture } from './matrix-world-marketing';
import { makeSupportTicket } from './matrix-world-support';

/**
 * The fixtures of the authorization matrix: two clinics, two attorneys, one user per role, and the
 * same set of records in four places, so every id can be tried as "own", "another clinic's",
 * "another attorney's case" and "a case with no attorney".
 *
 *   home          clinic A, attorney X   own for A's staff and admin and for attorney X
 *   otherClinic   clinic B, attorney Y   foreign for everyone but the operator
 *   otherAttorney clinic A, attorney Y   own for clinic A; foreign for attorney X
 *   unassigned    clinic A, no attorney  own for clinic A; foreign for attorney X
 */
export type Placement = 'home' | 'otherClinic' | 'otherAttorney' | 'unassigned';

/** What an id in the matrix points to. */
export type TargetKind =
  | 'case'
  | 'patient'
  | 'attorney'
  | 'billing'
  | 'message'
  | 'document'
  | 'reductionRequest'
  | 'reductionLetter'
  | 'notification'
  | 'clinicInvoice'
  /** A completed visit with its signed note (treatment notes). */
  | 'visitWithNote'
  | 'signedNote'
  | 'draftNote'
  | 'treatmentPlan'
  | 'feeScheduleItem'
  | 'task'
  | 'coverage'
  /** A case with the claim part: a coverage and an unclaimed coded bill line (insuranceClaimCreate). */
  | 'claimCase'
  | 'claim'
  | 'submittedClaim'
  | 'deniedClaim'
  | 'appointment'
  /** A pending patient reminder of the placement's clinic (reminders). */
  | 'reminder'
  /** A person's AI chat (World.aiChatSessions): another person's is foreign wherever it is. */
  | 'aiChatSession'
  /** A person's API token (World.apiTokens): another person's is foreign wherever it is. */
  | 'apiToken'
  /** A clinic's webhook endpoint, and its parked delivery (webhooks, clinic admins only). */
  | 'webhookEndpoint'
  | 'webhookDelivery'
  /** A workflow rule of the placement's clinic, with one execution (automation). */
  | 'automationRule'
  /** A proposed settlement statement on the case, its clinic line against the case's balance (settlement). */
  | 'settlementStatement'
  /** A lien notice on the case, addressed to its attorney (substitution of counsel). */
  | 'lienNotice'
  /** Records requests on the case by its attorney: on the platform to its clinic (sent), by fax pending, by fax sent. */
  | 'recordsRequest'
  | 'pendingRecordsRequest'
  | 'sentRecordsRequest'
  /** Funding requests on the case: a draft, one awaiting the partner, an approved one (funding). */
  | 'fundingRequest'
  | 'submittedFundingRequest'
  | 'approvedFundingRequest'
  /** A new public intake matched to the placement's clinic, and a contacted one (public intake). */
  | 'intake'
  | 'contactedIntake'
  /** The placement clinic's marketing lead, draft campaign and pending CRM activity (marketing). */
  | 'marketingLead'
  | 'marketingCampaign'
  | 'marketingAudience'
  | 'crmActivity'
  /** A support ticket opened by the placement's colleague, and a file on it (support desk). */
  | 'supportTicket'
  | 'ticketAttachment'
  | 'ticketEscalation';

/** A record set in one placement. */
export interface Fixture {
  placement: Placement;
  clinicId: number;
  attorneyId: number | null;
  patientId: number;
  caseId: number;
  caseNumber: string;
  billingId: number;
  /** A message to the patient, sent by a colleague (so it is unread for every role under test). */
  messageId: number;
  /** A clinic-internal message on the same case: never readable by attorneys. */
  internalMessageId: number;
  documentId: number;
  /** A pending reduction request (the attorney's), open on the case. */
  reductionRequestId: number;
  /** An accepted reduction request with its letter kept (GET /api/ledger/reductions/:id/letter.pdf). */
  letterRequestId: number;
  /**
   * A notification of the placement's colleague (a person, not a tenant, owns a notification: the
   * matrix's own notification of each role is `World.notifications`).
   */
  notificationId: number;
  /** The operator's invoice to the placement's clinic (GET /api/billing/clinic-invoices/:id/pdf). */
  clinicInvoiceId: number;
  /** A completed visit with its signed note, a draft note of another visit, the case's plan, the clinic's fee line. */
  clinical: ClinicalRecordIds;
  /** A pending task of the placement's clinic on the case. */
  taskId: number;
  /** A coverage of the case; with the claim part, claims to it: a draft, a submitted and a denied one. */
  coverageId: number;
  claimId: number;
  submittedClaimId: number;
  deniedClaimId: number;
  /** A scheduled appointment on the case, with the colleague as its provider (scheduling). */
  appointmentId: number;
  /** The clinic's appointment type and provider that appointment uses (for booking checks). */
  appointmentTypeId: number;
  providerId: string;
  webhookEndpointId: number;
  webhookDeliveryId: number;
  /** A pending reminder for the placement's patient. */
  reminderId: number;
  automationRuleId: number;
  /** A proposed settlement statement (version 1) on the case. */
  settlementStatementId: number;
  lienNoticeId: number;
  recordsRequestId: number;
  pendingRecordsRequestId: number;
  sentRecordsRequestId: number;
  fundingRequestId: number;
  submittedFundingRequestId: number;
  approvedFundingRequestId: number;
  intakeId: number;
  contactedIntakeId: number;
  marketingLeadId: number;
  marketingCampaignId: number;
  marketingAudienceId: number;
  crmActivityId: number;
  supportTicketId: number;
  ticketAttachmentId: number;
  ticketEscalationId: number;
}

export type Part =
  | 'billing'
  | 'message'
  | 'document'
  | 'reduction'
  | 'letter'
  | 'paid'
  | 'task'
  | 'notification'
  | 'clinicInvoice'
  | 'note'
  | 'coverage'
  | 'claim'
  | 'appointment'
  | 'webhook'
  | 'reminder'
  | 'automationRule'
  | 'settlement'
  | 'lienNotice'
  | 'records'
  | 'funding'
  | 'intake'
  | 'marketing'
  | 'support';
const allParts: readonly Part[] = [
  'billing',
  'message',
  'document',
  'reduction',
  'letter',
  'notification',
  'clinicInvoice',
  'note',
  'task',
  'coverage',
  'claim',
  'appointment',
  'webhook',
  'reminder',
  'automationRule',
  'settlement',
  'lienNotice',
  'records',
  'funding',
  'intake',
  'marketing',
  'support',
];

/** The parts a fresh record of each kind needs (a fresh record is made when a mutation consumes its own one). */
const partsFor: Record<TargetKind, readonly Part[]> = {
  case: ['billing'],
  patient: [],
  attorney: [],
  billing: ['billing'],
  message: ['message'],
  document: ['document'],
  reductionRequest: ['billing', 'reduction'],
  reductionLetter: ['letter'],
  notification: ['notification'],
  aiChatSession: [],
  apiToken: [],
  clinicInvoice: ['clinicInvoice'],
  visitWithNote: ['note'],
  signedNote: ['note'],
  draftNote: ['note'],
  treatmentPlan: ['note'],
  feeScheduleItem: ['note'],
  task: ['task'],
  coverage: ['coverage'],
  claimCase: ['coverage', 'claim'],
  claim: ['coverage', 'claim'],
  submittedClaim: ['coverage', 'claim'],
  deniedClaim: ['coverage', 'claim'],
  appointment: ['appointment'],
  webhookEndpoint: ['webhook'],
  webhookDelivery: ['webhook'],
  reminder: ['reminder'],
  automationRule: ['automationRule'],
  settlementStatement: ['billing', 'settlement'],
  lienNotice: ['lienNotice'],
  recordsRequest: ['document', 'records'],
  pendingRecordsRequest: ['document', 'records'],
  sentRecordsRequest: ['document', 'records'],
  fundingRequest: ['funding'],
  submittedFundingRequest: ['funding'],
  approvedFundingRequest: ['funding'],
  intake: ['intake'],
  contactedIntake: ['intake'],
  marketingLead: ['marketing'],
  marketingCampaign: ['marketing'],
  marketingAudience: ['marketing'],
  crmActivity: ['marketing'],
  supportTicket: ['support'],
  ticketAttachment: ['support'],
  ticketEscalation: ['support'],
};

export const missingId = 2_000_000_000;

/** The hour (after 2031-03-01) of the latest fixture appointment. */
let appointmentHour = 0;

/**
 * Tags this test file's world: other files that build a world run at the same time on the same
 * database, and their users and clinics must not move this one's fingerprint.
 */
const worldTag = randomUUID().slice(0, 8);

/** The email prefix of every user the Users tab's checks change or create: the fingerprint covers them. */
export const matrixOperatorUsersEmailPrefix = `matrix-operator-users-${worldTag}-`;

/** The name of every clinic the matrix's create checks make: the fingerprint counts them. */
export const matrixNewClinicName = `Matrix New Clinic ${worldTag}`;

export interface World {
  clinicA: ClinicRow;
  clinicB: ClinicRow;
  attorneyX: AttorneyRow;
  attorneyY: AttorneyRow;
  /** One signed-in user per role: clinic A's staff and admin, attorney X, the operator, the home patient. */
  users: Record<Role, UserRow>;
  /** The operator staff member's employee record and role (the Support Agent, matrix-staff.ts). */
  staff: { employeeId: number; roleId: number; deletableRoleId: number };
  /** The home patient's portal: two appointments three days ahead (one to confirm, one to cancel). */
  portal: {
    confirmAppointmentId: number;
    cancelAppointmentId: number;
    /** Family members the home patient invited (decision 420): one to change, one to revoke. */
    familyMemberIds: { permission: number; revoke: number };
  };
  /** Clinic users who send the fixture messages and upload the fixture documents. */
  colleagueA: UserRow;
  colleagueB: UserRow;
  attorneyYUser: UserRow;
  shared: Record<Placement, Fixture>;
  /** Makes a new record set in a placement, with only the parts the kind needs. */
  fresh(kind: TargetKind, placement: Placement): Promise<Fixture>;
  make(placement: Placement, parts?: readonly Part[]): Promise<Fixture>;
  /** Every clinic, user and attorney id of this world (for scoping fingerprints). */
  clinicIds: number[];
  userIds: string[];
  attorneyIds: number[];
  /** Waitlist entries for the operator's checks: one to change, one to delete per transport. */
  waitlist: { changeId: number; deleteIds: { graphql: number; rest: number } };
  /** A contact message for the operator's inbox checks. */
  contactMessageId: number;
  /** An active funding partner attorneys may ask (funding). */
  fundingPartnerId: number;
  /**
   * Users the Users tab's checks change (never the signed-in ones): `targetId` a clinic A staff member
   * with an open session, `inviteeId` one who has not accepted their invitation yet.
   */
  operatorUsers: { targetId: string; targetEmail: string; inviteeId: string };
  /** The clinic the operator's Clinics tab checks edit (never clinic A or B); in clinicIds, so fingerprinted. */
  clinicAdmin: { managedClinicId: number };
  /** Clinics the Billing tab's cancel checks cancel, one per transport (not fingerprinted: only the operator may). */
  billingCancelClinicIds: { graphql: number; rest: number };
  /** The sales commission area's records (operator only). */
  sales: SalesFixtures;
  /** Public profiles, reviews and referrals (matrix-world-network.ts). */
  providerNetwork: ProviderNetworkFixtures;
  /**
   * Notifications belong to one person: `own(role)` makes a new one for the role's signed-in user;
   * `others` are its colleague's (same clinic), another clinic's user's and another attorney's, which
   * every role, the operator included, must not tell apart from a missing one.
   */
  notifications: { shared: Record<Role, number>; own(role: Role): Promise<number>; others: number[] };
  /** AI chats belong to one person, like notifications: each role's own, and other people's (`others`). */
  aiChatSessions: { shared: Record<Role, number>; others: number[] };
  /** API tokens belong to one person too: each role's own (the operator's written directly), and other people's. */
  apiTokens: { shared: Record<Role, number>; others: number[] };
  /** Per case with the claim part: its coverage and a coded bill line no claim holds (insuranceClaimCreate). */
  claimableByCase: Map<number, { coverageId: number; billingLineId: number }>;
  /** The same, per draft claim of those cases (insuranceClaimUpdate). */
  claimableByClaim: Map<number, { coverageId: number; billingLineId: number }>;
}

export const idOf = (fixture: Fixture, kind: TargetKind): number => {
  switch (kind) {
    case 'case':
      return fixture.caseId;
    case 'patient':
      return fixture.patientId;
    case 'attorney':
      if (fixture.attorneyId === null) throw new Error('This placement has no attorney');
      return fixture.attorneyId;
    case 'billing':
      return fixture.billingId;
    case 'message':
      return fixture.messageId;
    case 'document':
      return fixture.documentId;
    case 'reductionRequest':
      return fixture.reductionRequestId;
    case 'reductionLetter':
      return fixture.letterRequestId;
    case 'notification':
      return fixture.notificationId;
    case 'clinicInvoice':
      return fixture.clinicInvoiceId;
    case 'visitWithNote':
      return fixture.clinical.appointmentId;
    case 'signedNote':
      return fixture.clinical.signedNoteId;
    case 'draftNote':
      return fixture.clinical.draftNoteId;
    case 'treatmentPlan':
      return fixture.clinical.treatmentPlanId;
    case 'feeScheduleItem':
      return fixture.clinical.feeScheduleItemId;
    case 'task':
      return fixture.taskId;
    case 'coverage':
      return fixture.coverageId;
    case 'claimCase':
      return fixture.caseId;
    case 'claim':
      return fixture.claimId;
    case 'submittedClaim':
      return fixture.submittedClaimId;
    case 'deniedClaim':
      return fixture.deniedClaimId;
    case 'appointment':
      return fixture.appointmentId;
    case 'webhookEndpoint':
      return fixture.webhookEndpointId;
    case 'webhookDelivery':
      return fixture.webhookDeliveryId;
    case 'reminder':
      return fixture.reminderId;
    case 'automationRule':
      return fixture.automationRuleId;
    case 'settlementStatement':
      return fixture.settlementStatementId;
    case 'lienNotice':
      return fixture.lienNoticeId;
    case 'recordsRequest':
      return fixture.recordsRequestId;
    case 'pendingRecordsRequest':
      return fixture.pendingRecordsRequestId;
    case 'sentRecordsRequest':
      return fixture.sentRecordsRequestId;
    case 'fundingRequest':
      return fixture.fundingRequestId;
    case 'submittedFundingRequest':
      return fixture.submittedFundingRequestId;
    case 'approvedFundingRequest':
      return fixture.approvedFundingRequestId;
    case 'intake':
      return fixture.intakeId;
    case 'contactedIntake':
      return fixture.contactedIntakeId;
    case 'marketingLead':
      return fixture.marketingLeadId;
    case 'marketingCampaign':
      return fixture.marketingCampaignId;
    case 'marketingAudience':
      return fixture.marketingAudienceId;
    case 'crmActivity':
      return fixture.crmActivityId;
    case 'supportTicket':
      return fixture.supportTicketId;
    case 'ticketAttachment':
      return fixture.ticketAttachmentId;
    case 'ticketEscalation':
      return fixture.ticketEscalationId;
    case 'aiChatSession':
    case 'apiToken':
      // No placement owns one: the roles' own and foreign chats are World.aiChatSessions'. Signed-out
      // checks, refused before any id is read, get this one.
      return 0;
  }
};

/** Where each role's own record lives: the operator owns nothing, so it is tried on another clinic's. */
export const ownPlacement = (role: Role): Placement =>
  role === Role.super_admin || role === Role.operator_staff ? 'otherClinic' : 'home';

/**
 * The records each role must not be able to tell apart from a missing one. The attorney directory
 * is readable by every clinic user (attorney.policy), so for clinic users no attorney is foreign.
 */
export function foreignPlacements(role: Role, kind: TargetKind): Placement[] {
  // Another person's notification is foreign wherever it is: World.notifications.others.
  if (kind === 'notification' || kind === 'aiChatSession' || kind === 'apiToken') return [];
  switch (role) {
    case Role.super_admin:
    case Role.operator_staff:
      return [];
    case Role.clinic_staff:
    case Role.clinic_admin:
      return kind === 'attorney' ? [] : ['otherClinic'];
    case Role.attorney:
      return kind === 'attorney' ? ['otherAttorney'] : ['otherClinic', 'otherAttorney', 'unassigned'];
    case Role.patient:
      return kind === 'attorney' ? ['otherAttorney'] : ['otherClinic', 'otherAttorney', 'unassigned'];
  }
}

const samplePdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function linkPortalPatient(
  ds: DataSource,
  userId: string,
  clinicId: number,
  home: Fixture,
  unassigned: Fixture,
): Promise<World['portal']> {
  const patientId = home.patientId;
  await ds.query(
    `INSERT INTO client_portal_access (clinic_id, patient_id, user_id, email, invited_via, accepted_at, mfa_enabled, mfa_method)
     SELECT $1, $2, $3, email, 'email', now(), true, 'totp' FROM users WHERE id = $3`,
    [clinicId, patientId, userId],
  );
  await ds.query(`INSERT INTO second_factors (user_id, totp_secret) VALUES ($1, $2)`, [
    userId,
    new SecretBox(Buffer.from(testSecretsKey, 'base64')).seal(testTotpSecret, totpSecretContext(userId)),
  ]);
  // What the portal shows: the home case's document shared with the patient, and appointments ahead.
  await ds.query(`UPDATE documents SET shared_with_patient = true WHERE id = $1`, [home.documentId]);
  await ds.query(`UPDATE patients SET email = $2 WHERE id = $1 AND email IS NULL`, [
    unassigned.patientId,
    `matrix-portal-${randomUUID().slice(0, 8)}@test.example`,
  ]);
  const provider = await createProvider(ds, clinicId);
  const type = await createAppointmentType(ds, clinicId);
  const book = (hoursAhead: number) =>
    insertId(
      ds,
      `INSERT INTO appointments (clinic_id, patient_id, case_id, provider_id, appointment_type_id, scheduled_start, scheduled_end, created_by)
       VALUES ($1, $2, $3, $4, $5, now() + make_interval(hours => $6), now() + make_interval(hours => $6, mins => 30), $4)`,
      [clinicId, patientId, home.caseId, provider.id, type.id, hoursAhead],
    );
  const family = (permission: string) =>
    insertId(
      ds,
      `INSERT INTO portal_family_members (access_id, clinic_id, patient_id, first_name, last_name, email, relationship, permission, granted_by)
       SELECT id, clinic_id, patient_id, 'Matrix', 'Family', $2, 'spouse', $3, user_id FROM client_portal_access WHERE user_id = $1`,
      [userId, `matrix-family-${randomUUID().slice(0, 8)}@test.example`, permission],
    );
  return {
    confirmAppointmentId: await book(72),
    cancelAppointmentId: await book(96),
    familyMemberIds: { permission: await family('read_only'), revoke: await family('full') },
  };
}

async function insertId(ds: DataSource, sql: string, params: unknown[]): Promise<number> {
  const rows = (await ds.query(`${sql} RETURNING id`, params)) as { id: number }[];
  return rows[0].id;
}

export async function buildWorld(ds: DataSource, config: Config): Promise<World> {
  const storage = createDocumentStorage(config);
  const tmpDir = await mkdtemp(path.join(os.tmpdir(), 'casebridge-matrix-'));
  // Enterprise: no active-case limit, however many cases the matrix opens.
  const clinicA = await createClinic(ds, { name: 'Matrix Home Clinic', subscription_plan: 'enterprise' });
  const clinicB = await createClinic(ds, { name: 'Matrix Other Clinic', subscription_plan: 'enterprise' });
  await giveLogo(ds, storage, tmpDir, clinicA.id);
  const attorneyX = await createAttorney(ds, { last_name: 'Xavier' });
  // Sorted first in the directory, so a leaking list would show it on its first page.
  const attorneyY = await createAttorney(ds, { last_name: 'Aaron-Foreign' });
  const users: Record<Role, UserRow> = {
    [Role.clinic_staff]: await createUser(ds, { role: Role.clinic_staff, clinic_id: clinicA.id }),
    [Role.clinic_admin]: await createUser(ds, { role: Role.clinic_admin, clinic_id: clinicA.id }),
    [Role.attorney]: await createUser(ds, { role: Role.attorney, attorney_id: attorneyX.id, email: attorneyX.email }),
    [Role.super_admin]: await createUser(ds, { role: Role.super_admin }),
    // The home patient's portal login (linked below, once the home records exist).
    [Role.patient]: await createUser(ds, { role: Role.patient, first_name: 'Matrix', last_name: 'Patient' }),
    // The operator staff member: the seeded Support Agent role (matrixStaffAreas, decision 443).
    [Role.operator_staff]: await createStaffMember(ds, 'Support Agent'),
  };
  const colleagueA = await createUser(ds, { role: Role.clinic_staff, clinic_id: clinicA.id, first_name: 'Colleague' });
  const colleagueB = await createUser(ds, { role: Role.clinic_staff, clinic_id: clinicB.id, first_name: 'Colleague' });
  const attorneyYUser = await createUser(ds, {
    role: Role.attorney,
    attorney_id: attorneyY.id,
    email: attorneyY.email,
  });

  // Each requester role's own support ticket, so its list of tickets is never empty.
  for (const role of [Role.clinic_staff, Role.clinic_admin, Role.attorney]) await makeSupportTicket(ds, users[role].id);

  const places: Record<Placement, { clinicId: number; attorneyId: number | null; sender: UserRow }> = {
    home: { clinicId: clinicA.id, attorneyId: attorneyX.id, sender: colleagueA },
    otherClinic: { clinicId: clinicB.id, attorneyId: attorneyY.id, sender: colleagueB },
    otherAttorney: { clinicId: clinicA.id, attorneyId: attorneyY.id, sender: colleagueA },
    unassigned: { clinicId: clinicA.id, attorneyId: null, sender: colleagueA },
  };

  async function make(placement: Placement, parts: readonly Part[] = allParts): Promise<Fixture> {
    const { clinicId, attorneyId, sender } = places[placement];
    const has = (part: Part) => parts.includes(part);
    const patient = await createPatient(ds, clinicId, { first_name: `Matrix-${placement}` });
    const record = await createCase(ds, { clinicId, patientId: patient.id, attorneyId });
    const fixture: Fixture = {
      placement,
      clinicId,
      attorneyId,
      patientId: patient.id,
      caseId: record.id,
      caseNumber: record.case_number,
      billingId: 0,
      messageId: 0,
      internalMessageId: 0,
      documentId: 0,
      reductionRequestId: 0,
      letterRequestId: 0,
      notificationId: 0,
      clinicInvoiceId: 0,
      clinical: { appointmentId: 0, signedNoteId: 0, draftNoteId: 0, treatmentPlanId: 0, feeScheduleItemId: 0 },
      taskId: 0,
      coverageId: 0,
      claimId: 0,
      submittedClaimId: 0,
      deniedClaimId: 0,
      appointmentId: 0,
      appointmentTypeId: 0,
      providerId: sender.id,
      webhookEndpointId: 0,
      webhookDeliveryId: 0,
      reminderId: 0,
      automationRuleId: 0,
      settlementStatementId: 0,
      lienNoticeId: 0,
      recordsRequestId: 0,
      pendingRecordsRequestId: 0,
      sentRecordsRequestId: 0,
      fundingRequestId: 0,
      submittedFundingRequestId: 0,
      approvedFundingRequestId: 0,
      intakeId: 0,
      contactedIntakeId: 0,
      marketingLeadId: 0,
      marketingCampaignId: 0,
      marketingAudienceId: 0,
      crmActivityId: 0,
      supportTicketId: 0,
      ticketAttachmentId: 0,
      ticketEscalationId: 0,
    };
    if (has('billing')) {
      fixture.billingId = await insertId(
        ds,
        // Submitted: a pending bill is the clinic's draft, which its attorney does not read (billing.policy).
        `INSERT INTO billing (case_id, clinic_id, invoice_number, amount, description, status)
         VALUES ($1, $2, $3, '100.00', 'Adjustment', 'submitted')`,
        [record.id, clinicId, `INV-MATRIX-${randomUUID()}`],
      );
      await ds.query(
        `INSERT INTO case_ledger_entries (case_id, clinic_id, kind, amount, billing_id, description, created_by)
         VALUES ($1, $2, 'charge', '100.00', $3, 'Matrix charge', $4)`,
        [record.id, clinicId, fixture.billingId, sender.id],
      );
    }
    if (has('paid')) {
      await ds.query(
        `INSERT INTO billing (case_id, clinic_id, invoice_number, amount, status, paid_date, payment_method)
         VALUES ($1, $2, $3, '55.00', 'paid', current_date, 'check')`,
        [record.id, clinicId, `INV-MATRIX-${randomUUID()}`],
      );
    }
    if (has('task'))
      fixture.taskId = (
        (await createTask(ds, clinicId, { status: 'pending', case_id: record.id, patient_id: patient.id })) as {
          id: number;
        }
      ).id;
    if (has('appointment')) {
      // Each fixture's visit takes an hour of its own, so the provider's overlap rule never meets it.
      appointmentHour += 1;
      await ds.query(`UPDATE users SET is_provider = true WHERE id = $1`, [sender.id]);
      fixture.appointmentTypeId = await insertId(
        ds,
        `INSERT INTO appointment_types (clinic_id, name, duration_minutes) VALUES ($1, $2, 30)`,
        [clinicId, `Matrix visit ${randomUUID()}`],
      );
      fixture.appointmentId = await insertId(
        ds,
        `INSERT INTO appointments (clinic_id, patient_id, case_id, provider_id, appointment_type_id, scheduled_start,
                                   scheduled_end, notes, created_by)
         VALUES ($1, $2, $3, $4, $5, timestamptz '2031-03-01 00:00Z' + make_interval(hours => $6),
                 timestamptz '2031-03-01 00:30Z' + make_interval(hours => $6), 'Matrix visit', $4)`,
        [clinicId, patient.id, record.id, sender.id, fixture.appointmentTypeId, appointmentHour],
      );
    }
    if (has('task')) await createTask(ds, clinicId, { status: 'pending', case_id: record.id });
    if (has('webhook')) Object.assign(fixture, await makeWebhookFixture(ds, clinicId));
    if (has('intake')) Object.assign(fixture, await makeIntakeFixture(ds, clinicId));
    if (has('marketing')) Object.assign(fixture, await makeMarketingFixture(ds, clinicId));
    if (has('support')) {
      fixture.supportTicketId = await makeSupportTicket(ds, sender.id);
      const key = `support/${fixture.supportTicketId}/${randomUUID()}`;
      const tmp = path.join(tmpDir, randomUUID());
      await writeFile(tmp, samplePdf);
      await storage.putFile(key, tmp, 'application/pdf', samplePdf.length);
      fixture.ticketAttachmentId = await insertId(
        ds,
        `INSERT INTO ticket_attachments (ticket_id, file_name, content_type, file_size, storage_key, uploaded_by)
         VALUES ($1, 'screen.pdf', 'application/pdf', $2, $3, $4)`,
        [fixture.supportTicketId, samplePdf.length, key, sender.id],
      );
      fixture.ticketEscalationId = await insertId(
        ds,
        `INSERT INTO ticket_escalations (ticket_id, kind, reason, previous_priority, new_priority)
         VALUES ($1, 'first_response', 'Matrix breach', 'normal', 'normal')`,
        [fixture.supportTicketId],
      );
    }
    if (has('lienNotice'))
      Object.assign(
        fixture,
        await makeLienNoticeFixture(ds, {
          clinicId,
          caseId: record.id,
          toAttorneyId: attorneyId ?? attorneyY.id,
          userId: sender.id,
        }),
      );
    if (has('funding'))
      Object.assign(
        fixture,
        await makeFundingFixture(ds, { clinicId, caseId: record.id, patientId: patient.id, attorneyId }),
      );
    if (has('reminder'))
      fixture.reminderId = await insertId(
        ds,
        `INSERT INTO patient_reminders (clinic_id, patient_id, case_id, appointment_id, reminder_type, channel, message,
                                        scheduled_date)
         VALUES ($1, $2, $3, $4, 'follow_up', 'sms', 'Matrix reminder', timestamptz '2031-03-01 00:00Z')`,
        [clinicId, patient.id, record.id, fixture.appointmentId || null],
      );
    if (has('reminder'))
      // What the clinic's reminder log shows: one text message sent.
      await ds.query(
        `INSERT INTO outbound_sms (clinic_id, to_number, body, provider, provider_message_id, reminder_id)
         VALUES ($1, '+15550102000', 'Matrix clinic: see you soon.', 'recording', 'recorded-matrix', $2)`,
        [clinicId, fixture.reminderId],
      );
    if (has('settlement'))
      // Against the billing part's 100.00 balance: 80.00 to the clinic, the rest to the client.
      fixture.settlementStatementId = await insertId(
        ds,
        `INSERT INTO settlement_statements (case_id, clinic_id, attorney_id, version, settlement_date, gross_amount,
                                            attorney_fee, total_costs, total_liens, clinic_payment, clinic_balance, net_to_client)
         VALUES ($1, $2, $3, 1, date '2026-01-15', '1000.00', '0.00', '0.00', '80.00', '80.00', '100.00', '920.00')`,
        [record.id, clinicId, attorneyId],
      );
    if (has('automationRule')) {
      // No visit for 365 days: it matches nothing the matrix makes, so Run now starts nothing.
      fixture.automationRuleId = await insertId(
        ds,
        `INSERT INTO workflow_automation_rules (clinic_id, name, trigger_type, trigger_days, actions, action_type, action_template)
         VALUES ($1, 'Matrix rule', 'no_visit', 365, '[{"type": "create_task", "target": null, "template": "Matrix"}]', 'create_task', 'Matrix')`,
        [clinicId],
      );
      // A case in treatment without a visit for 30 days, for the rule previews to find.
      await createCase(ds, { clinicId, attorneyId, created_at: new Date(Date.now() - 30 * 86_400_000) });
      await ds.query(
        `INSERT INTO workflow_automation_executions (rule_id, clinic_id, case_id, patient_id, record_type, record_id, occurrence_key, scheduled_for)
         VALUES ($1, $2, $3, $4, 'case', $5, $6, now())`,
        [fixture.automationRuleId, clinicId, record.id, patient.id, String(record.id), `matrix:${record.id}`],
      );
    }
    if (has('message')) {
      const message = `INSERT INTO messages (case_id, clinic_id, sender_id, recipient_type, subject, content) VALUES ($1, $2, $3, $4, 'Matrix', 'Treatment update')`;
      fixture.messageId = await insertId(ds, message, [record.id, clinicId, sender.id, 'patient']);
      fixture.internalMessageId = await insertId(ds, message, [record.id, clinicId, sender.id, 'internal']);
    }
    if (has('document')) {
      const key = `${clinicId}/2025/${randomUUID()}`;
      const tmp = path.join(tmpDir, randomUUID());
      await writeFile(tmp, samplePdf);
      await storage.putFile(key, tmp, 'application/pdf', samplePdf.length);
      fixture.documentId = await insertId(
        ds,
        `INSERT INTO documents (case_id, clinic_id, uploaded_by, file_name, file_type, file_size, file_path)
         VALUES ($1, $2, $3, 'scan.pdf', 'application/pdf', $4, $5)`,
        [record.id, clinicId, sender.id, samplePdf.length, key],
      );
      // A failed analysis, for Mutation.documentAnalysisRetry (matrix-ai-documents.ts).
      await ds.query(
        `INSERT INTO ai_document_analysis (document_id, clinic_id, status, error) VALUES ($1, $2, 'failed', 'Matrix')`,
        [fixture.documentId, clinicId],
      );
    }
    if (has('records'))
      Object.assign(
        fixture,
        await makeRecordsFixture(ds, {
          clinicId,
          caseId: record.id,
          patientId: patient.id,
          attorneyId,
          documentId: fixture.documentId,
          userId: sender.id,
        }),
      );
    const attorneyUser = attorneyId === attorneyX.id ? users.attorney : attorneyId === null ? null : attorneyYUser;
    if (has('reduction')) {
      fixture.reductionRequestId = await insertId(
        ds,
        `INSERT INTO bill_reduction_requests (case_id, clinic_id, requested_by, original_amount, requested_amount, reason)
         VALUES ($1, $2, $3, '100.00', '80.00', 'Limited policy')`,
        [record.id, clinicId, attorneyUser?.id ?? null],
      );
    }
    if (has('letter')) {
      fixture.letterRequestId = await insertId(
        ds,
        `INSERT INTO bill_reduction_requests (case_id, clinic_id, requested_by, original_amount, requested_amount, reason,
                                              status, approved_amount, resolved_at)
         VALUES ($1, $2, $3, '100.00', '80.00', 'Limited policy', 'accepted', '80.00', now())`,
        [record.id, clinicId, attorneyUser?.id ?? null],
      );
      await ds.query(
        `INSERT INTO bill_reductions (case_id, clinic_id, reduction_request_id, original_amount, requested_amount,
                                      negotiation_letter, response_received, response_date, final_amount, status)
         VALUES ($1, $2, $3, '100.00', '80.00', $4, true, now(), '80.00', 'accepted')`,
        [record.id, clinicId, fixture.letterRequestId, 'Dear counsel,\n\nThe clinic agrees to reduce the balance.'],
      );
    }
    if (has('note'))
      fixture.clinical = await makeClinicalRecords(ds, {
        clinicId,
        patientId: patient.id,
        caseId: record.id,
        providerId: sender.id,
      });
    if (has('notification')) fixture.notificationId = await notificationFor(ds, sender.id, record.id);
    if (has('clinicInvoice'))
      fixture.clinicInvoiceId = await insertId(
        ds,
        `INSERT INTO clinic_invoices (number, clinic_id, kind, issued_at, due_date, subtotal, total)
         VALUES ($1, $2, 'subscription', now(), current_date, '149.00', '149.00')`,
        [`CB-MATRIX-${randomUUID()}`, clinicId],
      );
    if (has('clinicInvoice'))
      await ds.query(
        `INSERT INTO payments (clinic_id, invoice_id, status, amount, provider, method_label, idempotency_key, description)
         VALUES ($1, $2, 'failed', '149.00', 'builtin', 'Visa •••• 0002', $3, 'Matrix renewal')`,
        [clinicId, fixture.clinicInvoiceId, `matrix:${randomUUID()}`],
      );
    if (has('coverage'))
      fixture.coverageId = await insertId(
        ds,
        `INSERT INTO case_coverages (clinic_id, case_id, coverage_type, carrier_name, payer_id, member_id)
         VALUES ($1, $2, 'pip', 'Matrix Mutual', 'MATRX', 'M-1')`,
        [clinicId, record.id],
      );
    if (has('claim')) {
      const claimable = await addClaims(ds, fixture, sender.id);
      claimableByCase.set(fixture.caseId, claimable);
      claimableByClaim.set(fixture.claimId, claimable);
    }
    return fixture;
  }

  const claimableByCase: World['claimableByCase'] = new Map();
  const claimableByClaim: World['claimableByClaim'] = new Map();
  // What an 837P needs of the clinics and the provider, so their claims can be submitted and exported.
  await ds.query(
    `UPDATE clinics SET npi = '1234567893', tax_id = '221234567', address = '1 Main St', city = 'Newark', state = 'NJ',
            zip_code = '07102' WHERE id = ANY($1)`,
    [[clinicA.id, clinicB.id]],
  );
  await ds.query(`UPDATE users SET npi = '1245319599', is_provider = true WHERE id = ANY($1)`, [
    [colleagueA.id, colleagueB.id],
  ]);
  const managedClinic = await createClinic(ds, { name: 'Matrix Managed Clinic', subscription_plan: 'professional' });
  const operatorUsers = await operatorUserFixtures(ds, clinicA.id);
  await billingHistoryOf(ds, managedClinic.id, users[Role.super_admin].id);
  const shared = {} as Record<Placement, Fixture>;
  for (const placement of ['home', 'otherClinic', 'otherAttorney', 'unassigned'] as const)
    shared[placement] = await make(placement);
  // The patient role is the home patient's portal login, with an authenticator (testTotpSecret).
  const portal = await linkPortalPatient(ds, users[Role.patient].id, clinicA.id, shared.home, shared.unassigned);

  const sharedNotifications = {} as Record<Role, number>;
  for (const role of Object.values(Role)) sharedNotifications[role] = await notificationFor(ds, users[role].id, null);
  // A recorded e-mail, so the operator's outboundEmails list has a row whichever checks ran before.
  await ds.query(
    `INSERT INTO outbound_emails (kind, user_id, to_address, subject, body_text) VALUES ('notification', $1, $2, 'Matrix', 'Matrix')`,
    [colleagueA.id, colleagueA.email],
  );

  return {
    clinicA,
    clinicB,
    attorneyX,
    attorneyY,
    users,
    portal,
    colleagueA,
    colleagueB,
    attorneyYUser,
    shared,
    make,
    fresh: (kind, placement) => make(placement, partsFor[kind]),
    clinicIds: [clinicA.id, clinicB.id, managedClinic.id],
    userIds: [...Object.values(users), colleagueA, colleagueB, attorneyYUser].map((user) => user.id),
    attorneyIds: [attorneyX.id, attorneyY.id],
    waitlist: {
      changeId: await waitlistEntry(ds),
      deleteIds: { graphql: await waitlistEntry(ds), rest: await waitlistEntry(ds) },
    },
    operatorUsers,
    clinicAdmin: { managedClinicId: managedClinic.id },
    billingCancelClinicIds: {
      graphql: (await createClinic(ds, { name: 'Matrix Cancelled Clinic', billing_status: 'active' })).id,
      rest: (await createClinic(ds, { name: 'Matrix Cancelled Clinic', billing_status: 'active' })).id,
    },
    sales: await makeSalesFixtures(ds, users[Role.super_admin].id),
    staff: await makeStaffFixtures(ds, users[Role.operator_staff].id, clinicA.id),
    providerNetwork: await makeProviderNetworkFixtures(ds, {
      clinicA: clinicA.id,
      clinicB: clinicB.id,
      attorneyX: attorneyX.id,
      patientA: shared.home.patientId,
      patientB: shared.otherClinic.patientId,
    }),
    notifications: {
      shared: sharedNotifications,
      own: (role) => notificationFor(ds, users[role].id, null),
      others: [
        await notificationFor(ds, colleagueA.id, shared.home.caseId),
        await notificationFor(ds, colleagueB.id, shared.otherClinic.caseId),
        await notificationFor(ds, attorneyYUser.id, shared.otherClinic.caseId),
      ],
    },
    aiChatSessions: {
      shared: Object.fromEntries(
        await Promise.all(Object.values(Role).map(async (role) => [role, await aiChatSessionFor(ds, users[role].id)])),
      ) as Record<Role, number>,
      others: [await aiChatSessionFor(ds, colleagueA.id), await aiChatSessionFor(ds, attorneyYUser.id)],
    },
    apiTokens: {
      shared: Object.fromEntries(
        await Promise.all(Object.values(Role).map(async (role) => [role, await apiTokenFor(ds, users[role].id)])),
      ) as Record<Role, number>,
      others: [await apiTokenFor(ds, colleagueA.id), await apiTokenFor(ds, attorneyYUser.id)],
    },
    claimableByCase,
    claimableByClaim,
    contactMessageId: (
      (await ds.query(
        `INSERT INTO contact_messages (name, email, message) VALUES ('Matrix Visitor', 'visitor@test.example', 'Hello') RETURNING id`,
      )) as { id: number }[]
    )[0].id,
    fundingPartnerId: (
      (await ds.query(
        `INSERT INTO funding_partners (company_name, funding_types) VALUES ('Matrix Partner ' || gen_random_uuid(), '{medical}') RETURNING id`,
      )) as { id: number }[]
    )[0].id,
  };
}

async function operatorUserFixtures(ds: DataSource, clinicId: number): Promise<World['operatorUsers']> {
  const email = (what: string) => `${matrixOperatorUsersEmailPrefix}${what}-${randomUUID().slice(0, 8)}@test.example`;
  const target = await createUser(ds, { role: Role.clinic_staff, clinic_id: clinicId, email: email('target') });
  await ds.query(`INSERT INTO sessions (sid, sess, expire, user_id) VALUES ($1, $2, now() + interval '1 hour', $3)`, [
    `matrix-${randomUUID()}`,
    { userId: target.id, createdAt: new Date().toISOString() },
    target.id,
  ]);
  const invitee = await createUser(ds, {
    role: Role.clinic_staff,
    clinic_id: clinicId,
    email: email('invitee'),
    password_hash: null,
  });
  await ds.query(
    `INSERT INTO user_invitations (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '7 days')`,
    [invitee.id, `matrix-${randomUUID()}`],
  );
  return { targetId: target.id, targetEmail: target.email, inviteeId: invitee.id };
}

/** A logo for the clinic console's logo checks (its PDFs' letterhead). */
async function giveLogo(
  ds: DataSource,
  storage: ReturnType<typeof createDocumentStorage>,
  tmpDir: string,
  clinicId: number,
): Promise<void> {
  const key = `${clinicId}/branding/${randomUUID()}`;
  const tmp = path.join(tmpDir, randomUUID());
  const logo = pngImage();
  await writeFile(tmp, logo);
  await storage.putFile(key, tmp, 'image/png', logo.length);
  await ds.query(
    `UPDATE clinics SET logo_storage_key = $2, logo_content_type = 'image/png', logo_updated_at = now() WHERE id = $1`,
    [clinicId, key],
  );
}

/**
 * A coded bill of four lines and three claims to the fixture's coverage: a draft (line 1), a submitted
 * one (line 2) and a denied one (line 3); line 4 is left for a new claim. The patient gets what an 837P needs.
 */
async function addClaims(
  ds: DataSource,
  fixture: Fixture,
  providerId: string,
): Promise<{ coverageId: number; billingLineId: number }> {
  await ds.query(
    `UPDATE patients SET date_of_birth = '1980-01-01', sex = 'male', address = '2 Oak St', city = 'Newark', state = 'NJ',
            zip_code = '07102' WHERE id = $1`,
    [fixture.patientId],
  );
  await ds.query(`UPDATE cases SET accident_date = '2025-01-02' WHERE id = $1`, [fixture.caseId]);
  const billId = await insertId(
    ds,
    `INSERT INTO billing (case_id, clinic_id, invoice_number, amount, status) VALUES ($1, $2, $3, '200.00', 'submitted')`,
    [fixture.caseId, fixture.clinicId, `INV-MATRIX-${randomUUID()}`],
  );
  const lines: { id: number; line: Record<string, unknown> }[] = [];
  for (const lineNumber of [1, 2, 3, 4]) {
    const line = {
      billingLineId: 0,
      serviceDate: '2025-01-10',
      procedureCode: '98940',
      modifiers: [],
      units: 1,
      charge: '50.00',
      diagnosisCodes: ['M54.2'],
      providerId,
    };
    line.billingLineId = await insertId(
      ds,
      `INSERT INTO billing_lines (billing_id, clinic_id, case_id, line_number, service_date, procedure_code, description,
                                  units, unit_fee, amount, diagnosis_codes, provider_id)
       VALUES ($1, $2, $3, $4, '2025-01-10', '98940', 'Adjustment', 1, '50.00', '50.00', '{M54.2}', $5)`,
      [billId, fixture.clinicId, fixture.caseId, lineNumber, providerId],
    );
    lines.push({ id: line.billingLineId, line });
  }
  const claim = (index: number, status: string) =>
    insertId(
      ds,
      `INSERT INTO insurance_claims (clinic_id, patient_id, case_id, insurance_id, claim_number, status, submitted_at,
                                     billed_amount, service_lines, accident_state, denial_reason, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $6 = 'draft' THEN NULL ELSE now() END, '50.00', $7, 'NJ',
               CASE WHEN $6 = 'denied' THEN 'Matrix denial' END, $8)`,
      [
        fixture.clinicId,
        fixture.patientId,
        fixture.caseId,
        fixture.coverageId,
        `CLM-MATRIX-${randomUUID()}`,
        status,
        JSON.stringify([lines[index].line]),
        providerId,
      ],
    );
  fixture.claimId = await claim(0, 'draft');
  fixture.submittedClaimId = await claim(1, 'submitted');
  fixture.deniedClaimId = await claim(2, 'denied');
  return { coverageId: fixture.coverageId, billingLineId: lines[3].id };
}

/** An AI chat of one user, with nothing asked yet. */
async function aiChatSessionFor(ds: DataSource, userId: string): Promise<number> {
  const [row] = (await ds.query(
    `INSERT INTO ai_chat_sessions (user_id, session_type, title) VALUES ($1, 'general', 'Matrix chat') RETURNING id`,
    [userId],
  )) as { id: number }[];
  return row.id;
}

/** An API token of one user (its secret is never needed: the matrix only lists and revokes it). */
async function apiTokenFor(ds: DataSource, userId: string): Promise<number> {
  const [row] = (await ds.query(
    `INSERT INTO api_tokens (user_id, name, prefix, token_hash, expires_at)
     VALUES ($1, 'Matrix token', 'cbt_000000', md5(random()::text) || md5(random()::text), now() + interval '30 days') RETURNING id`,
    [userId],
  )) as { id: number }[];
  return row.id;
}

/** An unread notification of one user. */
async function notificationFor(ds: DataSource, userId: string, caseId: number | null): Promise<number> {
  return insertId(
    ds,
    `INSERT INTO notifications (user_id, kind, title, link, case_id) VALUES ($1, 'message', 'Matrix notice', '/cases', $2)`,
    [userId, caseId],
  );
}

/** A payment and an adjustment of the operator's fixture clinic, so the Billing tab's lists always have rows. */
async function billingHistoryOf(ds: DataSource, clinicId: number, operatorId: string): Promise<void> {
  await ds.query(
    `INSERT INTO payments (clinic_id, kind, status, amount, provider, method_label, idempotency_key, description)
     VALUES ($1, 'charge', 'successful', '349.00', 'builtin', 'Visa •••• 4242', 'matrix-' || gen_random_uuid(), 'Matrix')`,
    [clinicId],
  );
  await ds.query(
    `INSERT INTO billing_adjustments (clinic_id, type, amount, reason, status, applied_by, applied_at, request_key)
     VALUES ($1, 'credit', '1.00', 'Matrix', 'applied', $2, now(), 'matrix-' || gen_random_uuid())`,
    [clinicId, operatorId],
  );
}

async function waitlistEntry(ds: DataSource): Promise<number> {
  const [row] = (await ds.query(
    `INSERT INTO waitlist (name, email, practice_name, state, monthly_pi_cases)
     VALUES ('Matrix Practice', 'matrix-' || gen_random_uuid() || '@test.example', 'Matrix Spine', 'NJ', '10-25') RETURNING id`,
  )) as { id: number }[];
  return row.id;
}

/**
 * Tables a write of this app can touch, limited to this world's rows. Audit rows count when this
 * world's users (or the system, in its clinics) wrote them: the super admins of other test files'
 * worlds read every clinic, this one's too, at the same time.
 */
const fingerprintSql = `
  SELECT
    (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x.id), '')) FROM cases x WHERE x.clinic_id = ANY($1)) AS cases,
    (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x.id), '')) FROM patients x WHERE x.clinic_id = ANY($1)) AS patients,
    (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x.id), '')) FROM billing x WHERE x.clinic_id = ANY($1)) AS billing,
    (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x.id), '')) FROM messages x WHERE x.clinic_id = ANY($1)) AS messages,
    (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x.message_id), '')) FROM message_reads x WHERE x.user_id = ANY($2)) AS message_reads,
    (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x.id), '')) FROM documents x WHERE x.clinic_id = ANY($1)) AS documents,
    (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x.id), '')) FROM tasks x WHERE x.clinic_id = ANY($1)) AS tasks,
    (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x.id), '')) FROM webhook_endpoints x WHERE x.clinic_id = ANY($1)) AS webhook_endpoints,
    (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x.id), '')) FROM lien_notices x WHERE x.clinic_id = ANY($1)) AS lien_notices,
    (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x.id), '')) FROM webhook_deliveries x WHERE x.clinic_id = ANY($1)) AS webhook_deliveries,
    (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x.id), '')) FROM workflow_automation_rules x WHERE x.clinic_id = ANY($1)) AS automation_rules,
    (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x.id), '')) FROM workflow_automation_executions x WHERE x.clinic_id = ANY($1)) AS automation_executions,
    (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x.id), '')) FROM appointments x WHERE x.clinic_id = ANY($1)) AS appointments,
    (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x.id), '')) FROM patient_reminders x WHERE x.clinic_id = ANY($1)) AS patient_reminders,
    (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x.clinic_id), '')) FROM clinic_reminder_settings x WHERE x.clinic_id = ANY($1)) AS clinic_reminder_settings,
    (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x.id), '')) FROM appointment_types x WHERE x.clinic_id = ANY($1)) AS appointment_types,
    (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x.id), '')) FROM rooms x WHERE x.clinic_id = ANY($1)) AS rooms,
    (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x.id), '')) FROM notifications x WHERE x.user_id = ANY($2)) AS notifications,
    (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x.id), '')) FROM api_tokens x WHERE x.user_id = ANY($2)) AS api_tokens,
    (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x.user_id, x.kind), '')) FROM notification_preferences x WHERE x.user_id = ANY($2)) AS notification_preferences,
    (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x.id), '')) FROM case_ledger_entries x WHERE x.clinic_id = ANY($1)) AS ledger_entries,
    (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x.id), '')) FROM settlement_statements x WHERE x.clinic_id = ANY($1)) AS settlement_statements,
    (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x.id), '')) FROM settlement_statement_lines x WHERE x.clinic_id = ANY($1)) AS settlement_statement_lines,
    (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x.id), '')) FROM case_coverages x WHERE x.clinic_id = ANY($1)) AS coverages,
    (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x.id), '')) FROM insurance_claims x WHERE x.clinic_id = ANY($1)) AS claims,
    (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x.id), '')) FROM bill_reduction_requests x WHERE x.clinic_id = ANY($1)) AS reduction_requests,
    (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x.id), '')) FROM bill_reductions x WHERE x.clinic_id = ANY($1)) AS reductions,
    (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x.id), '')) FROM case_transfers x WHERE x.clinic_id = ANY($1)) AS transfers,
    (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x.id), '')) FROM patient_status_history x WHERE x.clinic_id = ANY($1)) AS status_history,
    (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x.id), '')) FROM treatment_notes x WHERE x.clinic_id = ANY($1)) AS treatment_notes,
    (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x.id), '')) FROM treatment_plans x WHERE x.clinic_id = ANY($1)) AS treatment_plans,
    (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x.id), '')) FROM fee_schedule x WHERE x.clinic_id = ANY($1)) AS fee_schedule,
    (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x.id), '')) FROM diagnosis_codes x WHERE x.clinic_id = ANY($1)) AS diagnosis_codes,
    (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x.id), '')) FROM attorneys x WHERE x.id = ANY($3)) AS attorneys,
    (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x.id), '')) FROM waitlist x WHERE x.id = ANY($4)) AS waitlist,
    (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x.id), '')) FROM users x
      WHERE x.email LIKE '${matrixOperatorUsersEmailPrefix}%') AS operator_users,
    (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x.id), '')) FROM user_invitations x JOIN users u ON u.id = x.user_id
      WHERE u.email LIKE '${matrixOperatorUsersEmailPrefix}%') AS operator_user_invitations,
    (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x.id), '')) FROM outbound_emails x
      WHERE x.to_address LIKE '${matrixOperatorUsersEmailPrefix}%') AS operator_user_emails,
    (SELECT count(*)::int FROM sessions x JOIN users u ON u.id = x.user_id
      WHERE u.email LIKE '${matrixOperatorUsersEmailPrefix}%') AS operator_user_sessions,
    (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x.id), '')) FROM clinics x
      WHERE x.id = ANY($1) OR x.name = '${matrixNewClinicName}') AS clinics,
    (SELECT count(*)::int FROM audit_logs x
      WHERE (x.changed_by = ANY($2) OR (x.clinic_id = ANY($1) AND x.changed_by IS NULL))
        AND x.action <> 'access_denied') AS audit_rows`;

/**
 * A digest of every row this world owns (and its audit rows): equal before and after a call proves
 * the call wrote nothing, neither inserts nor updates nor deletes. The `access_denied` row a refusal
 * writes is left out here and counted exactly by `deniedOperations`.
 */
export async function fingerprint(ds: DataSource, world: World): Promise<Record<string, string | number>> {
  const waitlistIds = [world.waitlist.changeId, world.waitlist.deleteIds.graphql, world.waitlist.deleteIds.rest];
  const [row] = (await ds.query(fingerprintSql, [
    world.clinicIds,
    world.userIds,
    world.attorneyIds,
    waitlistIds,
  ])) as Record<string, string | number>[];
  return row;
}

/** The newest audit row's id now: `deniedOperations` reads the rows written after it. */
export async function lastAuditId(ds: DataSource): Promise<string> {
  const [{ id }] = (await ds.query(`SELECT coalesce(max(id), 0)::text AS id FROM audit_logs`)) as { id: string }[];
  return id;
}

/** The operations named by `access_denied` rows of these users written after `afterId`, oldest first. */
export async function deniedOperations(ds: DataSource, userIds: string[], afterId: string): Promise<string[]> {
  const rows = (await ds.query(
    `SELECT entity_id FROM audit_logs
      WHERE id > $1 AND action = 'access_denied' AND entity_type = 'operation' AND changed_by = ANY($2) ORDER BY id`,
    [afterId, userIds],
  )) as { entity_id: string }[];
  return rows.map((row) => row.entity_id);
}

/**
 * Signed-out writes would carry no user: none may appear while the matrix runs. Refused sign-ins and
 * the landing page's public forms (waitlist, contact) are the anonymous audit rows the app writes by
 * design (and other test files make them meanwhile).
 */
export async function anonymousAuditRows(ds: DataSource, since: Date): Promise<number> {
  const [{ count }] = (await ds.query(
    `SELECT count(*)::int AS count FROM audit_logs
      WHERE changed_by IS NULL AND changed_at >= $1 AND NOT (entity_type = 'user' AND action = 'login_denied')
        AND NOT (entity_type IN ('waitlist', 'contact_message') AND action = 'create')`,
    [since],
  )) as { count: number }[];
  return count;
}

export type RowKind =
  | 'case'
  | 'caseNumber'
  | 'patient'
  | 'attorney'
  | 'billing'
  | 'message'
  | 'document'
  | 'notification'
  | 'treatmentNote'
  | 'task'
  | 'claim'
  | 'appointment'
  | 'reminder'
  | 'automationRule'
  | 'automationExecution';

/** Per row kind, the rows of a list that the role may NOT read: $1 the ids, $2 the clinic or the attorney. */
const outOfScopeSql: Record<Exclude<RowKind, 'notification'>, { clinic: string | null; attorney: string }> = {
  case: {
    clinic: `SELECT x.id FROM cases x WHERE x.id = ANY($1) AND x.clinic_id <> $2`,
    attorney: `SELECT x.id FROM cases x WHERE x.id = ANY($1) AND x.attorney_id IS DISTINCT FROM $2`,
  },
  caseNumber: {
    clinic: `SELECT x.case_number AS id FROM cases x WHERE x.case_number = ANY($1) AND x.clinic_id <> $2`,
    attorney: `SELECT x.case_number AS id FROM cases x WHERE x.case_number = ANY($1) AND x.attorney_id IS DISTINCT FROM $2`,
  },
  patient: {
    clinic: `SELECT x.id FROM patients x WHERE x.id = ANY($1) AND x.clinic_id <> $2`,
    attorney: `SELECT x.id FROM patients x WHERE x.id = ANY($1)
                 AND NOT EXISTS (SELECT 1 FROM cases c WHERE c.patient_id = x.id AND c.attorney_id = $2)`,
  },
  // The directory is readable by every clinic user (attorney.policy); an attorney reads only their own record.
  attorney: { clinic: null, attorney: `SELECT x.id FROM attorneys x WHERE x.id = ANY($1) AND x.id <> $2` },
  billing: {
    clinic: `SELECT x.id FROM billing x WHERE x.id = ANY($1) AND x.clinic_id <> $2`,
    attorney: `SELECT x.id FROM billing x JOIN cases c ON c.id = x.case_id
                WHERE x.id = ANY($1) AND (c.attorney_id IS DISTINCT FROM $2 OR x.status = 'pending')`,
  },
  message: {
    clinic: `SELECT x.id FROM messages x WHERE x.id = ANY($1) AND x.clinic_id <> $2`,
    attorney: `SELECT x.id FROM messages x JOIN cases c ON c.id = x.case_id
                WHERE x.id = ANY($1) AND (c.attorney_id IS DISTINCT FROM $2 OR x.recipient_type = 'internal')`,
  },
  // Attorneys read signed notes only (treatment-note.policy).
  treatmentNote: {
    clinic: `SELECT x.id FROM treatment_notes x WHERE x.id = ANY($1) AND x.clinic_id <> $2`,
    attorney: `SELECT x.id FROM treatment_notes x LEFT JOIN cases c ON c.id = x.case_id
                WHERE x.id = ANY($1) AND (c.attorney_id IS DISTINCT FROM $2 OR NOT x.is_locked)`,
  },
  // Tasks are the clinic's internal work list: an attorney reads none (task.policy).
  task: {
    clinic: `SELECT x.id FROM tasks x WHERE x.id = ANY($1) AND x.clinic_id <> $2`,
    attorney: `SELECT x.id FROM tasks x WHERE x.id = ANY($1) AND $2::int IS NOT NULL`,
  },
  claim: {
    clinic: `SELECT x.id FROM insurance_claims x WHERE x.id = ANY($1) AND x.clinic_id <> $2`,
    attorney: `SELECT x.id FROM insurance_claims x JOIN cases c ON c.id = x.case_id
                WHERE x.id = ANY($1) AND c.attorney_id IS DISTINCT FROM $2`,
  },
  // Reminders are the clinic's own: an attorney reads none (reminder.policy).
  reminder: {
    clinic: `SELECT x.id FROM patient_reminders x WHERE x.id = ANY($1) AND x.clinic_id <> $2`,
    attorney: `SELECT x.id FROM patient_reminders x WHERE x.id = ANY($1) AND $2::int IS NOT NULL`,
  },
  appointment: {
    clinic: `SELECT x.id FROM appointments x WHERE x.id = ANY($1) AND x.clinic_id <> $2`,
    attorney: `SELECT x.id FROM appointments x LEFT JOIN cases c ON c.id = x.case_id
                WHERE x.id = ANY($1) AND c.attorney_id IS DISTINCT FROM $2`,
  },
  // Workflow rules are the clinic's own (automation.policy): an attorney reads none.
  automationRule: {
    clinic: `SELECT x.id FROM workflow_automation_rules x WHERE x.id = ANY($1) AND x.clinic_id <> $2`,
    attorney: `SELECT x.id FROM workflow_automation_rules x WHERE x.id = ANY($1) AND $2::int IS NOT NULL`,
  },
  automationExecution: {
    clinic: `SELECT x.id FROM workflow_automation_executions x WHERE x.id = ANY($1) AND x.clinic_id <> $2`,
    attorney: `SELECT x.id FROM workflow_automation_executions x WHERE x.id = ANY($1) AND $2::int IS NOT NULL`,
  },
  document: {
    clinic: `SELECT x.id FROM documents x JOIN cases c ON c.id = x.case_id WHERE x.id = ANY($1) AND c.clinic_id <> $2`,
    attorney: `SELECT x.id FROM documents x JOIN cases c ON c.id = x.case_id
                WHERE x.id = ANY($1) AND c.attorney_id IS DISTINCT FROM $2`,
  },
};

/** The ids among `ids` that the role may not read (empty when the list kept to its scope). */
export async function outOfScope(
  ds: DataSource,
  world: World,
  role: Role,
  kind: RowKind,
  ids: (number | string)[],
): Promise<(number | string)[]> {
  if (kind === 'notification') {
    // Only the person's own, whatever the role: the operator is no exception.
    const rows = (await ds.query(`SELECT x.id FROM notifications x WHERE x.id = ANY($1) AND x.user_id <> $2`, [
      ids,
      world.users[role].id,
    ])) as { id: number }[];
    return rows.map((row) => row.id);
  }
  if (role === Role.super_admin || role === Role.operator_staff || ids.length === 0) return [];
  const sql = role === Role.attorney ? outOfScopeSql[kind].attorney : outOfScopeSql[kind].clinic;
  if (sql === null) return [];
  const owner = role === Role.attorney ? world.attorneyX.id : world.clinicA.id;
  const rows = (await ds.query(sql, [ids, owner])) as { id: number | string }[];
  return rows.map((row) => row.id);
}

/**
 * The staff member's employee and role ids, a role nobody holds (the Staff tab's delete), and a flag with an
 * override the Flags check clears (matrix-staff.ts).
 */
async function makeStaffFixtures(ds: DataSource, userId: string, clinicId: number) {
  const [row]: { employeeId: number; roleId: number }[] = await ds.query(
    `SELECT id AS "employeeId", role_id AS "roleId" FROM employees WHERE user_id = $1`,
    [userId],
  );
  await ds.query(
    `INSERT INTO feature_flags (name, enabled, clinic_id) VALUES ('matrix.override', true, NULL), ('matrix.override', false, $1)
     ON CONFLICT DO NOTHING`,
    [clinicId],
  );
  // A role nobody holds, for the Staff tab's delete.
  const [{ id: deletableRoleId }]: { id: number }[] = await ds.query(
    `INSERT INTO employee_roles (role_name, permissions) VALUES ($1, '["support"]') RETURNING id`,
    [`Matrix role ${randomUUID()}`],
  );
  return { ...row, deletableRoleId };
}
