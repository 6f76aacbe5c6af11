import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt, moneyColumn } from '../../db/columns';
import { Decimal } from '../../platform/graphql/scalars';

/** Subscription plans are data: editable by the operator, seeded with the public pricing. */
@ObjectType()
@Entity('plans')
export class Plan {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => String, { description: 'starter, professional or enterprise' })
  @Column({ type: 'text', unique: true })
  code: string;

  @Field(() => String)
  @Column({ type: 'text' })
  name: string;

  @Field(() => Decimal)
  @Column(moneyColumn)
  monthlyPrice: string;

  @Field(() => Decimal)
  @Column(moneyColumn)
  annualPrice: string;

  @Field(() => Int, { nullable: true, description: 'null means unlimited' })
  @Column({ type: 'integer', nullable: true })
  maxUsers: number | null;

  @Field(() => Int, { nullable: true, description: 'null means unlimited' })
  @Column({ type: 'integer', nullable: true })
  maxActiveCases: number | null;

  @Field(() => Int)
  @Column({ type: 'integer' })
  storageGb: number;

  @Field(() => String)
  @Column({ type: 'text' })
  supportLevel: string;

  @Field(() => Int)
  @Column({ type: 'integer', default: 0 })
  sortOrder: number;

  @Field(() => Boolean)
  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
