import { Role } from '../../../platform/access/role';
import { TestClock } from '../../../platform/jobs/clock';
import { signedInClient, TestClient, type GraphQLResponse } from '../../../test/client';
import {
  createAttorneyUser,
  createCase,
  createClinicWithUsers,
  createPatient,
  createUser,
} from '../../../test/factories';
import type { TestApp } from '../../../test/harness';
import { startIsolatedApp } from '../../../test/isolated-app';
import { collect, socketClient, untilSubscribed } from '../../../test/live-client';
import { sweepProviderMatchSla } from '../provider-network.jobs';
import { scoreReasons } from '../provider-matching.service';

// The directory and the SLA sweep read every profile and match: a database of its own.
let t: TestApp;
const start = new Date('2026-06-01T12:00:00Z');
const clock = new TestClock(start);
beforeAll(async () => {
  t = await startIsolatedApp({}, { clock });
}, 60_000);
beforeEach(() => clock.set(start));
afterAll(async () => {
  await t?.close();
}, 60_000);

const codeOf = (result: GraphQLResponse) => result.errors?.[0]?.extensions?.code;
const fieldsOf = (result: GraphQLResponse) => result.errors?.[0]?.extensions?.fieldErrors?.map((e) => e.field) ?? [];

const saveProfile = `mutation($input: ProviderProfileInput!) { providerProfileSave(input: $input) {
  id profileSlug displayName profileType isPublic specializations coverageAreas averageRating reviewCount
  successRate averageSettlementTime closedCaseCount verifiedBadge } }`;

let stamp = 0;
function profileInput(overrides: Record<string, unknown> = {}) {
  stamp += 1;
  return {
    isPublic: true,
    profileSlug: `northside-test-${Date.now().toString(36)}-${stamp}`,
    displayName: `Northside Spine ${stamp}`,
    specializations: ['chiropractic', 'imaging'],
    coverageAreas: ['Springfield, IL', 'IL'],
    bio: 'Chiropractic care after car accidents.',
    yearsExperience: 12,
    languagesSpoken: ['English', 'Spanish'],
    acceptedInsurance: ['pip', 'medpay', 'letter_of_protection'],
    acceptingNewPatients: true,
    city: 'Springfield',
    state: 'IL',
    publicPhone: '(217) 555-0100',
    ...overrides,
  };
}

async function clinicWorld() {
  const world = await createClinicWithUsers(t.dataSource);
  return {
    ...world,
    adminClient: await signedInClient(t.url, world.admin.email),
    staffClient: await signedInClient(t.url, world.staff.email),
  };
}

async function publishedClinic(overrides: Record<string, unknown> = {}) {
  const world = await clinicWorld();
  const saved = await world.adminClient.gql<{ providerProfileSave: { id: number; profileSlug: string } }>(saveProfile, {
    input: profileInput(overrides),
  });
  expect(saved.errors).toBeUndefined();
  return { ...world, profile: saved.data!.providerProfileSave };
}

