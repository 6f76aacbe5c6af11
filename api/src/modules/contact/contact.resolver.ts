import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../platform/graphql/context';
import { ContactMessage } from './contact-message.entity';
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
}
