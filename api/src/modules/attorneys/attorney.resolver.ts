import { FieldResolver, Resolver, Root } from 'type-graphql';
import { Attorney } from './attorney.entity';

@Resolver(() => Attorney)
export class AttorneyResolver {
  @FieldResolver(() => String)
  fullName(@Root() attorney: Attorney): string {
    return `${attorney.firstName} ${attorney.lastName}`.trim();
  }
}
