import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt, oneOf } from '../../db/columns';
import { Attorney } from '../attorneys/attorney.entity';
import { CaseRecord } from '../cases/case.entity';
import { Clinic } from '../clinics/clinic.entity';
import { Patient } from '../patients/patient.entity';
import { User } from '../users/user.entity';
import {
  FundingRequestStatus,
  FundingUrgency,
  fundingRequestStatuses,
  fundingTypes,
  fundingUrgencies,
} from './funding.enums';

const money = { type: 'numeric', precision: 12, scale: 2 } as const;
const rate = { type: 'numeric', precision: 5, scale: 2 } as const;

/**
 * A pre-settlement or medical funding company (decisions 380-389), managed by the operator. The API
 * key is sealed at rest (SecretBox, bound to the partner's id) and never read back; totalFunded and
 * averageApprovalRate are computed from the requests, not stored. No referral fee field exists.
 */
@Entity('funding_partners')
@Check(
  'funding_partners_types_check',
  `"funding_types" <@ ARRAY[${fundingTypes.map((t) => `'${t}'`).join(', ')}]::text[]`,
)
@Check(
  'funding_partners_amounts_check',
  '("minimum_amount" IS NULL OR "minimum_amount" >= 0) AND ("maximum_amount" IS NULL OR "maximum_amount" > 0) AND ("minimum_amount" IS NULL OR "maximum_amount" IS NULL OR "minimum_amount" <= "maximum_amount")',
)
@Check('funding_partners_rate_check', '"typical_rate" IS NULL OR ("typical_rate" >= 0 AND "typical_rate" < 100)')
@Check('funding_partners_rating_check', '"rating" IS NULL OR ("rating" >= 0 AND "rating" <= 5)')
@Check(
  'funding_partners_approval_time_check',
  '"approval_time_hours" IS NULL OR "approval_time_hours" BETWEEN 0 AND 8760',
)
@Check('funding_partners_company_name_check', `length(trim("company_name")) > 0`)
@Index('funding_partners_company_name_key', ['companyName'], { unique: true })
export class FundingPartner {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  companyName: string;

  @Column({ type: 'text', nullable: true })
  contactPerson: string | null;

  @Column({ type: 'text', nullable: true })
  email: string | null;

  @Column({ type: 'text', nullable: true })
  phone: string | null;

  @Column({ type: 'text', nullable: true })
  website: string | null;

  @Column({ type: 'text', array: true, default: '{}' })
  fundingTypes: string[];

  @Column({ ...money, nullable: true })
  minimumAmount: string | null;

  @Column({ ...money, nullable: true })
  maximumAmount: string | null;

  /** The partner's typical rate, percent a year. */
  @Column({ ...rate, nullable: true })
  typicalRate: string | null;

  @Column({ type: 'integer', nullable: true })
  approvalTimeHours: number | null;

  /** Where instant quotes are posted; null: the built-in default, which quotes nothing. */
  @Column({ type: 'text', nullable: true })
  instantQuoteApi: string | null;

  /** The spec's apiKey, sealed (never returned; only whether it is set). */
  @Column({ type: 'text', nullable: true })
  apiKeySealed: string | null;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @Column({ type: 'numeric', precision: 2, scale: 1, nullable: true })
  rating: string | null;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Column({ type: 'text', nullable: true })
  createdBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by' })
  creator?: User;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}

/**
 * A case's request for funding from one partner. Its packet (documents_submitted) is built from the
 * case's verified records at the time of the request, limited to the parts the requester chose to
 * share; the partner reads only that, through a one-time, expiring link (its hash is kept here).
 */
