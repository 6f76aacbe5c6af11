import type { MockLink } from '@apollo/client/testing';
import { AppointmentVisitsQuery } from './scheduleDocuments';

/** Answers every visits list (a patient's, a case's; upcoming or past) with no visits. */
export const noVisitsMock: MockLink.MockedResponse = {
  request: { query: AppointmentVisitsQuery, variables: () => true },
  result: {
    data: {
      appointmentVisits: {
        __typename: 'AppointmentConnection',
        nodes: [],
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
