import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { OperatorAreaOnly } from '../../platform/graphql/operator-area';
import { OperatorArea } from '../../platform/access/operator-areas';
import { SearchArgs } from '../../platform/graphql/search-args';
import type { GraphQLContext } from '../../graphql-context';
import { WaitlistEntry } from './waitlist-entry.entity';
import { WaitlistEntryConnection, WaitlistNotesInput, WaitlistStats } from './waitlist-admin.types';

interface ConnectionSource extends Omit<WaitlistEntryConnection, 'totalCount'> {
  search: string | null;
}

@Resolver(() => WaitlistEntryConnection)
export class WaitlistAdminResolver {
  @OperatorAreaOnly(OperatorArea.waitlist)
  @Query(() => WaitlistEntryConnection, {
    description: 'The waitlist, newest first; search over name, email, practice and state',
  })
  async waitlistEntries(
    @Ctx() { scope, services }: GraphQLContext,
    @Args() { search }: SearchArgs,
    @Arg('first', () => Int, { nullable: true }) first?: number | null,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
  ): Promise<ConnectionSource> {
    const page = await services.waitlistAdmin.list(scope!, search, first ?? 50, after);
    return { ...page, search: search ?? null };
  }

  @FieldResolver(() => Int)
  totalCount(@Root() connection: ConnectionSource, @Ctx() { scope, services }: GraphQLContext): Promise<number> {
    return services.waitlistAdmin.count(scope!, connection.search);
  }

  @OperatorAreaOnly(OperatorArea.waitlist)
  @Query(() => WaitlistStats)
  waitlistStats(@Ctx() { scope, services }: GraphQLContext): Promise<WaitlistStats> {
    return services.waitlistAdmin.stats(scope!);
  }

  @OperatorAreaOnly(OperatorArea.waitlist)
  @Mutation(() => WaitlistEntry, { description: 'Marks an entry contacted or pending' })
  waitlistEntrySetContacted(
    @Arg('id', () => Int) id: number,
    @Arg('isContacted', () => Boolean) isContacted: boolean,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<WaitlistEntry> {
    return services.waitlistAdmin.setContacted(scope!, id, isContacted);
  }

  @OperatorAreaOnly(OperatorArea.waitlist)
  @Mutation(() => WaitlistEntry)
  waitlistEntrySetNotes(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => WaitlistNotesInput) input: WaitlistNotesInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<WaitlistEntry> {
    return services.waitlistAdmin.setNotes(scope!, id, input.notes ?? null);
  }

  @OperatorAreaOnly(OperatorArea.waitlist)
  @Mutation(() => Int, { description: 'Deletes an entry; answers its id' })
  async waitlistEntryDelete(
    @Arg('id', () => Int) id: number,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<number> {
    await services.waitlistAdmin.delete(scope!, id);
    return id;
  }
}
