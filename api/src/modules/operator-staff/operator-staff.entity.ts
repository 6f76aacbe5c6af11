import { Check, Column, Entity, Index, JoinColumn, ManyToOne, OneToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt, jsonbDefault } from '../../db/columns';
import { User } from '../users/user.entity';

/**
 * The spec's employee_roles: a named set of operator console areas (OperatorArea values) that operator
 * staff with the role may use (decision 440). System roles are seeded and cannot be deleted.
 */
@Entity('employee_roles')
@Check('employee_roles_permissions_check', `jsonb_typeof("permissions") = 'array'`)
@Check('employee_roles_name_check', `length(btrim("role_name")) BETWEEN 1 AND 80`)
export class EmployeeRole {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text', unique: true })
  roleName: string;

  @Column({ type: 'text', nullable: true })
  roleDescription: string | null;

  /** The console areas (OperatorArea values) this role may use. */
  @Column({ type: 'jsonb', default: jsonbDefault([]) })
  permissions: string[];

  @Column({ type: 'boolean', default: false })
  isSystemRole: boolean;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}

/**
 * The spec's employees: an operator staff member, linked to their `operator_staff` user. An inactive
 * employee (or one without a role) uses no console area; their sessions end (decision 441).
 */
@Entity('employees')
@Check('employees_metrics_check', `jsonb_typeof("metrics") = 'object'`)
@Index('employees_role_idx', ['roleId'])
export class Employee {
  @PrimaryGeneratedColumn()
  id: number;

  /** Unique: the one-to-one link below makes it so. */
  @Column({ type: 'text' })
  userId: string;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'text' })
  firstName: string;

  @Column({ type: 'text' })
  lastName: string;

  @Column({ type: 'integer', nullable: true })
  roleId: number | null;

  @ManyToOne(() => EmployeeRole, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'role_id' })
  role?: EmployeeRole;

  @Column({ type: 'text', nullable: true })
  department: string | null;

  @Column({ type: 'text', nullable: true })
  phoneExtension: string | null;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  lastActiveAt: Date | null;

  @Column({ type: 'jsonb', default: jsonbDefault({}) })
  metrics: Record<string, unknown>;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
