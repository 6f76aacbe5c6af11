import { Check, Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { UpdatedAt } from '../../db/columns';
import { Clinic } from '../clinics/clinic.entity';

/** A clinic's alert rules (the clinic console's Alerts tab); a clinic without a row has the defaults. */
@Entity('clinic_alert_settings')
@Check('clinic_alert_settings_gap_days_check', '"gap_days" BETWEEN 1 AND 365')
@Check('clinic_alert_settings_plan_behind_check', '"plan_behind_visits" BETWEEN 1 AND 100')
@Check('clinic_alert_settings_re_exam_grace_check', '"re_exam_grace_days" BETWEEN 0 AND 90')
export class ClinicAlertSettings {
  @PrimaryColumn({ type: 'integer' })
  clinicId: number;

  @OneToOne(() => Clinic, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'clinic_id' })
  clinic?: Clinic;

  /** Days without a visit, while in treatment, that make a treatment gap. */
  @Column({ type: 'integer', default: 14 })
  gapDays: number;

  /** Visits behind the active plan (planned to date minus completed) that raise an alert. */
  @Column({ type: 'integer', default: 3 })
  planBehindVisits: number;

  /** Days after a plan's re-exam date before it counts as missed. */
  @Column({ type: 'integer', default: 7 })
  reExamGraceDays: number;

  @Column({ type: 'text', nullable: true })
  updatedBy: string | null;

  @UpdatedAt()
  updatedAt: Date;
}
