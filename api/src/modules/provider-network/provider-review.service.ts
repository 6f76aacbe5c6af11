import type { DataSource } from 'typeorm';
import { assertOperatorArea, OperatorArea } from '../../platform/access/operator-areas';
import type { RequestMeta, Scope } from '../../platform/access/scope';
import { writeAudit } from '../../platform/audit/audit.service';
import { isWellFormedOneTimeToken, newOneTimeToken, oneTimeTokenHash } from '../../platform/auth/one-time-token';
import { ConflictError, InputError, NotFoundError } from '../../platform/errors';
import { decodeCursor, toPage, type Page } from '../../platform/graphql/connection';
import { clampLimit } from '../../platform/graphql/pagination';
import type { Clock } from '../../platform/jobs/clock';
import type { OutboundMailService } from '../../platform/mail/outbound-mail.service';
import { tooMany, type RateLimiter, type RateRule } from '../../platform/rate-limit/rate-limiter';
import { ProviderReviewStatus, reviewInviteDays } from './provider-network.enums';
import type {
  ProviderReviewModerateInput,
  ProviderReviewResponseInput,
  ProviderReviewSubmitInput,
} from './provider-network.input';
import { assertProfileEditor, assertProfileMember, type ProfileOwner } from './provider-network.policy';
import type {
  ProviderReviewInviteCheck,
  ProviderReviewInviteView,
  ProviderReviewModerationView,
  ProviderReviewView,
} from './provider-network.type';
import { recomputeRatingSql, returnedRows } from './provider-profile.sql';

/** Reviews written from one address: a household, not a flood. */
export const reviewSubmitRule: RateRule = { name: 'provider-review:address', limit: 10, windowSeconds: 3600 };
/** Reports from one address (decision 392). */
export const reviewReportRule: RateRule = { name: 'provider-review-report:address', limit: 10, windowSeconds: 3600 };

const reviewColumns = `r.id, r.profile_id AS "profileId", r.reviewer_name AS "reviewerName", r.rating,
  r.review_title AS "reviewTitle", r.review_content AS "reviewContent", r.is_verified AS "isVerified",
  r.case_outcome AS "caseOutcome", r.would_recommend AS "wouldRecommend",
  r.response_from_provider AS "responseFromProvider", r.response_date AS "responseDate",
  r.helpful_votes AS "helpfulVotes", r.moderation_status AS "moderationStatus", r.created_at AS "createdAt"`;

const moderationColumns = `${reviewColumns}, p.display_name AS "profileName", p.profile_slug AS "profileSlug",
  r.report_count AS "reportCount", r.is_published AS "isPublished", r.moderated_at AS "moderatedAt"`;

/** First name and last initial ("Maria G."), unless the reviewer chose the full name. */
export function reviewerNameOf(firstName: string, lastName: string, full: boolean): string {
  const first = firstName.trim();
  const last = lastName.trim();
  if (full) return `${first} ${last}`.trim();
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}

const ownerOfProfile = (owner: ProfileOwner) =>
  owner.kind === 'clinic'
    ? { sql: 'p.clinic_id = $1', value: owner.clinicId }
    : { sql: 'p.attorney_id = $1', value: owner.attorneyId };

interface InviteRow {
  id: number;
  profileId: number;
  profileSlug: string;
  displayName: string;
  expiresAt: Date;
  usedAt: Date | null;
  firstName: string;
  lastName: string;
  email: string | null;
  clinicId: number | null;
}

/**
 * Reviews of public profiles (decision 392): one-time links to the owner's own patients, the
 * written review (verified), public reports (rate-limited), the operator's moderation, the
 * provider's one public response. The profile's mean and count are recomputed in the transaction
 * of every change that moves them.
 */
