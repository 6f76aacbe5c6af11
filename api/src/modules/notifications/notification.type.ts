import { Field, Int, ObjectType } from 'type-graphql';
import { PageInfo } from '../../platform/graphql/connection';
import { NotificationDelivery, NotificationKind } from './notification-kinds';

/** A notification as its one reader sees it. */
@ObjectType('Notification', { description: 'Something that happened that the signed-in user should hear about' })
export class NotificationView {
  @Field(() => Int) id: number;
  @Field(() => NotificationKind) kind: NotificationKind;
  @Field(() => String) title: string;
  @Field(() => String) body: string;
  @Field(() => String, { description: 'Where in the app it leads, e.g. /cases/12?tab=messages' }) link: string;
  @Field(() => Int, { nullable: true }) caseId: number | null;
  @Field(() => Date, { nullable: true }) readAt: Date | null;
  @Field(() => Date) createdAt: Date;

  /** Not a field: who it is for (the live topic delivers it to that user only). */
  userId: string;
}

@ObjectType()
export class NotificationConnection {
  @Field(() => [NotificationView]) nodes: NotificationView[];
  @Field(() => PageInfo) pageInfo: PageInfo;
}

@ObjectType({ description: 'How the signed-in user hears about one kind of notification outside the app' })
export class NotificationPreferenceView {
  @Field(() => NotificationKind) kind: NotificationKind;
  @Field(() => String, { description: 'The kind, in words, for a settings screen' }) label: string;
  @Field(() => String) description: string;
  @Field(() => NotificationDelivery) delivery: NotificationDelivery;
}

@ObjectType({ description: 'What a digest run did' })
export class NotificationDigestRun {
  @Field(() => Int, { description: 'Digest e-mails recorded (one per person)' }) emails: number;
  @Field(() => Int, { description: 'Notifications they covered' }) notifications: number;
}
