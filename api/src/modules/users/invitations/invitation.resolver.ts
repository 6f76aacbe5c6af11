import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql-context';
import { signInPathFor } from '../sign-in-path';
import { InvitationAcceptResult, InvitationPreview, InvitationTokenState } from './invitation.types';

/** The invited person's side: public, since they have no password yet; the token is the credential. */
@Resolver()
export class InvitationResolver {
  @Query(() => InvitationPreview, { description: 'An invitation link, before the new password is chosen (public)' })
  async invitation(
    @Arg('token', () => String) token: string,
    @Ctx() { services }: GraphQLContext,
  ): Promise<InvitationPreview> {
    const { state, message, row } = await services.invitations.preview(token);
    return {
      state: state as InvitationTokenState,
      message,
      email: row?.email ?? null,
      firstName: row?.first_name ?? null,
      expiresAt: row?.expires_at ?? null,
    };
  }

  @Mutation(() => InvitationAcceptResult, {
    description: 'Sets the password with an invitation link; the link then stops working (public)',
  })
  async invitationAccept(
    // Plain arguments, not an input object: a password is taken exactly as typed, never trimmed.
    @Arg('token', () => String) token: string,
    @Arg('password', () => String) password: string,
    @Ctx() { services, meta }: GraphQLContext,
  ): Promise<InvitationAcceptResult> {
    const account = await services.invitations.accept(token, password, meta);
    return { email: account.email, role: account.role, signInPath: signInPathFor(account.role) };
  }
}
