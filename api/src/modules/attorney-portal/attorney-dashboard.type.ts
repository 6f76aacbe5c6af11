import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { CaseStatus } from '../cases/case.enums';

export enum WaitingItemKind {
  counter_offer = 'counter_offer',
  new_document = 'new_document',
  unread_messages = 'unread_messages',
  bill_submitted = 'bill_submitted',
}
registerEnumType(WaitingItemKind, {
  name: 'WaitingItemKind',
  description:
    "What waits on an attorney: the clinic's counter offer on a reduction, a document they have not opened, unread messages, a bill the clinic submitted",
});

@ObjectType({ description: 'One of the attorney’s cases, as the dashboard lists it under its clinic' })
export class AttorneyDashboardCase {
  @Field(() => Int) id: number;
  @Field(() => String) caseNumber: string;
  @Field(() => String) patientName: string;
  @Field(() => CaseStatus) status: CaseStatus;
}

@ObjectType({ description: "The attorney's cases at one clinic" })
export class AttorneyClinicCases {
  @Field(() => Int) clinicId: number;
  @Field(() => String) clinicName: string;
  @Field(() => Int, { description: 'Cases not closed (nor archived)' }) activeCases: number;
  @Field(() => Int) totalCases: number;
  @Field(() => [AttorneyDashboardCase], { description: 'The most recently updated active cases, at most 5' })
  recentCases: AttorneyDashboardCase[];
}

@ObjectType({ description: 'Something on one of the attorney’s cases that waits on them, with a link to it' })
export class WaitingItem {
  @Field(() => WaitingItemKind) kind: WaitingItemKind;
  @Field(() => Int) caseId: number;
  @Field(() => String) caseNumber: string;
  @Field(() => String) patientName: string;
  @Field(() => String) clinicName: string;
  @Field(() => Date) occurredAt: Date;
  @Field(() => String, { description: 'What it is, e.g. "Counter offer of $1,200.00" or "3 unread messages"' })
  summary: string;
  @Field(() => String, { description: 'Where in the app it is, e.g. /cases/12?tab=billing' }) link: string;
}

@ObjectType({ description: 'How many of each kind wait on the attorney (the list shows the newest 50)' })
export class WaitingCounts {
  @Field(() => Int) counterOffers: number;
  @Field(() => Int) newDocuments: number;
  @Field(() => Int) unreadMessages: number;
  @Field(() => Int) submittedBills: number;
}

@ObjectType({ description: "The attorney's own dashboard: their cases by clinic and what waits on them" })
export class AttorneyDashboard {
  @Field(() => [AttorneyClinicCases]) clinics: AttorneyClinicCases[];
  @Field(() => [WaitingItem], { description: 'Newest first, at most 50' }) waiting: WaitingItem[];
  @Field(() => WaitingCounts) waitingCounts: WaitingCounts;
}
