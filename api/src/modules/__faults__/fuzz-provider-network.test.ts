import fc from 'fast-check';
import type { DataSource } from 'typeorm';
import { TestClient } from '../../test/client';
import { createClinicWithUsers, createPatient } from '../../test/factories';
import { field, nastyStrings, wildValue } from '../../test/faults/fuzz-values';
import {
  AnswerCheck,
  bodyOf,
  fuzzParameters,
  fuzzRuns,
  fuzzSeed,
  pathSegment,
  withExtras,
} from '../../test/faults/fuzz-run';
import { startTestApp, type TestApp } from '../../test/harness';

/**
 * Generated inputs (fixed seed) against every provider-network write and the public search, over
 * REST and GraphQL, signed in as a clinic's admin (and signed out for the public calls): no answer
 * is a server error or shows internals; afterwards another clinic's profile, reviews and referrals
 * are untouched and the clinic's own rows hold only valid values.
 */
const seed = fuzzSeed;
const runsPerTarget = fuzzRuns(100);

let t: TestApp;
let ds: DataSource;
let admin: TestClient;
const anonymous = () => new TestClient(t.url);
let otherClinicId: number;
let ownPatientId: number;
let otherPatientId: number;
let otherProfileId: number;
let otherSlug: string;
let otherReviewId: number;
let otherSnapshot: string;
const fuzzOptions = fuzzParameters(runsPerTarget);
const answers = new AnswerCheck();

const snapshotOther = async () =>
  JSON.stringify(
    await ds.query(
      `SELECT (SELECT json_agg(x) FROM provider_profiles x WHERE x.clinic_id = $1) AS profiles,
              -- Anyone may report a shown review (decision 392): its report count and status may move.
              (SELECT json_agg(to_jsonb(x) - 'report_count' - 'moderation_status' ORDER BY x.id)
                 FROM provider_reviews x WHERE x.profile_id = $2) AS reviews,
              (SELECT json_agg(x ORDER BY x.id) FROM provider_matches x WHERE x.clinic_id = $1) AS matches`,
      [otherClinicId, otherProfileId],
    ),
  );

beforeAll(async () => {
  t = await startTestApp();
  ds = t.dataSource;
  const own = await createClinicWithUsers(ds);
  const other = await createClinicWithUsers(ds);
  otherClinicId = other.clinic.id;
  ownPatientId = (await createPatient(ds, own.clinic.id)).id;
  otherPatientId = (await createPatient(ds, otherClinicId)).id;
  otherSlug = `fuzz-other-${Date.now().toString(36)}`;
  [{ id: otherProfileId }] = (await ds.query(
    `INSERT INTO provider_profiles (clinic_id, profile_type, is_public, profile_slug, display_name, specializations, state)
     VALUES ($1, 'clinic', true, $2, 'Fuzz Other Clinic', ARRAY['imaging'], 'NJ') RETURNING id`,
    [otherClinicId, otherSlug],
  )) as { id: number }[];
  [{ id: otherReviewId }] = (await ds.query(
    `INSERT INTO provider_reviews (profile_id, reviewer_name, rating) VALUES ($1, 'Fuzz R.', 5) RETURNING id`,
    [otherProfileId],
  )) as { id: number }[];
  admin = new TestClient(t.url);
  await admin.login(own.admin.email);
  await admin.gql(`mutation($input: ProviderProfileInput!) { providerProfileSave(input: $input) { id } }`, {
    input: {
      isPublic: true,
      profileSlug: `fuzz-own-${Date.now().toString(36)}`,
      displayName: 'Fuzz Own Clinic',
      specializations: ['chiropractic'],
      coverageAreas: ['NJ'],
      languagesSpoken: ['English'],
      acceptedInsurance: ['pip'],
      acceptingNewPatients: true,
    },
  });
  otherSnapshot = await snapshotOther();
}, 60_000);
afterAll(async () => {
  process.stdout.write(
    `fuzzed inputs per target (seed ${seed}, ${answers.total()} in all):\n${JSON.stringify(answers.counts, null, 1)}\n`,
  );
  await t?.close();
}, 60_000);