const inviteMutation = `mutation($patientId: Int!) { providerReviewInvite(patientId: $patientId) { id link expiresAt emailed } }`;
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe('provider profiles', () => {
  it('lets the clinic admin publish, refuses staff and bad input, and computes outcomes from closed cases', async () => {
    const { clinic, adminClient, staffClient } = await clinicWorld();
    expect(codeOf(await staffClient.gql(saveProfile, { input: profileInput() }))).toBe('FORBIDDEN');
    const bad = await adminClient.gql(saveProfile, {
      input: profileInput({
        profileSlug: 'Not A Slug',
        coverageAreas: ['Springfield'],
        specializations: ['astrology'],
      }),
    });
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(fieldsOf(bad)).toEqual(expect.arrayContaining(['profileSlug', 'coverageAreas', 'specializations']));
    expect(await t.dataSource.query(`SELECT 1 FROM provider_profiles WHERE clinic_id = $1`, [clinic.id])).toEqual([]);

    // Five closed cases (four settled with an amount, 30 days each) and one open one.
    for (let i = 0; i < 5; i += 1)
      await createCase(t.dataSource, {
        clinicId: clinic.id,
        status: 'closed',
        created_at: new Date('2026-01-01T00:00:00Z'),
        closed_at: new Date('2026-01-31T00:00:00Z'),
        settlement_amount: i < 4 ? '12000.00' : null,
      });
    await createCase(t.dataSource, { clinicId: clinic.id });

    const input = profileInput();
    const saved = await adminClient.gql<{ providerProfileSave: Record<string, unknown> }>(saveProfile, { input });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.providerProfileSave).toMatchObject({
      profileType: 'clinic',
      isPublic: true,
      closedCaseCount: 5,
      successRate: 80,
      averageSettlementTime: 30,
      averageRating: null,
      reviewCount: 0,
      verifiedBadge: false,
    });
    const audit = await t.dataSource.query(
      `SELECT action FROM audit_logs WHERE entity_type = 'provider_profile' AND entity_id = $1`,
      [String(saved.data!.providerProfileSave.id)],
    );
    expect(audit).toEqual([{ action: 'create' }]);

    // Another clinic cannot take the address.
    const other = await clinicWorld();
    const taken = await other.adminClient.gql(saveProfile, { input: profileInput({ profileSlug: input.profileSlug }) });
    expect(codeOf(taken)).toBe('CONFLICT');

    // Public while public; a private profile is not found like a missing one.
    const anonymous = new TestClient(t.url);
    const found = await anonymous.rest<{ success: boolean; data: { profileSlug: string }[] }>(
      'GET',
      `/api/providers?q=${encodeURIComponent(input.displayName)}&specialty=imaging&state=IL`,
    );
    expect(found.status).toBe(200);
    expect(found.body.data.map((p) => p.profileSlug)).toEqual([input.profileSlug]);
    await adminClient.gql(saveProfile, { input: { ...input, isPublic: false } });
    const hidden = await anonymous.rest('GET', `/api/providers/${input.profileSlug}`);
    const missing = await anonymous.rest('GET', `/api/providers/no-such-provider-here`);
    expect(hidden).toEqual(missing);
    expect(hidden.status).toBe(404);
  });

  it('lets an attorney publish their own profile and only the operator set the verified badge', async () => {
    const { user } = await createAttorneyUser(t.dataSource);
    const lawyer = await signedInClient(t.url, user.email);
    const saved = await lawyer.gql<{ providerProfileSave: { id: number; profileType: string } }>(saveProfile, {
      input: profileInput({ specializations: ['personal_injury_law'] }),
    });
    expect(saved.data!.providerProfileSave.profileType).toBe('attorney');
    const badges = `mutation($input: ProviderBadgesInput!) { providerBadgesSet(input: $input) { verifiedBadge featuredProvider } }`;
    const input = { profileId: saved.data!.providerProfileSave.id, verifiedBadge: true, featuredProvider: false };
    expect(codeOf(await lawyer.gql(badges, { input }))).toBe('FORBIDDEN');
    const operator = await signedInClient(t.url, (await createUser(t.dataSource, { role: Role.super_admin })).email);
    expect((await operator.gql<{ providerBadgesSet: unknown }>(badges, { input })).data!.providerBadgesSet).toEqual({
      verifiedBadge: true,
      featuredProvider: false,
    });
  });

  it('serves the public page with its title, description, canonical link and structured data in the HTML', async () => {
    const { profile, clinic, staffClient } = await publishedClinic({
      seoDescription: 'Spine care in Springfield <IL>',
    });
    const patient = await createPatient(t.dataSource, clinic.id, { first_name: 'Maria', last_name: 'Gonzalez' });
    const invite = await staffClient.gql<{ providerReviewInvite: { link: string } }>(inviteMutation, {
      patientId: patient.id,
    });
    const anonymous = new TestClient(t.url);
    await anonymous.rest('POST', `/api/providers/${profile.profileSlug}/reviews`, {
      token: tokenOf(invite.data!.providerReviewInvite.link),
      rating: 4,
      reviewTitle: 'Good care </script><script>alert(1)</script>',
    });
    const response = await anonymous.request('GET', `/providers/${profile.profileSlug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>Northside Spine`);
    expect(html).toContain('<meta name="description" content="Spine care in Springfield &lt;IL&gt;">');
    expect(html).toContain(
      `<link rel="canonical" href="${t.config.publicUrl.replace(/\/$/, '')}/providers/${profile.profileSlug}">`,
    );
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
    expect(jsonLd).not.toBeNull();
    const data = JSON.parse(jsonLd![1]);
    expect(data['@type']).toBe('MedicalClinic');
    expect(data.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: '4.00',
      reviewCount: 1,
      bestRating: 5,
      worstRating: 1,
    });
    expect(data.review[0].author.name).toBe('Maria G.');
    expect(html).not.toContain('<script>alert(1)</script>');
    const gone = await anonymous.request('GET', '/providers/not-a-public-provider');
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain('<meta name="robots" content="noindex">');
  });
});

