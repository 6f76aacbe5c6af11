import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql-context';
import { ReminderConsentInput, ReminderCreateInput, ReminderSettingsInput } from './reminder.input';
import { ReminderConnection, ReminderLogConnection, ReminderSettingsView, ReminderView } from './reminder.type';

@Resolver(() => ReminderView)
export class ReminderResolver {
  @Authorized()
  @Query(() => ReminderConnection, {
    description: "A patient's or an appointment's reminders, latest scheduled first (the clinic's users)",
  })
  reminders(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('patientId', () => Int, { nullable: true }) patientId: number | null,
    @Arg('appointmentId', () => Int, { nullable: true }) appointmentId: number | null,
    @Arg('first', () => Int, { defaultValue: 20 }) first: number,
    @Arg('after', () => String, { nullable: true }) after: string | null,
  ): Promise<ReminderConnection> {
    return services.reminders.list(scope!, { patientId, appointmentId, first, after });
  }

  @Authorized()
  @Query(() => ReminderSettingsView, { description: "The clinic's appointment reminder rules" })
  reminderSettings(@Ctx() { scope, services }: GraphQLContext): Promise<ReminderSettingsView> {
    return services.reminderSettings.get(scope!);
  }

  @Authorized()
  @Query(() => ReminderLogConnection, {
    description: "What the clinic's reminders sent: texts and e-mails, newest first",
  })
  reminderLog(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('first', () => Int, { defaultValue: 20 }) first: number,
    @Arg('after', () => String, { nullable: true }) after: string | null,
  ): Promise<ReminderLogConnection> {
    return services.reminders.log(scope!, first, after);
  }

  @Authorized()
  @Mutation(() => ReminderView, { description: 'A reminder the clinic writes for one of its patients' })
  reminderCreate(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('input', () => ReminderCreateInput) input: ReminderCreateInput,
  ): Promise<ReminderView> {
    return services.reminders.create(scope!, input);
  }

  @Authorized()
  @Mutation(() => ReminderView, { description: 'Cancels a pending reminder' })
  reminderCancel(@Ctx() { scope, services }: GraphQLContext, @Arg('id', () => Int) id: number): Promise<ReminderView> {
    return services.reminders.cancel(scope!, id);
  }

  @Authorized()
  @Mutation(() => ReminderSettingsView, { description: "Changes the clinic's reminder rules (clinic admins)" })
  reminderSettingsUpdate(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('input', () => ReminderSettingsInput) input: ReminderSettingsInput,
  ): Promise<ReminderSettingsView> {
    return services.reminderSettings.update(scope!, input);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "Records a patient's consent to reminders and their opt-outs" })
  async patientReminderConsentUpdate(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('input', () => ReminderConsentInput) input: ReminderConsentInput,
  ): Promise<boolean> {
    await services.reminders.updateConsent(scope!, input);
    return true;
  }
}
