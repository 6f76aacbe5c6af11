import type { DataSource, EntityManager } from 'typeorm';
import { SqlParams } from '../../db/sql-params';
import type { Scope } from '../../platform/access/scope';
import { writeAudit } from '../../platform/audit/audit.service';
import type { SecretBox } from '../../platform/crypto/secret-box';
import { ConflictError, InputError, LimitReachedError, NotFoundError } from '../../platform/errors';
import type { Clock } from '../../platform/jobs/clock';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { OutboundMailService } from '../../platform/mail/outbound-mail.service';
import type { Services } from '../../services';
import { isStorableText } from '../../platform/validation/validate-input';
import type { AutomationEngine } from '../automation/automation-engine';
import { contentHtml, contentLinks, fillMergeFields, unknownMergeFields, withTrackedLinks } from './campaign-content';
import {
  audienceFilterProblems,
  audienceMembersSql,
  cleanAudienceFilter,
  type AudienceFilter,
  type AudienceMember,
} from './marketing-audience';
import { maxRecipientsPerCampaign } from './marketing.enums';
import type {
  MarketingAudienceInput,
  MarketingCampaignInput,
  MarketingCampaignResultsInput,
  MarketingCampaignSendInput,
} from './marketing.input';
import { sendCampaign } from './marketing.jobs';
import type { MarketingLeadService } from './marketing-lead.service';
import { marketingAdminOf, senderKey, senderOf, senderSql, type Sender } from './marketing.policy';
import type { CampaignRecipientView, MarketingAudienceView, MarketingCampaignView } from './marketing.type';

export const campaignMailKind = 'marketing_campaign';

type TokenPurpose = 'open' | 'click' | 'unsubscribe';
const tokenContext = (purpose: TokenPurpose) => `marketing-campaign:${purpose}`;

const campaignColumns = `c.id, c.name, c.type, c.status, c.audience_id AS "audienceId", au.name AS "audienceName", c.subject,
  c.content, c.budget, c.send_at AS "sendAt", c.sent_at AS "sentAt", c.total_recipients AS "totalRecipients",
  c.delivered, c.opened, c.clicked, c.converted, c.unsubscribed, c.skipped, c.cost, c.revenue,
  CASE WHEN c.cost > 0 THEN round((c.revenue - c.cost) / c.cost, 4)::float8 ELSE NULL END AS roi, c.created_at AS "createdAt"`;
const campaignFrom = `marketing_campaigns c LEFT JOIN marketing_audiences au ON au.id = c.audience_id`;

/** The campaign's counts recounted from its recipients (and the outbox: a sent e-mail is delivered). */
export const recountSql = `UPDATE marketing_campaigns c SET
    total_recipients = s.total, delivered = s.delivered, opened = s.opened, clicked = s.clicked,
    unsubscribed = s.unsubscribed, converted = s.converted
  FROM (SELECT count(*)::int AS total,
               count(*) FILTER (WHERE r.delivered_at IS NOT NULL OR e.sent_at IS NOT NULL OR r.opened_at IS NOT NULL OR r.clicked_at IS NOT NULL)::int AS delivered,
               count(r.opened_at)::int AS opened, count(r.clicked_at)::int AS clicked,
               count(r.unsubscribed_at)::int AS unsubscribed, count(r.converted_at)::int AS converted
          FROM marketing_campaign_recipients r LEFT JOIN outbound_emails e ON e.id = r.outbound_email_id
         WHERE r.campaign_id = $1) s
  WHERE c.id = $1`;

/**
 * Audiences and campaigns (decisions 463, 465): saved non-clinical filters; campaigns sent on the
 * job queue through the outbox, one recipient row each; the open pixel, the click redirect (only to
 * the campaign's own links) and the unsubscribe link, each a sealed single-purpose token.
 */
