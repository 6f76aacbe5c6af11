import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt, oneOf } from '../../db/columns';
import { CaseRecord } from '../cases/case.entity';
import { Clinic } from '../clinics/clinic.entity';
import { User } from '../users/user.entity';
import { notificationDeliveries, notificationKinds, NotificationDelivery } from './notification-kinds';

/**
 * Something one person should hear about. Only that person ever reads it (every query is scoped to
 * `user_id = the caller`). The title and body hold no more than the person may see in the app; the
 * e-mail (if any) holds none of it. `delivery` is the preference when it was made; `emailed_at` is
 * set once it went out alone or in a digest.
 */
@Entity('notifications')
@Check('notifications_kind_check', oneOf('kind', notificationKinds))
@Check('notifications_delivery_check', oneOf('delivery', notificationDeliveries))
@Index('notifications_user_created_idx', ['userId', 'createdAt', 'id'])
@Index('notifications_user_unread_idx', ['userId', 'createdAt', 'id'], { where: 'read_at IS NULL' })
@Index('notifications_digest_due_idx', ['userId', 'createdAt'], {
  where: `delivery = 'daily_digest' AND emailed_at IS NULL`,
})
export class Notification {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'text' })
  kind: string;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text', default: '' })
  body: string;

  /** A path inside the app, e.g. /cases/12?tab=messages. */
  @Column({ type: 'text' })
  link: string;

  @Column({ type: 'integer', nullable: true })
  caseId: number | null;

  @ManyToOne(() => CaseRecord, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'case_id' })
  case?: CaseRecord;

  @Column({ type: 'integer', nullable: true })
  clinicId: number | null;

  @ManyToOne(() => Clinic, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'clinic_id' })
  clinic?: Clinic;

  @Column({ type: 'text', default: NotificationDelivery.immediately })
  delivery: NotificationDelivery;

  @Column({ type: 'timestamptz', nullable: true })
  readAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  emailedAt: Date | null;

  @CreatedAt()
  createdAt: Date;
}

/** One row per person and kind they changed; a missing row means the default (immediately). */
@Entity('notification_preferences')
@Check('notification_preferences_kind_check', oneOf('kind', notificationKinds))
@Check('notification_preferences_delivery_check', oneOf('delivery', notificationDeliveries))
export class NotificationPreference {
  @PrimaryColumn({ type: 'text' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @PrimaryColumn({ type: 'text' })
  kind: string;

  @Column({ type: 'text', default: NotificationDelivery.immediately })
  delivery: NotificationDelivery;

  @UpdatedAt()
  updatedAt: Date;
}
