import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import { OperatorAreaOnly } from '../../../platform/graphql/operator-area';
import { OperatorArea } from '../../../platform/access/operator-areas';
import type { GraphQLContext } from '../../../graphql-context';
import { OutboundEmailConnection } from '../../../platform/mail/outbound-email.type';

@Resolver()
export class OutboundMailResolver {
  @OperatorAreaOnly(OperatorArea.email)
  @Query(() => OutboundEmailConnection, {
    description: "The operator's read-only list of recorded e-mails, newest first (optionally of one kind)",
  })
  outboundEmails(
    @Ctx() { services }: GraphQLContext,
    @Arg('first', () => Int, { defaultValue: 20 }) first: number,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Arg('kind', () => String, { nullable: true }) kind: string | null,
  ): Promise<OutboundEmailConnection> {
    return services.mail.list({ first, after, kind });
  }
}
