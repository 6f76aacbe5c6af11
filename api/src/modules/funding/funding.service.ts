import { createHash, randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { afterCommit } from '../../db/after-commit';
import { SqlParams } from '../../db/sql-params';
import { assertOperatorArea, OperatorArea } from '../../platform/access/operator-areas';
import { Role } from '../../platform/access/role';
import type { RequestMeta, Scope } from '../../platform/access/scope';
import { writeAudit } from '../../platform/audit/audit.service';
import type { SecretBox } from '../../platform/crypto/secret-box';
import { ConflictError, ForbiddenError, InputError, NotFoundError } from '../../platform/errors';
import type { LiveHub, LiveTopic } from '../../platform/events/live-hub';
import type { Clock } from '../../platform/jobs/clock';
import { compareMoney, formatMoney } from '../../platform/money';
import { caseScopeSql, isCaseAttorney } from '../cases/case-access.policy';
import { caseFactsForWrite } from '../cases/case-facts';
import { NotificationKind } from '../notifications/notification-kinds';
import type { NotificationService } from '../notifications/notification.service';
import { FundingRequestStatus, fundingTransitions, partnerLinkDays, type FundingShare } from './funding.enums';
import type {
  FundingFundedInput,
  FundingPartnerAnswerInput,
  FundingPartnerInput,
  FundingRequestInput,
} from './funding.input';
import { readFundingPacket, sharedPart, storedPacket } from './funding-packet';
import { fundingScopeSql } from './funding.policy';
import type { FundingQuoteProvider } from './funding-quote';
import type {
  CaseFundingView,
  FundingPartnerOption,
  FundingPartnerView,
  FundingQuote,
  FundingRequestSent,
  FundingRequestView,
  PartnerViewOfRequest,
} from './funding.type';

const partnerKeyContext = (partnerId: number) => `funding-partner-api-key:${partnerId}`;
export const hashLinkToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

const partnerSql = `
  SELECT fp.id, fp.company_name AS "companyName", fp.contact_person AS "contactPerson", fp.email, fp.phone, fp.website,
         fp.funding_types AS "fundingTypes", fp.minimum_amount::text AS "minimumAmount",
         fp.maximum_amount::text AS "maximumAmount", fp.typical_rate::text AS "typicalRate",
         fp.approval_time_hours AS "approvalTimeHours", fp.instant_quote_api AS "instantQuoteApi",
         (fp.api_key_sealed IS NOT NULL) AS "apiKeySet", fp.is_active AS "isActive", fp.rating::text AS rating,
         coalesce(st.total_funded, 0)::numeric(14,2)::text AS "totalFunded",
         CASE WHEN coalesce(st.answered, 0) = 0 THEN NULL
              ELSE round(100.0 * st.approved / st.answered, 1)::float8 END AS "averageApprovalRate",
         coalesce(st.sent, 0)::int AS "requestCount", fp.notes, fp.created_at AS "createdAt", fp.updated_at AS "updatedAt"
    FROM funding_partners fp
    LEFT JOIN LATERAL (
      SELECT sum(r.funded_amount) FILTER (WHERE r.status = 'funded') AS total_funded,
             count(*) FILTER (WHERE r.status IN ('approved', 'declined', 'funded')) AS answered,
             count(*) FILTER (WHERE r.status IN ('approved', 'funded')) AS approved,
             count(*) FILTER (WHERE r.status <> 'pending') AS sent
        FROM funding_requests r WHERE r.funding_partner_id = fp.id
    ) st ON TRUE`;

const requestSql = `
  SELECT r.id, 'FR-' || lpad(r.id::text, 6, '0') AS reference, r.case_id AS "caseId", c.case_number AS "caseNumber",
         r.funding_partner_id AS "fundingPartnerId", fp.company_name AS "partnerName",
         r.requested_amount::text AS "requestedAmount", r.purpose, r.urgency_level AS "urgencyLevel", r.status,
         r.submitted_at AS "submittedAt", r.approved_amount::text AS "approvedAmount",
         r.funded_amount::text AS "fundedAmount", r.interest_rate::text AS "interestRate",
         r.repayment_terms AS "repaymentTerms", r.documents_submitted AS "documentsSubmitted",
         r.decision_date AS "decisionDate", r.funded_date AS "fundedDate", r.notes, r.partner_note AS "partnerNote",
         r.quote, r.partner_link_expires_at AS "partnerLinkExpiresAt", r.partner_link_used_at AS "partnerLinkUsedAt",
         coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), 'Former user') AS "requestedByName",
         r.created_at AS "createdAt", c.attorney_id AS "caseAttorneyId", c.clinic_id AS "clinicId",
         (fp.instant_quote_api IS NOT NULL) AS "hasQuoteApi"
    FROM funding_requests r
    JOIN cases c ON c.id = r.case_id
    JOIN funding_partners fp ON fp.id = r.funding_partner_id
    LEFT JOIN users u ON u.id = r.requested_by`;

type RequestRow = Omit<FundingRequestView, 'packet' | 'shared' | 'quote'> & {
  documentsSubmitted: { shared: FundingShare[]; packet: unknown };
  quote: (Omit<FundingQuote, 'at'> & { at: string }) | null;
};

function viewOf(row: RequestRow): FundingRequestView {
  const { documentsSubmitted, quote, ...rest } = row;
  return {
    ...rest,
    shared: documentsSubmitted.shared ?? [],
    packet: storedPacket(documentsSubmitted.packet),
    quote: quote ? { ...quote, at: new Date(quote.at) } : null,
  };
}

const partnerAudit = (input: FundingPartnerInput) => ({
  companyName: input.companyName,
  contactPerson: input.contactPerson ?? null,
  email: input.email ?? null,
  phone: input.phone ?? null,
  website: input.website ?? null,
  fundingTypes: input.fundingTypes,
  minimumAmount: input.minimumAmount ?? null,
  maximumAmount: input.maximumAmount ?? null,
  typicalRate: input.typicalRate ?? null,
  approvalTimeHours: input.approvalTimeHours ?? null,
  instantQuoteApi: input.instantQuoteApi || null,
  isActive: input.isActive ?? true,
  rating: input.rating ?? null,
});

export interface FundingOptions {
  /** Where the partner's one-page view lives: PUBLIC_URL + /funding-offer?token=... */
  publicUrl: string;
}

/**
 * Pre-settlement and medical funding (issue 27, decisions 380-389). The operator keeps the partners
 * (API keys sealed); the case's attorney asks one for funding with a packet built from the case's
 * verified records, limited to the parts chosen; the partner reads that packet through a one-time,
 * expiring link and approves (amount, rate, terms) or declines; the attorney records the funds
 * received. Every write is audited in its own transaction; every other move is refused.
 */
export class FundingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly box: SecretBox,
    private readonly quotes: FundingQuoteProvider,
    private readonly notifications: NotificationService,
    private readonly clock: Clock,
    private readonly options: FundingOptions,
    /** Publishes each change after its commit; the attorney's Funding tab follows it (decision 433). */
    private readonly live: Pick<LiveHub, 'publish' | 'subscribe'> | null = null,
  ) {}

  // ---- partners (the operator) ----

  async partners(scope: Scope): Promise<FundingPartnerView[]> {
    assertOperatorArea(scope, OperatorArea.funding);
    return (await this.dataSource.query(
      `${partnerSql} ORDER BY fp.is_active DESC, lower(fp.company_name), fp.id`,
    )) as FundingPartnerView[];
  }

  /** Active partners a requester may choose from (no contact details, no key, no notes). */
  async partnerOptions(scope: Scope): Promise<FundingPartnerOption[]> {
    if (scope.role !== Role.attorney && scope.role !== Role.super_admin)
      throw new ForbiddenError('Funding partners are chosen by attorneys');
    return (await this.dataSource.query(
      `SELECT id, company_name AS "companyName", funding_types AS "fundingTypes", minimum_amount::text AS "minimumAmount",
              maximum_amount::text AS "maximumAmount", typical_rate::text AS "typicalRate",
              approval_time_hours AS "approvalTimeHours", rating::text AS rating,
              (instant_quote_api IS NOT NULL) AS "instantQuote"
         FROM funding_partners WHERE is_active ORDER BY lower(company_name), id`,
    )) as FundingPartnerOption[];
  }

  async createPartner(scope: Scope, input: FundingPartnerInput): Promise<FundingPartnerView> {
    assertOperatorArea(scope, OperatorArea.funding);
    checkPartnerAmounts(input);
    const id = await this.dataSource.transaction(async (manager) => {
      const [{ id }] = (await this.insertPartner(manager, scope, input)) as { id: number }[];
      if (input.apiKey)
        await manager.query(`UPDATE funding_partners SET api_key_sealed = $2 WHERE id = $1`, [
          id,
          this.box.seal(input.apiKey, partnerKeyContext(id)),
        ]);
      await writeAudit(manager, scope, {
        entityType: 'funding_partner',
        entityId: id,
        action: 'create',
        newValues: { ...partnerAudit(input), apiKeySet: Boolean(input.apiKey) },
      });
      return id;
    });
    return this.partner(id);
  }

  async updatePartner(scope: Scope, id: number, input: FundingPartnerInput): Promise<FundingPartnerView> {
    assertOperatorArea(scope, OperatorArea.funding);
    checkPartnerAmounts(input);
    await this.dataSource.transaction(async (manager) => {
      const [before] = (await manager.query(`${partnerSql} WHERE fp.id = $1 FOR UPDATE OF fp`, [id])) as
        FundingPartnerView[] | [];
      if (!before) throw new NotFoundError('Funding partner');
      const sealed = input.clearApiKey
        ? null
        : input.apiKey
          ? this.box.seal(input.apiKey, partnerKeyContext(id))
          : undefined;
      const values = partnerAudit(input);
      await manager
        .query(
          `UPDATE funding_partners SET company_name = $2, contact_person = $3, email = $4, phone = $5, website = $6,
                  funding_types = $7, minimum_amount = $8, maximum_amount = $9, typical_rate = $10,
                  approval_time_hours = $11, instant_quote_api = $12, is_active = $13, rating = $14, notes = $15,
                  api_key_sealed = CASE WHEN $16 THEN $17 ELSE api_key_sealed END, updated_at = now()
            WHERE id = $1`,
          [
            id,
            values.companyName,
            values.contactPerson,
            values.email,
            values.phone,
            values.website,
            values.fundingTypes,
            values.minimumAmount,
            values.maximumAmount,
            values.typicalRate,
            values.approvalTimeHours,
            values.instantQuoteApi,
            values.isActive,
            values.rating,
            input.notes ?? null,
            sealed !== undefined,
            sealed ?? null,
          ],
        )
        .catch(duplicateName(input.companyName));
      const {
        totalFunded: _t,
        averageApprovalRate: _a,
        requestCount: _r,
        createdAt: _c,
        updatedAt: _u,
        ...old
      } = before;
      await writeAudit(manager, scope, {
        entityType: 'funding_partner',
        entityId: id,
        action: 'update',
        oldValues: old,
        newValues: { ...values, apiKeySet: sealed === undefined ? before.apiKeySet : sealed !== null },
      });
    });
    return this.partner(id);
  }

  private insertPartner(manager: EntityManager, scope: Scope, input: FundingPartnerInput): Promise<unknown> {
    const values = partnerAudit(input);
    return manager
      .query(
        `INSERT INTO funding_partners (company_name, contact_person, email, phone, website, funding_types, minimum_amount,
                                       maximum_amount, typical_rate, approval_time_hours, instant_quote_api, is_active,
                                       rating, notes, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id`,
        [
          values.companyName,
          values.contactPerson,
          values.email,
          values.phone,
          values.website,
          values.fundingTypes,
          values.minimumAmount,
          values.maximumAmount,
          values.typicalRate,
          values.approvalTimeHours,
          values.instantQuoteApi,
          values.isActive,
          values.rating,
          input.notes ?? null,
          scope.userId,
        ],
      )
      .catch(duplicateName(input.companyName));
  }

  private async partner(id: number): Promise<FundingPartnerView> {
    const [row] = (await this.dataSource.query(`${partnerSql} WHERE fp.id = $1`, [id])) as FundingPartnerView[];
    if (!row) throw new NotFoundError('Funding partner');
    return row;
  }

  // ---- requests (the case's attorney; the operator reads) ----

  /** A case's funding: the packet as it stands now and the requests, newest first. */
  async caseFunding(scope: Scope, caseId: number): Promise<CaseFundingView> {
    const params = new SqlParams();
    const [head] = (await this.dataSource.query(
      `SELECT c.id AS "caseId", c.case_number AS "caseNumber", c.clinic_id AS "clinicId", c.attorney_id AS "caseAttorneyId"
         FROM cases c WHERE c.id = ${params.add(caseId)} AND ${fundingScopeSql(scope, params, 'c')}`,
      params.values,
    )) as { caseId: number; caseNumber: string; clinicId: number; caseAttorneyId: number | null }[];
    if (!head) throw new NotFoundError('Case');
    const [packet, rows] = await Promise.all([
      readFundingPacket(this.dataSource.manager, caseId, this.clock.now()),
      this.dataSource.query(`${requestSql} WHERE r.case_id = $1 ORDER BY r.id DESC`, [caseId]) as Promise<RequestRow[]>,
    ]);
    return {
      caseId: head.caseId,
      caseNumber: head.caseNumber,
      canRequest: isCaseAttorney(scope, head),
      packet,
      requests: rows.map(viewOf),
    };
  }

  /** The live topic of funding requests: read once per event, shown to those who read the request now. */
  readonly topic: LiveTopic<FundingRequestView> = {
    eventType: 'funding.changed',
    load: async (id) => {
      const [row] = (await this.dataSource.query(`${requestSql} WHERE r.id = $1`, [id])) as RequestRow[];
      return row ? viewOf(row) : null;
    },
    // The same rule as fundingScopeSql, in memory: the operator, and the case's attorney at the event.
    visibleTo: (scope, request) =>
      scope.role === Role.super_admin ||
      (scope.role === Role.attorney && scope.attorneyId !== null && scope.attorneyId === request.caseAttorneyId),
  };

  /**
   * Live changes of one case's requests. The case must be readable (the case rule, as every case
   * subscription); each event is delivered only to those who read the request at that moment (the
   * topic's rule), so a clinic may follow its own case and never receives a funding request.
   */
  async subscribe(scope: Scope, caseId: number): Promise<AsyncIterableIterator<FundingRequestView>> {
    if (!this.live) throw new Error('Funding is not live in this process');
    const params = new SqlParams();
    const rows = (await this.dataSource.query(
      `SELECT 1 FROM cases c WHERE c.id = ${params.add(caseId)} AND ${caseScopeSql(scope, params, 'c')}`,
      params.values,
    )) as unknown[];
    if (!rows.length) throw new NotFoundError('Case');
    return this.live.subscribe(this.topic, scope, (request) => request.caseId === caseId);
  }

  /** Tells live subscribers of request `id` once the transaction commits (never on rollback). */
  private publishAfterCommit(manager: EntityManager, id: number): void {
    const live = this.live;
    if (live) afterCommit(manager, () => live.publish({ type: 'funding.changed', id }));
  }

  /** Requests in scope, newest first; `before` pages on (an id). */
  async list(scope: Scope, options: { limit: number; before?: number | null }): Promise<FundingRequestView[]> {
    if (scope.role !== Role.attorney && scope.role !== Role.super_admin)
      throw new ForbiddenError("Funding requests are the case's attorney's; clinics do not read them");
    const params = new SqlParams();
    const condition = fundingScopeSql(scope, params, 'c');
    const before = options.before ? ` AND r.id < ${params.add(options.before)}` : '';
    const rows = (await this.dataSource.query(
      `${requestSql} WHERE ${condition}${before} ORDER BY r.id DESC LIMIT ${params.add(options.limit)}`,
      params.values,
    )) as RequestRow[];
    return rows.map(viewOf);
  }

  async get(scope: Scope, id: number, manager: EntityManager = this.dataSource.manager): Promise<FundingRequestView> {
    const params = new SqlParams();
    const [row] = (await manager.query(
      `${requestSql} WHERE r.id = ${params.add(id)} AND ${fundingScopeSql(scope, params, 'c')}`,
      params.values,
    )) as RequestRow[];
    if (!row) throw new NotFoundError('Funding request');
    return viewOf(row);
  }

  /** The case's attorney drafts a request (pending) from the verified packet, sharing the parts chosen. */
  async create(scope: Scope, input: FundingRequestInput): Promise<FundingRequestView> {
    const id = await this.dataSource.transaction(async (manager) => {
      const record = await caseFactsForWrite(manager, scope, input.caseId, { lock: true });
      if (!record || (scope.role !== Role.attorney && scope.role !== Role.super_admin)) throw new NotFoundError('Case');
      if (!isCaseAttorney(scope, record))
        throw new ForbiddenError('Only the attorney on this case can request funding for it');
      if (record.status === 'closed')
        throw new ConflictError(`${record.caseNumber} is closed: no funding can be requested`);
      const [partner] = (await manager.query(
        `SELECT id, company_name AS "companyName", is_active AS "isActive", minimum_amount::text AS "minimumAmount",
                maximum_amount::text AS "maximumAmount"
           FROM funding_partners WHERE id = $1 FOR SHARE`,
        [input.fundingPartnerId],
      )) as {
        id: number;
        companyName: string;
        isActive: boolean;
        minimumAmount: string | null;
        maximumAmount: string | null;
      }[];
      if (!partner || !partner.isActive) throw InputError.field('fundingPartnerId', 'Choose an active funding partner');
      if (partner.minimumAmount && compareMoney(input.requestedAmount, partner.minimumAmount) < 0)
        throw InputError.field(
          'requestedAmount',
          `${partner.companyName} funds at least ${formatMoney(partner.minimumAmount)}`,
        );
      if (partner.maximumAmount && compareMoney(input.requestedAmount, partner.maximumAmount) > 0)
        throw InputError.field(
          'requestedAmount',
          `${partner.companyName} funds at most ${formatMoney(partner.maximumAmount)}`,
        );
      const packet = sharedPart(await readFundingPacket(manager, record.caseId, this.clock.now()), input.share);
      const [{ id }] = (await manager.query(
        `INSERT INTO funding_requests (case_id, patient_id, clinic_id, attorney_id, funding_partner_id, requested_amount,
                                       purpose, urgency_level, documents_submitted, notes, requested_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
        [
          record.caseId,
          record.patientId,
          record.clinicId,
          record.caseAttorneyId,
          partner.id,
          input.requestedAmount,
          input.purpose,
          input.urgencyLevel,
          JSON.stringify({ shared: input.share, packet }),
          input.notes ?? null,
          scope.userId,
        ],
      )) as { id: number }[];
      await writeAudit(manager, scope, {
        entityType: 'funding_request',
        entityId: id,
        action: 'create',
        clinicId: record.clinicId,
        newValues: {
          caseId: record.caseId,
          fundingPartnerId: partner.id,
          requestedAmount: input.requestedAmount,
          urgencyLevel: input.urgencyLevel,
          shared: input.share,
        },
      });
      this.publishAfterCommit(manager, id);
      return id;
    });
    return this.get(scope, id);
  }

  /** pending -> submitted: the partner's one-time link is made (14 days) and shown this once. */
  async submit(scope: Scope, id: number): Promise<FundingRequestSent> {
    const token = await this.attorneyWrite(scope, id, async (manager, row) => {
      assertMove(row.status, FundingRequestStatus.submitted);
      const token = randomBytes(32).toString('base64url');
      const now = this.clock.now();
      await manager.query(
        `UPDATE funding_requests SET status = 'submitted', submitted_at = $2, partner_link_hash = $3,
                partner_link_expires_at = $4, updated_at = now() WHERE id = $1`,
        [id, now, hashLinkToken(token), linkExpiry(now)],
      );
      await writeAudit(manager, scope, {
        entityType: 'funding_request',
        entityId: id,
        action: 'submit',
        clinicId: row.clinicId,
        oldValues: { status: row.status },
        newValues: { status: FundingRequestStatus.submitted, partnerLinkExpiresAt: linkExpiry(now) },
      });
      return token;
    });
    return { request: await this.get(scope, id), partnerLink: this.linkOf(token) };
  }

  /** A new link for a submitted request (the old one stops opening at once). */
  async renewLink(scope: Scope, id: number): Promise<FundingRequestSent> {
    const token = await this.attorneyWrite(scope, id, async (manager, row) => {
      if (row.status !== FundingRequestStatus.submitted)
        throw new ConflictError('Only a request awaiting the partner has a link to renew');
      const token = randomBytes(32).toString('base64url');
      const now = this.clock.now();
      await manager.query(
        `UPDATE funding_requests SET partner_link_hash = $2, partner_link_expires_at = $3, updated_at = now() WHERE id = $1`,
        [id, hashLinkToken(token), linkExpiry(now)],
      );
      await writeAudit(manager, scope, {
        entityType: 'funding_request',
        entityId: id,
        action: 'renew_partner_link',
        clinicId: row.clinicId,
        newValues: { partnerLinkExpiresAt: linkExpiry(now) },
      });
      return token;
    });
    return { request: await this.get(scope, id), partnerLink: this.linkOf(token) };
  }

  /**
   * Asks the partner's quote API for an instant quote on a submitted request, with the shared packet
   * only; the answer (or why there is none) is recorded and audited. The call is made outside any
   * transaction; its time is bounded by the provider.
   */
  async quote(scope: Scope, id: number): Promise<FundingRequestView> {
    const request = await this.get(scope, id);
    if (!isCaseAttorney(scope, request)) throw new ForbiddenError('Only the attorney on this case can ask for a quote');
    if (request.status !== FundingRequestStatus.submitted)
      throw new ConflictError('A quote is asked on a request submitted to the partner and not yet answered');
    const [partner] = (await this.dataSource.query(
      `SELECT id, instant_quote_api AS url, api_key_sealed AS sealed FROM funding_partners WHERE id = $1`,
      [request.fundingPartnerId],
    )) as { id: number; url: string | null; sealed: string | null }[];
    const apiKey = partner.sealed ? this.box.open(partner.sealed, partnerKeyContext(partner.id)) : null;
    const result = await this.quotes.quote(
      { url: partner.url, apiKey },
      {
        reference: request.reference,
        requestedAmount: request.requestedAmount,
        purpose: request.purpose,
        urgencyLevel: request.urgencyLevel,
        packet: request.packet,
      },
    );
    await this.attorneyWrite(scope, id, async (manager, row) => {
      const at = this.clock.now();
      await manager.query(`UPDATE funding_requests SET quote = $2, quoted_at = $3, updated_at = now() WHERE id = $1`, [
        id,
        JSON.stringify({ ...result, at }),
        at,
      ]);
      await writeAudit(manager, scope, {
        entityType: 'funding_request',
        entityId: id,
        action: 'quote',
        clinicId: row.clinicId,
        newValues: { ...result },
      });
    });
    return this.get(scope, id);
  }

  /** approved -> funded: the attorney records what arrived (at most what was approved, not before the decision). */
  async recordFunded(scope: Scope, input: FundingFundedInput): Promise<FundingRequestView> {
    await this.attorneyWrite(scope, input.requestId, async (manager, row) => {
      assertMove(row.status, FundingRequestStatus.funded);
      if (compareMoney(input.fundedAmount, row.approvedAmount!) > 0)
        throw InputError.field(
          'fundedAmount',
          `The funded amount cannot be more than the approved ${formatMoney(row.approvedAmount!)}`,
        );
      if (row.decisionDate && input.fundedDate < row.decisionDate)
        throw InputError.field('fundedDate', `The funded date cannot be before the decision, ${row.decisionDate}`);
      await manager.query(
        `UPDATE funding_requests SET status = 'funded', funded_amount = $2, funded_date = $3, updated_at = now() WHERE id = $1`,
        [input.requestId, input.fundedAmount, input.fundedDate],
      );
      await writeAudit(manager, scope, {
        entityType: 'funding_request',
        entityId: input.requestId,
        action: 'record_funded',
        clinicId: row.clinicId,
        oldValues: { status: row.status },
        newValues: {
          status: FundingRequestStatus.funded,
          fundedAmount: input.fundedAmount,
          fundedDate: input.fundedDate,
        },
      });
    });
    return this.get(scope, input.requestId);
  }

  // ---- the partner, through its link ----

  /** What the link shows: the shared packet and the request; nothing else of the case or the patient. */
  async partnerView(token: unknown): Promise<PartnerViewOfRequest> {
    const row = await this.byToken(this.dataSource.manager, token, false);
    return this.partnerViewOf(row);
  }

  /** The partner approves (amount, rate, terms) or declines; the link is then spent. */
  async partnerAnswer(input: FundingPartnerAnswerInput, meta: RequestMeta | null): Promise<PartnerViewOfRequest> {
    const approve = input.decision === 'approve';
    if (approve) {
      const errors = [
        !input.approvedAmount && { field: 'approvedAmount', message: 'Approved amount is required to approve' },
        !input.interestRate && { field: 'interestRate', message: 'Interest rate is required to approve' },
        !input.repaymentTerms && { field: 'repaymentTerms', message: 'Repayment terms are required to approve' },
      ].filter((error): error is { field: string; message: string } => Boolean(error));
      if (errors.length) throw new InputError(errors);
    } else if (!input.note) throw InputError.field('note', 'Give the reason for declining');
    await this.dataSource.transaction(async (manager) => {
      const row = await this.byToken(manager, input.token, true);
      if (approve && compareMoney(input.approvedAmount!, row.requestedAmount) > 0)
        throw InputError.field(
          'approvedAmount',
          `The approved amount cannot be more than the ${formatMoney(row.requestedAmount)} requested`,
        );
      const now = this.clock.now();
      const decisionDate = now.toISOString().slice(0, 10);
      const status = approve ? FundingRequestStatus.approved : FundingRequestStatus.declined;
      await manager.query(
        `UPDATE funding_requests SET status = $2, approved_amount = $3, interest_rate = $4, repayment_terms = $5,
                partner_note = $6, decision_date = $7, partner_link_used_at = $8, updated_at = now() WHERE id = $1`,
        [
          row.id,
          status,
          approve ? input.approvedAmount : null,
          approve ? input.interestRate : null,
          approve ? input.repaymentTerms : null,
          input.note ?? null,
          decisionDate,
          now,
        ],
      );
      await writeAudit(
        manager,
        null,
        {
          entityType: 'funding_request',
          entityId: row.id,
          action: approve ? 'partner_approve' : 'partner_decline',
          clinicId: row.clinicId,
          oldValues: { status: row.status },
          newValues: {
            status,
            by: row.partnerName,
            approvedAmount: approve ? input.approvedAmount : null,
            interestRate: approve ? input.interestRate : null,
            repaymentTerms: approve ? input.repaymentTerms : null,
            decisionDate,
          },
          reason: input.note ?? null,
        },
        meta,
      );
      if (row.caseAttorneyId !== null)
        await this.notifications.notify(manager, {
          recipients: { attorneyUsers: row.caseAttorneyId },
          actorId: null,
          kind: NotificationKind.funding,
          title: `${row.partnerName} ${approve ? 'approved' : 'declined'} funding request ${row.reference} on ${row.caseNumber}`,
          link: `/cases/${row.caseId}?tab=funding`,
          caseId: row.caseId,
        });
      this.publishAfterCommit(manager, row.id);
    });
    return this.partnerViewOf(await this.byToken(this.dataSource.manager, input.token, false, true));
  }

  private partnerViewOf(row: RequestRow & { firmName: string | null; attorneyName: string | null }) {
    const answered = row.partnerLinkUsedAt !== null;
    return {
      reference: row.reference,
      partnerName: row.partnerName,
      firmName: row.firmName,
      attorneyName: row.attorneyName,
      requestedAmount: row.requestedAmount,
      purpose: row.purpose,
      urgencyLevel: row.urgencyLevel,
      notes: row.notes,
      packet: storedPacket(row.documentsSubmitted.packet),
      status: row.status,
      submittedAt: row.submittedAt,
      expiresAt: row.partnerLinkExpiresAt,
      answerable: !answered && row.status === FundingRequestStatus.submitted,
      ...(answered
        ? {
            answer: {
              approvedAmount: row.approvedAmount,
              interestRate: row.interestRate,
              repaymentTerms: row.repaymentTerms,
              note: row.partnerNote,
              decisionDate: row.decisionDate,
            },
          }
        : {}),
    } satisfies PartnerViewOfRequest;
  }

  /**
   * The request of a genuine, unexpired link; a used link opens only to show the answer it gave
   * (`allowUsed`), and takes no second one. A wrong, expired or renewed link reads as not found.
   */
  private async byToken(
    manager: EntityManager,
    token: unknown,
    lock: boolean,
    allowUsed = !lock,
  ): Promise<RequestRow & { firmName: string | null; attorneyName: string | null }> {
    const invalid = new NotFoundError('Funding request link');
    if (typeof token !== 'string' || token.length < 20 || token.length > 200) throw invalid;
    const [row] = (await manager.query(
      `${requestSql
        .replace(
          'LEFT JOIN users u ON u.id = r.requested_by',
          'LEFT JOIN users u ON u.id = r.requested_by LEFT JOIN attorneys a ON a.id = r.attorney_id',
        )
        .replace(
          'SELECT r.id,',
          `SELECT a.firm_name AS "firmName", nullif(trim(a.first_name || ' ' || a.last_name), '') AS "attorneyName", r.id,`,
        )} WHERE r.partner_link_hash = $1${lock ? ' FOR UPDATE OF r' : ''}`,
      [hashLinkToken(token)],
    )) as (RequestRow & { firmName: string | null; attorneyName: string | null })[];
    if (!row) throw invalid;
    if (row.partnerLinkExpiresAt && row.partnerLinkExpiresAt.getTime() <= this.clock.now().getTime()) throw invalid;
    if (row.partnerLinkUsedAt && !allowUsed)
      throw new ConflictError('This request was already answered through this link; the link is spent');
    return row;
  }

  // ---- helpers ----

  /** One write by the case's attorney on a request: locked, in scope. */
  private async attorneyWrite<T>(
    scope: Scope,
    id: number,
    work: (
      manager: EntityManager,
      row: {
        status: FundingRequestStatus;
        clinicId: number;
        approvedAmount: string | null;
        decisionDate: string | null;
      },
    ) => Promise<T>,
  ): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      const params = new SqlParams();
      const [row] = (await manager.query(
        `SELECT r.id, r.status, r.clinic_id AS "clinicId", r.case_id AS "caseId", c.attorney_id AS "caseAttorneyId",
                r.approved_amount::text AS "approvedAmount", r.decision_date AS "decisionDate"
           FROM funding_requests r JOIN cases c ON c.id = r.case_id
          WHERE r.id = ${params.add(id)} AND ${fundingScopeSql(scope, params, 'c')} FOR UPDATE OF r`,
        params.values,
      )) as {
        status: FundingRequestStatus;
        clinicId: number;
        caseId: number;
        caseAttorneyId: number | null;
        approvedAmount: string | null;
        decisionDate: string | null;
      }[];
      if (!row) throw new NotFoundError('Funding request');
      if (!isCaseAttorney(scope, row))
        throw new ForbiddenError('Only the attorney on this case can change its funding requests');
      const result = await work(manager, row);
      this.publishAfterCommit(manager, id);
      return result;
    });
  }

  private linkOf(token: string): string {
    return `${this.options.publicUrl.replace(/\/$/, '')}/funding-offer?token=${encodeURIComponent(token)}`;
  }
}

const linkExpiry = (now: Date) => new Date(now.getTime() + partnerLinkDays * 86_400_000);

const statusWords: Record<FundingRequestStatus, string> = {
  pending: 'not yet submitted',
  submitted: 'awaiting the partner',
  approved: 'approved',
  declined: 'declined',
  funded: 'funded',
};

function assertMove(from: FundingRequestStatus, to: FundingRequestStatus): void {
  if (!fundingTransitions[from].includes(to))
    throw new ConflictError(`This request is ${statusWords[from]}: it cannot move to ${to}`);
}

function checkPartnerAmounts(input: FundingPartnerInput): void {
  if (input.minimumAmount && input.maximumAmount && compareMoney(input.minimumAmount, input.maximumAmount) > 0)
    throw InputError.field('maximumAmount', 'Maximum amount cannot be less than the minimum amount');
}

const duplicateName = (name: string) => (error: { code?: string }) => {
  if (error.code === '23505') throw new ConflictError(`A funding partner named ${name} already exists`, 'companyName');
  throw error;
};
