import { graphql } from '../../../gql';

export const PlatformOverviewQuery = graphql(`
  query PlatformOverview {
    platformOverview {
      totalUsers
      activeUsers
      totalClinics
      activeClinics
      superAdminUsers
      monthlyRevenue
      activeCases
    }
  }
`);
