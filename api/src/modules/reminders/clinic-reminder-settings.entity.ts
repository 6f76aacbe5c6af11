import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { UpdatedAt, jsonbDefault } from '../../db/columns';
import { Clinic } from '../clinics/clinic.entity';
import { ReminderChannelValue } from './reminder.enums';

export const defaultReminderOffsets = [2880, 120];
export const defaultReminderChannels = [ReminderChannelValue.sms, ReminderChannelValue.email];

/** A clinic's appointment reminder rules; a clinic without a row has the defaults. */
@Entity('clinic_reminder_settings')
export class ClinicReminderSettings {
  @PrimaryColumn({ type: 'integer' })
  clinicId: number;

  @OneToOne(() => Clinic, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'clinic_id' })
  clinic?: Clinic;

  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  /** Minutes before the appointment, e.g. [2880, 120] for 48 h and 2 h. */
  @Column({ type: 'jsonb', default: jsonbDefault(defaultReminderOffsets) })
  offsetsMinutes: number[];

  @Column({ type: 'jsonb', default: jsonbDefault(defaultReminderChannels) })
  channels: ReminderChannelValue[];

  /** "HH:MM" in the clinic's time zone: no reminder goes out from quietStart until quietEnd. */
  @Column({ type: 'text', default: '21:00' })
  quietStart: string;

  @Column({ type: 'text', default: '08:00' })
  quietEnd: string;

  @Column({ type: 'text', nullable: true })
  updatedBy: string | null;

  @UpdatedAt()
  updatedAt: Date;
}