export class ProviderReviewService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly mail: OutboundMailService,
    private readonly rateLimiter: RateLimiter,
    private readonly publicUrl: string,
  ) {}

  /**
   * A one-time review link for one of the caller's side's patients (a clinic's patient; an
   * attorney's client on one of their cases). E-mailed when the patient has an address; the link
   * itself is returned once.
   */
  async invite(scope: Scope, patientId: number): Promise<ProviderReviewInviteView> {
    const owner = assertProfileMember(scope);
    const where = ownerOfProfile(owner);
    const token = newOneTimeToken();
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + reviewInviteDays * 86_400_000);
    return this.dataSource.transaction(async (manager) => {
      const profiles = (await manager.query(
        `SELECT p.id, p.profile_slug AS "profileSlug", p.display_name AS "displayName" FROM provider_profiles p WHERE ${where.sql}`,
        [where.value],
      )) as { id: number; profileSlug: string; displayName: string }[];
      if (!profiles[0]) throw InputError.field('profile', 'Save your public profile before asking for reviews');
      const patients = (await manager.query(
        owner.kind === 'clinic'
          ? `SELECT id, email FROM patients WHERE id = $1 AND clinic_id = $2`
          : `SELECT pt.id, pt.email FROM patients pt WHERE pt.id = $1
               AND EXISTS (SELECT 1 FROM cases c WHERE c.patient_id = pt.id AND c.attorney_id = $2)`,
        [patientId, owner.kind === 'clinic' ? owner.clinicId : owner.attorneyId],
      )) as { id: number; email: string | null }[];
      if (!patients[0]) throw InputError.field('patientId', 'Patient not found');
      const rows = (await manager.query(
        `INSERT INTO provider_review_invites (profile_id, patient_id, token_hash, expires_at, created_by, created_at)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [profiles[0].id, patientId, oneTimeTokenHash(token), expiresAt, scope.userId, now],
      )) as { id: number }[];
      const base = this.publicUrl.replace(/\/$/, '');
      const link = `${base}/providers/${profiles[0].profileSlug}/review?token=${token}`;
      const email = patients[0].email;
      if (email) {
        const text = (url: string) =>
          `${profiles[0].displayName} asks how your care went.\n\nWrite a short review (the link works once, for ${reviewInviteDays} days):\n${url}\n\nYour review shows your first name and initial unless you choose otherwise.`;
        await this.mail.record(manager, {
          kind: 'provider_review_invite',
          userId: null,
          message: { to: email, subject: `How was your care with ${profiles[0].displayName}?`, text: text(link) },
          storedText: text(`${base}/providers/${profiles[0].profileSlug}/review?token=(removed)`),
        });
      }
      await writeAudit(manager, scope, {
        entityType: 'provider_review_invite',
        entityId: rows[0].id,
        action: 'create',
        clinicId: owner.kind === 'clinic' ? owner.clinicId : null,
        newValues: { profileId: profiles[0].id, patientId, expiresAt: expiresAt.toISOString(), emailed: !!email },
      });
      return { id: rows[0].id, link, expiresAt, emailed: !!email };
    });
  }

  private async findInvite(token: string, lock: boolean, run = this.dataSource.manager): Promise<InviteRow | null> {
    if (!isWellFormedOneTimeToken(token)) return null;
    const rows = (await run.query(
      `SELECT i.id, i.profile_id AS "profileId", p.profile_slug AS "profileSlug", p.display_name AS "displayName",
              i.expires_at AS "expiresAt", i.used_at AS "usedAt", pt.first_name AS "firstName", pt.last_name AS "lastName",
              pt.email, p.clinic_id AS "clinicId"
         FROM provider_review_invites i JOIN provider_profiles p ON p.id = i.profile_id JOIN patients pt ON pt.id = i.patient_id
        WHERE i.token_hash = $1 ${lock ? 'FOR UPDATE OF i' : ''}`,
      [oneTimeTokenHash(token)],
    )) as InviteRow[];
    return rows[0] ?? null;
  }

  private refusal(invite: InviteRow | null, slug: string | null): string | null {
    if (!invite || (slug !== null && invite.profileSlug !== slug)) return 'This review link is not valid.';
    if (invite.usedAt) return 'This review link was already used. Thank you for your review.';
    if (invite.expiresAt.getTime() <= this.clock.now().getTime()) return 'This review link has expired.';
    return null;
  }

  /** What the review page shows before writing: valid or why not, the provider, the short name. */
  async checkInvite(token: string, slug: string | null = null): Promise<ProviderReviewInviteCheck> {
    const invite = await this.findInvite(token, false);
    const reason = this.refusal(invite, slug);
    if (reason || !invite) return { valid: false, reason, displayName: null, shortName: null };
    return {
      valid: true,
      reason: null,
      displayName: invite.displayName,
      shortName: reviewerNameOf(invite.firstName, invite.lastName, false),
    };
  }

  /** A review through a one-time link: verified, published, the link used, the rating recomputed. */
  async submit(
    input: ProviderReviewSubmitInput,
    meta: RequestMeta,
    slug: string | null = null,
  ): Promise<ProviderReviewView> {
    const verdict = await this.rateLimiter.hit(reviewSubmitRule, meta.ip ?? 'unknown');
    if (!verdict.allowed) throw tooMany('reviews', verdict.retryAfterSeconds);
    const id = await this.dataSource.transaction(async (manager) => {
      const invite = await this.findInvite(input.token, true, manager);
      const reason = this.refusal(invite, slug);
      if (reason || !invite) throw InputError.field('token', reason ?? 'This review link is not valid.');
      const rows = (await manager.query(
        `INSERT INTO provider_reviews (profile_id, invite_id, reviewer_name, reviewer_email, rating, review_title,
                                       review_content, is_verified, case_outcome, would_recommend)
         VALUES ($1, $2, $3, $4, $5, $6, $7, true, $8, $9) RETURNING id`,
        [
          invite.profileId,
          invite.id,
          reviewerNameOf(invite.firstName, invite.lastName, input.showFullName === true),
          invite.email,
          input.rating,
          input.reviewTitle ?? null,
          input.reviewContent ?? null,
          input.caseOutcome ?? null,
          input.wouldRecommend ?? null,
        ],
      )) as { id: number }[];
      await manager.query(`UPDATE provider_review_invites SET used_at = $2 WHERE id = $1`, [
        invite.id,
        this.clock.now(),
      ]);
      await manager.query(recomputeRatingSql, [invite.profileId]);
      await writeAudit(
        manager,
        null,
        {
          entityType: 'provider_review',
          entityId: rows[0].id,
          action: 'create',
          clinicId: invite.clinicId,
          newValues: { profileId: invite.profileId, inviteId: invite.id, rating: input.rating, verified: true },
        },
        meta,
      );
      return rows[0].id;
    });
    return this.reviewById(id);
  }

  /** A public profile's shown reviews (published and reported), newest first. */
  async publicReviews(
    profileId: number,
    first?: number | null,
    after?: string | null,
  ): Promise<Page<ProviderReviewView>> {
    const limit = clampLimit(first, 10);
    const values: unknown[] = [profileId, limit + 1];
    let keyset = '';
    if (after) {
      values.push(...decodeCursor(after, ['timestamptz', 'id']));
      keyset = 'AND (r.created_at, r.id) < ($3::timestamptz, $4)';
    }
    const rows = (await this.dataSource.query(
      `SELECT ${reviewColumns}, r.created_at::text AS "sortKey" FROM provider_reviews r
         JOIN provider_profiles p ON p.id = r.profile_id AND p.is_public
        WHERE r.profile_id = $1 AND r.is_published ${keyset}
        ORDER BY r.created_at DESC, r.id DESC LIMIT $2`,
      values,
    )) as (ProviderReviewView & { sortKey: string })[];
    const page = toPage(rows, limit, (row) => [row.sortKey, row.id]);
    return { nodes: page.nodes.map(({ sortKey: _key, ...row }) => row), pageInfo: page.pageInfo };
  }

  /** Anyone may report a shown review (rate-limited per address); it waits for the operator. */
  async report(reviewId: number, meta: RequestMeta): Promise<boolean> {
    const verdict = await this.rateLimiter.hit(reviewReportRule, meta.ip ?? 'unknown');
    if (!verdict.allowed) throw tooMany('reports', verdict.retryAfterSeconds);
    await this.dataSource.transaction(async (manager) => {
      const rows = returnedRows<{ reportCount: number; clinicId: number | null }>(
        await manager.query(
          `UPDATE provider_reviews r SET report_count = r.report_count + 1,
                moderation_status = CASE WHEN r.moderation_status = 'published' THEN 'reported' ELSE r.moderation_status END
           FROM provider_profiles p
          WHERE r.id = $1 AND p.id = r.profile_id AND p.is_public AND r.is_published
          RETURNING r.report_count AS "reportCount", p.clinic_id AS "clinicId"`,
          [reviewId],
        ),
      );
      if (!rows[0]) throw new NotFoundError('Review');
      await writeAudit(
        manager,
        null,
        {
          entityType: 'provider_review',
          entityId: reviewId,
          action: 'report',
          clinicId: rows[0].clinicId,
          newValues: { reportCount: rows[0].reportCount },
        },
        meta,
      );
    });
    return true;
  }

  /** The reviews of the caller's side's profile (every state), newest first: where it answers. */
  async mine(scope: Scope, first?: number | null, after?: string | null): Promise<Page<ProviderReviewView>> {
    const owner = assertProfileMember(scope);
    const where = ownerOfProfile(owner);
    const limit = clampLimit(first, 20);
    const values: unknown[] = [where.value, limit + 1];
    let keyset = '';
    if (after) {
      values.push(...decodeCursor(after, ['timestamptz', 'id']));
      keyset = 'AND (r.created_at, r.id) < ($3::timestamptz, $4)';
    }
    const rows = (await this.dataSource.query(
      `SELECT ${reviewColumns}, r.created_at::text AS "sortKey" FROM provider_reviews r
         JOIN provider_profiles p ON p.id = r.profile_id
        WHERE ${where.sql} ${keyset} ORDER BY r.created_at DESC, r.id DESC LIMIT $2`,
      values,
    )) as (ProviderReviewView & { sortKey: string })[];
    const page = toPage(rows, limit, (row) => [row.sortKey, row.id]);
    return { nodes: page.nodes.map(({ sortKey: _key, ...row }) => row), pageInfo: page.pageInfo };
  }

  /** The provider's one public response to a review of its profile. */
  async respond(scope: Scope, input: ProviderReviewResponseInput): Promise<ProviderReviewView> {
    const owner = assertProfileEditor(scope);
    const where = ownerOfProfile(owner);
    await this.dataSource.transaction(async (manager) => {
      const rows = (await manager.query(
        `SELECT r.response_from_provider AS "response" FROM provider_reviews r JOIN provider_profiles p ON p.id = r.profile_id
          WHERE ${where.sql} AND r.id = $2 FOR UPDATE OF r`,
        [where.value, input.reviewId],
      )) as { response: string | null }[];
      if (!rows[0]) throw new NotFoundError('Review');
      if (rows[0].response !== null) throw new ConflictError('This review already has your response', 'response');
      await manager.query(
        `UPDATE provider_reviews SET response_from_provider = $2, response_date = $3, updated_at = now() WHERE id = $1`,
        [input.reviewId, input.response, this.clock.now()],
      );
      await writeAudit(manager, scope, {
        entityType: 'provider_review',
        entityId: input.reviewId,
        action: 'respond',
        clinicId: owner.kind === 'clinic' ? owner.clinicId : null,
        newValues: { response: input.response },
      });
    });
    return this.reviewById(input.reviewId);
  }

  /** The operator's queue: reviews in one state (reported by default), most reported first. */
  async moderationQueue(
    scope: Scope,
    status: ProviderReviewStatus | null | undefined,
    first?: number | null,
    after?: string | null,
  ): Promise<Page<ProviderReviewModerationView>> {
    assertOperatorArea(scope, OperatorArea.providers);
    const limit = clampLimit(first, 20);
    const values: unknown[] = [status ?? ProviderReviewStatus.reported, limit + 1];
    let keyset = '';
    if (after) {
      values.push(...decodeCursor(after, ['timestamptz', 'id']));
      keyset = 'AND (r.created_at, r.id) < ($3::timestamptz, $4)';
    }
    const rows = (await this.dataSource.query(
      `SELECT ${moderationColumns}, r.created_at::text AS "sortKey" FROM provider_reviews r
         JOIN provider_profiles p ON p.id = r.profile_id
        WHERE r.moderation_status = $1 ${keyset} ORDER BY r.created_at DESC, r.id DESC LIMIT $2`,
      values,
    )) as (ProviderReviewModerationView & { sortKey: string })[];
    const page = toPage(rows, limit, (row) => [row.sortKey, row.id]);
    return { nodes: page.nodes.map(({ sortKey: _key, ...row }) => row), pageInfo: page.pageInfo };
  }

  /** The operator publishes (keeps or restores) or hides a review; the rating follows in the same transaction. */
  async moderate(scope: Scope, input: ProviderReviewModerateInput): Promise<ProviderReviewModerationView> {
    assertOperatorArea(scope, OperatorArea.providers);
    await this.dataSource.transaction(async (manager) => {
      const rows = (await manager.query(
        `SELECT r.moderation_status AS "status", r.profile_id AS "profileId", p.clinic_id AS "clinicId"
           FROM provider_reviews r JOIN provider_profiles p ON p.id = r.profile_id WHERE r.id = $1 FOR UPDATE OF r`,
        [input.reviewId],
      )) as { status: ProviderReviewStatus; profileId: number; clinicId: number | null }[];
      if (!rows[0]) throw new NotFoundError('Review');
      await manager.query(
        `UPDATE provider_reviews SET moderation_status = $2, is_published = $3, moderated_at = $4, moderated_by = $5,
                updated_at = now() WHERE id = $1`,
        [input.reviewId, input.status, input.status !== ProviderReviewStatus.hidden, this.clock.now(), scope.userId],
      );
      await manager.query(recomputeRatingSql, [rows[0].profileId]);
      await writeAudit(manager, scope, {
        entityType: 'provider_review',
        entityId: input.reviewId,
        action: 'moderate',
        clinicId: rows[0].clinicId,
        oldValues: { moderationStatus: rows[0].status },
        newValues: { moderationStatus: input.status },
        reason: input.reason ?? null,
      });
    });
    const rows = (await this.dataSource.query(
      `SELECT ${moderationColumns} FROM provider_reviews r JOIN provider_profiles p ON p.id = r.profile_id WHERE r.id = $1`,
      [input.reviewId],
    )) as ProviderReviewModerationView[];
    return rows[0];
  }

  private async reviewById(id: number): Promise<ProviderReviewView> {
    const rows = (await this.dataSource.query(`SELECT ${reviewColumns} FROM provider_reviews r WHERE r.id = $1`, [
      id,
    ])) as ProviderReviewView[];
    return rows[0];
  }
}
