import { Field, Int, ObjectType } from 'type-graphql';
import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt } from '../../db/columns';

/** An attorney in the platform-wide directory; a user with role attorney links to one. */
@ObjectType()
@Entity('attorneys')
@Check('attorneys_email_lower_check', `"email" = lower("email")`)
@Index('attorneys_name_idx', ['lastName', 'firstName'])
@Index('attorneys_search_trgm_idx', { synchronize: false })
export class Attorney {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => String)
  @Column({ type: 'text' })
  firstName: string;

  @Field(() => String)
  @Column({ type: 'text' })
  lastName: string;

  @Field(() => String)
  @Column({ type: 'text', unique: true })
  email: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  phone: string | null;

  @Field(() => String)
  @Column({ type: 'text' })
  firmName: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  barNumber: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  firmAddress: string | null;

  @Field(() => String)
  @Column({ type: 'text', default: 'personal_injury' })
  specialization: string;

  @Field(() => Boolean)
  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @Field(() => Boolean)
  @Column({ type: 'boolean', default: false })
  hasAccount: boolean;

  @Field(() => String)
  @Column({ type: 'text', default: 'pending' })
  inviteStatus: string;

  @Field(() => Date, { nullable: true })
  @Column({ type: 'timestamptz', nullable: true })
  invitedAt: Date | null;

  @Field(() => Date, { nullable: true })
  @Column({ type: 'timestamptz', nullable: true })
  joinedAt: Date | null;

  @Field(() => Date)
  @CreatedAt()
  createdAt: Date;

  @Field(() => Date)
  @UpdatedAt()
  updatedAt: Date;
}
