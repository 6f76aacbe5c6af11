import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt } from '../../db/columns';
import { Clinic } from '../clinics/clinic.entity';
import { User } from '../users/user.entity';
import { Patient } from './patient.entity';

@ObjectType()
@Entity('patient_status_history')
export class PatientStatusHistory {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => Int)
  @Index()
  @Column({ type: 'integer' })
  patientId: number;

  @ManyToOne(() => Patient, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'patient_id' })
  patient?: Patient;

  @Column({ type: 'integer' })
  clinicId: number;

  @ManyToOne(() => Clinic, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'clinic_id' })
  clinic?: Clinic;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  previousStatus: string | null;

  @Field(() => String)
  @Column({ type: 'text' })
  newStatus: string;

  @Column({ type: 'text', nullable: true })
  changedBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'changed_by' })
  changedByUser?: User;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  changedByName: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  reason: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Field(() => Date)
  @CreatedAt()
  createdAt: Date;
}
