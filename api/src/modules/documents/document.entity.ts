import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, oneOf } from '../../db/columns';
import { CaseRecord } from '../cases/case.entity';
import { Clinic } from '../clinics/clinic.entity';
import { User } from '../users/user.entity';
import { documentTypeValues } from './document.enums';

@Entity('documents')
@Check('documents_document_type_check', oneOf('document_type', documentTypeValues))
@Index('documents_case_uploaded_idx', ['caseId', 'uploadDate'])
@Index('documents_clinic_uploaded_idx', ['clinicId', 'uploadDate'])
@Index('documents_shared_with_patient_idx', ['caseId', 'uploadDate'], { where: '"shared_with_patient"' })
export class DocumentRecord {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  caseId: number;

  @ManyToOne(() => CaseRecord, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'case_id' })
  case?: CaseRecord;

  @Column({ type: 'integer' })
  clinicId: number;

  @ManyToOne(() => Clinic, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'clinic_id' })
  clinic?: Clinic;

  @Column({ type: 'text', nullable: true })
  uploadedBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'uploaded_by' })
  uploader?: User;

  @Column({ type: 'text' })
  fileName: string;

  @Column({ type: 'text' })
  fileType: string;

  @Column({ type: 'bigint' })
  fileSize: string;

  /** Storage key made by the server; never a client-supplied path. */
  @Column({ type: 'text', unique: true })
  filePath: string;

  @Column({ type: 'text', default: 'medical_record' })
  documentType: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'boolean', default: true })
  isConfidential: boolean;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  uploadDate: Date;

  /** Set by the clinic only: the patient sees this document in their portal (decision 413). */
  @Column({ type: 'boolean', default: false })
  sharedWithPatient: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  sharedWithPatientAt: Date | null;

  @CreatedAt()
  createdAt: Date;
}
