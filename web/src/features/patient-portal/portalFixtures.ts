import type { MockLink } from '@apollo/client/testing';
import { PatientPortalAccessQuery } from './PatientPortalSection';

/** Any patient's portal access: not invited (for screens that show the Portal section without testing it). */
export const noPortalAccessMock: MockLink.MockedResponse = {
  request: { query: PatientPortalAccessQuery, variables: () => true },
  result: { data: { portalAccess: null } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
