import { graphql } from '../../gql';

graphql(`
  fragment AppointmentFields on Appointment {
    id
    patientId
    patientName
    caseId
    caseNumber
    providerId
    providerName
    appointmentTypeId
    appointmentTypeName
    color
    roomId
    roomName
    status
    scheduledStart
    scheduledEnd
    actualStart
    actualEnd
    notes
    remindersEnabled
    cancellationReason
  }
`);

export const SchedulingSetupQuery = graphql(`
  query SchedulingSetup {
    schedulingSetup {
      clinicId
      timeZone
      businessHours {
        day
        closed
        opens
        closes
      }
      appointmentTypes {
        id
        name
        durationMinutes
        color
        isReExam
        isActive
      }
      rooms {
        id
        name
        isActive
      }
      providers {
        id
        name
        npi
      }
    }
  }
`);

export const AppointmentCalendarQuery = graphql(`
  query AppointmentCalendar($from: String!, $to: String!) {
    appointmentCalendar(from: $from, to: $to) {
      ...AppointmentFields
    }
  }
`);

export const AppointmentBookMutation = graphql(`
  mutation AppointmentBook($input: AppointmentBookInput!) {
    appointmentBook(input: $input) {
      ...AppointmentFields
    }
  }
`);

export const AppointmentUpdateMutation = graphql(`
  mutation AppointmentUpdate($input: AppointmentUpdateInput!) {
    appointmentUpdate(input: $input) {
      ...AppointmentFields
    }
  }
`);

export const AppointmentSetStatusMutation = graphql(`
  mutation AppointmentSetStatus($input: AppointmentStatusInput!) {
    appointmentSetStatus(input: $input) {
      ...AppointmentFields
    }
  }
`);

export const PatientCasesForBookingQuery = graphql(`
  query PatientCasesForBooking($id: Int!) {
    patient(id: $id) {
      id
      cases {
        id
        caseNumber
        status
      }
    }
  }
`);

export const AppointmentVisitsQuery = graphql(`
  query AppointmentVisits($when: VisitWhen!, $caseId: Int, $patientId: Int, $after: String) {
    appointmentVisits(when: $when, caseId: $caseId, patientId: $patientId, first: 20, after: $after) {
      nodes {
        ...AppointmentFields
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);
