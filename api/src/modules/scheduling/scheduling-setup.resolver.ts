import { Arg, Authorized, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql-context';
import { AppointmentTypeSaveInput, ProviderSetInput, RoomSaveInput } from './appointment.input';
import { AppointmentTypeView, ProviderView, RoomView, SchedulingSetupView } from './appointment.type';

@ObjectType('ClinicProviderChange')
class ProviderChangeView extends ProviderView {
  @Field(() => Boolean) isProvider: boolean;
}

@Resolver()
export class SchedulingSetupResolver {
  @Authorized()
  @Query(() => SchedulingSetupView, {
    description: "The clinic's hours, time zone, appointment types, rooms and providers",
  })
  schedulingSetup(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('clinicId', () => Int, { nullable: true, description: 'For the operator' }) clinicId: number | null,
  ): Promise<SchedulingSetupView> {
    return services.schedulingSetup.setup(scope!, clinicId);
  }

  @Authorized()
  @Mutation(() => AppointmentTypeView, { description: 'Adds or changes an appointment type (clinic admins)' })
  appointmentTypeSave(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('input', () => AppointmentTypeSaveInput) input: AppointmentTypeSaveInput,
  ): Promise<AppointmentTypeView> {
    return services.schedulingSetup.saveType(scope!, input);
  }

  @Authorized()
  @Mutation(() => RoomView, { description: 'Adds or changes a room (clinic admins)' })
  roomSave(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('input', () => RoomSaveInput) input: RoomSaveInput,
  ): Promise<RoomView> {
    return services.schedulingSetup.saveRoom(scope!, input);
  }

  @Authorized()
  @Mutation(() => ProviderChangeView, {
    description: 'Marks a clinic user as a provider (or not), with their NPI (clinic admins)',
  })
  clinicProviderSet(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('input', () => ProviderSetInput) input: ProviderSetInput,
  ): Promise<ProviderChangeView> {
    return services.schedulingSetup.setProvider(scope!, input);
  }
}
