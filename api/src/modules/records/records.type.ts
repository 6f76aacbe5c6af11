import { Field, Float, Int, ObjectType } from 'type-graphql';
import { PageInfo } from '../../platform/graphql/connection';
import { LocalDate } from '../../platform/graphql/scalars';
import {
  RecordsDisclosureKind,
  RecordsPriority,
  RecordsProviderType,
  RecordsRecordType,
  RecordsRequesterSide,
  RecordsRequestMethod,
  RecordsStatus,
} from './records.enums';

@ObjectType('RecordsDisclosure', {
  simpleResolvers: true,
  description: 'One document disclosed in answer to a request: who, what, when, under which authorization',
})
export class RecordsDisclosureView {
  @Field(() => Int) id: number;
  @Field(() => Int) documentId: number;
  @Field(() => RecordsDisclosureKind) kind: RecordsDisclosureKind;
  @Field(() => String) fileName: string;
  @Field(() => String) clinicName: string;
  @Field(() => String, { nullable: true }) disclosedByName: string | null;
  @Field(() => Date) disclosedAt: Date;
  @Field(() => Int) authorizationDocumentId: number;
  @Field(() => String) authorizationFileName: string;
  @Field(() => String, { description: 'The document, for those who read the request' }) downloadUrl: string;
}

@ObjectType('RecordsRequestAbilities', {
  simpleResolvers: true,
  description: 'What the caller may do with the request now',
})
export class RecordsRequestAbilities {
  @Field(() => Boolean) canMarkSent: boolean;
  @Field(() => Boolean) canRecordReceipt: boolean;
  @Field(() => Boolean) canAnswer: boolean;
  @Field(() => Boolean) canCancel: boolean;
  @Field(() => Boolean) canEdit: boolean;
}

@ObjectType('RecordsRequest', {
  simpleResolvers: true,
  description: "The spec's records_retrieval: a request for a patient's records or bills from a provider",
})
export class RecordsRequestView {
  @Field(() => Int) id: number;
  @Field(() => Int) caseId: number;
  @Field(() => String) caseNumber: string;
  @Field(() => Int) patientId: number;
  @Field(() => String) patientName: string;
  @Field(() => LocalDate, { nullable: true }) patientDateOfBirth: string | null;
  @Field(() => Int) clinicId: number;
  @Field(() => String) clinicName: string;
  @Field(() => RecordsRequesterSide) requesterSide: RecordsRequesterSide;
  @Field(() => Int, { nullable: true }) attorneyId: number | null;
  @Field(() => String, { nullable: true }) firmName: string | null;
  @Field(() => Int, { nullable: true }) providerClinicId: number | null;
  @Field(() => String) providerName: string;
  @Field(() => RecordsProviderType) providerType: RecordsProviderType;
  @Field(() => String, { nullable: true }) providerEmail: string | null;
  @Field(() => String, { nullable: true }) providerFax: string | null;
  @Field(() => RecordsRecordType) recordType: RecordsRecordType;
  @Field(() => RecordsRequestMethod) requestMethod: RecordsRequestMethod;
  @Field(() => Int) authorizationDocumentId: number;
  @Field(() => String) authorizationFileName: string;
  @Field(() => String, { description: 'The signed authorization, for those who read the request' })
  authorizationUrl: string;
  @Field(() => String, { nullable: true }) requestedBy: string | null;
  @Field(() => String, { nullable: true }) requestedByName: string | null;
  @Field(() => String, { nullable: true }) assignedTo: string | null;
  @Field(() => String, { nullable: true }) assignedToName: string | null;
  @Field(() => RecordsPriority) priority: RecordsPriority;
  @Field(() => RecordsStatus) status: RecordsStatus;
  @Field(() => Date, { nullable: true }) requestSentDate: Date | null;
  @Field(() => LocalDate) dueDate: string;
  @Field(() => Boolean, { description: 'Open and past its due date' }) overdue: boolean;
  @Field(() => Int) followUpCount: number;
  @Field(() => Date, { nullable: true }) lastFollowUpDate: Date | null;
  @Field(() => Date, { nullable: true }) receivedDate: Date | null;
  @Field(() => Int, { nullable: true, description: 'Minutes from sent to received' }) completionTime: number | null;
  @Field(() => Float, { nullable: true, description: 'Hours from sent to received, one decimal' })
  completionHours: number | null;
  @Field(() => [String]) documentsReceived: string[];
  @Field(() => String, { nullable: true }) missingDocuments: string | null;
  @Field(() => Boolean) automatedReminders: boolean;
  @Field(() => Date, { nullable: true }) nextReminderDate: Date | null;
  @Field(() => String, { nullable: true }) cancelReason: string | null;
  @Field(() => String, { nullable: true }) notes: string | null;
  @Field(() => Date) createdAt: Date;
  @Field(() => [RecordsDisclosureView], { description: 'The disclosure log' }) disclosures: RecordsDisclosureView[];
  @Field(() => RecordsRequestAbilities) abilities: RecordsRequestAbilities;
}

@ObjectType('RecordsRequestConnection', {
  description: 'One page of records requests (overdue first, then by due date) and how many match in all',
})
export class RecordsRequestConnection {
  @Field(() => [RecordsRequestView]) nodes: RecordsRequestView[];
  @Field(() => PageInfo) pageInfo: PageInfo;
  @Field(() => Int, { description: 'Requests matching the filter, on every page' }) totalCount: number;
}

@ObjectType('RecordsSourceDocument', {
  simpleResolvers: true,
  description: "A document of the patient's the clinic may send",
})
export class RecordsSourceDocument {
  @Field(() => Int) id: number;
  @Field(() => String) fileName: string;
  @Field(() => String) documentType: string;
  @Field(() => String) caseNumber: string;
  @Field(() => Date) uploadDate: Date;
}

@ObjectType('RecordsSourceCase', {
  simpleResolvers: true,
  description: "A case of the patient's whose statement the clinic may send",
})
export class RecordsSourceCase {
  @Field(() => Int) caseId: number;
  @Field(() => String) caseNumber: string;
}

@ObjectType('RecordsRequestSources', {
  simpleResolvers: true,
  description: "What the answering clinic may send: the patient's documents and the statements of their cases",
})
export class RecordsRequestSources {
  @Field(() => [RecordsSourceDocument]) documents: RecordsSourceDocument[];
  @Field(() => [RecordsSourceCase]) statementCases: RecordsSourceCase[];
}

@ObjectType('RecordsProviderClinic', { simpleResolvers: true, description: 'A clinic on the platform that can answer' })
export class RecordsProviderClinic {
  @Field(() => Int) id: number;
  @Field(() => String) name: string;
  @Field(() => String, { nullable: true }) city: string | null;
  @Field(() => Boolean, { description: "The case's own clinic" }) caseClinic: boolean;
}
