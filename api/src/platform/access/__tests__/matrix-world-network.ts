import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';

export interface ProviderNetworkFixtures {
  /** Clinic A's, attorney X's and clinic B's public profiles. */
  profiles: { clinicA: number; attorneyX: number; clinicB: number };
  /** One published review on clinic A's and one on attorney X's profile (each answered once by the matrix). */
  reviews: { clinicA: number; attorneyX: number };
  /** A referral clinic A sent to clinic B's profile (pending). */
  sentByClinicA: number;
}

async function profile(
  ds: DataSource,
  owner: { clinicId?: number; attorneyId?: number },
  specialty: string,
): Promise<number> {
  const [{ id }] = (await ds.query(
    `INSERT INTO provider_profiles (clinic_id, attorney_id, profile_type, is_public, profile_slug, display_name,
                                    specializations, coverage_areas, city, state, accepted_insurance)
     VALUES ($1, $2, $3, true, $4, 'Matrix Provider', ARRAY[$5], ARRAY['Newark, NJ'], 'Newark', 'NJ', ARRAY['pip']) RETURNING id`,
    [
      owner.clinicId ?? null,
      owner.attorneyId ?? null,
      owner.clinicId ? 'clinic' : 'attorney',
      `matrix-${randomUUID().slice(0, 12)}`,
      specialty,
    ],
  )) as { id: number }[];
  return id;
}

async function review(ds: DataSource, profileId: number): Promise<number> {
  const [{ id }] = (await ds.query(
    `INSERT INTO provider_reviews (profile_id, reviewer_name, rating, is_verified) VALUES ($1, 'Matrix R.', 4, true) RETURNING id`,
    [profileId],
  )) as { id: number }[];
  await ds.query(`UPDATE provider_profiles SET average_rating = 4, review_count = 1 WHERE id = $1`, [profileId]);
  return id;
}

/** The provider network's records for the matrix: profiles, reviews, a referral each way. */
export async function makeProviderNetworkFixtures(
  ds: DataSource,
  input: { clinicA: number; clinicB: number; attorneyX: number; patientA: number; patientB: number },
): Promise<ProviderNetworkFixtures> {
  const profiles = {
    clinicA: await profile(ds, { clinicId: input.clinicA }, 'chiropractic'),
    attorneyX: await profile(ds, { attorneyId: input.attorneyX }, 'personal_injury_law'),
    clinicB: await profile(ds, { clinicId: input.clinicB }, 'imaging'),
  };
  const reviews = { clinicA: await review(ds, profiles.clinicA), attorneyX: await review(ds, profiles.attorneyX) };
  const match = async (clinicId: number, patientId: number, providerId: number) =>
    (
      (await ds.query(
        `INSERT INTO provider_matches (clinic_id, patient_id, requested_specialty, location, matched_provider_id, match_score,
                                       sla_deadline)
         VALUES ($1, $2, 'imaging', 'Newark, NJ', $3, 80, now() + interval '1 day') RETURNING id`,
        [clinicId, patientId, providerId],
      )) as { id: number }[]
    )[0].id;
  const sentByClinicA = await match(input.clinicA, input.patientA, profiles.clinicB);
  await match(input.clinicB, input.patientB, profiles.clinicA);
  await match(input.clinicB, input.patientB, profiles.attorneyX);
  return { profiles, reviews, sentByClinicA };
}