describe('provider reviews', () => {
  it('takes one verified review per one-time link, then refuses reuse and expiry; the clinic answers once; the operator moderates', async () => {
    const { profile, clinic, staffClient, adminClient } = await publishedClinic();
    const patient = await createPatient(t.dataSource, clinic.id, {
      first_name: 'Luis',
      last_name: 'Ortega',
      email: 'luis@example.test',
    });
    const foreign = await createPatient(t.dataSource, (await createClinicWithUsers(t.dataSource)).clinic.id);
    const refused = await staffClient.gql(inviteMutation, { patientId: foreign.id });
    expect(fieldsOf(refused)).toEqual(['patientId']);

    const invite = await staffClient.gql<{ providerReviewInvite: { link: string; emailed: boolean } }>(inviteMutation, {
      patientId: patient.id,
    });
    expect(invite.data!.providerReviewInvite.emailed).toBe(true);
    const token = tokenOf(invite.data!.providerReviewInvite.link);
    const mails = await t.dataSource.query(
      `SELECT body_text AS text FROM outbound_emails WHERE kind = 'provider_review_invite' AND to_address = 'luis@example.test'`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0].text).not.toContain(token);
    const [{ hash }] = await t.dataSource.query(
      `SELECT token_hash AS hash FROM provider_review_invites WHERE id = $1`,
      [(await t.dataSource.query(`SELECT max(id) AS id FROM provider_review_invites`))[0].id],
    );
    expect(hash).not.toBe(token);

    const anonymous = new TestClient(t.url);
    const badRating = await anonymous.rest<{ success: boolean; message: string }>(
      'POST',
      `/api/providers/${profile.profileSlug}/reviews`,
      { token, rating: 6 },
    );
    expect(badRating.status).toBe(400);
    expect(badRating.body.success).toBe(false);
    const wrongProvider = await anonymous.rest('POST', `/api/providers/someone-else/reviews`, { token, rating: 5 });
    expect(wrongProvider.status).toBe(400);

    const written = await anonymous.rest<{ success: boolean; data: Record<string, unknown> }>(
      'POST',
      `/api/providers/${profile.profileSlug}/reviews`,
      { token, rating: 5, reviewTitle: 'Back on my feet', reviewContent: 'Kind staff.', wouldRecommend: true },
    );
    expect(written.status).toBe(201);
    expect(written.body.data).toMatchObject({
      reviewerName: 'Luis O.',
      isVerified: true,
      rating: 5,
      moderationStatus: 'published',
    });
    const again = await anonymous.rest<{ message: string }>('POST', `/api/providers/${profile.profileSlug}/reviews`, {
      token,
      rating: 1,
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toContain('already used');

    // A second link, used after 30 days, has expired.
    const late = await staffClient.gql<{ providerReviewInvite: { link: string } }>(inviteMutation, {
      patientId: patient.id,
    });
    clock.set(new Date(start.getTime() + 31 * 86_400_000));
    const expired = await anonymous.rest<{ message: string }>('POST', `/api/providers/${profile.profileSlug}/reviews`, {
      token: tokenOf(late.data!.providerReviewInvite.link),
      rating: 1,
    });
    expect(expired.body.message).toContain('expired');
    clock.set(start);

    // A second verified review, full name chosen: the mean moves in the same transaction.
    const third = await staffClient.gql<{ providerReviewInvite: { link: string } }>(inviteMutation, {
      patientId: patient.id,
    });
    const second = await anonymous.rest<{ data: { id: number; reviewerName: string } }>(
      'POST',
      `/api/providers/${profile.profileSlug}/reviews`,
      { token: tokenOf(third.data!.providerReviewInvite.link), rating: 2, showFullName: true },
    );
    expect(second.body.data.reviewerName).toBe('Luis Ortega');
    const rating = async () =>
      (
        await t.dataSource.query(
          `SELECT average_rating AS "averageRating", review_count AS "reviewCount" FROM provider_profiles WHERE id = $1`,
          [profile.id],
        )
      )[0];
    expect(await rating()).toEqual({ averageRating: '3.50', reviewCount: 2 });

    // The clinic answers once (its admin; staff may not).
    const respond = `mutation($input: ProviderReviewResponseInput!) { providerReviewRespond(input: $input) { responseFromProvider responseDate } }`;
    const reviewId = written.body.data.id as number;
    expect(codeOf(await staffClient.gql(respond, { input: { reviewId, response: 'Thank you!' } }))).toBe('FORBIDDEN');
    const answered = await adminClient.gql<{ providerReviewRespond: { responseFromProvider: string } }>(respond, {
      input: { reviewId, response: 'Thank you, Luis!' },
    });
    expect(answered.data!.providerReviewRespond.responseFromProvider).toBe('Thank you, Luis!');
    expect(codeOf(await adminClient.gql(respond, { input: { reviewId, response: 'Twice' } }))).toBe('CONFLICT');
    const stranger = await clinicWorld();
    expect(
      codeOf(await stranger.adminClient.gql(respond, { input: { reviewId: second.body.data.id, response: 'x' } })),
    ).toBe('NOT_FOUND');

    // Anyone reports; the operator hides; the mean follows.
    const reported = await anonymous.rest('POST', `/api/providers/reviews/${second.body.data.id}/report`, {});
    expect(reported.status).toBe(200);
    expect((await anonymous.rest('POST', `/api/providers/reviews/2147483000/report`, {})).status).toBe(404);
    const operator = await signedInClient(t.url, (await createUser(t.dataSource, { role: Role.super_admin })).email);
    const queue = await operator.gql<{ providerReviewQueue: { nodes: { id: number; reportCount: number }[] } }>(
      `{ providerReviewQueue(status: reported) { nodes { id reportCount } } }`,
    );
    expect(queue.data!.providerReviewQueue.nodes).toContainEqual({ id: second.body.data.id, reportCount: 1 });
    const moderate = `mutation($input: ProviderReviewModerateInput!) { providerReviewModerate(input: $input) { moderationStatus isPublished } }`;
    expect(
      codeOf(await adminClient.gql(moderate, { input: { reviewId: second.body.data.id, status: 'hidden' } })),
    ).toBe('FORBIDDEN');
    const hidden = await operator.gql<{ providerReviewModerate: unknown }>(moderate, {
      input: { reviewId: second.body.data.id, status: 'hidden', reason: 'Not about the care' },
    });
    expect(hidden.data!.providerReviewModerate).toEqual({ moderationStatus: 'hidden', isPublished: false });
    expect(await rating()).toEqual({ averageRating: '5.00', reviewCount: 1 });
    const shown = await anonymous.rest<{ data: { reviews: { id: number; responseFromProvider: string | null }[] } }>(
      'GET',
      `/api/providers/${profile.profileSlug}`,
    );
    expect(shown.body.data.reviews.map((r) => r.id)).toEqual([reviewId]);
    expect(JSON.stringify(shown.body)).not.toContain('luis@example.test');
  });

  it('limits reports from one address', async () => {
    const { profile, clinic, staffClient } = await publishedClinic();
    const patient = await createPatient(t.dataSource, clinic.id);
    const invite = await staffClient.gql<{ providerReviewInvite: { link: string } }>(inviteMutation, {
      patientId: patient.id,
    });
    const anonymous = new TestClient(t.url);
    const review = await anonymous.rest<{ data: { id: number } }>(
      'POST',
      `/api/providers/${profile.profileSlug}/reviews`,
      {
        token: tokenOf(invite.data!.providerReviewInvite.link),
        rating: 3,
      },
    );
    await t.dataSource.query(`DELETE FROM rate_limit_buckets`); // this file's own database
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await anonymous.rest('POST', `/api/providers/reviews/${review.body.data.id}/report`, {})).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    const [{ count }] = await t.dataSource.query(`SELECT report_count AS count FROM provider_reviews WHERE id = $1`, [
      review.body.data.id,
    ]);
    expect(count).toBe(10);
  });
});

