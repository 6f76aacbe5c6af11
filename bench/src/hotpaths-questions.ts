import type { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { Role } from '../../api/src/platform/access/role';
import type { Scope } from '../../api/src/platform/access/scope';
import type { LiveHub } from '../../api/src/platform/events/live-hub';
import type { Page } from '../../api/src/platform/graphql/connection';
import type { Clock } from '../../api/src/platform/jobs/clock';
import { IntakeService, IntakeSort } from '../../api/src/modules/intake/intake.service';
import type { IntakeView } from '../../api/src/modules/intake/intake.type';
import { NotificationService } from '../../api/src/modules/notifications/notification.service';
import type { NotificationView } from '../../api/src/modules/notifications/notification.type';
import { ProviderMatchingService } from '../../api/src/modules/provider-network/provider-matching.service';
import { ProviderProfileService } from '../../api/src/modules/provider-network/provider-profile.service';
import type {
  ProviderProfileView,
  RankedProviderView,
} from '../../api/src/modules/provider-network/provider-network.type';
import { RecordsService } from '../../api/src/modules/records/records.service';
import type { RecordsRequestView } from '../../api/src/modules/records/records.type';
import { benchUsers, mainClinicId } from './dataset';
import { hotPathsToday } from './hotpaths-dataset';
import type { InProcessQuestion } from './in-process';

const request = { requestId: 'bench', ip: null, userAgent: null };
const staff: Scope = {
  userId: benchUsers.staff.id,
  role: Role.clinic_staff,
  clinicId: mainClinicId,
  attorneyId: null,
  displayName: 'Bench Staff',
  sessionId: 'bench',
  request,
};
const attorney: Scope = {
  userId: benchUsers.attorney.id,
  role: Role.attorney,
  clinicId: null,
  attorneyId: benchUsers.attorney.attorneyId,
  displayName: 'Bench Attorney',
  sessionId: 'bench',
  request,
};
const operator: Scope = {
  userId: '00000000-0000-4000-8000-00000000b003',
  role: Role.super_admin,
  clinicId: null,
  attorneyId: null,
  displayName: 'Bench Operator',
  sessionId: 'bench',
  request,
};

/** The records lists' "today" (which requests are overdue) is the dataset's fixed day. */
const fixedClock: Clock = { now: () => new Date(`${hotPathsToday}T12:00:00Z`) };
const pageSize = 20;
const directoryPage = 24;
/** What the ranking is asked: the public intake's and a clinic's referral question. */
const need = {
  specialty: 'orthopedics',
  city: 'Newark',
  state: 'NJ',
  insuranceType: 'pip',
  language: 'Spanish',
  limit: 10,
};

/** The columns of a records request as the service returns them (aliases r, c, p, cl, a, ad, ru, au). */
const recordsColumns = `r.id, r.case_id AS "caseId", c.case_number AS "caseNumber", r.patient_id AS "patientId",
  trim(p.first_name || ' ' || p.last_name) AS "patientName", p.date_of_birth::text AS "patientDateOfBirth",
  r.clinic_id AS "clinicId", cl.name AS "clinicName", r.requester_side AS "requesterSide", r.attorney_id AS "attorneyId",
  a.firm_name AS "firmName", r.provider_clinic_id AS "providerClinicId", r.provider_name AS "providerName",
  r.provider_type AS "providerType", r.provider_email AS "providerEmail", r.provider_fax AS "providerFax",
  r.record_type AS "recordType", r.request_method AS "requestMethod", r.authorization_document_id AS "authorizationDocumentId",
  ad.file_name AS "authorizationFileName", r.requested_by AS "requestedBy",
  NULLIF(trim(ru.first_name || ' ' || ru.last_name), '') AS "requestedByName", r.assigned_to AS "assignedTo",
  NULLIF(trim(au.first_name || ' ' || au.last_name), '') AS "assignedToName", r.priority, r.status,
  r.request_sent_date AS "requestSentDate", r.due_date::text AS "dueDate", o.overdue, r.follow_up_count AS "followUpCount",
  r.last_follow_up_date AS "lastFollowUpDate", r.received_date AS "receivedDate", r.completion_time AS "completionTime",
  r.documents_received AS "documentsReceived", r.missing_documents AS "missingDocuments",
  r.automated_reminders AS "automatedReminders", r.next_reminder_date AS "nextReminderDate",
  r.cancel_reason AS "cancelReason", r.notes, r.created_at AS "createdAt",
  (SELECT coalesce(json_agg(json_build_object('id', d.id, 'documentId', d.document_id, 'kind', d.kind,
            'fileName', d.file_name, 'clinicName', dc.name, 'disclosedAt', d.disclosed_at,
            'authorizationFileName', dd.file_name) ORDER BY d.disclosed_at, d.id), '[]')
     FROM records_disclosures d JOIN clinics dc ON dc.id = d.clinic_id JOIN documents dd ON dd.id = d.authorization_document_id
    WHERE d.request_id = r.id) AS disclosures`;
/** The page is chosen from the requests alone (t), then joined to what each row shows. */
// Overdue requests are the open ones with the earliest due dates, so "open first, then due date" is
// the list's whole order (decision 509), written as the expression the firm's index holds.
const recordsPage = (where: string) => `FROM (
    SELECT t.id, t.due_date, t.status IN ('pending', 'sent', 'partial') AND t.due_date < $2::date AS overdue,
           t.status IN ('pending', 'sent', 'partial') AS open
      FROM records_retrieval t WHERE ${where}
     ORDER BY (CASE WHEN t.status IN ('pending', 'sent', 'partial') THEN 0 ELSE 1000000 END + (t.due_date - DATE '2000-01-01')), t.id
     LIMIT ${pageSize + 1}) o
  JOIN records_retrieval r ON r.id = o.id JOIN cases c ON c.id = r.case_id JOIN patients p ON p.id = r.patient_id
  JOIN clinics cl ON cl.id = r.clinic_id JOIN documents ad ON ad.id = r.authorization_document_id
  LEFT JOIN attorneys a ON a.id = r.attorney_id LEFT JOIN users ru ON ru.id = r.requested_by
  LEFT JOIN users au ON au.id = r.assigned_to
 ORDER BY o.overdue DESC, o.open DESC, o.due_date, o.id`;

type RecordsFloorRow = { id: number; overdue: boolean; disclosures: unknown[]; total: number };
const recordsAnswer = (rows: RecordsFloorRow[]) => ({
  rows: rows.slice(0, pageSize).map((row) => [row.id, row.overdue, row.disclosures.length]),
  total: rows[0]?.total ?? 0,
  hasNextPage: rows.length > pageSize,
});
const recordsNormalized = (answer: unknown) => {
  const page = answer as Page<RecordsRequestView> & { totalCount: number };
  return {
    rows: page.nodes.map((row) => [row.id, row.overdue, row.disclosures.length]),
    total: page.totalCount,
    hasNextPage: page.pageInfo.hasNextPage,
  };
};

const profileColumns = `p.id, p.profile_slug, p.display_name, p.profile_type, p.is_public, p.specializations,
  p.coverage_areas, p.images, p.bio, p.years_experience, p.languages_spoken, p.accepted_insurance,
  p.accepting_new_patients, p.average_rating, p.review_count, p.success_rate, p.average_settlement_time,
  p.closed_case_count, p.verified_badge, p.featured_provider, p.seo_title, p.seo_description, p.seo_keywords,
  p.public_phone, p.public_email, p.website, p.city, p.state, p.social_links, p.updated_at`;

/**
 * The hot paths of issue 27's modules, each a service called in process as its resolver calls it,
 * checked against a hand-written statement and timed side by side with it (the raw-SQL floor):
 * H1 a clinic's records inbox, H2 an attorney's records requests, H3 the public directory search,
 * H4 the ranking by specialty, place, insurance and language, H5 the operator's intake desk, H6 and
 * H7 a busy user's notifications and unread badge.
 */
export function hotPathQuestions(dataSource: DataSource): InProcessQuestion[] {
  const none = null as never;
  const records = new RecordsService(dataSource, fixedClock, none, none, none, none);
  const profiles = new ProviderProfileService(dataSource, fixedClock);
  const matching = new ProviderMatchingService(dataSource, fixedClock, none);
  const intake = new IntakeService(dataSource, none, none, none, fixedClock, 0);
  const hub = { publish: () => Promise.resolve() } as unknown as LiveHub;
  const notifications = new NotificationService(dataSource, hub, none, { publicUrl: 'http://bench.test' });

  const recordsFloor = (name: string, where: string, owner: number) => (admin: Client) =>
    admin
      .query<RecordsFloorRow>({
        name,
        text: `SELECT ${recordsColumns}, (SELECT count(*)::int FROM records_retrieval t WHERE ${where}) AS total
               ${recordsPage(where)}`,
        values: [owner, hotPathsToday],
      })
      .then((result) => result.rows);

  const inboxFloor = recordsFloor('bench-floor-h1', 't.provider_clinic_id = $1', mainClinicId);
  const attorneyFloor = recordsFloor(
    'bench-floor-h2',
    `t.requester_side = 'attorney' AND t.attorney_id = $1`,
    benchUsers.attorney.attorneyId,
  );

  const directoryFloor = (admin: Client) =>
    admin
      .query<{ id: number }>({
        name: 'bench-floor-h3',
        text: `SELECT ${profileColumns} FROM provider_profiles p
                WHERE p.is_public AND p.specializations @> ARRAY[$1::text]
                  AND (p.state = $2 OR EXISTS (SELECT 1 FROM unnest(p.coverage_areas) a WHERE a = $2 OR a LIKE '%, ' || $2))
                ORDER BY coalesce(p.average_rating, 0) DESC, p.id LIMIT ${directoryPage + 1}`,
        values: [need.specialty, need.state],
      })
      .then((result) => result.rows);

  const rankFloor = (admin: Client) =>
    admin
      .query<{ id: number; score: number }>({
        name: 'bench-floor-h4',
        text: `WITH candidates AS (
                 SELECT ${profileColumns},
                        (SELECT count(*)::int FROM provider_matches m WHERE m.matched_provider_id = p.id
                            AND m.status IN ('pending', 'contacted')) AS open_matches
                   FROM provider_profiles p
                  WHERE p.is_public AND (p.specializations @> ARRAY[$1::text] OR p.state = $2
                        OR EXISTS (SELECT 1 FROM unnest(p.coverage_areas) a WHERE a = $2 OR a LIKE '%, ' || $2))
                  ORDER BY p.average_rating DESC NULLS LAST, p.id LIMIT 500)
               SELECT c.*, s.score FROM candidates c CROSS JOIN LATERAL (SELECT
                   CASE WHEN c.specializations @> ARRAY[$1::text] THEN 35 ELSE 0 END
                 + CASE WHEN EXISTS (SELECT 1 FROM unnest(c.coverage_areas) a WHERE lower(a) = lower($3::text || ', ' || $2::text))
                             OR lower(c.city || ', ' || c.state) = lower($3::text || ', ' || $2::text) THEN 25
                        WHEN EXISTS (SELECT 1 FROM unnest(c.coverage_areas) a WHERE lower(a) = lower($2::text) OR lower(a) LIKE '%, ' || lower($2::text))
                             OR lower(c.state) = lower($2::text) THEN 15 ELSE 0 END
                 + CASE WHEN c.accepted_insurance @> ARRAY[$4::text] THEN 15 ELSE 0 END
                 + CASE WHEN EXISTS (SELECT 1 FROM unnest(c.languages_spoken) l WHERE lower(l) = lower($5::text)) THEN 5 ELSE 0 END
                 + CASE WHEN c.average_rating IS NULL OR c.review_count = 0 THEN 5 ELSE round(c.average_rating * 2)::int END
                 + CASE WHEN NOT c.accepting_new_patients THEN 0 WHEN c.open_matches >= 10 THEN 5 ELSE 10 END AS score) s
               ORDER BY s.score DESC, coalesce(c.average_rating, 0) DESC, c.id LIMIT $6`,
        values: [need.specialty, need.state, need.city, need.insuranceType, need.language, need.limit],
      })
      .then((result) => result.rows);

  const intakeFloor = (admin: Client) =>
    admin
      .query<{ id: number; triage_score: number; clinic_name: string | null }>({
        name: 'bench-floor-h5',
        text: `SELECT i.*, mc.name AS clinic_name, trim(ma.first_name || ' ' || ma.last_name) || ' (' || ma.firm_name || ')' AS attorney_name,
                      cc.case_number AS converted_case_number
                 FROM public_intake i LEFT JOIN clinics mc ON mc.id = i.matched_clinic_id
                 LEFT JOIN attorneys ma ON ma.id = i.matched_attorney_id LEFT JOIN cases cc ON cc.id = i.converted_case_id
                ORDER BY i.created_at DESC, i.id DESC LIMIT ${pageSize + 1}`,
      })
      .then((result) => result.rows);

  const notificationsFloor = (admin: Client) =>
    admin
      .query<{ id: number }>({
        name: 'bench-floor-h6',
        text: `SELECT n.id, n.kind, n.title, n.body, n.link, n.case_id, n.read_at, n.created_at, n.user_id
                 FROM notifications n LEFT JOIN cases c ON c.id = n.case_id
                WHERE n.user_id = $1 AND (n.case_id IS NULL OR c.clinic_id = $2)
                ORDER BY n.created_at DESC, n.id DESC LIMIT ${pageSize + 1}`,
        values: [staff.userId, mainClinicId],
      })
      .then((result) => result.rows);

  const unreadFloor = (admin: Client) =>
    admin
      .query<{ count: number }>({
        name: 'bench-floor-h7',
        text: `SELECT count(*)::int AS count FROM (SELECT 1 FROM notifications n LEFT JOIN cases c ON c.id = n.case_id
                WHERE n.user_id = $1 AND n.read_at IS NULL AND (n.case_id IS NULL OR c.clinic_id = $2) LIMIT 100) u`,
        values: [staff.userId, mainClinicId],
      })
      .then((result) => result.rows[0].count);

  const pageIds = (rows: { id: number }[], size: number) => ({
    ids: rows.slice(0, size).map((row) => row.id),
    hasNextPage: rows.length > size,
  });
  const nodeIds = (answer: unknown) => {
    const page = answer as Page<{ id: number }>;
    return { ids: page.nodes.map((row) => row.id), hasNextPage: page.pageInfo.hasNextPage };
  };

  return [
    {
      id: 'H1',
      title: "Records inbox: the first page of a clinic's incoming requests with their disclosure logs and total",
      run: () => records.list(staff, { inbox: true }, { first: pageSize }),
      runWithPage: (first) => records.list(staff, { inbox: true }, { first }),
      normalize: recordsNormalized,
      golden: async (admin) => recordsAnswer(await inboxFloor(admin)),
      floor: inboxFloor,
    },
    {
      id: 'H2',
      title: "Records requests: the first page of an attorney's requests with their disclosure logs and total",
      run: () => records.list(attorney, {}, { first: pageSize }),
      runWithPage: (first) => records.list(attorney, {}, { first }),
      normalize: recordsNormalized,
      golden: async (admin) => recordsAnswer(await attorneyFloor(admin)),
      floor: attorneyFloor,
    },
    {
      id: 'H3',
      title: 'Provider directory: public search by specialty and state, best rated first (24)',
      run: () => profiles.search({ specialty: need.specialty, state: need.state, first: directoryPage }),
      runWithPage: (first) => profiles.search({ specialty: need.specialty, state: need.state, first }),
      normalize: (answer) => nodeIds(answer as Page<ProviderProfileView>),
      golden: async (admin) => pageIds(await directoryFloor(admin), directoryPage),
      floor: directoryFloor,
    },
    {
      id: 'H4',
      title: 'Provider ranking: the best 10 for a specialty, city, insurance and language, with reasons',
      run: () => matching.rank(need),
      normalize: (answer) => (answer as RankedProviderView[]).map((r) => [r.profile.id, r.score]),
      golden: async (admin) => (await rankFloor(admin)).map((row) => [row.id, row.score]),
      floor: rankFloor,
    },
    {
      id: 'H5',
      title: "Intake desk: the operator's first page, newest first, with triage and match",
      run: () => intake.list(operator, { sort: IntakeSort.newest, first: pageSize }),
      runWithPage: (first) => intake.list(operator, { sort: IntakeSort.newest, first }),
      normalize: (answer) =>
        (answer as Page<IntakeView>).nodes.map((row) => [row.id, row.triageScore, row.matchedClinicName]),
      golden: async (admin) =>
        (await intakeFloor(admin)).slice(0, pageSize).map((row) => [row.id, row.triage_score, row.clinic_name]),
      floor: intakeFloor,
    },
    {
      id: 'H6',
      title: "Notifications: a busy user's first page (20), newest first, only cases they still read",
      run: () => notifications.list(staff, { first: pageSize }),
      runWithPage: (first) => notifications.list(staff, { first }),
      normalize: (answer) => nodeIds(answer as Page<NotificationView>),
      golden: async (admin) => pageIds(await notificationsFloor(admin), pageSize),
      floor: notificationsFloor,
    },
    {
      id: 'H7',
      title: "Notifications: a busy user's unread badge (counted up to 100)",
      run: () => notifications.unreadCount(staff),
      normalize: (answer) => answer,
      golden: unreadFloor,
      floor: unreadFloor,
    },
  ];
}
