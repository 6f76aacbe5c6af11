import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';

export interface SessionData {
  userId: string;
  createdAt: string;
  lastSeenAt: string;
  ip: string | null;
  userAgent: string | null;
  /** Synchronizer token for the REST shim's CSRF check on patient edits. */
  csrfToken: string;
  /** Super admin sessions only: 'pending' until the second factor is verified (see liveSessionsSql). */
  secondFactor?: 'pending' | 'verified';
  /** A pending super admin session that is enrolling an authenticator: the secret shown as a QR code. */
  enrollSecret?: string;
}

/**
 * The session store's table (sid, sess, expire). The sid is the SHA-256 of the cookie token, so a
 * copy of this table cannot be replayed. user_id is kept in its own column so "end every session of
 * this user" is one indexed delete.
 */
@Entity('sessions')
export class Session {
  @PrimaryColumn({ type: 'text' })
  sid: string;

  @Column({ type: 'jsonb' })
  sess: SessionData;

  @Index()
  @Column({ type: 'timestamptz' })
  expire: Date;

  @Index()
  @Column({ type: 'text' })
  userId: string;

  /** The users row, named by entity name: the platform imports no domain class. */
  @ManyToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: unknown;
}