@Entity('funding_requests')
@Check('funding_requests_status_check', oneOf('status', fundingRequestStatuses))
@Check('funding_requests_urgency_check', oneOf('urgency_level', fundingUrgencies))
@Check(
  'funding_requests_amounts_check',
  '"requested_amount" > 0 AND ("approved_amount" IS NULL OR "approved_amount" > 0) AND ("funded_amount" IS NULL OR "funded_amount" > 0)',
)
@Check('funding_requests_rate_check', '"interest_rate" IS NULL OR ("interest_rate" >= 0 AND "interest_rate" < 100)')
@Check('funding_requests_submitted_check', `"status" = 'pending' OR "submitted_at" IS NOT NULL`)
@Check(
  'funding_requests_decision_check',
  `"status" NOT IN ('approved', 'declined', 'funded') OR "decision_date" IS NOT NULL`,
)
@Check(
  'funding_requests_approved_check',
  `"status" NOT IN ('approved', 'funded') OR ("approved_amount" IS NOT NULL AND "interest_rate" IS NOT NULL)`,
)
@Check(
  'funding_requests_funded_check',
  `"status" <> 'funded' OR ("funded_amount" IS NOT NULL AND "funded_date" IS NOT NULL AND "funded_amount" <= "approved_amount")`,
)
@Index('funding_requests_case_idx', ['caseId', 'id'])
@Index('funding_requests_partner_status_idx', ['fundingPartnerId', 'status'])
@Index('funding_requests_link_key', ['partnerLinkHash'], { unique: true, where: '"partner_link_hash" IS NOT NULL' })
export class FundingRequest {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  caseId: number;

  @ManyToOne(() => CaseRecord, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'case_id' })
  case?: CaseRecord;

  @Index()
  @Column({ type: 'integer' })
  patientId: number;

  @ManyToOne(() => Patient, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'patient_id' })
  patient?: Patient;

  /** The case's clinic (for backups and the clinic's own exports; clinics do not read requests). */
  @Index()
  @Column({ type: 'integer' })
  clinicId: number;

  @ManyToOne(() => Clinic, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'clinic_id' })
  clinic?: Clinic;

  /** The attorney who asked (the case's attorney then). */
  @Index()
  @Column({ type: 'integer', nullable: true })
  attorneyId: number | null;

  @ManyToOne(() => Attorney, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'attorney_id' })
  attorney?: Attorney;

  @Column({ type: 'integer' })
  fundingPartnerId: number;

  @ManyToOne(() => FundingPartner, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'funding_partner_id' })
  fundingPartner?: FundingPartner;

  @Column(money)
  requestedAmount: string;

  @Column({ type: 'text' })
  purpose: string;

  @Column({ type: 'text', default: FundingUrgency.normal })
  urgencyLevel: string;

  @Column({ type: 'text', default: FundingRequestStatus.pending })
  status: string;

  @Column({ type: 'timestamptz', nullable: true })
  submittedAt: Date | null;

  @Column({ ...money, nullable: true })
  approvedAmount: string | null;

  @Column({ ...money, nullable: true })
  fundedAmount: string | null;

  @Column({ ...rate, nullable: true })
  interestRate: string | null;

  @Column({ type: 'text', nullable: true })
  repaymentTerms: string | null;

  /** The shared packet: the verified figures of the parts chosen, as they were when requested. */
  @Column({ type: 'jsonb' })
  documentsSubmitted: Record<string, unknown>;

  @Column({ type: 'date', nullable: true })
  decisionDate: string | null;

  @Column({ type: 'date', nullable: true })
  fundedDate: string | null;

  /** The requester's notes to the partner (shared). */
  @Column({ type: 'text', nullable: true })
  notes: string | null;

  /** The partner's note with its answer (a decline's reason). */
  @Column({ type: 'text', nullable: true })
  partnerNote: string | null;

  /** The last instant quote (or the reason there was none), and when it was asked. */
  @Column({ type: 'jsonb', nullable: true })
  quote: Record<string, unknown> | null;

  @Column({ type: 'timestamptz', nullable: true })
  quotedAt: Date | null;

  /** sha256 of the partner's one-time link token; the token itself is shown once. */
  @Column({ type: 'text', nullable: true })
  partnerLinkHash: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  partnerLinkExpiresAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  partnerLinkUsedAt: Date | null;

  @Column({ type: 'text', nullable: true })
  requestedBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'requested_by' })
  requester?: User;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
