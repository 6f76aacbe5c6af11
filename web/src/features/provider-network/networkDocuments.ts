import { graphql } from '../../gql';

export const ProviderProfileFieldsFragment = graphql(`
  fragment ProviderProfileFields on ProviderProfileView {
    id
    profileSlug
    displayName
    profileType
    isPublic
    specializations
    coverageAreas
    bio
    yearsExperience
    languagesSpoken
    acceptedInsurance
    acceptingNewPatients
    averageRating
    reviewCount
    successRate
    averageSettlementTime
    closedCaseCount
    verifiedBadge
    featuredProvider
    seoTitle
    seoDescription
    publicPhone
    publicEmail
    website
    city
    state
  }
`);

export const ProviderReviewFieldsFragment = graphql(`
  fragment ProviderReviewFields on ProviderReviewView {
    id
    reviewerName
    rating
    reviewTitle
    reviewContent
    isVerified
    caseOutcome
    wouldRecommend
    responseFromProvider
    responseDate
    moderationStatus
    createdAt
  }
`);

export const ProviderDirectoryQuery = graphql(`
  query ProviderDirectory(
    $q: String
    $specialty: String
    $state: String
    $profileType: ProviderProfileType
    $after: String
  ) {
    providerDirectory(
      q: $q
      specialty: $specialty
      state: $state
      profileType: $profileType
      first: 24
      after: $after
    ) {
      nodes {
        ...ProviderProfileFields
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const ProviderPageQuery = graphql(`
  query ProviderPage($slug: String!) {
    providerProfile(slug: $slug) {
      ...ProviderProfileFields
    }
    providerReviews(slug: $slug, first: 20) {
      nodes {
        ...ProviderReviewFields
      }
    }
  }
`);

export const ProviderReviewReportMutation = graphql(`
  mutation ProviderReviewReport($reviewId: Int!) {
    providerReviewReport(reviewId: $reviewId)
  }
`);

export const ProviderReviewInviteCheckQuery = graphql(`
  query ProviderReviewInviteCheck($token: String!) {
    providerReviewInviteCheck(token: $token) {
      valid
      reason
      displayName
      shortName
    }
  }
`);

export const ProviderReviewSubmitMutation = graphql(`
  mutation ProviderReviewSubmit($input: ProviderReviewSubmitInput!) {
    providerReviewSubmit(input: $input) {
      ...ProviderReviewFields
    }
  }
`);

export const MyProviderProfileQuery = graphql(`
  query MyProviderProfile {
    myProviderProfile {
      ...ProviderProfileFields
    }
  }
`);

export const ProviderProfileSuggestionQuery = graphql(`
  query ProviderProfileSuggestion {
    providerProfileSuggestion {
      displayName
      profileSlug
    }
  }
`);

export const ProviderProfileSaveMutation = graphql(`
  mutation ProviderProfileSave($input: ProviderProfileInput!) {
    providerProfileSave(input: $input) {
      ...ProviderProfileFields
    }
  }
`);

export const MyProviderReviewsQuery = graphql(`
  query MyProviderReviews($after: String) {
    myProviderReviews(first: 20, after: $after) {
      nodes {
        ...ProviderReviewFields
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const ProviderReviewRespondMutation = graphql(`
  mutation ProviderReviewRespond($input: ProviderReviewResponseInput!) {
    providerReviewRespond(input: $input) {
      ...ProviderReviewFields
    }
  }
`);

export const ProviderReviewInviteMutation = graphql(`
  mutation ProviderReviewInvite($patientId: Int!) {
    providerReviewInvite(patientId: $patientId) {
      id
      link
      expiresAt
      emailed
    }
  }
`);

export const ProviderMatchFieldsFragment = graphql(`
  fragment ProviderMatchFields on ProviderMatchView {
    id
    side
    patientId
    patientName
    caseId
    caseNumber
    requestedSpecialty
    location
    insuranceType
    matchedProviderId
    matchedProviderName
    matchedProviderSlug
    matchScore
    matchCriteria {
      factor
      points
      max
      detail
    }
    appointmentScheduled
    scheduledDate
    contactAttempts
    lastContactDate
    responseTime
    status
    slaDeadline
    slaMissed
    notes
    createdAt
  }
`);

export const ProviderMatchesQuery = graphql(`
  query ProviderMatches($side: String, $status: ProviderMatchStatus, $after: String) {
    providerMatches(side: $side, status: $status, first: 25, after: $after) {
      nodes {
        ...ProviderMatchFields
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const ProviderRankQuery = graphql(`
  query ProviderRank($input: ProviderRankInput!) {
    providerRank(input: $input) {
      score
      profile {
        id
        displayName
        profileSlug
        city
        state
        averageRating
        reviewCount
      }
      reasons {
        factor
        points
        max
        detail
      }
    }
  }
`);

export const ProviderMatchCreateMutation = graphql(`
  mutation ProviderMatchCreate($input: ProviderMatchCreateInput!) {
    providerMatchCreate(input: $input) {
      ...ProviderMatchFields
    }
  }
`);

export const ProviderMatchUpdateMutation = graphql(`
  mutation ProviderMatchUpdate($input: ProviderMatchUpdateInput!) {
    providerMatchUpdate(input: $input) {
      ...ProviderMatchFields
    }
  }
`);

export const ProviderReviewQueueQuery = graphql(`
  query ProviderReviewQueue($status: ProviderReviewStatus, $after: String) {
    providerReviewQueue(status: $status, first: 20, after: $after) {
      nodes {
        id
        reviewerName
        rating
        reviewTitle
        reviewContent
        moderationStatus
        createdAt
        profileName
        profileSlug
        reportCount
        isPublished
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const ProviderReviewModerateMutation = graphql(`
  mutation ProviderReviewModerate($input: ProviderReviewModerateInput!) {
    providerReviewModerate(input: $input) {
      id
      moderationStatus
      isPublished
    }
  }
`);

export const ProviderProfilesAdminQuery = graphql(`
  query ProviderProfilesAdmin($q: String) {
    providerProfilesAdmin(q: $q) {
      ...ProviderProfileFields
    }
  }
`);

export const ProviderBadgesSetMutation = graphql(`
  mutation ProviderBadgesSet($input: ProviderBadgesInput!) {
    providerBadgesSet(input: $input) {
      ...ProviderProfileFields
    }
  }
`);
