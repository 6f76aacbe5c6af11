import { graphql } from '../../../gql';

export const AppointmentTypeSaveMutation = graphql(`
  mutation AppointmentTypeSave($input: AppointmentTypeSaveInput!) {
    appointmentTypeSave(input: $input) {
      id
      name
      durationMinutes
      color
      isReExam
      isActive
    }
  }
`);

export const RoomSaveMutation = graphql(`
  mutation RoomSave($input: RoomSaveInput!) {
    roomSave(input: $input) {
      id
      name
      isActive
    }
  }
`);

export const ClinicProviderSetMutation = graphql(`
  mutation ClinicProviderSet($input: ProviderSetInput!) {
    clinicProviderSet(input: $input) {
      id
      name
      npi
      isProvider
    }
  }
`);
