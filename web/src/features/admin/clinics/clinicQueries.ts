import { graphql } from '../../../gql';
import type { AdminClinicCardFragment, AdminClinicPlansQuery as AdminClinicPlansResult } from '../../../gql/graphql';

export const AdminClinicCard = graphql(`
  fragment AdminClinicCard on AdminClinic {
    id
    clinic {
      id
      name
      email
      phone
      address
      city
      state
      zipCode
      subscriptionPlan
      billingStatus
      monthlyRate
      nextBillingDate
      isActive
    }
    plan {
      id
      code
      name
      maxUsers
      maxActiveCases
      storageGb
    }
    usage {
      users
      activeCases
      storageBytes
    }
  }
`);

export const AdminClinicsQuery = graphql(`
  query AdminClinics($first: Int!, $after: String) {
    adminClinics(first: $first, after: $after) {
      nodes {
        ...AdminClinicCard
      }
      pageInfo {
        endCursor
        hasNextPage
      }
      totalCount
    }
  }
`);

/** Every plan on sale with its prices and limits (the plans table), for the overview card and the dialogs. */
export const AdminClinicPlansQuery = graphql(`
  query AdminClinicPlans {
    plans {
      id
      code
      name
      monthlyPrice
      annualPrice
      maxUsers
      maxActiveCases
      storageGb
      supportLevel
    }
  }
`);

export type ClinicCardData = AdminClinicCardFragment;
export type PlanData = AdminClinicPlansResult['plans'][number];

export const CLINICS_PAGE_SIZE = 24;
