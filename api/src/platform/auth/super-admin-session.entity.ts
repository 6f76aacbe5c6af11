import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt } from '../../db/columns';

@Entity('super_admin_sessions')
export class SuperAdminSession {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text', unique: true })
  sessionId: string;

  @Column({ type: 'text' })
  username: string;

  @Column({ type: 'text', nullable: true })
  ipAddress: string | null;

  @Column({ type: 'text', nullable: true })
  userAgent: string | null;

  @Column({ type: 'boolean', default: false })
  twoFactorVerified: boolean;

  @Index()
  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  lastActivityAt: Date;

  @CreatedAt()
  createdAt: Date;
}
