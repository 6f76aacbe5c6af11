import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * The hash chain over audit_logs: seal `seq` covers one audit row, and its hash is
 * sha256(previous seal's hash || the row's canonical bytes), computed in PostgreSQL by
 * audit_seal_pending(). Editing or removing a sealed audit row, or removing a seal, breaks the chain
 * (audit_verify_chain() names the first break). Both tables refuse UPDATE, DELETE and TRUNCATE.
 */
@Entity('audit_log_seals')
export class AuditSeal {
  @PrimaryColumn({ type: 'bigint' })
  seq: string;

  @Index('audit_log_seals_audit_id_key', { unique: true })
  @Column({ type: 'bigint' })
  auditId: string;

  @Column({ type: 'bytea' })
  rowHash: Buffer;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  sealedAt: Date;
}
