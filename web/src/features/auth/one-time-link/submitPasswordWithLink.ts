import { formFieldErrorsOf } from '../../../lib/formFieldErrors';
import { errorMessageOf } from '../../../lib/graphqlErrors';

/**
 * Sends the new password with the link's token. A refused token (used, expired, unknown) ends the
 * form through `onRefused`; other refusals come back as the form's field errors, and anything else
 * as an error under the password, starting with `failure`.
 */
export async function submitPasswordWithLink(
  submit: () => Promise<void>,
  onRefused: (message: string) => void,
  failure: string,
): Promise<Record<string, string> | null> {
  try {
    await submit();
    return null;
  } catch (error) {
    const fieldErrors = formFieldErrorsOf(error);
    if (fieldErrors.token) {
      onRefused(fieldErrors.token);
      return null;
    }
    if (Object.keys(fieldErrors).length) return fieldErrors;
    return { password: `${failure}: ${errorMessageOf(error)}` };
  }
}
