import { Field, Float, Int, ObjectType } from 'type-graphql';
import { Decimal, LocalDate } from '../../platform/graphql/scalars';
import { DocumentAnalysisStatus } from '../ai/ai.enums';

@ObjectType({ description: 'A date found in a document' })
export class FoundDateView {
  @Field(() => LocalDate) date: string;
  @Field(() => String, { description: 'As written in the document' }) text: string;
  @Field(() => String, { description: 'The text around it' }) context: string;
  @Field(() => Boolean, { description: 'Unambiguous (false: day and month could be swapped)' }) verified: boolean;
}

@ObjectType({ description: 'A provider or clinic named in a document' })
export class FoundProviderView {
  @Field(() => String) name: string;
  @Field(() => String, {
    description:
      'How it was recognised: own_clinic, clinic_provider, title (Dr.), credential (DC, MD...), label (Provider:), organization',
  })
  source: string;
  @Field(() => String) text: string;
  @Field(() => String) context: string;
  @Field(() => Boolean, { description: "One of the clinic's providers" }) verified: boolean;
}

@ObjectType({ description: 'An amount of money found in a document' })
export class FoundAmountView {
  @Field(() => Decimal) amount: string;
  @Field(() => Boolean, { description: 'Written as a total, balance due or amount due' }) isTotal: boolean;
  @Field(() => String) text: string;
  @Field(() => String) context: string;
  @Field(() => Boolean, { description: 'Written with its $ sign' }) verified: boolean;
}

@ObjectType({ description: 'An ICD-10 code found in a document' })
export class FoundDiagnosisCodeView {
  @Field(() => String) code: string;
  @Field(() => String, { nullable: true, description: 'From the diagnosis codes; null when the code is unknown' })
  description: string | null;
  @Field(() => String) text: string;
  @Field(() => String) context: string;
  @Field(() => Boolean, { description: 'Known in the diagnosis codes' }) verified: boolean;
}

@ObjectType({ description: "What the analysis found in a document's text" })
export class DocumentFindingsView {
  @Field(() => [FoundDateView]) dates: FoundDateView[];
  @Field(() => [FoundProviderView]) providers: FoundProviderView[];
  @Field(() => [FoundAmountView]) amounts: FoundAmountView[];
  @Field(() => [FoundDiagnosisCodeView]) diagnosisCodes: FoundDiagnosisCodeView[];
  @Field(() => Decimal, { nullable: true, description: 'The largest amount written as a total' })
  totalAmount: string | null;
  @Field(() => Int) pages: number;
  @Field(() => Int, { description: 'Characters of text read' }) characters: number;
  @Field(() => Boolean, { description: 'The text was longer than the limit and was read only up to it' })
  truncated: boolean;
}

@ObjectType('DocumentAnalysis', { description: "The AI's reading of an uploaded PDF or text file" })
export class DocumentAnalysisView {
  @Field(() => Int) id: number;
  @Field(() => Int) documentId: number;
  @Field(() => DocumentAnalysisStatus) status: DocumentAnalysisStatus;
  @Field(() => Float, {
    nullable: true,
    description:
      'From 0 to 1: the mean certainty of the findings (1 verified, 0.5 pattern only; 0 when nothing was found)',
  })
  confidence: number | null;
  @Field(() => Int, { nullable: true }) processingTimeMs: number | null;
  @Field(() => String, { nullable: true, description: 'Why it failed, in words' }) error: string | null;
  @Field(() => Date) createdAt: Date;
  @Field(() => Date, { nullable: true }) completedAt: Date | null;
  @Field(() => DocumentFindingsView, { nullable: true, description: 'Only once completed' })
  findings: DocumentFindingsView | null;
  @Field(() => Boolean, { description: 'Failed, and the signed-in user may run it again' }) canRetry: boolean;
}
