import { Field, Int, ObjectType } from 'type-graphql';

/** The operator's platform-wide figures (Overview tab and simple admin panel); definitions in platform-figures.sql.ts. */
@ObjectType({ description: 'Platform-wide figures for the operator: users, clinics, revenue and cases' })
export class PlatformOverview {
  @Field(() => Int, { description: 'Every user account' })
  totalUsers: number;

  @Field(() => Int, { description: 'User accounts that may sign in' })
  activeUsers: number;

  @Field(() => Int, { description: 'Every clinic' })
  totalClinics: number;

  @Field(() => Int, { description: 'Clinics marked active' })
  activeClinics: number;

  @Field(() => Int, { description: 'Super admin accounts, active or not' })
  superAdminUsers: number;

  @Field(() => String, {
    description:
      "Sum of the monthly rates of active clinics whose billing is not cancelled, as a decimal string ('1247.00')",
  })
  monthlyRevenue: string;

  @Field(() => Int, { description: 'Cases not closed' })
  activeCases: number;

  @Field(() => Int, { description: 'Every case, open, closed or archived' })
  totalCases: number;
}