const text = (max: number) => field(fc.oneof(fc.string({ maxLength: max + 20 }), nastyStrings, fc.constant(null)));
const list = <T>(item: fc.Arbitrary<T>) => field(fc.array(item, { maxLength: 16 }));
const specialty = fc.oneof(fc.constantFrom('chiropractic', 'imaging', 'orthopedics', 'ASTROLOGY', ''), nastyStrings);
const profileModel = () => ({
  isPublic: field(fc.boolean()),
  profileSlug: field(
    fc.oneof(fc.constantFrom('fuzz-own-a', 'Bad Slug', '-x-', otherSlug, 'a'.repeat(90)), nastyStrings),
  ),
  displayName: text(120),
  specializations: list(specialty),
  coverageAreas: list(fc.oneof(fc.constantFrom('Newark, NJ', 'NJ', 'nj', 'Newark'), nastyStrings)),
  bio: text(4000),
  yearsExperience: field(fc.oneof(fc.integer({ min: -5, max: 200 }), fc.double())),
  languagesSpoken: list(fc.oneof(fc.constantFrom('Spanish', 'x', '1'), nastyStrings)),
  acceptedInsurance: list(fc.oneof(fc.constantFrom('pip', 'medpay', 'gold'), nastyStrings)),
  acceptingNewPatients: field(fc.boolean()),
  images: list(
    fc.record({ url: field(fc.constantFrom('https://x.test/a.png', 'http://x', 'javascript:1')), alt: text(200) }),
  ),
  socialLinks: list(
    fc.record({
      network: field(fc.constantFrom('facebook', 'x', 'myspace')),
      url: field(fc.constantFrom('https://x.test', 'ftp://x')),
    }),
  ),
  seoTitle: text(70),
  seoDescription: text(160),
  state: field(fc.constantFrom('NJ', 'nj', 'New Jersey', '')),
  website: field(fc.constantFrom('https://x.test', 'http://x.test', '<script>')),
  publicEmail: field(fc.constantFrom('a@b.test', 'not-an-email')),
});
const ids = () => fc.constantFrom(ownPatientId, otherPatientId, otherReviewId, otherProfileId, 999_999_999, 0, -1);
const rankModel = () => ({
  specialty: field(specialty),
  city: text(80),
  state: field(fc.constantFrom('NJ', 'nj', 'NJX', '')),
  insuranceType: field(fc.constantFrom('pip', 'gold', '')),
  profileType: field(fc.constantFrom('clinic', 'attorney', 'patient')),
  language: field(fc.oneof(fc.constantFrom('Spanish', '1'), nastyStrings)),
});

const graphql = (
  target: string,
  query: string,
  variables: fc.Arbitrary<Record<string, unknown>>,
  client = () => admin,
) =>
  fc.assert(
    fc.asyncProperty(variables, async (value) => {
      await answers.check(
        target,
        () => client().request('POST', '/graphql', { body: JSON.stringify({ query, variables: value }) }),
        true,
      );
    }),
    fuzzOptions,
  );

