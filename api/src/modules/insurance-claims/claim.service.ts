import type { DataSource, EntityManager } from 'typeorm';
import { SqlParams } from '../../db/sql-params';
import type { Scope } from '../../platform/access/scope';
import { writeAudit } from '../../platform/audit/audit.service';
import { ConflictError, InputError, NotFoundError } from '../../platform/errors';
import type { LiveHub } from '../../platform/events/live-hub';
import { decodeCursor, toPage, type Page } from '../../platform/graphql/connection';
import { clampLimit } from '../../platform/graphql/pagination';
import { fromCents, toCents } from '../../platform/money';
import { latestToday } from '../../platform/validation/rules';
import { PaymentMethod } from '../billing/billing.enums';
import { caseOwnedScopeSql } from '../cases/case-access.policy';
import { caseFactsForWrite } from '../cases/case-facts';
import { ledgerClosedMessage, postLedgerEntry } from '../ledger/ledger-postings';
import { LedgerEntryKind } from '../ledger/ledger.enums';
import { claimDiagnoses, maxClaimDiagnoses } from './claim-diagnoses';
import { type ClaimDocumentFacts, claimDocumentProblems } from './claim-document-facts';
import { allocateClaimNumber } from './claim-number';
import { claimPaymentProblems, patientShare } from './claim-payment';
import { assertClaimTransition } from './claim-transitions';
import type {
  ClaimAppealInput,
  ClaimCreateInput,
  ClaimDenialInput,
  ClaimPaymentInput,
  ClaimUpdateInput,
} from './claim.input';
import { assertCanWriteClaims } from './claim.policy';
import type { ClaimableLineView, ClaimView } from './claim.type';
import type { ClaimServiceLine } from './insurance-claim.entity';
import type { ClaimStatus } from './insurance-claim.enums';

interface ClaimRow extends Omit<ClaimView, 'cms1500Url' | 'x837Url'> {
  sortKey: string;
}

/** The one SELECT behind every claim a person sees. */
const claimViewSql = `
  SELECT ic.id, ic.case_id AS "caseId", c.case_number AS "caseNumber",
         trim(p.first_name || ' ' || p.last_name) AS "patientName", ic.claim_number AS "claimNumber",
         ic.claim_type AS "claimType", ic.status, ic.insurance_id AS "coverageId", cc.carrier_name AS "carrierName",
         cc.coverage_type AS "coverageType", ic.accident_state AS "accidentState", ic.submitted_at AS "submittedAt",
         ic.billed_amount::text AS "billedAmount", ic.allowed_amount::text AS "allowedAmount",
         ic.paid_amount::text AS "paidAmount", ic.patient_responsibility::text AS "patientResponsibility",
         ic.deductible_applied::text AS "deductibleApplied", ic.copay_amount::text AS "copayAmount",
         ic.coinsurance_amount::text AS "coinsuranceAmount",
         to_char(ic.payment_received_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS "paymentDate",
         ic.denial_reason AS "denialReason", ic.appeal_notes AS "appealNotes", ic.eob_document_id AS "eobDocumentId",
         ic.service_lines AS "serviceLines", ic.created_at AS "createdAt", ic.updated_at AS "updatedAt",
         ic.created_at::text AS "sortKey", ic.clinic_id AS "clinicId", c.attorney_id AS "caseAttorneyId"
    FROM insurance_claims ic
    JOIN cases c ON c.id = ic.case_id
    JOIN patients p ON p.id = ic.patient_id
    LEFT JOIN case_coverages cc ON cc.id = ic.insurance_id`;

const toView = ({ sortKey: _sortKey, ...row }: ClaimRow): ClaimView => ({
  ...row,
  cms1500Url: `/api/claims/${row.id}/cms1500.pdf`,
  x837Url: `/api/claims/${row.id}/837p`,
});

/** A claim that holds its lines: every status but denied (a denied claim's lines may be claimed again). */
const holdsLinesSql = (alias: string) => `${alias}.status <> 'denied'`;

