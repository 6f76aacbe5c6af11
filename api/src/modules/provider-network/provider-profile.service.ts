import type { DataSource, EntityManager } from 'typeorm';
import { assertOperatorArea, OperatorArea } from '../../platform/access/operator-areas';
import type { Scope } from '../../platform/access/scope';
import { writeAudit } from '../../platform/audit/audit.service';
import { ConflictError, InputError, NotFoundError } from '../../platform/errors';
import { decodeCursor, toPage, type Page } from '../../platform/graphql/connection';
import { clampLimit } from '../../platform/graphql/pagination';
import type { Clock } from '../../platform/jobs/clock';
import { ProviderProfileType, providerSpecialties } from './provider-network.enums';
import type { ProviderBadgesInput, ProviderProfileInput } from './provider-network.input';
import { assertProfileEditor, assertProfileMember, type ProfileOwner } from './provider-network.policy';
import type { ProviderProfileView } from './provider-network.type';
import { profileColumnsSql, profileView, refreshStatsSql, type ProfileRow } from './provider-profile.sql';

/** The public directory's search (no sign-in): every filter optional, all in SQL. */
export interface ProviderSearchArgs {
  q?: string | null;
  specialty?: string | null;
  state?: string | null;
  profileType?: ProviderProfileType | null;
  first?: number | null;
  after?: string | null;
}

const ownerWhere = (owner: ProfileOwner) =>
  owner.kind === 'clinic'
    ? { sql: 'p.clinic_id = $1', value: owner.clinicId }
    : { sql: 'p.attorney_id = $1', value: owner.attorneyId };

const ratingCursor = /^\d(\.\d{1,2})?$/;

/**
 * Public profiles (decisions 390-391, 393): the owner's editor, the operator's badges, the public
 * directory and page, and the outcomes computed from the record.
 */