describe('REST', () => {
  test('GET /api/providers', () =>
    fc.assert(
      fc.asyncProperty(
        fc.record({
          q: wildValue,
          specialty: wildValue,
          state: wildValue,
          profileType: wildValue,
          first: wildValue,
          after: wildValue,
        }),
        async (query) => {
          const search = Object.entries(query)
            .filter(([, v]) => v !== undefined)
            // A lone surrogate cannot be put in a URL at all: the client sends the replacement character.
            .map(([k, v]) => `${k}=${encodeURIComponent(String(v).replace(/[\uD800-\uDFFF]/g, '\uFFFD'))}`)
            .join('&');
          await answers.check(
            'GET /api/providers',
            () => anonymous().request('GET', `/api/providers?${search}`),
            false,
          );
        },
      ),
      fuzzOptions,
    ));

  test('POST /api/providers/:slug/reviews and the report', () =>
    fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constant(otherSlug), nastyStrings),
        bodyOf(
          withExtras(
            {
              token: field(fc.oneof(fc.string({ minLength: 43, maxLength: 43 }), nastyStrings)),
              rating: field(fc.oneof(fc.integer({ min: -3, max: 9 }), fc.double())),
              reviewTitle: text(120),
              reviewContent: text(4000),
              wouldRecommend: field(fc.boolean()),
              showFullName: field(fc.boolean()),
            },
            [],
            otherClinicId,
          ),
        ),
        fc.oneof(ids(), wildValue),
        async (slug, body, id) => {
          await ds.query(`DELETE FROM rate_limit_buckets WHERE window_start > now() - interval '2 hours'`);
          await answers.check(
            'POST /api/providers/:slug/reviews',
            () =>
              anonymous().request('POST', `/api/providers/${pathSegment(slug)}/reviews`, {
                body: JSON.stringify(body) ?? 'null',
              }),
            false,
          );
          await answers.check(
            'POST /api/providers/reviews/:id/report',
            () => anonymous().request('POST', `/api/providers/reviews/${pathSegment(id)}/report`, { body: '{}' }),
            false,
          );
        },
      ),
      fuzzOptions,
    ));
});

describe('GraphQL', () => {
  test('providerProfileSave', () =>
    graphql(
      'providerProfileSave',
      'mutation ($input: ProviderProfileInput!) { providerProfileSave(input: $input) { id } }',
      fc.record({ input: withExtras(profileModel(), [], otherClinicId) }),
    ));

  test('providerReviewInvite', () =>
    graphql(
      'providerReviewInvite',
      'mutation ($id: Int!) { providerReviewInvite(patientId: $id) { id } }',
      fc.record({ id: field(ids()) }),
    ));

  test('providerReviewRespond', () =>
    graphql(
      'providerReviewRespond',
      'mutation ($input: ProviderReviewResponseInput!) { providerReviewRespond(input: $input) { id } }',
      fc.record({ input: withExtras({ reviewId: field(ids()), response: text(2000) }, [], otherClinicId) }),
    ));

  test('providerRank and providerMatchCreate', () =>
    graphql(
      'providerMatchCreate',
      'mutation ($input: ProviderMatchCreateInput!) { providerMatchCreate(input: $input) { id } }',
      fc.record({
        input: withExtras(
          {
            ...rankModel(),
            matchedProviderId: field(ids()),
            patientId: field(ids()),
            caseId: field(ids()),
            notes: text(2000),
          },
          [],
          otherClinicId,
        ),
      }),
    ));

  test('providerMatchUpdate', () =>
    graphql(
      'providerMatchUpdate',
      'mutation ($input: ProviderMatchUpdateInput!) { providerMatchUpdate(input: $input) { id } }',
      fc.record({
        input: withExtras(
          {
            matchId: field(ids()),
            status: field(fc.constantFrom('contacted', 'scheduled', 'declined', 'expired', 'pending', 'x')),
            contactAttempt: field(fc.boolean()),
            scheduledDate: field(fc.constantFrom('2026-06-01T10:00:00Z', 'tomorrow', '')),
            notes: text(2000),
          },
          [],
          otherClinicId,
        ),
      }),
    ));

  test('providerReviewSubmit', () =>
    graphql(
      'providerReviewSubmit',
      'mutation ($input: ProviderReviewSubmitInput!) { providerReviewSubmit(input: $input) { id } }',
      fc.record({
        input: withExtras(
          { token: text(60), rating: field(fc.integer({ min: -2, max: 8 })), reviewContent: text(4000) },
          [],
          otherClinicId,
        ),
      }),
      anonymous,
    ));
});

describe('afterwards', () => {
  it("left another clinic's profile, reviews and referrals untouched", async () => {
    expect(await snapshotOther()).toBe(otherSnapshot);
  });

  it("holds only valid values in the clinic's own profile", async () => {
    const rows = (await ds.query(
      `SELECT profile_slug AS slug, specializations FROM provider_profiles WHERE display_name = 'Fuzz Own Clinic' OR profile_slug LIKE 'fuzz-own-%'`,
    )) as { slug: string; specializations: string[] }[];
    for (const row of rows) expect(row.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});
