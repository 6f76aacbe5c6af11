import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { CreatedAt, oneOf, UpdatedAt } from '../../db/columns';
import { Attorney } from '../attorneys/attorney.entity';
import { CaseRecord } from '../cases/case.entity';
import { Clinic } from '../clinics/clinic.entity';
import { DocumentRecord } from '../documents/document.entity';
import { Patient } from '../patients/patient.entity';
import { User } from '../users/user.entity';
import {
  RecordsDisclosureKind,
  RecordsPriority,
  RecordsProviderType,
  RecordsRecordType,
  RecordsRequesterSide,
  RecordsRequestMethod,
  RecordsStatus,
} from './records.enums';

/**
 * The spec's records_retrieval: a request for a patient's records or bills from a provider, with the
 * patient's signed authorization (a document of the case). `clinic_id` is the case's clinic (the
 * tenant key); `provider_clinic_id` the clinic on the platform that answers (method "platform").
 */
@Entity('records_retrieval')
@Index('records_retrieval_case_idx', ['caseId', 'createdAt'])
@Index('records_retrieval_provider_idx', ['providerClinicId', 'status', 'createdAt'])
// A firm's list in its order (decision 509): an expression index, written in its migration.
@Index('records_retrieval_attorney_list_idx', { synchronize: false })
@Index('records_retrieval_clinic_idx', ['clinicId', 'status', 'dueDate'])
@Index('records_retrieval_reminder_idx', ['nextReminderDate'], {
  where: `"status" IN ('sent', 'partial') AND "automated_reminders"`,
})
@Check('records_retrieval_provider_type_check', oneOf('provider_type', Object.values(RecordsProviderType)))
@Check('records_retrieval_record_type_check', oneOf('record_type', Object.values(RecordsRecordType)))
@Check('records_retrieval_method_check', oneOf('request_method', Object.values(RecordsRequestMethod)))
@Check('records_retrieval_priority_check', oneOf('priority', Object.values(RecordsPriority)))
@Check('records_retrieval_status_check', oneOf('status', Object.values(RecordsStatus)))
@Check('records_retrieval_side_check', oneOf('requester_side', Object.values(RecordsRequesterSide)))
@Check(
  'records_retrieval_platform_check',
  `("request_method" = 'platform') = ("provider_clinic_id" IS NOT NULL) AND ("request_method" <> 'email' OR "provider_email" IS NOT NULL)`,
)
@Check(
  'records_retrieval_dates_check',
  `"follow_up_count" >= 0 AND ("completion_time" IS NULL OR "completion_time" >= 0) AND ("status" = 'pending' OR "status" = 'cancelled' OR "request_sent_date" IS NOT NULL) AND ("status" NOT IN ('partial', 'received') OR "received_date" IS NOT NULL)`,
)
export class RecordsRequest {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  caseId: number;

  @ManyToOne(() => CaseRecord, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'case_id' })
  case?: CaseRecord;

  @Column({ type: 'integer' })
  patientId: number;

  @ManyToOne(() => Patient, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'patient_id' })
  patient?: Patient;

  /** The case's clinic. */
  @Column({ type: 'integer' })
  clinicId: number;

  @ManyToOne(() => Clinic, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'clinic_id' })
  clinic?: Clinic;

  @Column({ type: 'text' })
  requesterSide: RecordsRequesterSide;

  /** The law firm that asked (attorney requests). */
  @Column({ type: 'integer', nullable: true })
  attorneyId: number | null;

  @ManyToOne(() => Attorney, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'attorney_id' })
  attorney?: Attorney;

  /** The clinic on the platform that answers (method platform). */
  @Column({ type: 'integer', nullable: true })
  providerClinicId: number | null;

  @ManyToOne(() => Clinic, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'provider_clinic_id' })
  providerClinic?: Clinic;

  @Column({ type: 'text' })
  providerName: string;

  @Column({ type: 'text' })
  providerType: RecordsProviderType;

  @Column({ type: 'text', nullable: true })
  providerEmail: string | null;

  @Column({ type: 'text', nullable: true })
  providerFax: string | null;

  @Column({ type: 'text' })
  recordType: RecordsRecordType;

  @Column({ type: 'text' })
  requestMethod: RecordsRequestMethod;

  /** The patient's signed authorization: a document of the case. */
  @Column({ type: 'integer' })
  authorizationDocumentId: number;

  @ManyToOne(() => DocumentRecord, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'authorization_document_id' })
  authorizationDocument?: DocumentRecord;

  @Column({ type: 'text', nullable: true })
  requestedBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'requested_by' })
  requester?: User;

  @Column({ type: 'text', nullable: true })
  assignedTo: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'assigned_to' })
  assignee?: User;

  @Column({ type: 'text', default: RecordsPriority.normal })
  priority: RecordsPriority;

  @Column({ type: 'text', default: RecordsStatus.pending })
  status: RecordsStatus;

  @Column({ type: 'timestamptz', nullable: true })
  requestSentDate: Date | null;

  @Column({ type: 'date' })
  dueDate: string;

  @Column({ type: 'integer', default: 0 })
  followUpCount: number;

  @Column({ type: 'timestamptz', nullable: true })
  lastFollowUpDate: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  receivedDate: Date | null;

  /** Minutes from sent to received (decision 374). */
  @Column({ type: 'integer', nullable: true })
  completionTime: number | null;

  /** What arrived, by name (the disclosures hold the documents of on-platform answers). */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  documentsReceived: string[];

  @Column({ type: 'text', nullable: true })
  missingDocuments: string | null;

  @Column({ type: 'boolean', default: true })
  automatedReminders: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  nextReminderDate: Date | null;

  /** When the requester was told the request is past its due date (once). */
  @Column({ type: 'timestamptz', nullable: true })
  overdueNotifiedAt: Date | null;

  @Column({ type: 'text', nullable: true })
  cancelReason: string | null;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}

/** One document disclosed in answer to a request: who, what, when, under which authorization. */
@Entity('records_disclosures')
@Unique('records_disclosures_document_key', ['requestId', 'documentId'])
@Check('records_disclosures_kind_check', oneOf('kind', Object.values(RecordsDisclosureKind)))
export class RecordsDisclosure {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  requestId: number;

  @ManyToOne(() => RecordsRequest, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'request_id' })
  request?: RecordsRequest;

  /** The disclosing clinic. */
  @Column({ type: 'integer' })
  clinicId: number;

  @ManyToOne(() => Clinic, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'clinic_id' })
  clinic?: Clinic;

  @Column({ type: 'integer' })
  documentId: number;

  @ManyToOne(() => DocumentRecord, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'document_id' })
  document?: DocumentRecord;

  @Column({ type: 'text' })
  kind: RecordsDisclosureKind;

  @Column({ type: 'text' })
  fileName: string;

  @Column({ type: 'integer' })
  authorizationDocumentId: number;

  @ManyToOne(() => DocumentRecord, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'authorization_document_id' })
  authorizationDocument?: DocumentRecord;

  @Column({ type: 'text', nullable: true })
  disclosedBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'disclosed_by' })
  discloser?: User;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  disclosedAt: Date;
}