export class MarketingCampaignService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueue<Services>,
    private readonly mail: OutboundMailService,
    private readonly box: SecretBox,
    private readonly clock: Clock,
    private readonly engine: AutomationEngine,
    private readonly leads: MarketingLeadService,
    private readonly publicUrl: string,
  ) {}

  // ---- tokens -------------------------------------------------------------------------------

  token(purpose: TokenPurpose, recipientId: number, linkIndex = 0): string {
    return this.box.seal(
      purpose === 'click' ? `${recipientId}.${linkIndex}` : String(recipientId),
      tokenContext(purpose),
    );
  }

  private opened(purpose: TokenPurpose, token: unknown): { recipientId: number; linkIndex: number } | null {
    if (typeof token !== 'string' || token.length > 500) return null;
    try {
      const [recipient, link] = this.box.open(token, tokenContext(purpose)).split('.');
      const recipientId = Number(recipient);
      const linkIndex = Number(link ?? 0);
      return Number.isSafeInteger(recipientId) && recipientId > 0 && Number.isSafeInteger(linkIndex)
        ? { recipientId, linkIndex }
        : null;
    } catch {
      return null;
    }
  }

  url(purpose: TokenPurpose, recipientId: number, linkIndex = 0): string {
    const base = this.publicUrl.replace(/\/$/, '');
    const token = encodeURIComponent(this.token(purpose, recipientId, linkIndex));
    if (purpose === 'open') return `${base}/api/marketing/open/${token}.gif`;
    if (purpose === 'click') return `${base}/api/marketing/click/${token}`;
    return `${base}/api/marketing/unsubscribe?token=${token}`;
  }

  // ---- audiences ----------------------------------------------------------------------------

  private async audienceMembers(
    manager: EntityManager,
    sender: Sender,
    filter: AudienceFilter,
  ): Promise<AudienceMember[]> {
    const params = new SqlParams();
    const sql = audienceMembersSql(filter, sender.clinicId, sender.key, params);
    return (await manager.query(sql, params.values)) as AudienceMember[];
  }

  private async audienceView(
    manager: EntityManager,
    sender: Sender,
    row: { id: number; name: string; filter: AudienceFilter; createdAt: Date },
  ): Promise<MarketingAudienceView> {
    const members = await this.audienceMembers(manager, sender, row.filter);
    const reachable = members.filter((m) => m.consented && !m.unsubscribed).length;
    const filter = cleanAudienceFilter(row.filter);
    return {
      id: row.id,
      name: row.name,
      createdAt: row.createdAt,
      reachable,
      excluded: members.length - reachable,
      filter: {
        includeLeads: filter.includeLeads,
        includePatients: filter.includePatients,
        leadStatuses: filter.leadStatuses ?? [],
        leadSources: filter.leadSources ?? [],
        minLeadScore: filter.minLeadScore ?? null,
        patientCities: filter.patientCities ?? [],
        patientStates: filter.patientStates ?? [],
        patientsSince: filter.patientsSince ?? null,
      },
    };
  }

  async audiences(scope: Scope): Promise<MarketingAudienceView[]> {
    const sender = senderOf(scope);
    const params = new SqlParams();
    const rows = (await this.dataSource.query(
      `SELECT a.id, a.name, a.filter, a.created_at AS "createdAt" FROM marketing_audiences a
        WHERE ${senderSql(sender, params, 'a')} ORDER BY a.name, a.id LIMIT 200`,
      params.values,
    )) as { id: number; name: string; filter: AudienceFilter; createdAt: Date }[];
    const views: MarketingAudienceView[] = [];
    for (const row of rows) views.push(await this.audienceView(this.dataSource.manager, sender, row));
    return views;
  }

  /** Saves an audience; a filter naming anything but the allowed non-clinical fields is refused. */
  async createAudience(
    scope: Scope,
    input: MarketingAudienceInput | { name: string; filter: unknown },
  ): Promise<MarketingAudienceView> {
    const sender = marketingAdminOf(scope);
    const raw = JSON.parse(JSON.stringify(input.filter ?? null)) as unknown;
    // Absent optional keys arrive as null from GraphQL: drop them before the vocabulary check.
    if (raw && typeof raw === 'object')
      for (const [key, value] of Object.entries(raw)) if (value === null) delete (raw as Record<string, unknown>)[key];
    const problems = audienceFilterProblems(raw);
    if (problems.length)
      throw new InputError(problems.map((p) => ({ field: `filter.${p.field}`, message: p.message })));
    if (sender.clinicId === null && (raw as AudienceFilter).includePatients)
      throw InputError.field(
        'filter.includePatients',
        "The operator's audiences are its own leads: patients belong to clinics",
      );
    const filter = cleanAudienceFilter(raw as AudienceFilter);
    const name = typeof input.name === 'string' ? input.name.trim() : '';
    if (!name || name.length > 120 || !isStorableText(name))
      throw InputError.field('name', 'Name is 1 to 120 characters');
    return this.dataSource.transaction(async (manager) => {
      const [row] = (await manager.query(
        `INSERT INTO marketing_audiences (clinic_id, name, filter, created_by) VALUES ($1, $2, $3, $4)
         RETURNING id, name, filter, created_at AS "createdAt"`,
        [sender.clinicId, name, JSON.stringify(filter), scope.userId],
      )) as { id: number; name: string; filter: AudienceFilter; createdAt: Date }[];
      await writeAudit(manager, scope, {
        entityType: 'marketing_audience',
        entityId: row.id,
        action: 'create',
        clinicId: sender.clinicId,
        newValues: { name, filter },
      });
      return this.audienceView(manager, sender, row);
    });
  }

  // ---- campaigns ----------------------------------------------------------------------------

  async list(scope: Scope): Promise<MarketingCampaignView[]> {
    const sender = senderOf(scope);
    const params = new SqlParams();
    return this.dataSource.query(
      `SELECT ${campaignColumns} FROM ${campaignFrom} WHERE ${senderSql(sender, params, 'c')}
        ORDER BY c.created_at DESC, c.id DESC LIMIT 200`,
      params.values,
    );
  }

  private async find(manager: EntityManager, sender: Sender, id: number): Promise<MarketingCampaignView | null> {
    const params = new SqlParams();
    const [row] = (await manager.query(
      `SELECT ${campaignColumns} FROM ${campaignFrom} WHERE c.id = ${params.add(id)} AND ${senderSql(sender, params, 'c')}`,
      params.values,
    )) as MarketingCampaignView[];
    return row ?? null;
  }

  async get(scope: Scope, id: number): Promise<MarketingCampaignView> {
    const view = await this.find(this.dataSource.manager, senderOf(scope), id);
    if (!view) throw new NotFoundError('Campaign');
    return view;
  }

  async recipients(scope: Scope, campaignId: number): Promise<CampaignRecipientView[]> {
    const sender = senderOf(scope);
    await this.get(scope, campaignId);
    const params = new SqlParams();
    return this.dataSource.query(
      `SELECT r.id, r.email, coalesce(trim(l.first_name || ' ' || l.last_name), trim(p.first_name || ' ' || p.last_name), r.email) AS name,
              r.lead_id AS "leadId", r.patient_id AS "patientId",
              CASE WHEN r.converted_at IS NOT NULL THEN 'converted' WHEN r.unsubscribed_at IS NOT NULL THEN 'unsubscribed'
                   WHEN r.clicked_at IS NOT NULL THEN 'clicked' WHEN r.opened_at IS NOT NULL THEN 'opened'
                   WHEN r.delivered_at IS NOT NULL OR e.sent_at IS NOT NULL THEN 'delivered' ELSE 'queued' END AS status,
              r.queued_at AS "queuedAt", coalesce(r.delivered_at, e.sent_at) AS "deliveredAt", r.opened_at AS "openedAt",
              r.clicked_at AS "clickedAt", r.unsubscribed_at AS "unsubscribedAt", r.converted_at AS "convertedAt"
         FROM marketing_campaign_recipients r
         LEFT JOIN marketing_leads l ON l.id = r.lead_id LEFT JOIN patients p ON p.id = r.patient_id
         LEFT JOIN outbound_emails e ON e.id = r.outbound_email_id
        WHERE r.campaign_id = ${params.add(campaignId)} AND ${senderSql(sender, params, 'r')}
        ORDER BY r.id LIMIT 1000`,
      params.values,
    );
  }

  private checkContent(input: MarketingCampaignInput) {
    const unknown = [...unknownMergeFields(input.subject), ...unknownMergeFields(input.content)];
    if (unknown.length)
      throw InputError.field(
        'content',
        `Unknown merge field {${unknown[0]}}: use {first_name}, {last_name} or {clinic_name}`,
      );
  }

  private async checkAudience(manager: EntityManager, sender: Sender, audienceId: number) {
    const params = new SqlParams();
    const [row] = (await manager.query(
      `SELECT a.id FROM marketing_audiences a WHERE a.id = ${params.add(audienceId)} AND ${senderSql(sender, params, 'a')}`,
      params.values,
    )) as { id: number }[];
    if (!row) throw InputError.field('audienceId', 'Choose one of your saved audiences');
  }

  async create(scope: Scope, input: MarketingCampaignInput): Promise<MarketingCampaignView> {
    const sender = marketingAdminOf(scope);
    this.checkContent(input);
    return this.dataSource.transaction(async (manager) => {
      await this.checkAudience(manager, sender, input.audienceId);
      const [{ id }] = (await manager.query(
        `INSERT INTO marketing_campaigns (clinic_id, name, audience_id, subject, content, links, budget, cost, revenue, created_by, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) RETURNING id`,
        [
          sender.clinicId,
          input.name.trim(),
          input.audienceId,
          input.subject.trim(),
          input.content,
          JSON.stringify(contentLinks(input.content)),
          input.budget ?? '0',
          input.cost ?? '0',
          input.revenue ?? '0',
          scope.userId,
          this.clock.now(),
        ],
      )) as { id: number }[];
      await writeAudit(manager, scope, {
        entityType: 'marketing_campaign',
        entityId: id,
        action: 'create',
        clinicId: sender.clinicId,
        newValues: {
          name: input.name,
          audienceId: input.audienceId,
          subject: input.subject,
          budget: input.budget ?? '0',
        },
      });
      return (await this.find(manager, sender, id))!;
    });
  }

  async setResults(scope: Scope, input: MarketingCampaignResultsInput): Promise<MarketingCampaignView> {
    const sender = marketingAdminOf(scope);
    return this.dataSource.transaction(async (manager) => {
      const before = await this.find(manager, sender, input.id);
      if (!before) throw new NotFoundError('Campaign');
      await manager.query(`UPDATE marketing_campaigns SET cost = $2, revenue = $3, updated_at = now() WHERE id = $1`, [
        input.id,
        input.cost,
        input.revenue,
      ]);
      await writeAudit(manager, scope, {
        entityType: 'marketing_campaign',
        entityId: input.id,
        action: 'set_results',
        clinicId: sender.clinicId,
        oldValues: { cost: before.cost, revenue: before.revenue },
        newValues: { cost: input.cost, revenue: input.revenue },
      });
      return (await this.find(manager, sender, input.id))!;
    });
  }

  /** Send now, or schedule at a later time: the `marketing.send-campaign` job does the sending. */
  async send(scope: Scope, input: MarketingCampaignSendInput): Promise<MarketingCampaignView> {
    const sender = marketingAdminOf(scope);
    const now = this.clock.now();
    const later = input.sendAt && input.sendAt.getTime() > now.getTime() + 60_000 ? input.sendAt : null;
    if (input.sendAt && !later && input.sendAt.getTime() < now.getTime() - 60_000)
      throw InputError.field('sendAt', 'The time to send is in the past: leave it empty to send now');
    const view = await this.dataSource.transaction(async (manager) => {
      const params = new SqlParams();
      const [row] = (await manager.query(
        `SELECT c.id, c.status, c.audience_id AS "audienceId" FROM marketing_campaigns c
          WHERE c.id = ${params.add(input.id)} AND ${senderSql(sender, params, 'c')} FOR UPDATE`,
        params.values,
      )) as { id: number; status: string; audienceId: number | null }[];
      if (!row) throw new NotFoundError('Campaign');
      if (row.status !== 'draft' && row.status !== 'scheduled')
        throw new ConflictError(`This campaign is ${row.status}: it cannot be sent again`);
      if (row.audienceId === null) throw InputError.field('audienceId', 'The audience was deleted: choose another');
      await manager.query(`UPDATE marketing_campaigns SET status = $2, send_at = $3, updated_at = $4 WHERE id = $1`, [
        row.id,
        later ? 'scheduled' : 'sending',
        later ?? now,
        now,
      ]);
      await this.jobs.send(
        sendCampaign,
        { campaignId: row.id },
        {
          key: `campaign-send:${row.id}:${(later ?? now).toISOString()}`,
          manager,
          ...(later ? { startAfter: later } : {}),
        },
      );
      await writeAudit(manager, scope, {
        entityType: 'marketing_campaign',
        entityId: row.id,
        action: later ? 'schedule' : 'send',
        clinicId: sender.clinicId,
        oldValues: { status: row.status },
        newValues: { status: later ? 'scheduled' : 'sending', sendAt: (later ?? now).toISOString() },
      });
      return (await this.find(manager, sender, row.id))!;
    });
    if (!later)
      await this.jobs.runNow(sendCampaign, `campaign-send:${view.id}:${now.toISOString()}`).catch(() => undefined);
    return (await this.find(this.dataSource.manager, sender, view.id)) ?? view;
  }

  async cancel(scope: Scope, id: number): Promise<MarketingCampaignView> {
    const sender = marketingAdminOf(scope);
    return this.dataSource.transaction(async (manager) => {
      const params = new SqlParams();
      const [row] = (await manager.query(
        `SELECT c.id, c.status FROM marketing_campaigns c WHERE c.id = ${params.add(id)} AND ${senderSql(sender, params, 'c')} FOR UPDATE`,
        params.values,
      )) as { id: number; status: string }[];
      if (!row) throw new NotFoundError('Campaign');
      if (row.status !== 'scheduled' && row.status !== 'draft')
        throw new ConflictError(`This campaign is ${row.status}: it cannot be cancelled`);
      await manager.query(`UPDATE marketing_campaigns SET status = 'cancelled', updated_at = now() WHERE id = $1`, [
        id,
      ]);
      await writeAudit(manager, scope, {
        entityType: 'marketing_campaign',
        entityId: id,
        action: 'cancel',
        clinicId: sender.clinicId,
        oldValues: { status: row.status },
        newValues: { status: 'cancelled' },
      });
      return (await this.find(manager, sender, id))!;
    });
  }

  /**
   * The send job: resolves the audience now (unsubscribed addresses and patients without marketing
   * consent left out and counted as skipped), records one recipient and one outbox e-mail each, and
   * marks the campaign sent, all in one transaction. A cancelled or already sent campaign is left.
   */
  async sendJob(campaignId: number, now: Date): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [campaign] = (await manager.query(
        `SELECT c.id, c.clinic_id AS "clinicId", c.status, c.subject, c.content, c.links, c.send_at AS "sendAt", a.filter,
                coalesce(cl.name, 'Casebridge') AS "senderName"
           FROM marketing_campaigns c JOIN marketing_audiences a ON a.id = c.audience_id LEFT JOIN clinics cl ON cl.id = c.clinic_id
          WHERE c.id = $1 FOR UPDATE OF c`,
        [campaignId],
      )) as {
        id: number;
        clinicId: number | null;
        status: string;
        subject: string;
        content: string;
        links: string[];
        sendAt: Date | null;
        filter: AudienceFilter;
        senderName: string;
      }[];
      if (!campaign || (campaign.status !== 'sending' && campaign.status !== 'scheduled')) return;
      if (campaign.sendAt && campaign.sendAt.getTime() > now.getTime() + 60_000) return; // rescheduled later: that job sends it
      const sender: Sender = { clinicId: campaign.clinicId, key: senderKey(campaign.clinicId), admin: true };
      const members = await this.audienceMembers(manager, sender, cleanAudienceFilter(campaign.filter));
      const reachable = members.filter((member) => member.consented && !member.unsubscribed);
      if (reachable.length > maxRecipientsPerCampaign)
        throw new LimitReachedError(
          `A campaign reaches at most ${maxRecipientsPerCampaign} people; narrow the audience`,
        );
      for (const member of reachable) {
        const [recipient] = (await manager.query(
          `INSERT INTO marketing_campaign_recipients (campaign_id, clinic_id, lead_id, patient_id, email, queued_at)
           VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (campaign_id, email) DO NOTHING RETURNING id`,
          [campaign.id, campaign.clinicId, member.leadId, member.patientId, member.email, now],
        )) as { id: number }[];
        if (!recipient) continue;
        const values = { first_name: member.firstName, last_name: member.lastName, clinic_name: campaign.senderName };
        const body = fillMergeFields(campaign.content, values);
        const subject = fillMergeFields(campaign.subject, values);
        const click = (index: number) => this.url('click', recipient.id, index);
        const unsubscribe = this.url('unsubscribe', recipient.id);
        const footer = `\n\n--\nYou receive this because you are in touch with ${campaign.senderName}.\nUnsubscribe: ${unsubscribe}`;
        const text = withTrackedLinks(body, campaign.links, click) + footer;
        const html = `${contentHtml(body, campaign.links, click)}\n<p style="color:#666;font-size:12px">You receive this because you are in touch with ${campaign.senderName.replace(/[<>&"]/g, '')}. <a href="${unsubscribe}">Unsubscribe</a></p><img src="${this.url('open', recipient.id)}" width="1" height="1" alt="">`;
        const emailId = await this.mail.record(manager, {
          kind: campaignMailKind,
          userId: null,
          message: { to: member.email, subject, text, html },
          // The outbox keeps the words, not the personal links.
          storedText: body + '\n\n--\nUnsubscribe: [personal link]',
        });
        await manager.query(`UPDATE marketing_campaign_recipients SET outbound_email_id = $2 WHERE id = $1`, [
          recipient.id,
          emailId,
        ]);
      }
      await manager.query(
        `UPDATE marketing_campaigns SET status = 'sent', sent_at = $2, skipped = $3, target_audience = $4, updated_at = $2 WHERE id = $1`,
        [campaign.id, now, members.length - reachable.length, JSON.stringify(cleanAudienceFilter(campaign.filter))],
      );
      await manager.query(recountSql, [campaign.id]);
      await writeAudit(manager, null, {
        entityType: 'marketing_campaign',
        entityId: campaign.id,
        action: 'sent',
        clinicId: campaign.clinicId,
        newValues: {
          recipients: reachable.length,
          skipped: members.length - reachable.length,
          sentAt: now.toISOString(),
        },
      });
    });
  }

  /** The scheduled campaigns whose time has come (at most 20 a run), each sent by sendJob. */
  async sendDue(now: Date): Promise<number> {
    const due = (await this.dataSource.query(
      `SELECT id FROM marketing_campaigns WHERE status = 'scheduled' AND send_at <= $1 ORDER BY send_at, id LIMIT 20`,
      [now],
    )) as { id: number }[];
    for (const { id } of due) await this.sendJob(id, now);
    return due.length;
  }

  // ---- tracking (public, by token) ------------------------------------------------------------

  private async recipientOf(manager: EntityManager, recipientId: number) {
    const [row] = (await manager.query(
      `SELECT r.id, r.campaign_id AS "campaignId", r.clinic_id AS "clinicId", r.lead_id AS "leadId", r.email,
              r.opened_at AS "openedAt", r.clicked_at AS "clickedAt", r.unsubscribed_at AS "unsubscribedAt",
              c.links, coalesce(cl.name, 'Casebridge') AS "senderName"
         FROM marketing_campaign_recipients r JOIN marketing_campaigns c ON c.id = r.campaign_id
         LEFT JOIN clinics cl ON cl.id = r.clinic_id WHERE r.id = $1 FOR UPDATE OF r`,
      [recipientId],
    )) as {
      id: number;
      campaignId: number;
      clinicId: number | null;
      leadId: number | null;
      email: string;
      openedAt: Date | null;
      clickedAt: Date | null;
      unsubscribedAt: Date | null;
      links: string[];
      senderName: string;
    }[];
    return row ?? null;
  }

  /** The open pixel: the first open recorded (it proves delivery too). Unknown tokens change nothing. */
  async recordOpen(token: unknown): Promise<void> {
    const opened = this.opened('open', token);
    if (!opened) return;
    const now = this.clock.now();
    await this.dataSource.transaction(async (manager) => {
      const recipient = await this.recipientOf(manager, opened.recipientId);
      if (!recipient || recipient.openedAt) return;
      await manager.query(
        `UPDATE marketing_campaign_recipients SET opened_at = $2, delivered_at = coalesce(delivered_at, $2) WHERE id = $1`,
        [recipient.id, now],
      );
      await manager.query(recountSql, [recipient.campaignId]);
      if (recipient.leadId) await this.leads.rescore(manager, recipient.leadId);
    });
  }

  /**
   * The click redirect: where to send the browser, or null (unknown token or link). The target is
   * the campaign's own stored link at the token's index, never anything the request names, so the
   * redirect cannot be pointed elsewhere (no open redirect).
   */
  async recordClick(token: unknown): Promise<string | null> {
    const opened = this.opened('click', token);
    if (!opened) return null;
    const now = this.clock.now();
    return this.dataSource.transaction(async (manager) => {
      const recipient = await this.recipientOf(manager, opened.recipientId);
      const target = recipient?.links[opened.linkIndex];
      if (!recipient || !target) return null;
      await manager.query(
        `UPDATE marketing_campaign_recipients SET clicked_at = coalesce(clicked_at, $2), click_count = click_count + 1,
                opened_at = coalesce(opened_at, $2), delivered_at = coalesce(delivered_at, $2) WHERE id = $1`,
        [recipient.id, now],
      );
      await manager.query(recountSql, [recipient.campaignId]);
      if (recipient.leadId) {
        await this.leads.rescore(manager, recipient.leadId);
        if (!recipient.clickedAt)
          await this.engine.fireMarketing(
            manager,
            {
              clinicId: recipient.clinicId,
              trigger: 'campaign_link_clicked',
              leadId: recipient.leadId,
              occurrence: `recipient:${recipient.id}:clicked`,
            },
            now,
          );
      }
      return target;
    });
  }

  /** What the unsubscribe page says before confirming: the sender's name, or null for a bad link. */
  async unsubscribeSubject(token: unknown): Promise<{ senderName: string; email: string; done: boolean } | null> {
    const opened = this.opened('unsubscribe', token);
    if (!opened) return null;
    const [row] = (await this.dataSource.query(
      `SELECT coalesce(cl.name, 'Casebridge') AS "senderName", r.email,
              EXISTS (SELECT 1 FROM marketing_unsubscribes u WHERE u.email = r.email
                       AND u.sender = CASE WHEN r.clinic_id IS NULL THEN 'platform' ELSE 'clinic:' || r.clinic_id END) AS done
         FROM marketing_campaign_recipients r LEFT JOIN clinics cl ON cl.id = r.clinic_id WHERE r.id = $1`,
      [opened.recipientId],
    )) as { senderName: string; email: string; done: boolean }[];
    return row ?? null;
  }

  /** Confirms an unsubscribe: the address is left out of every later send of this sender. */
  async unsubscribe(token: unknown): Promise<{ senderName: string } | null> {
    const opened = this.opened('unsubscribe', token);
    if (!opened) return null;
    const now = this.clock.now();
    return this.dataSource.transaction(async (manager) => {
      const recipient = await this.recipientOf(manager, opened.recipientId);
      if (!recipient) return null;
      const [inserted] = (await manager.query(
        `INSERT INTO marketing_unsubscribes (sender, clinic_id, email, campaign_id, created_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (sender, email) DO NOTHING RETURNING id`,
        [senderKey(recipient.clinicId), recipient.clinicId, recipient.email, recipient.campaignId, now],
      )) as { id: number }[];
      if (!recipient.unsubscribedAt) {
        await manager.query(`UPDATE marketing_campaign_recipients SET unsubscribed_at = $2 WHERE id = $1`, [
          recipient.id,
          now,
        ]);
        await manager.query(recountSql, [recipient.campaignId]);
      }
      if (inserted) {
        await writeAudit(manager, null, {
          entityType: 'marketing_unsubscribe',
          entityId: inserted.id,
          action: 'create',
          clinicId: recipient.clinicId,
          newValues: { campaignId: recipient.campaignId, recipientId: recipient.id },
        });
        if (recipient.leadId)
          await this.engine.fireMarketing(
            manager,
            {
              clinicId: recipient.clinicId,
              trigger: 'lead_unsubscribed',
              leadId: recipient.leadId,
              occurrence: `unsubscribe:${inserted.id}`,
            },
            now,
          );
      }
      return { senderName: recipient.senderName };
    });
  }
}
