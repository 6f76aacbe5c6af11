import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver } from 'type-graphql';
import { OperatorAreaOnly } from '../../platform/graphql/operator-area';
import { OperatorArea } from '../../platform/access/operator-areas';
import type { GraphQLContext } from '../../graphql-context';
import { ContactMessage } from './contact-message.entity';
import { ContactMessageConnection } from './contact-admin.types';
import { ContactMessageInput } from './contact.input';

@Resolver(() => ContactMessage)
export class ContactResolver {
  @Mutation(() => ContactMessage, { description: "Sends the landing page's contact form to the operator" })
  contactMessageSend(
    @Arg('input', () => ContactMessageInput) input: ContactMessageInput,
    @Ctx() { services, meta }: GraphQLContext,
  ): Promise<ContactMessage> {
    return services.contact.send(input, meta);
  }

  @OperatorAreaOnly(OperatorArea.waitlist)
  @Query(() => ContactMessageConnection, { description: "The landing page's contact messages, newest first" })
  contactMessages(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('first', () => Int, { nullable: true }) first?: number | null,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
  ): Promise<Omit<ContactMessageConnection, 'openCount'>> {
    return services.contact.list(scope!, first ?? 20, after);
  }

  @OperatorAreaOnly(OperatorArea.waitlist)
  @Mutation(() => ContactMessage, { description: 'Marks a contact message handled, or open again' })
  contactMessageSetHandled(
    @Arg('id', () => Int) id: number,
    @Arg('handled', () => Boolean) handled: boolean,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<ContactMessage> {
    return services.contact.setHandled(scope!, id, handled);
  }
}

@Resolver(() => ContactMessageConnection)
export class ContactMessageConnectionResolver {
  @FieldResolver(() => Int)
  openCount(@Ctx() { scope, services }: GraphQLContext): Promise<number> {
    return services.contact.openCount(scope!);
  }
}
