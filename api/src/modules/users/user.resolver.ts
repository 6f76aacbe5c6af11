import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql-context';
import { Clinic } from '../clinics/clinic.entity';
import { User } from './user.entity';

@Resolver(() => User)
export class UserResolver {
  @FieldResolver(() => String)
  fullName(@Root() user: User): string {
    return `${user.firstName} ${user.lastName}`.trim();
  }

  @FieldResolver(() => Clinic, { nullable: true, description: "The user's clinic (clinic roles)" })
  clinic(@Root() user: User, @Ctx() { loaders }: GraphQLContext): Promise<Clinic | null> | null {
    return user.clinicId === null ? null : loaders.clinic.load(user.clinicId);
  }
}