export class ProviderProfileService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** The caller's side's profile (null before it is first saved). */
  async mine(scope: Scope): Promise<ProviderProfileView | null> {
    const owner = assertProfileMember(scope);
    const where = ownerWhere(owner);
    const rows = (await this.dataSource.query(
      `SELECT ${profileColumnsSql} FROM provider_profiles p WHERE ${where.sql}`,
      [where.value],
    )) as ProfileRow[];
    return rows[0] ? profileView(rows[0]) : null;
  }

  /** A suggested display name and slug for a first profile: the clinic's or the attorney's name. */
  async suggestion(scope: Scope): Promise<{ displayName: string; profileSlug: string }> {
    const owner = assertProfileEditor(scope);
    const rows = (await this.dataSource.query(
      owner.kind === 'clinic'
        ? `SELECT name AS "displayName" FROM clinics WHERE id = $1`
        : `SELECT coalesce(nullif(firm_name, ''), first_name || ' ' || last_name) AS "displayName" FROM attorneys WHERE id = $1`,
      [owner.kind === 'clinic' ? owner.clinicId : owner.attorneyId],
    )) as { displayName: string }[];
    const displayName = rows[0]?.displayName ?? '';
    return { displayName, profileSlug: slugOf(displayName) };
  }

  /** Creates or changes the caller's side's profile; outcomes recomputed from the record in the same transaction. */
  async save(scope: Scope, input: ProviderProfileInput): Promise<ProviderProfileView> {
    const owner = assertProfileEditor(scope);
    const where = ownerWhere(owner);
    const social = Object.fromEntries((input.socialLinks ?? []).map((link) => [link.network, link.url]));
    if (Object.keys(social).length !== (input.socialLinks ?? []).length)
      throw InputError.field('socialLinks', 'List each network once');
    const values = {
      is_public: input.isPublic,
      profile_slug: input.profileSlug,
      display_name: input.displayName,
      specializations: [...new Set(input.specializations)],
      coverage_areas: [...new Set(input.coverageAreas)],
      images: JSON.stringify((input.images ?? []).map(({ url, alt }) => ({ url, alt }))),
      bio: input.bio ?? null,
      years_experience: input.yearsExperience ?? null,
      languages_spoken: [...new Set(input.languagesSpoken.map(capitalize))],
      accepted_insurance: [...new Set(input.acceptedInsurance)],
      accepting_new_patients: input.acceptingNewPatients,
      seo_title: input.seoTitle ?? null,
      seo_description: input.seoDescription ?? null,
      seo_keywords: input.seoKeywords ?? [],
      public_phone: input.publicPhone ?? null,
      public_email: input.publicEmail ?? null,
      website: input.website ?? null,
      city: input.city ?? null,
      state: input.state ?? null,
      social_links: JSON.stringify(social),
      user_id: scope.userId,
    };
    if (input.isPublic && values.specializations.length === 0)
      throw InputError.field('specializations', 'Choose at least one specialization before publishing');
    const id = await this.dataSource.transaction(async (manager) => {
      const existing = (await manager.query(
        `SELECT ${profileColumnsSql} FROM provider_profiles p WHERE ${where.sql} FOR UPDATE`,
        [where.value],
      )) as ProfileRow[];
      const taken = (await manager.query(`SELECT id FROM provider_profiles WHERE profile_slug = $1`, [
        input.profileSlug,
      ])) as { id: number }[];
      if (taken.length && taken[0].id !== existing[0]?.id)
        throw new ConflictError('That address is already taken: choose another', 'profileSlug');
      const columns = Object.keys(values);
      let profileId: number;
      if (existing[0]) {
        profileId = existing[0].id;
        await manager.query(
          `UPDATE provider_profiles SET ${columns.map((c, i) => `${c} = $${i + 2}`).join(', ')}, updated_at = now() WHERE id = $1`,
          [profileId, ...Object.values(values)],
        );
      } else {
        const ownerColumns =
          owner.kind === 'clinic'
            ? { profile_type: ProviderProfileType.clinic, clinic_id: owner.clinicId }
            : { profile_type: ProviderProfileType.attorney, attorney_id: owner.attorneyId };
        const all = { ...values, ...ownerColumns };
        const rows = (await manager.query(
          `INSERT INTO provider_profiles (${Object.keys(all).join(', ')}) VALUES (${Object.keys(all)
            .map((_c, i) => `$${i + 1}`)
            .join(', ')}) RETURNING id`,
          Object.values(all),
        )) as { id: number }[];
        profileId = rows[0].id;
      }
      await manager.query(refreshStatsSql, [profileId, this.clock.now()]);
      const { images: _images, social_links: _social, user_id: _user, ...audited } = values;
      await writeAudit(manager, scope, {
        entityType: 'provider_profile',
        entityId: profileId,
        action: existing[0] ? 'update' : 'create',
        clinicId: owner.kind === 'clinic' ? owner.clinicId : null,
        oldValues: existing[0]
          ? {
              isPublic: existing[0].isPublic,
              profileSlug: existing[0].profileSlug,
              displayName: existing[0].displayName,
            }
          : null,
        newValues: audited,
      });
      return profileId;
    });
    return this.byId(id);
  }

  /** The operator's verified badge and featured flag. */
  async setBadges(scope: Scope, input: ProviderBadgesInput): Promise<ProviderProfileView> {
    assertOperatorArea(scope, OperatorArea.providers);
    await this.dataSource.transaction(async (manager) => {
      const rows = (await manager.query(
        `SELECT verified_badge AS "verifiedBadge", featured_provider AS "featuredProvider", clinic_id AS "clinicId"
           FROM provider_profiles WHERE id = $1 FOR UPDATE`,
        [input.profileId],
      )) as { verifiedBadge: boolean; featuredProvider: boolean; clinicId: number | null }[];
      if (!rows[0]) throw new NotFoundError('Provider profile');
      await manager.query(
        `UPDATE provider_profiles SET verified_badge = $2, featured_provider = $3, updated_at = now() WHERE id = $1`,
        [input.profileId, input.verifiedBadge, input.featuredProvider],
      );
      await writeAudit(manager, scope, {
        entityType: 'provider_profile',
        entityId: input.profileId,
        action: 'badges',
        clinicId: rows[0].clinicId,
        oldValues: { verifiedBadge: rows[0].verifiedBadge, featuredProvider: rows[0].featuredProvider },
        newValues: { verifiedBadge: input.verifiedBadge, featuredProvider: input.featuredProvider },
      });
    });
    return this.byId(input.profileId);
  }

  /** Every profile, public or not, for the operator's console (name search). */
  async operatorList(scope: Scope, q: string | null | undefined): Promise<ProviderProfileView[]> {
    assertOperatorArea(scope, OperatorArea.providers);
    const term = (q ?? '').trim().slice(0, 100);
    const rows = (await this.dataSource.query(
      `SELECT ${profileColumnsSql} FROM provider_profiles p
        WHERE ($1 = '' OR p.display_name ILIKE '%' || $1 || '%' OR p.profile_slug ILIKE '%' || $1 || '%')
        ORDER BY p.display_name, p.id LIMIT 100`,
      [term.replace(/[\\%_]/g, (c) => `\\${c}`)],
    )) as ProfileRow[];
    return rows.map(profileView);
  }

  /**
   * The public directory (no sign-in): public profiles only, best rated first (keyset on rating and
   * id), filtered by name (trigram index), specialty (GIN), state and type in SQL.
   */
  async search(args: ProviderSearchArgs): Promise<Page<ProviderProfileView>> {
    const limit = clampLimit(args.first, 24);
    const values: unknown[] = [];
    const where = ['p.is_public'];
    const term = (args.q ?? '').trim().slice(0, 100);
    if (term) {
      values.push(term.replace(/[\\%_]/g, (c) => `\\${c}`));
      where.push(`p.display_name ILIKE '%' || $${values.length} || '%'`);
    }
    if (args.specialty) {
      if (!(providerSpecialties as readonly string[]).includes(args.specialty))
        throw InputError.field('specialty', `Specialty must be one of: ${providerSpecialties.join(', ')}`);
      values.push([args.specialty]);
      where.push(`p.specializations @> $${values.length}::text[]`);
    }
    if (args.state) {
      const state = args.state.trim().toUpperCase();
      if (!/^[A-Z]{2}$/.test(state)) throw InputError.field('state', 'State must be a two-letter code, e.g. IL');
      values.push(state);
      where.push(
        `(p.state = $${values.length} OR EXISTS (SELECT 1 FROM unnest(p.coverage_areas) a WHERE a = $${values.length} OR a LIKE '%, ' || $${values.length}))`,
      );
    }
    if (args.profileType) {
      if (!Object.values(ProviderProfileType).includes(args.profileType))
        throw InputError.field('profileType', 'Provider type must be clinic or attorney');
      values.push(args.profileType);
      where.push(`p.profile_type = $${values.length}`);
    }
    if (args.after) {
      const [rating, id] = decodeCursor(args.after, ['text', 'id']);
      if (typeof rating !== 'string' || !ratingCursor.test(rating))
        throw InputError.field('after', 'The page cursor is not valid; start again from the first page');
      values.push(rating, id);
      where.push(`(coalesce(p.average_rating, 0), -p.id) < ($${values.length - 1}::numeric, -$${values.length}::int)`);
    }
    values.push(limit + 1);
    const rows = (await this.dataSource.query(
      `SELECT ${profileColumnsSql}, coalesce(p.average_rating, 0)::text AS "sortKey" FROM provider_profiles p
        WHERE ${where.join(' AND ')}
        ORDER BY coalesce(p.average_rating, 0) DESC, p.id ASC LIMIT $${values.length}`,
      values,
    )) as (ProfileRow & { sortKey: string })[];
    const page = toPage(rows, limit, (row) => [Number(row.sortKey).toFixed(2), row.id]);
    return { nodes: page.nodes.map(({ sortKey: _key, ...row }) => profileView(row)), pageInfo: page.pageInfo };
  }

  /** A public profile by its address; a private or missing one is not found alike. */
  async bySlug(slug: string): Promise<ProviderProfileView> {
    if (!/^[a-z0-9-]{1,80}$/.test(slug)) throw new NotFoundError('Provider');
    const rows = (await this.dataSource.query(
      `SELECT ${profileColumnsSql} FROM provider_profiles p WHERE p.profile_slug = $1 AND p.is_public`,
      [slug],
    )) as ProfileRow[];
    if (!rows[0]) throw new NotFoundError('Provider');
    return profileView(rows[0]);
  }

  private async byId(id: number): Promise<ProviderProfileView> {
    const rows = (await this.dataSource.query(`SELECT ${profileColumnsSql} FROM provider_profiles p WHERE p.id = $1`, [
      id,
    ])) as ProfileRow[];
    return profileView(rows[0]);
  }

  /** The nightly refresh of every profile's outcomes (cases close without touching the profile). */
  async refreshAllStats(now: Date): Promise<number> {
    const rows = (await this.dataSource.query(`SELECT id FROM provider_profiles ORDER BY id`)) as { id: number }[];
    for (const { id } of rows) await this.dataSource.query(refreshStatsSql, [id, now]);
    return rows.length;
  }

  /** Inside a caller's transaction (the demo data). */
  async refreshStats(manager: EntityManager, profileId: number): Promise<void> {
    await manager.query(refreshStatsSql, [profileId, this.clock.now()]);
  }
}

export function slugOf(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'provider'
  );
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
