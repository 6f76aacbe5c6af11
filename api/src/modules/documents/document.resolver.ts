import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql-context';
import { DocumentConnection, DocumentUploadPolicy, DocumentView } from './document.type';

/** Reading and deleting documents; uploads and downloads are HTTP (multipart, attachment) in document.routes.ts. */
@Resolver(() => DocumentView)
export class DocumentResolver {
  @Authorized()
  @Query(() => DocumentConnection, {
    description: 'Documents in scope, newest first; of one case when caseId is given',
  })
  documents(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('caseId', () => Int, { nullable: true }) caseId: number | null,
    @Arg('first', () => Int, { defaultValue: 20 }) first: number,
    @Arg('after', () => String, { nullable: true }) after: string | null,
  ): Promise<DocumentConnection> {
    return services.documents.list(scope!, { caseId, first, after });
  }

  @Authorized()
  @Query(() => DocumentUploadPolicy, { description: 'The size limit and file types an upload must meet' })
  documentUploadPolicy(@Ctx() { services }: GraphQLContext): Promise<DocumentUploadPolicy> {
    return services.documents.uploadPolicy();
  }

  @Authorized()
  @Mutation(() => Int, { description: 'Deletes a document and its file; returns its id' })
  documentDelete(@Arg('id', () => Int) id: number, @Ctx() { scope, services }: GraphQLContext): Promise<number> {
    return services.documents.delete(scope!, id);
  }
}
