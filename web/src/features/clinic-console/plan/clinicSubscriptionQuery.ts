import { graphql } from '../../../gql';

export const ClinicSubscriptionQuery = graphql(`
  query ClinicSubscription {
    clinicSubscription {
      plan {
        code
        name
        monthlyPrice
        annualPrice
        maxUsers
        maxActiveCases
        storageGb
        supportLevel
      }
      usage {
        users
        activeCases
        storageBytes
      }
      billingStatus
      billingFrequency
      monthlyRate
      annualRate
      nextBillingDate
      trialEndsAt
    }
  }
`);
