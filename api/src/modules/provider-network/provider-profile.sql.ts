import type { ProviderProfileView } from './provider-network.type';

/** The columns of a profile as every reader sees it (`p` is provider_profiles). */
export const profileColumnsSql = `p.id, p.profile_slug AS "profileSlug", p.display_name AS "displayName",
  p.profile_type AS "profileType", p.is_public AS "isPublic", p.specializations, p.coverage_areas AS "coverageAreas",
  p.images, p.bio, p.years_experience AS "yearsExperience", p.languages_spoken AS "languagesSpoken",
  p.accepted_insurance AS "acceptedInsurance", p.accepting_new_patients AS "acceptingNewPatients",
  p.average_rating AS "averageRating", p.review_count AS "reviewCount", p.success_rate AS "successRate",
  p.average_settlement_time AS "averageSettlementTime", p.closed_case_count AS "closedCaseCount",
  p.verified_badge AS "verifiedBadge", p.featured_provider AS "featuredProvider", p.seo_title AS "seoTitle",
  p.seo_description AS "seoDescription", p.seo_keywords AS "seoKeywords", p.public_phone AS "publicPhone",
  p.public_email AS "publicEmail", p.website, p.city, p.state, p.social_links AS "socialLinks",
  p.updated_at AS "updatedAt"`;

export interface ProfileRow extends Omit<ProviderProfileView, 'averageRating' | 'successRate' | 'socialLinks'> {
  averageRating: string | null;
  successRate: string | null;
  socialLinks: Record<string, string>;
}

export function profileView(row: ProfileRow): ProviderProfileView {
  return {
    ...row,
    averageRating: row.averageRating === null ? null : Number(row.averageRating),
    successRate: row.successRate === null ? null : Number(row.successRate),
    socialLinks: Object.entries(row.socialLinks ?? {}).map(([network, url]) => ({ network, url })),
  };
}

/** The published mean and count of a profile's reviews, recomputed inside the caller's transaction. */
export const recomputeRatingSql = `UPDATE provider_profiles SET
    average_rating = (SELECT round(avg(rating), 2) FROM provider_reviews WHERE profile_id = $1 AND is_published),
    review_count = (SELECT count(*) FROM provider_reviews WHERE profile_id = $1 AND is_published)
  WHERE id = $1`;

/**
 * A profile's outcomes from the record (decision 393): its closed cases (the clinic's, or the
 * attorney's), the share settled with an amount and the mean days from opening to close. Below
 * `minClosedCases` the figures stay empty, so a handful of cases never reads as a rate.
 */
export const minClosedCases = 5;
export const refreshStatsSql = `WITH closed AS (
    SELECT c.settlement_amount, c.created_at, c.closed_at FROM cases c, provider_profiles p
     WHERE p.id = $1 AND c.status = 'closed' AND c.closed_at IS NOT NULL
       AND ((p.clinic_id IS NOT NULL AND c.clinic_id = p.clinic_id) OR (p.attorney_id IS NOT NULL AND c.attorney_id = p.attorney_id))
  ), figures AS (
    SELECT count(*)::int AS n,
           round(100.0 * count(*) FILTER (WHERE settlement_amount > 0) / nullif(count(*), 0), 2) AS rate,
           round(avg(extract(epoch FROM closed_at - created_at) / 86400))::int AS days
      FROM closed
  )
  UPDATE provider_profiles SET closed_case_count = f.n,
    success_rate = CASE WHEN f.n >= ${minClosedCases} THEN f.rate END,
    average_settlement_time = CASE WHEN f.n >= ${minClosedCases} THEN greatest(f.days, 0) END,
    stats_computed_at = $2
  FROM figures f WHERE provider_profiles.id = $1`;

/** The rows of an UPDATE ... RETURNING (TypeORM answers [rows, count] for an UPDATE, rows for a SELECT). */
export function returnedRows<T>(result: unknown): T[] {
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number')
    return result[0] as T[];
  return result as T[];
}
