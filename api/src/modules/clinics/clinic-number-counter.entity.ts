import { Check, Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { oneOf } from '../../db/columns';
import { Clinic } from './clinic.entity';

export const clinicNumberKinds = ['case', 'invoice', 'claim'] as const;
export type ClinicNumberKind = (typeof clinicNumberKinds)[number];

/**
 * The last number of a kind (case, invoice) a clinic was given in a year. Numbers count per clinic,
 * so no clinic can read another's volume from its own numbers (issue 20, decision 89).
 */
@Entity('clinic_number_counters')
@Check('clinic_number_counters_kind_check', oneOf('kind', clinicNumberKinds))
export class ClinicNumberCounter {
  @PrimaryColumn({ type: 'integer' })
  clinicId: number;

  @ManyToOne(() => Clinic, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'clinic_id' })
  clinic?: Clinic;

  @PrimaryColumn({ type: 'text' })
  kind: ClinicNumberKind;

  @PrimaryColumn({ type: 'integer' })
  year: number;

  @Column({ type: 'integer' })
  lastValue: number;
}
