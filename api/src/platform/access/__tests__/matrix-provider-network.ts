import { Role } from '../role';
import { gql, input, operatorOnly, type Entry, type Verdicts } from './matrix-dsl';

/**
 * The provider network (decision 391): public profiles, their reviews and the review links are
 * readable and writable without signing in (the link's token is the key); a clinic's profile is
 * its admins' (its staff read it and send review links), an attorney's their own; referrals are the
 * sending clinic's, and the matched provider reads those to it; badges and moderation are the operator's.
 */
const members: Verdicts = { clinic_staff: 'allow', clinic_admin: 'allow', attorney: 'allow', super_admin: 'forbid' };
const editors: Verdicts = { clinic_staff: 'forbid', clinic_admin: 'allow', attorney: 'allow', super_admin: 'forbid' };
const referrers: Verdicts = { clinic_staff: 'allow', clinic_admin: 'allow', attorney: 'forbid', super_admin: 'forbid' };
const signedIn: Verdicts = { clinic_staff: 'allow', clinic_admin: 'allow', attorney: 'allow', super_admin: 'any' };

const profileOf = (role: Role | null) => ({
  isPublic: true,
  profileSlug: `matrix-own-${role ?? 'anonymous'}`.replace(/_/g, '-'),
  displayName: 'Matrix Own Provider',
  specializations: role === Role.attorney ? ['personal_injury_law'] : ['chiropractic'],
  coverageAreas: ['Newark, NJ'],
  languagesSpoken: ['English'],
  acceptedInsurance: ['pip'],
  acceptingNewPatients: true,
});
const imagingNeed = { specialty: 'imaging', city: 'Newark', state: 'NJ', insuranceType: 'pip' };

export const providerNetworkMatrix: Record<string, Entry> = {
  'Query.providerDirectory': { public: 'The public provider directory: public profiles only' },
  'Query.providerProfile': { public: 'A public profile page; a private one answers as missing' },
  'Query.providerReviews': { public: "A public profile's shown reviews (never the reviewer's e-mail)" },
  'Query.providerReviewInviteCheck': { public: "A review link's state; the token is the key, no patient data" },
  'Mutation.providerReviewSubmit': { public: 'A review through a one-time link: the token is the key; rate-limited' },
  'Mutation.providerReviewReport': { public: 'Anyone may report a shown review; rate-limited per address' },
  'GET /api/providers': { public: 'The public provider directory: public profiles only' },
  'GET /api/providers/:slug': { public: 'A public profile page; a private one answers as missing' },
  'POST /api/providers/:slug/reviews': { public: 'A review through a one-time link: the token is the key' },
  'POST /api/providers/reviews/:id/report': { public: 'Anyone may report a shown review; rate-limited per address' },
  'GET /providers': { public: 'The directory as HTML search engines read (public profiles only)' },
  'GET /providers/:slug': {
    public: "A public profile's page as HTML with its structured data; a private one is a 404",
  },

  'Mutation.providerProfileSave': [
    {
      label: 'own side',
      call: input('mutation($input: ProviderProfileInput!) { providerProfileSave(input: $input) { id } }', (a) =>
        profileOf(a.role),
      ),
      roles: editors,
    },
  ],
  'Query.myProviderProfile': [{ label: 'own side', call: gql('{ myProviderProfile { id } }'), roles: members }],
  'Query.providerProfileSuggestion': [
    { label: 'own side', call: gql('{ providerProfileSuggestion { profileSlug } }'), roles: editors },
  ],
  'Query.myProviderReviews': [
    { label: 'own side', call: gql('{ myProviderReviews { nodes { id } } }'), roles: members },
  ],
  'Mutation.providerReviewInvite': [
    {
      label: 'own patient',
      call: gql('mutation($id: Int!) { providerReviewInvite(patientId: $id) { id } }', (a) => ({
        id: a.world.shared.home.patientId,
      })),
      roles: members,
    },
  ],
  'Mutation.providerReviewRespond': [
    {
      label: 'own review',
      call: input(
        'mutation($input: ProviderReviewResponseInput!) { providerReviewRespond(input: $input) { id } }',
        (a) => ({
          reviewId:
            a.role === Role.attorney
              ? a.world.providerNetwork.reviews.attorneyX
              : a.world.providerNetwork.reviews.clinicA,
          response: 'Thank you for your review.',
        }),
      ),
      roles: editors,
    },
  ],
  'Query.providerRank': [
    {
      label: 'a need',
      call: input(
        'query($input: ProviderRankInput!) { providerRank(input: $input) { score profile { id } } }',
        () => imagingNeed,
      ),
      roles: signedIn,
    },
  ],
  'Query.providerMatches': [
    {
      label: 'sent',
      call: gql('{ providerMatches(side: "sent") { nodes { id } } }'),
      roles: referrers,
    },
    {
      label: 'received',
      call: gql('{ providerMatches(side: "received") { nodes { id } } }'),
      roles: members,
    },
  ],
  'Mutation.providerMatchCreate': [
    {
      label: 'own patient',
      call: input('mutation($input: ProviderMatchCreateInput!) { providerMatchCreate(input: $input) { id } }', (a) => ({
        ...imagingNeed,
        matchedProviderId: a.world.providerNetwork.profiles.clinicB,
        patientId: a.world.shared.home.patientId,
      })),
      roles: referrers,
    },
  ],
  'Mutation.providerMatchUpdate': [
    {
      label: 'own referral',
      call: input('mutation($input: ProviderMatchUpdateInput!) { providerMatchUpdate(input: $input) { id } }', (a) => ({
        matchId: a.world.providerNetwork.sentByClinicA,
        contactAttempt: true,
      })),
      roles: referrers,
    },
  ],
  'Query.providerProfilesAdmin': [{ label: 'all', call: gql('{ providerProfilesAdmin { id } }'), roles: operatorOnly }],
  'Mutation.providerBadgesSet': [
    {
      label: 'a profile',
      call: input('mutation($input: ProviderBadgesInput!) { providerBadgesSet(input: $input) { id } }', (a) => ({
        profileId: a.world.providerNetwork.profiles.clinicB,
        verifiedBadge: true,
        featuredProvider: false,
      })),
      roles: operatorOnly,
    },
  ],
  'Query.providerReviewQueue': [
    { label: 'queue', call: gql('{ providerReviewQueue(status: published) { nodes { id } } }'), roles: operatorOnly },
  ],
  'Mutation.providerReviewModerate': [
    {
      label: 'a review',
      call: input(
        'mutation($input: ProviderReviewModerateInput!) { providerReviewModerate(input: $input) { id } }',
        (a) => ({ reviewId: a.world.providerNetwork.reviews.clinicA, status: 'published' }),
      ),
      roles: operatorOnly,
    },
  ],
};
