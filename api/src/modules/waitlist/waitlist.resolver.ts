import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql-context';
import { WaitlistEntry } from './waitlist-entry.entity';
import { WaitlistJoinInput } from './waitlist.input';

@Resolver(() => WaitlistEntry)
export class WaitlistResolver {
  @Mutation(() => WaitlistEntry, { description: 'Joins the waitlist from the landing page (no sign-in needed)' })
  waitlistJoin(
    @Arg('input', () => WaitlistJoinInput) input: WaitlistJoinInput,
    @Ctx() { services, meta }: GraphQLContext,
  ): Promise<WaitlistEntry> {
    return services.waitlist.join(input, meta);
  }
}
