import { Field, Int, ObjectType } from 'type-graphql';
import { PageInfo } from '../../platform/graphql/connection';
import { TimelineKind } from './timeline.enums';

@ObjectType('TimelineItem', {
  description: 'One thing that happened on a case, as the reader may see it',
  simpleResolvers: true,
})
export class TimelineItem {
  @Field(() => String, { description: 'Stable id: kind, event and the record, e.g. "visit:12:booked"' })
  id: string;
  @Field(() => Int) caseId: number;
  @Field(() => TimelineKind) kind: TimelineKind;
  @Field(() => String, { description: 'What happened to the record (booked, attended, missed, signed, payment...)' })
  event: string;
  @Field(() => Int, { description: "The record's own id in its kind (the appointment, note, message...)" })
  sourceId: number;
  @Field(() => Date) occurredAt: Date;
  @Field(() => String, { description: 'One line for a person' }) summary: string;
  @Field(() => String, { nullable: true, description: 'Who did it, when known' }) actorName: string | null;
  @Field(() => String, { nullable: true, description: 'Where the record opens in the app' }) link: string | null;
}

@ObjectType('TimelineConnection')
export class TimelineConnection {
  @Field(() => [TimelineItem]) nodes: TimelineItem[];
  @Field(() => PageInfo) pageInfo: PageInfo;
}

@ObjectType('CaseActivity', { description: 'New timeline items of a case, as they happen', simpleResolvers: true })
export class CaseActivityView {
  @Field(() => Int) caseId: number;
  @Field(() => [TimelineItem], { description: 'The items the subscriber may read' }) items: TimelineItem[];
}