/** The ids among `lineIds` already on another claim that holds its lines. */
async function linesOnOtherClaims(
  manager: EntityManager,
  caseId: number,
  lineIds: readonly number[],
  exceptClaimId: number | null,
): Promise<number[]> {
  const rows = (await manager.query(
    `SELECT DISTINCT (l->>'billingLineId')::int AS id
       FROM insurance_claims ic, jsonb_array_elements(ic.service_lines) l
      WHERE ic.case_id = $1 AND ${holdsLinesSql('ic')} AND ic.id IS DISTINCT FROM $3
        AND (l->>'billingLineId')::int = ANY($2)`,
    [caseId, [...lineIds], exceptClaimId],
  )) as { id: number }[];
  return rows.map((row) => row.id);
}

export interface ClaimListArgs {
  status?: ClaimStatus | null;
  caseId?: number | null;
  search?: string | null;
  first?: number | null;
  after?: string | null;
}

interface LockedClaim {
  id: number;
  caseId: number;
  clinicId: number;
  status: ClaimStatus;
  claimNumber: string;
  billedAmount: string;
  carrierName: string | null;
  serviceLines: ClaimServiceLine[];
}

export class ClaimService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly live: LiveHub,
  ) {}

  /** Claims in scope, newest first, keyset pages; by status, case, claim number or patient name. */
  async list(scope: Scope, args: ClaimListArgs): Promise<Page<ClaimView>> {
    const params = new SqlParams();
    const where = [caseOwnedScopeSql(scope, params, 'ic', 'c')];
    if (args.status) where.push(`ic.status = ${params.add(args.status)}`);
    if (args.caseId) where.push(`ic.case_id = ${params.add(args.caseId)}`);
    const search = args.search?.trim();
    if (search) {
      const pattern = params.add(`%${search.replace(/[\\%_]/g, '\\$&')}%`);
      where.push(`(ic.claim_number ILIKE ${pattern} OR (p.first_name || ' ' || p.last_name) ILIKE ${pattern})`);
    }
    if (args.after) {
      const [createdKey, id] = decodeCursor(args.after, ['timestamptz', 'id']);
      where.push(`(ic.created_at, ic.id) < (${params.add(createdKey)}::timestamptz, ${params.add(id)})`);
    }
    const limit = clampLimit(args.first);
    const rows: ClaimRow[] = await this.dataSource.query(
      `${claimViewSql} WHERE ${where.join(' AND ')} ORDER BY ic.created_at DESC, ic.id DESC LIMIT ${params.add(limit + 1)}`,
      params.values,
    );
    const page = toPage(rows, limit, (row) => [row.sortKey, row.id]);
    return { nodes: page.nodes.map(toView), pageInfo: page.pageInfo };
  }

  async getById(scope: Scope, id: number, manager: EntityManager = this.dataSource.manager): Promise<ClaimView> {
    const params = new SqlParams();
    const condition = caseOwnedScopeSql(scope, params, 'ic', 'c');
    const [row] = (await manager.query(
      `${claimViewSql} WHERE ic.id = ${params.add(id)} AND ${condition}`,
      params.values,
    )) as ClaimRow[];
    if (!row) throw new NotFoundError('Claim');
    return toView(row);
  }

  /** The case's coded bill lines no open or paid claim holds, by date of service (clinic roles). */
  async claimableLines(scope: Scope, caseId: number): Promise<ClaimableLineView[]> {
    assertCanWriteClaims(scope);
    const params = new SqlParams();
    const condition = caseOwnedScopeSql(scope, params, 'bl', 'c');
    return this.dataSource.query(
      `SELECT bl.id AS "billingLineId", b.invoice_number AS "invoiceNumber", bl.service_date AS "serviceDate",
              bl.procedure_code AS "procedureCode", bl.description, bl.units, bl.amount::text AS amount,
              bl.diagnosis_codes AS "diagnosisCodes"
         FROM billing_lines bl JOIN billing b ON b.id = bl.billing_id JOIN cases c ON c.id = bl.case_id
        WHERE bl.case_id = ${params.add(caseId)} AND ${condition}
          AND NOT EXISTS (SELECT 1 FROM insurance_claims ic, jsonb_array_elements(ic.service_lines) l
                           WHERE ic.case_id = bl.case_id AND ${holdsLinesSql('ic')}
                             AND (l->>'billingLineId')::int = bl.id)
        ORDER BY bl.service_date, bl.billing_id, bl.line_number`,
      params.values,
    );
  }

  async create(scope: Scope, input: ClaimCreateInput): Promise<ClaimView> {
    assertCanWriteClaims(scope);
    const id = await this.dataSource.transaction(async (manager) => {
      // The case lock queues claims of one case, so two cannot take the same lines.
      const record = await caseFactsForWrite(manager, scope, input.caseId, { lock: true });
      if (!record) throw InputError.field('caseId', 'Case not found');
      const content = await this.claimContent(manager, record.caseId, record.clinicId, input, null);
      const claimNumber = await allocateClaimNumber(manager, record.clinicId, new Date().getUTCFullYear());
      const [created] = (await manager.query(
        `INSERT INTO insurance_claims (clinic_id, patient_id, case_id, insurance_id, claim_number, claim_type,
                billed_amount, service_lines, accident_state, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
        [
          record.clinicId,
          record.patientId,
          record.caseId,
          input.coverageId,
          claimNumber,
          input.claimType ?? 'original',
          content.billedAmount,
          JSON.stringify(content.serviceLines),
          content.accidentState,
          scope.userId,
        ],
      )) as { id: number }[];
      await writeAudit(manager, scope, {
        entityType: 'insurance_claim',
        entityId: created.id,
        action: 'create',
        clinicId: record.clinicId,
        newValues: {
          caseId: record.caseId,
          claimNumber,
          coverageId: input.coverageId,
          billedAmount: content.billedAmount,
          billingLineIds: input.billingLineIds,
        },
      });
      return created.id;
    });
    return this.getById(scope, id);
  }

  /** Changes a draft's coverage, lines, type or accident state; anything else is no longer the clinic's to edit. */
  async update(scope: Scope, input: ClaimUpdateInput): Promise<ClaimView> {
    assertCanWriteClaims(scope);
    await this.dataSource.transaction(async (manager) => {
      const claim = await this.lockClaim(manager, scope, input.id);
      if (claim.status !== 'draft') throw new ConflictError(`A ${claim.status} claim cannot be edited`, 'status');
      await caseFactsForWrite(manager, scope, claim.caseId, { lock: true });
      const content = await this.claimContent(manager, claim.caseId, claim.clinicId, input, claim.id);
      await manager.query(
        `UPDATE insurance_claims SET insurance_id = $2, claim_type = $3, billed_amount = $4, service_lines = $5,
                accident_state = $6, updated_at = now() WHERE id = $1`,
        [
          claim.id,
          input.coverageId,
          input.claimType ?? 'original',
          content.billedAmount,
          JSON.stringify(content.serviceLines),
          content.accidentState,
        ],
      );
      await writeAudit(manager, scope, {
        entityType: 'insurance_claim',
        entityId: claim.id,
        action: 'update',
        clinicId: claim.clinicId,
        oldValues: { billedAmount: claim.billedAmount, billingLineIds: claim.serviceLines.map((l) => l.billingLineId) },
        newValues: {
          coverageId: input.coverageId,
          billedAmount: content.billedAmount,
          billingLineIds: input.billingLineIds,
        },
      });
    });
    return this.getById(scope, input.id);
  }

  /** Submits a draft once everything the 837P needs is on record; every missing element is named. */
  async submit(scope: Scope, id: number): Promise<ClaimView> {
    assertCanWriteClaims(scope);
    await this.dataSource.transaction(async (manager) => {
      const claim = await this.lockClaim(manager, scope, id);
      assertClaimTransition(claim.status, 'submitted');
      const problems = claimDocumentProblems(await this.readDocumentFacts(manager, claim.id));
      if (problems.length > 0) throw new InputError(problems);
      await manager.query(
        `UPDATE insurance_claims SET status = 'submitted', submitted_at = now(), updated_at = now() WHERE id = $1`,
        [claim.id],
      );
      await this.auditStatus(manager, scope, claim, 'submitted', {});
    });
    return this.getById(scope, id);
  }

  /** Records the payer's payment and posts it to the case ledger as an insurance payment (decision 183). */
  async recordPayment(scope: Scope, input: ClaimPaymentInput): Promise<ClaimView> {
    assertCanWriteClaims(scope);
    if (input.paymentDate > latestToday())
      throw InputError.field('paymentDate', 'Payment date cannot be in the future');
    await this.dataSource.transaction(async (manager) => {
      const claim = await this.lockClaim(manager, scope, input.id);
      assertClaimTransition(claim.status, 'paid');
      const problems = claimPaymentProblems(claim.billedAmount, input);
      if (problems.length > 0) throw new InputError(problems);
      await this.assertEobOfCase(manager, claim.caseId, input.eobDocumentId);
      await this.lockOpenLedger(manager, scope, claim);
      const share = patientShare(input);
      await manager.query(
        `UPDATE insurance_claims SET status = 'paid', allowed_amount = $2, paid_amount = $3, patient_responsibility = $4,
                deductible_applied = $5, copay_amount = $6, coinsurance_amount = $7,
                payment_received_at = $8::date::timestamp AT TIME ZONE 'UTC',
                eob_document_id = coalesce($9, eob_document_id), updated_at = now()
          WHERE id = $1`,
        [
          claim.id,
          input.allowedAmount,
          input.paidAmount,
          share,
          input.deductibleApplied ?? null,
          input.copayAmount ?? null,
          input.coinsuranceAmount ?? null,
          input.paymentDate,
          input.eobDocumentId ?? null,
        ],
      );
      await postLedgerEntry(manager, scope, {
        caseId: claim.caseId,
        clinicId: claim.clinicId,
        kind: LedgerEntryKind.payment,
        amount: input.paidAmount,
        paymentMethod: PaymentMethod.insurance,
        reference: claim.claimNumber,
        effectiveDate: input.paymentDate,
        description: `Insurance payment, claim ${claim.claimNumber}${claim.carrierName ? ` (${claim.carrierName})` : ''}`,
      });
      await this.auditStatus(manager, scope, claim, 'paid', {
        allowedAmount: input.allowedAmount,
        paidAmount: input.paidAmount,
        patientResponsibility: share,
        paymentDate: input.paymentDate,
      });
    });
    await this.live.publish({ type: 'ledger.changed', id: (await this.getById(scope, input.id)).caseId });
    return this.getById(scope, input.id);
  }

  /** Records a denial with its reason; the ledger gets a zero insurance payment naming it (decision 183). */
  async deny(scope: Scope, input: ClaimDenialInput): Promise<ClaimView> {
    assertCanWriteClaims(scope);
    let caseId = 0;
    await this.dataSource.transaction(async (manager) => {
      const claim = await this.lockClaim(manager, scope, input.id);
      assertClaimTransition(claim.status, 'denied');
      await this.assertEobOfCase(manager, claim.caseId, input.eobDocumentId);
      await this.lockOpenLedger(manager, scope, claim);
      caseId = claim.caseId;
      await manager.query(
        `UPDATE insurance_claims SET status = 'denied', denial_reason = $2,
                eob_document_id = coalesce($3, eob_document_id), updated_at = now() WHERE id = $1`,
        [claim.id, input.reason, input.eobDocumentId ?? null],
      );
      await postLedgerEntry(manager, scope, {
        caseId: claim.caseId,
        clinicId: claim.clinicId,
        kind: LedgerEntryKind.payment,
        amount: '0.00',
        paymentMethod: PaymentMethod.insurance,
        reference: claim.claimNumber,
        description: `Claim ${claim.claimNumber} denied: ${input.reason}`.slice(0, 500),
      });
      await this.auditStatus(manager, scope, claim, 'denied', { reason: input.reason });
    });
    await this.live.publish({ type: 'ledger.changed', id: caseId });
    return this.getById(scope, input.id);
  }

  /** Appeals a denial with notes; its lines must not have been claimed again since. */
  async appeal(scope: Scope, input: ClaimAppealInput): Promise<ClaimView> {
    assertCanWriteClaims(scope);
    await this.dataSource.transaction(async (manager) => {
      const claim = await this.lockClaim(manager, scope, input.id);
      assertClaimTransition(claim.status, 'appealed');
      await caseFactsForWrite(manager, scope, claim.caseId, { lock: true });
      const reclaimed = await linesOnOtherClaims(
        manager,
        claim.caseId,
        claim.serviceLines.map((line) => line.billingLineId),
        claim.id,
      );
      if (reclaimed.length > 0)
        throw new ConflictError(
          'Some of its lines are on another claim since the denial; appeal that claim instead',
          'status',
        );
      await manager.query(
        `UPDATE insurance_claims SET status = 'appealed', appeal_notes = $2, updated_at = now() WHERE id = $1`,
        [claim.id, input.notes],
      );
      await this.auditStatus(manager, scope, claim, 'appealed', {});
    });
    return this.getById(scope, input.id);
  }

  /**
   * What the CMS-1500 and 837P print, for a claim in scope; refused with every missing element named.
   * Reading it is audited like a document download.
   */
  async documentFacts(scope: Scope, id: number, document: 'cms1500' | '837p'): Promise<ClaimDocumentFacts> {
    const claim = await this.getById(scope, id);
    const facts = await this.readDocumentFacts(this.dataSource.manager, claim.id);
    const problems = claimDocumentProblems(facts);
    if (problems.length > 0) throw new InputError(problems);
    await writeAudit(this.dataSource.manager, scope, {
      entityType: 'insurance_claim',
      entityId: claim.id,
      action: `download_${document}`,
      clinicId: claim.clinicId,
    });
    return facts;
  }

  private async readDocumentFacts(manager: EntityManager, claimId: number): Promise<ClaimDocumentFacts> {
    const [row] = (await manager.query(
      `SELECT json_build_object('id', ic.id, 'claimNumber', ic.claim_number, 'claimType', ic.claim_type,
                'status', ic.status, 'billedAmount', ic.billed_amount::text, 'accidentState', ic.accident_state,
                'serviceLines', ic.service_lines) AS claim,
              c.case_number AS "caseNumber", c.case_type AS "caseType", c.accident_date::text AS "accidentDate",
              json_build_object('name', cl.name, 'address', cl.address, 'city', cl.city, 'state', cl.state,
                'zipCode', cl.zip_code, 'phone', cl.phone, 'npi', cl.npi, 'taxId', cl.tax_id) AS clinic,
              json_build_object('firstName', p.first_name, 'lastName', p.last_name, 'dateOfBirth', p.date_of_birth,
                'sex', p.sex, 'address', p.address, 'city', p.city, 'state', p.state, 'zipCode', p.zip_code,
                'phone', p.phone) AS patient,
              CASE WHEN cc.id IS NULL THEN NULL ELSE json_build_object('coverageType', cc.coverage_type,
                'carrierName', cc.carrier_name, 'payerId', cc.payer_id, 'policyNumber', cc.policy_number,
                'memberId', cc.member_id, 'insuredName', cc.insured_name, 'insuredRelationship', cc.insured_relationship,
                'carrierClaimNumber', cc.carrier_claim_number) END AS coverage,
              coalesce((SELECT json_agg(json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name,
                         'npi', u.npi) ORDER BY u.id)
                  FROM users u WHERE u.id IN (SELECT l->>'providerId' FROM jsonb_array_elements(ic.service_lines) l)),
                '[]') AS providers
         FROM insurance_claims ic
         JOIN cases c ON c.id = ic.case_id
         JOIN clinics cl ON cl.id = ic.clinic_id
         JOIN patients p ON p.id = ic.patient_id
         LEFT JOIN case_coverages cc ON cc.id = ic.insurance_id
        WHERE ic.id = $1`,
      [claimId],
    )) as ClaimDocumentFacts[];
    return row;
  }

  /** The coverage, lines, amount and accident state a draft is made of, checked against the case. */
  private async claimContent(
    manager: EntityManager,
    caseId: number,
    clinicId: number,
    input: ClaimCreateInput | ClaimUpdateInput,
    claimId: number | null,
  ): Promise<{ serviceLines: ClaimServiceLine[]; billedAmount: string; accidentState: string | null }> {
    const [coverage] = (await manager.query(`SELECT id FROM case_coverages WHERE id = $1 AND case_id = $2`, [
      input.coverageId,
      caseId,
    ])) as { id: number }[];
    if (!coverage) throw InputError.field('coverageId', "Coverage must be one of the case's coverages");
    const lineIds = [...new Set(input.billingLineIds)];
    const lines = (await manager.query(
      `SELECT id AS "billingLineId", service_date AS "serviceDate", procedure_code AS "procedureCode", modifiers,
              units, amount::text AS charge, diagnosis_codes AS "diagnosisCodes", provider_id AS "providerId"
         FROM billing_lines WHERE id = ANY($1) AND case_id = $2
        ORDER BY service_date, billing_id, line_number`,
      [lineIds, caseId],
    )) as ClaimServiceLine[];
    if (lines.length !== lineIds.length)
      throw InputError.field('billingLineIds', "Bill lines must be coded lines of the case's bills");
    const taken = await linesOnOtherClaims(manager, caseId, lineIds, claimId);
    if (taken.length > 0) {
      const named = lines
        .filter((line) => taken.includes(line.billingLineId))
        .map((line) => `${line.procedureCode} on ${line.serviceDate}`);
      throw InputError.field('billingLineIds', `Already on an open or paid claim: ${named.join(', ')}`);
    }
    if (claimDiagnoses(lines).codes.length > maxClaimDiagnoses)
      throw InputError.field(
        'billingLineIds',
        `A claim names at most ${maxClaimDiagnoses} diagnoses; choose fewer lines`,
      );
    const billed = lines.reduce((sum, line) => sum + toCents(line.charge), 0n);
    let accidentState = input.accidentState ?? null;
    if (!accidentState) {
      const [clinic] = (await manager.query(`SELECT upper(state) AS state FROM clinics WHERE id = $1`, [clinicId])) as {
        state: string | null;
      }[];
      accidentState = clinic.state && /^[A-Z]{2}$/.test(clinic.state) ? clinic.state : null;
    }
    return { serviceLines: lines, billedAmount: fromCents(billed), accidentState };
  }

  private async lockClaim(manager: EntityManager, scope: Scope, id: number): Promise<LockedClaim> {
    const params = new SqlParams();
    const condition = caseOwnedScopeSql(scope, params, 'ic', 'c');
    const [claim] = (await manager.query(
      `SELECT ic.id, ic.case_id AS "caseId", ic.clinic_id AS "clinicId", ic.status, ic.claim_number AS "claimNumber",
              ic.billed_amount::text AS "billedAmount", cc.carrier_name AS "carrierName", ic.service_lines AS "serviceLines"
         FROM insurance_claims ic JOIN cases c ON c.id = ic.case_id
         LEFT JOIN case_coverages cc ON cc.id = ic.insurance_id
        WHERE ic.id = ${params.add(id)} AND ${condition}
        FOR UPDATE OF ic`,
      params.values,
    )) as LockedClaim[];
    if (!claim) throw new NotFoundError('Claim');
    return claim;
  }

  /** Locks the case (a ledger close cannot interleave with the posting) and refuses a closed ledger. */
  private async lockOpenLedger(manager: EntityManager, scope: Scope, claim: LockedClaim): Promise<void> {
    const record = await caseFactsForWrite(manager, scope, claim.caseId, { lock: true });
    if (!record) throw new NotFoundError('Claim');
    if (record.ledgerClosedAt) throw new ConflictError(ledgerClosedMessage(record.caseNumber), 'status');
  }

  private async assertEobOfCase(manager: EntityManager, caseId: number, documentId: number | null | undefined) {
    if (!documentId) return;
    const rows = (await manager.query(`SELECT 1 FROM documents WHERE id = $1 AND case_id = $2`, [
      documentId,
      caseId,
    ])) as unknown[];
    if (rows.length === 0) throw InputError.field('eobDocumentId', 'EOB must be a document of the case');
  }

  private async auditStatus(
    manager: EntityManager,
    scope: Scope,
    claim: LockedClaim,
    status: ClaimStatus,
    details: Record<string, unknown>,
  ): Promise<void> {
    await writeAudit(manager, scope, {
      entityType: 'insurance_claim',
      entityId: claim.id,
      action: 'status_change',
      clinicId: claim.clinicId,
      oldValues: { status: claim.status },
      newValues: { status, ...details },
    });
  }
}
