import DataLoader from 'dataloader';
import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql-context';
import { DocumentView } from '../documents/document.type';
import { AiAutomationSummary } from './ai-automation.type';
import { DocumentAnalysisView } from './ai-document-analysis.type';

/** Document analysis: a document's findings (also as Document.analysis), retrying, and the Automation tab. */
@Resolver(() => DocumentView)
export class AiDocumentAnalysisResolver {
  @Authorized()
  @Query(() => DocumentAnalysisView, {
    nullable: true,
    description:
      'The analysis of a document the caller may read; null when it was never analysed (not a PDF or text file)',
  })
  documentAnalysis(
    @Arg('documentId', () => Int) documentId: number,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<DocumentAnalysisView | null> {
    return services.aiDocuments.forDocument(scope!, documentId);
  }

  @Authorized()
  @Mutation(() => DocumentAnalysisView, { description: 'Runs a failed document analysis again (clinic users)' })
  documentAnalysisRetry(
    @Arg('documentId', () => Int) documentId: number,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<DocumentAnalysisView> {
    return services.aiDocuments.retry(scope!, documentId);
  }

  @Authorized()
  @Query(() => AiAutomationSummary, {
    description: 'What the AI did on its own in the caller’s scope (Automation tab)',
  })
  aiAutomation(@Ctx() { scope, services }: GraphQLContext): Promise<AiAutomationSummary> {
    return services.aiAutomation.summary(scope!);
  }

  @FieldResolver(() => DocumentAnalysisView, {
    nullable: true,
    description: 'Its AI analysis; null when never analysed, when the feature is off, or for the operator',
  })
  analysis(@Root() document: DocumentView, @Ctx() { scope, services, loaders }: GraphQLContext) {
    return loaders
      .keyed(
        'documentAnalysis',
        () =>
          new DataLoader<number, DocumentAnalysisView | null>((ids) =>
            services.aiDocuments.forReadDocuments(scope!, ids),
          ),
      )
      .load(document.id);
  }
}
