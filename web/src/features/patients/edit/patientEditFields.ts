import { graphql } from '../../../gql';

/** What the Edit Patient form shows and what a save answers with, so the cache updates the page. */
export const PatientEditFields = graphql(`
  fragment PatientEditFields on Patient {
    id
    fullName
    firstName
    lastName
    dateOfBirth
    email
    phone
    address
    city
    state
    zipCode
    emergencyContact
    emergencyPhone
    emergencyRelation
    insuranceProvider
    insurancePolicyNumber
    sex
    notes
    status
    isActive
    statusHistory {
      id
      changedAt
      changedByName
      previousStatus
      newStatus
      reason
      notes
    }
  }
`);
