import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root, registerEnumType } from 'type-graphql';
import type { GraphQLContext } from '../../graphql-context';
import { SharedWithOperatorStaff } from '../../platform/graphql/operator-area';
import { CaseRecord } from '../cases/case.entity';
import { currentIntakeConsentVersion, intakeConsentTexts } from './intake.enums';
import { IntakeCloseInput, IntakeConvertInput, IntakeFilter, IntakeSubmitInput } from './intake.input';
import { IntakeSort } from './intake.service';
import { IntakeConnection, IntakeConsentTextView, IntakeReceipt, IntakeView } from './intake.type';

registerEnumType(IntakeSort, { name: 'IntakeSort', description: 'newest: newest first; score: highest triage first' });

/** The public form (signed out) and the intake desk (the operator; the matched clinic). */
@Resolver()
export class IntakeResolver {
  @Query(() => String, {
    description: 'A token the public form sends back: proves the form was open a few seconds (signed out)',
  })
  intakeFormToken(@Ctx() { services }: GraphQLContext): string {
    return services.intake.formToken();
  }

  @Query(() => IntakeConsentTextView, { description: 'The consent the public form shows, in English and Spanish' })
  intakeConsentText(): IntakeConsentTextView {
    return { version: currentIntakeConsentVersion, ...intakeConsentTexts[currentIntakeConsentVersion] };
  }

  @Mutation(() => IntakeReceipt, { description: 'An injured person asks for help (the public form, signed out)' })
  publicIntakeSubmit(
    @Arg('input', () => IntakeSubmitInput) input: IntakeSubmitInput,
    @Ctx() { services, meta }: GraphQLContext,
  ): Promise<IntakeReceipt> {
    return services.intake.submit(input, meta);
  }

  @SharedWithOperatorStaff()
  @Query(() => IntakeConnection, {
    description: 'The intake desk: every intake (operator) or those matched to your clinic, newest first',
  })
  intakes(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('filter', () => IntakeFilter, { nullable: true }) filter?: IntakeFilter | null,
    @Arg('sort', () => IntakeSort, { defaultValue: IntakeSort.newest }) sort: IntakeSort = IntakeSort.newest,
    @Arg('first', () => Int, { nullable: true }) first?: number | null,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
  ): Promise<IntakeConnection> {
    return services.intake.list(scope!, { filter, sort, first: first ?? 20, after });
  }

  @SharedWithOperatorStaff()
  @Query(() => IntakeView, { description: 'One intake in your scope' })
  intake(@Ctx() { scope, services }: GraphQLContext, @Arg('id', () => Int) id: number): Promise<IntakeView> {
    return services.intake.get(scope!, id);
  }

  @SharedWithOperatorStaff()
  @Query(() => Int, { description: 'Intakes still new or contacted, in your scope' })
  intakeOpenCount(@Ctx() { scope, services }: GraphQLContext): Promise<number> {
    return services.intake.openCount(scope!);
  }

  @SharedWithOperatorStaff()
  @Mutation(() => IntakeView, { description: 'new -> contacted (the time is recorded)' })
  intakeMarkContacted(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('id', () => Int) id: number,
  ): Promise<IntakeView> {
    return services.intake.markContacted(scope!, id);
  }

  @SharedWithOperatorStaff()
  @Mutation(() => IntakeView, { description: 'contacted -> closed, with the reason' })
  intakeClose(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('input', () => IntakeCloseInput) input: IntakeCloseInput,
  ): Promise<IntakeView> {
    return services.intake.close(scope!, input);
  }

  @SharedWithOperatorStaff()
  @Mutation(() => IntakeView, {
    description: 'contacted -> converted: creates the patient and the case in one step; a second time is refused',
  })
  intakeConvert(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('input', () => IntakeConvertInput) input: IntakeConvertInput,
  ): Promise<IntakeView> {
    return services.intake.convert(scope!, input);
  }
}

/** The link back from a converted case to its intake. */
@Resolver(() => CaseRecord)
export class CaseIntakeResolver {
  @FieldResolver(() => IntakeView, {
    nullable: true,
    description: 'The public intake this case was converted from, when you may read it',
  })
  sourceIntake(@Root() record: CaseRecord, @Ctx() { scope, services }: GraphQLContext): Promise<IntakeView | null> {
    return services.intake.forCase(scope!, record.id);
  }
}
