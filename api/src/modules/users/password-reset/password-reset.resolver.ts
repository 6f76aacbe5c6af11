import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql-context';
import { signInPathFor } from '../sign-in-path';
import {
  PasswordResetPreview,
  PasswordResetRequestInput,
  PasswordResetRequestResult,
  PasswordResetResult,
} from './password-reset.types';

/** "Forgot password?": public, since the person cannot sign in; the emailed token is the credential. */
@Resolver()
export class PasswordResetResolver {
  @Mutation(() => PasswordResetRequestResult, {
    description:
      'Asks for a password reset link by email; the same answer whether or not the email has an account (public)',
  })
  async passwordResetRequest(
    @Arg('input', () => PasswordResetRequestInput) input: PasswordResetRequestInput,
    @Ctx() { services, meta }: GraphQLContext,
  ): Promise<PasswordResetRequestResult> {
    return { message: await services.passwordResets.request(input.email, meta) };
  }

  @Query(() => PasswordResetPreview, {
    description: 'A password reset link, before the new password is chosen (public)',
  })
  async passwordResetLink(
    @Arg('token', () => String) token: string,
    @Ctx() { services }: GraphQLContext,
  ): Promise<PasswordResetPreview> {
    const preview = await services.passwordResets.preview(token);
    return { ...preview, message: services.passwordResets.messageFor(preview.state) };
  }

  @Mutation(() => PasswordResetResult, {
    description: 'Sets a new password with a reset link; the link then stops working and every session ends (public)',
  })
  async passwordReset(
    // Plain arguments, not an input object: a password is taken exactly as typed, never trimmed.
    @Arg('token', () => String) token: string,
    @Arg('password', () => String) password: string,
    @Ctx() { services, meta }: GraphQLContext,
  ): Promise<PasswordResetResult> {
    const account = await services.passwordResets.complete(token, password, meta);
    return { email: account.email, signInPath: signInPathFor(account.role) };
  }
}
