import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver, registerEnumType } from 'type-graphql';
import type { GraphQLContext } from '../../graphql-context';
import { InputError } from '../../platform/errors';
import { AppointmentBookInput, AppointmentStatusInput, AppointmentUpdateInput } from './appointment.input';
import { AppointmentConnection, AppointmentView } from './appointment.type';

export enum VisitWhenEnum {
  upcoming = 'upcoming',
  past = 'past',
}
registerEnumType(VisitWhenEnum, { name: 'VisitWhen' });

const instantArg = (label: string, value: string): Date => {
  const moment = new Date(value);
  if (Number.isNaN(moment.getTime())) throw InputError.field(label, `${label} must be a date and time (ISO 8601)`);
  return moment;
};

@Resolver(() => AppointmentView)
export class AppointmentResolver {
  @Authorized()
  @Query(() => AppointmentView, { description: 'One appointment in scope' })
  appointment(@Ctx() { scope, services }: GraphQLContext, @Arg('id', () => Int) id: number): Promise<AppointmentView> {
    return services.appointments.get(scope!, id);
  }

  @Authorized()
  @Query(() => [AppointmentView], {
    description: 'The calendar: appointments overlapping [from, to) (at most 42 days), of some providers, in one query',
  })
  appointmentCalendar(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('from', () => String) from: string,
    @Arg('to', () => String) to: string,
    @Arg('clinicId', () => Int, { nullable: true, description: 'For the operator; clinic users see their clinic' })
    clinicId: number | null,
    @Arg('providerIds', () => [String], { nullable: true }) providerIds: string[] | null,
  ): Promise<AppointmentView[]> {
    return services.appointments.calendar(scope!, {
      from: instantArg('from', from),
      to: instantArg('to', to),
      clinicId,
      providerIds,
    });
  }

  @Authorized()
  @Query(() => AppointmentConnection, {
    description: "A patient's or a case's visits: upcoming ones soonest first, past ones most recent first",
  })
  appointmentVisits(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('when', () => VisitWhenEnum, { defaultValue: VisitWhenEnum.upcoming }) when: VisitWhenEnum,
    @Arg('patientId', () => Int, { nullable: true }) patientId: number | null,
    @Arg('caseId', () => Int, { nullable: true }) caseId: number | null,
    @Arg('first', () => Int, { defaultValue: 20 }) first: number,
    @Arg('after', () => String, { nullable: true }) after: string | null,
  ): Promise<AppointmentConnection> {
    return services.appointments.visits(scope!, { when, patientId, caseId, first, after });
  }

  @Authorized()
  @Mutation(() => AppointmentView, { description: 'Books an appointment; an overlap of provider or room is refused' })
  appointmentBook(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('input', () => AppointmentBookInput) input: AppointmentBookInput,
  ): Promise<AppointmentView> {
    return services.appointments.book(scope!, input);
  }

  @Authorized()
  @Mutation(() => AppointmentView, {
    description: 'Moves an appointment (time, provider, room) or edits notes and reminders',
  })
  appointmentUpdate(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('input', () => AppointmentUpdateInput) input: AppointmentUpdateInput,
  ): Promise<AppointmentView> {
    return services.appointments.update(scope!, input);
  }

  @Authorized()
  @Mutation(() => AppointmentView, { description: 'Check in, complete, cancel (reason required) or no-show' })
  appointmentSetStatus(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('input', () => AppointmentStatusInput) input: AppointmentStatusInput,
  ): Promise<AppointmentView> {
    return services.appointments.setStatus(scope!, input);
  }
}
