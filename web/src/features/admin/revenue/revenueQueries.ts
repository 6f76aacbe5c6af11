import { graphql } from '../../../gql';

/** What does not depend on the chosen period: now, the last twelve months, the definitions. */
export const RevenueOverviewQuery = graphql(`
  query RevenueOverview {
    revenueSummary {
      mrr
      arr
      payingClinics
      averageRevenuePerClinic
      byPlan {
        planCode
        planName
        clinics
        mrr
      }
    }
    revenueMonths {
      month
      endMrr
      newMrr
      expansionMrr
      contractionMrr
      churnedMrr
      reactivationMrr
    }
    revenueDefinitions {
      figure
      definition
    }
  }
`);

export const RevenuePeriodQuery = graphql(`
  query RevenuePeriod($kind: RevenuePeriodKind!, $day: LocalDate) {
    revenuePeriod(kind: $kind, day: $day) {
      kind
      start
      end
      label
      startMrr
      endMrr
      growthPercent
      newMrr
      expansionMrr
      contractionMrr
      churnedMrr
      reactivationMrr
      payingClinicsAtStart
      payingClinicsAtEnd
      churnedClinics
      logoChurnPercent
      revenueChurnPercent
      netRevenueRetentionPercent
      newClinics
      upgrades
      downgrades
      reactivations
      cashCollected
      averageRevenuePerClinic
      lifetimeValue
      lifetimeValueNote
      ltvToCac
      ltvToCacNote
    }
  }
`);