describe('provider matching', () => {
  const rank = `query($input: ProviderRankInput!) { providerRank(input: $input) { score profile { id profileSlug } reasons { factor points max detail } } }`;
  const createMatch = `mutation($input: ProviderMatchCreateInput!) { providerMatchCreate(input: $input) {
    id status matchScore slaDeadline contactAttempts patientName matchCriteria { factor points } } }`;
  const updateMatch = `mutation($input: ProviderMatchUpdateInput!) { providerMatchUpdate(input: $input) {
    id status contactAttempts responseTime appointmentScheduled scheduledDate } }`;

  it('scores specialty, place, insurance, language, rating and capacity to 100 at most, with reasons', () => {
    const profile = {
      specializations: ['orthopedics'],
      coverageAreas: ['Springfield, IL'],
      city: 'Springfield',
      state: 'IL',
      acceptedInsurance: ['pip'],
      languagesSpoken: ['Spanish'],
      averageRating: 5,
      reviewCount: 3,
      acceptingNewPatients: true,
    };
    const full = scoreReasons(profile, 0, {
      specialty: 'orthopedics',
      city: 'springfield',
      state: 'il',
      insuranceType: 'pip',
      language: 'spanish',
    });
    expect(full.reduce((sum, r) => sum + r.points, 0)).toBe(100);
    const weak = scoreReasons({ ...profile, acceptingNewPatients: false }, 0, {
      specialty: 'imaging',
      city: 'chicago',
      state: 'il',
      insuranceType: 'medicare',
      language: 'Polish',
    });
    expect(Object.fromEntries(weak.map((r) => [r.factor, r.points]))).toEqual({
      specialty: 0,
      coverage_area: 15,
      insurance: 0,
      language: 0,
      rating: 10,
      capacity: 0,
    });
  });

  it('ranks public providers, records a referral with a 24 h SLA, tracks contact, and the sweep flags a missed deadline once', async () => {
    const ortho = await publishedClinic({
      specializations: ['orthopedics'],
      coverageAreas: ['Peoria, IL'],
      city: 'Peoria',
      acceptedInsurance: ['pip'],
    });
    const farAway = await publishedClinic({
      specializations: ['orthopedics'],
      coverageAreas: ['TX'],
      city: 'Austin',
      state: 'TX',
    });
    const referrer = await clinicWorld();
    const patient = await createPatient(t.dataSource, referrer.clinic.id, { first_name: 'Ana', last_name: 'Ruiz' });
    const need = { specialty: 'orthopedics', city: 'Peoria', state: 'IL', insuranceType: 'pip', profileType: 'clinic' };

    const ranked = await referrer.staffClient.gql<{
      providerRank: { score: number; profile: { id: number }; reasons: { factor: string }[] }[];
    }>(rank, { input: need });
    const ids = ranked.data!.providerRank.map((r) => r.profile.id);
    expect(ids).toContain(ortho.profile.id);
    expect(ids.indexOf(ortho.profile.id)).toBeLessThan(
      ids.includes(farAway.profile.id) ? ids.indexOf(farAway.profile.id) : 99,
    );
    const best = ranked.data!.providerRank.find((r) => r.profile.id === ortho.profile.id)!;
    expect(best.reasons.map((r) => r.factor)).toEqual([
      'specialty',
      'coverage_area',
      'insurance',
      'language',
      'rating',
      'capacity',
    ]);

    const created = await referrer.staffClient.gql<{
      providerMatchCreate: { id: number; status: string; matchScore: number; slaDeadline: string; patientName: string };
    }>(createMatch, { input: { ...need, matchedProviderId: ortho.profile.id, patientId: patient.id } });
    expect(created.errors).toBeUndefined();
    const match = created.data!.providerMatchCreate;
    expect(match).toMatchObject({ status: 'pending', matchScore: best.score, patientName: 'Ana Ruiz' });
    expect(new Date(match.slaDeadline).toISOString()).toBe(new Date(start.getTime() + 24 * 3_600_000).toISOString());

    // The matched clinic sees the referral without the patient; was told of it.
    const received = await ortho.adminClient.gql<{ providerMatches: { nodes: Record<string, unknown>[] } }>(
      `{ providerMatches(side: "received") { nodes { id patientName patientId notes requestedSpecialty } } }`,
    );
    expect(received.data!.providerMatches.nodes).toContainEqual({
      id: match.id,
      patientName: null,
      patientId: null,
      notes: null,
      requestedSpecialty: 'orthopedics',
    });
    const [{ told }] = await t.dataSource.query(
      `SELECT count(*)::int AS told FROM notifications WHERE user_id = $1 AND kind = 'provider_match'`,
      [ortho.admin.id],
    );
    expect(told).toBe(1);

    // Another clinic can neither see nor move it; a foreign patient is refused.
    const stranger = await clinicWorld();
    expect(
      codeOf(await stranger.staffClient.gql(updateMatch, { input: { matchId: match.id, contactAttempt: true } })),
    ).toBe('NOT_FOUND');
    const foreign = await referrer.staffClient.gql(createMatch, {
      input: {
        ...need,
        matchedProviderId: ortho.profile.id,
        patientId: (await createPatient(t.dataSource, stranger.clinic.id)).id,
      },
    });
    expect(fieldsOf(foreign)).toEqual(['patientId']);

    // The SLA passes: the sweep flags it once and tells the referring clinic.
    clock.set(new Date(start.getTime() + 25 * 3_600_000));
    for (let i = 0; i < 2; i += 1) {
      await t.app.services.jobs.send(sweepProviderMatchSla, {});
      await t.app.services.jobs.runDue(sweepProviderMatchSla);
    }
    const [flag] = await t.dataSource.query(`SELECT sla_missed_at AS "missedAt" FROM provider_matches WHERE id = $1`, [
      match.id,
    ]);
    expect(flag.missedAt).not.toBeNull();
    const [{ late }] = await t.dataSource.query(
      `SELECT count(*)::int AS late FROM notifications WHERE kind = 'provider_match' AND user_id = ANY($1)`,
      [[referrer.admin.id, referrer.staff.id]],
    );
    expect(late).toBe(2);

    // A contact moves it to contacted with its response time; a scheduled one needs a date; a closed one moves no more.
    const contacted = await referrer.staffClient.gql<{ providerMatchUpdate: Record<string, unknown> }>(updateMatch, {
      input: { matchId: match.id, contactAttempt: true },
    });
    expect(contacted.data!.providerMatchUpdate).toMatchObject({
      status: 'contacted',
      contactAttempts: 1,
      responseTime: 25 * 60,
    });
    const noDate = await referrer.staffClient.gql(updateMatch, {
      input: { matchId: match.id, contactAttempt: false, status: 'scheduled' },
    });
    expect(fieldsOf(noDate)).toEqual(['scheduledDate']);
    const scheduled = await referrer.staffClient.gql<{ providerMatchUpdate: Record<string, unknown> }>(updateMatch, {
      input: {
        matchId: match.id,
        contactAttempt: false,
        status: 'scheduled',
        scheduledDate: '2026-06-05T15:00:00.000Z',
      },
    });
    expect(scheduled.data!.providerMatchUpdate).toMatchObject({ status: 'scheduled', appointmentScheduled: true });
    const backwards = await referrer.staffClient.gql(updateMatch, {
      input: { matchId: match.id, contactAttempt: false, status: 'declined' },
    });
    expect(fieldsOf(backwards)).toEqual(['status']);
  });

  it("puts a case's referral on its timeline, live, for the referring clinic only (decision 432)", async () => {
    const ortho = await publishedClinic({
      specializations: ['orthopedics'],
      coverageAreas: ['Peoria, IL'],
      city: 'Peoria',
    });
    const referrer = await clinicWorld();
    const lawyer = await createAttorneyUser(t.dataSource);
    const patient = await createPatient(t.dataSource, referrer.clinic.id, { first_name: 'Ana', last_name: 'Ruiz' });
    const record = await createCase(t.dataSource, {
      clinicId: referrer.clinic.id,
      patientId: patient.id,
      attorneyId: lawyer.attorney.id,
    });
    const attorney = await signedInClient(t.url, lawyer.user.email);
    const items = `subscription($caseId: Int!) { caseActivity(caseId: $caseId) { items { kind event sourceId summary link } } }`;
    type Item = { kind: string; event: string; sourceId: number; summary: string; link: string | null };
    const staffSocket = socketClient(t.url, referrer.staffClient.cookie);
    const attorneySocket = socketClient(t.url, attorney.cookie);
    try {
      const base = t.app.services.live.subscriberCount;
      const staffFeed = collect<{ items: Item[] }>(staffSocket, items, 'caseActivity', { caseId: record.id });
      const attorneyFeed = collect<{ items: Item[] }>(attorneySocket, items, 'caseActivity', { caseId: record.id });
      await untilSubscribed(t.app.services.live, base + 2);

      const created = await referrer.staffClient.gql<{ providerMatchCreate: { id: number } }>(createMatch, {
        input: {
          specialty: 'orthopedics',
          city: 'Peoria',
          state: 'IL',
          profileType: 'clinic',
          matchedProviderId: ortho.profile.id,
          patientId: patient.id,
          caseId: record.id,
        },
      });
      expect(created.errors).toBeUndefined();
      const matchId = created.data!.providerMatchCreate.id;
      const [first] = await staffFeed.waitFor(1);
      expect(first.items).toEqual([
        expect.objectContaining({
          kind: 'referral',
          event: 'referred',
          sourceId: matchId,
          link: '/network?tab=referrals',
        }),
      ]);
      expect(first.items[0].summary).toMatch(/^Referred to Northside Spine \d+ for orthopedics \(match \d+\/100\)$/);

      clock.advance({ hours: 2 });
      const contacted = await referrer.staffClient.gql(updateMatch, { input: { matchId, contactAttempt: true } });
      expect(contacted.errors).toBeUndefined();
      const [, second] = await staffFeed.waitFor(2);
      expect(second.items.map((item) => item.event).sort()).toEqual(['contacted', 'referred']);

      // The page reads the same items; the attorney's timeline has none of the clinic's referrals.
      const page = `query($caseId: Int!) { caseTimeline(caseId: $caseId, kinds: [referral], first: 20) { nodes { event sourceId } } }`;
      const staffPage = await referrer.staffClient.gql<{ caseTimeline: { nodes: { event: string }[] } }>(page, {
        caseId: record.id,
      });
      expect(staffPage.data!.caseTimeline.nodes.map((node) => node.event)).toEqual(['contacted', 'referred']);
      const attorneyPage = await attorney.gql<{ caseTimeline: { nodes: unknown[] } }>(page, { caseId: record.id });
      expect(attorneyPage.errors).toBeUndefined();
      expect(attorneyPage.data!.caseTimeline.nodes).toEqual([]);
      expect(attorneyFeed.received).toEqual([]);
    } finally {
      await Promise.all([staffSocket.dispose(), attorneySocket.dispose()]);
    }
  });
});
