import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt } from '../../db/columns';

/** A message sent from the landing page's contact form, kept for the operator. */
@ObjectType()
@Entity('contact_messages')
export class ContactMessage {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => String)
  @Column({ type: 'text' })
  name: string;

  @Field(() => String)
  @Column({ type: 'text' })
  email: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  phone: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  practiceName: string | null;

  @Field(() => String)
  @Column({ type: 'text' })
  message: string;

  @Field(() => Date, { nullable: true, description: 'When the operator marked it handled' })
  @Column({ type: 'timestamptz', nullable: true })
  handledAt: Date | null;

  @Field(() => Date)
  @Index()
  @CreatedAt()
  createdAt: Date;
}
