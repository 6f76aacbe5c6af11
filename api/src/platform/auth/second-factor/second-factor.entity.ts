import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { CreatedAt } from '../../../db/columns';

/**
 * A user's confirmed authenticator (TOTP). Kept off the users row so no user query, export or
 * audit snapshot can carry the secret. `lastUsedStep` makes every code single-use.
 */
@Entity('second_factors')
export class SecondFactor {
  @PrimaryColumn({ type: 'text' })
  userId: string;

  /** The users row, named by entity name: the platform imports no domain class. */
  @OneToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: unknown;

  @Column({ type: 'text' })
  totpSecret: string;

  @Column({ type: 'bigint', nullable: true })
  lastUsedStep: string | null;

  @CreatedAt()
  enabledAt: Date;
}
