import { Field, Float, Int, ObjectType } from 'type-graphql';
import { PageInfo } from '../../platform/graphql/connection';
import { DocumentType } from './document.enums';

@ObjectType('Document', { description: 'A file on a case; its bytes are reached only through downloadUrl' })
export class DocumentView {
  @Field(() => Int) id: number;
  @Field(() => Int) caseId: number;
  @Field(() => String) caseNumber: string;
  @Field(() => String) patientName: string;
  @Field(() => String) fileName: string;
  @Field(() => String, { description: 'The content type it is served with' }) fileType: string;
  @Field(() => Float, { description: 'Size in bytes' }) fileSize: number;
  @Field(() => DocumentType) documentType: DocumentType;
  @Field(() => String, { nullable: true }) description: string | null;
  @Field(() => Boolean) isConfidential: boolean;
  @Field(() => Boolean, {
    nullable: true,
    description:
      'Whether the clinic shared it with the patient in the portal; null for viewers who do not manage that (decision 423)',
  })
  sharedWithPatient: boolean | null;
  @Field(() => Date) uploadDate: Date;
  @Field(() => String, { description: 'Who uploaded it ("Former user" once the account is gone)' })
  uploadedByName: string;
  @Field(() => String) downloadUrl: string;
  @Field(() => Boolean, { description: 'Whether the signed-in user may delete it' }) canDelete: boolean;

  /** Not fields. */
  uploadedBy: string | null;
  clinicId: number;
  storageKey: string;
}

@ObjectType()
export class DocumentConnection {
  @Field(() => [DocumentView]) nodes: DocumentView[];
  @Field(() => PageInfo) pageInfo: PageInfo;
}

@ObjectType({ description: 'What an upload may be, from the settings in force' })
export class DocumentUploadPolicy {
  @Field(() => Float) maxBytes: number;
  @Field(() => [String], { description: 'Allowed file extensions, without the dot' }) allowedExtensions: string[];
}
