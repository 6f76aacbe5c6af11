import { graphql } from '../../../gql';
import type { LandingPlansQuery as LandingPlansResult } from '../../../gql/graphql';

/** The plans on sale, in display order; public, so the pricing section needs no sign-in. */
export const LandingPlansQuery = graphql(`
  query LandingPlans {
    plans {
      id
      code
      name
      monthlyPrice
      annualPrice
      annualSaving
      maxUsers
      maxActiveCases
      storageGb
      supportLevel
    }
  }
`);

export type LandingPlan = LandingPlansResult['plans'][number];

export const ENTERPRISE_PLAN_CODE = 'enterprise';
