import { graphql } from '../../../gql';

export const FeeScheduleItemFields = graphql(`
  fragment FeeScheduleItemFields on FeeScheduleItem {
    id
    procedureCode
    description
    fee
    defaultUnits
    isActive
  }
`);

export const ClinicFeeScheduleQuery = graphql(`
  query ClinicFeeSchedule {
    feeSchedule(includeInactive: true) {
      ...FeeScheduleItemFields
    }
  }
`);

export const FeeScheduleItemCreateMutation = graphql(`
  mutation FeeScheduleItemCreate($input: FeeScheduleItemInput!) {
    feeScheduleItemCreate(input: $input) {
      ...FeeScheduleItemFields
    }
  }
`);

export const FeeScheduleItemUpdateMutation = graphql(`
  mutation FeeScheduleItemUpdate($id: Int!, $input: FeeScheduleItemInput!) {
    feeScheduleItemUpdate(id: $id, input: $input) {
      ...FeeScheduleItemFields
    }
  }
`);
