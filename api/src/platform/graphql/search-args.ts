import { ArgsType, Field } from 'type-graphql';
import { OptionalText } from '../validation/rules';

/**
 * A list's free-text `search` argument, validated like every input (trimmed, storable text, at most
 * 100 characters); the REST shim reads `?search=` through the same class (rest/params.ts parseQuery).
 */
@ArgsType()
export class SearchArgs {
  @Field(() => String, { nullable: true })
  @OptionalText('Search', 100)
  search?: string | null;
}
