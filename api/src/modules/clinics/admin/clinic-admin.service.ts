import { insertDefaultAppointmentTypes } from '../../scheduling/default-appointment-types';
import type { DataSource, EntityManager } from 'typeorm';
import { assertOperatorArea, mayUseOperatorArea, OperatorArea } from '../../../platform/access/operator-areas';
import type { Scope } from '../../../platform/access/scope';
import { changedValues, writeAudit } from '../../../platform/audit/audit.service';
import type { SessionService } from '../../../platform/auth/session.service';
import { DomainError, ForbiddenError, InputError, NotFoundError } from '../../../platform/errors';
import type { LiveHub } from '../../../platform/events/live-hub';
import { SortDirection, type Page } from '../../../platform/graphql/connection';
import { keysetPage } from '../../../db/sql/keyset';
import { formatMoney, fromCents, toCents } from '../../../platform/money';
import { addPeriod, dateOf } from '../../subscriptions/billing-dates';
import type { SubscriptionEngine } from '../../subscriptions/subscription-engine';
import { statusFields } from '../../subscriptions/subscription-status';
import { Clinic } from '../clinic.entity';
import { Plan } from '../plan.entity';
import type { AdminClinic, ClinicUsage } from './clinic-admin.types';
import type { AdminClinicBillingInput, AdminClinicCreateInput, AdminClinicUpdateInput } from './clinic-admin.input';
import { endClinicSessions } from './clinic-sign-out';
import { exceededLimits, usageOf } from '../plan-limits';
import { rowWriteLockMode } from '../../../db/sql/row-lock';

/** The spec's new clinic: plan Starter, on the 14-day free trial (issue 21; the spec said active). */
export const newClinicPlanCode = 'starter';
export const newClinicBillingStatus = 'trial';
/** The spec's free trial. */
export const trialDays = 14;

/** The fields of a clinic an admin write can change, as audited. */
type ClinicChange = Partial<
  Pick<
    Clinic,
    | 'name'
    | 'email'
    | 'phone'
    | 'address'
    | 'city'
    | 'state'
    | 'zipCode'
    | 'subscriptionPlan'
    | 'billingStatus'
    | 'monthlyRate'
    | 'annualRate'
    | 'isActive'
  >
>;

const auditedOnCreate = [
  'name',
  'email',
  'phone',
  'address',
  'city',
  'state',
  'zipCode',
  'subscriptionPlan',
  'billingFrequency',
  'billingStatus',
  'monthlyRate',
  'annualRate',
  'nextBillingDate',
  'trialEndsAt',
  'isActive',
] as const satisfies readonly (keyof Clinic)[];

/** "249" -> "249.00", so an unchanged amount never shows up as a change. */
const normalizedMoney = (amount: string | null | undefined): string | null =>
  amount === null || amount === undefined ? null : fromCents(toCents(amount));

/**
 * The operator's clinics: the Clinics tab's cards (usage against the plan), new clinics and every
 * change of a clinic's details and billing. Plans are data (PRODUCT.md decision 2): every amount
 * derived from a plan is read from `plans`. Every write is audited in its transaction.
 * Deactivating a clinic signs its users out: their sessions end with the change, and after the
 * commit `session.ended` closes their open sockets on every api process (sign-in refuses them).
 */
export class ClinicAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionService,
    private readonly live: LiveHub,
    private readonly subscriptions: SubscriptionEngine,
  ) {}

  private clinicsWithPlan(manager: EntityManager = this.dataSource.manager) {
    return manager.getRepository(Clinic).createQueryBuilder('c').innerJoinAndSelect('c.plan', 'p');
  }

  /** One page of clinics by name; the usage of the whole page comes from one more statement. */
  async list(scope: Scope, first: number, after?: string | null): Promise<Page<AdminClinic>> {
    assertOperatorArea(scope, OperatorArea.clinics);
    const page = await keysetPage(
      this.clinicsWithPlan(),
      'c',
      { expr: 'c.name', cast: 'text' },
      SortDirection.asc,
      first,
      after,
    );
    return { nodes: await this.withUsage(this.dataSource.manager, page.nodes), pageInfo: page.pageInfo };
  }

  count(scope: Scope): Promise<number> {
    assertOperatorArea(scope, OperatorArea.clinics);
    return this.dataSource.getRepository(Clinic).count();
  }

  /** Every clinic by name, with its usage (the REST lists): two statements whatever the number. */
  async all(scope: Scope): Promise<AdminClinic[]> {
    assertOperatorArea(scope, OperatorArea.clinics);
    const clinics = await this.clinicsWithPlan().orderBy('c.name', 'ASC').addOrderBy('c.id', 'ASC').getMany();
    return this.withUsage(this.dataSource.manager, clinics);
  }

  /**
   * A new clinic, on the 14-day trial unless the operator chose another status; the trial's end is
   * its first billing date. An e-mail on the waitlist gets the early-bird offer (40% off the first
   * year, the annual price locked). The history starts with its 'created' row.
   */
  async create(scope: Scope, input: AdminClinicCreateInput): Promise<AdminClinic> {
    assertOperatorArea(scope, OperatorArea.clinics);
    if (!mayUseOperatorArea(scope, OperatorArea.billing) && choosesBilling(input))
      throw new ForbiddenError(newClinicBillingAreaMessage);
    const now = this.subscriptions.now();
    return this.dataSource.transaction(async (manager) => {
      const plan = await planFor(manager, input.subscriptionPlan ?? newClinicPlanCode, null);
      assertPlanPrice(plan, input.monthlyBilling, plan.monthlyPrice);
      const billingStatus = input.billingStatus ?? newClinicBillingStatus;
      const earlyBird = await onWaitlist(manager, input.email);
      const trialEndsAt = billingStatus === 'trial' ? new Date(now.getTime() + trialDays * 86_400_000) : null;
      const { identifiers } = await manager.getRepository(Clinic).insert({
        name: input.name,
        email: input.email,
        phone: input.phone,
        address: input.address ?? null,
        city: input.city ?? null,
        state: input.state ?? null,
        zipCode: input.zipCode ?? null,
        subscriptionPlan: plan.code,
        // The portal bills by the month: monthlyBilling is what the clinic pays each month.
        billingFrequency: 'monthly',
        billingStatus,
        monthlyRate: plan.monthlyPrice,
        annualRate: plan.annualPrice,
        isActive: input.isActive ?? true,
        trialEndsAt,
        nextBillingDate: firstBillingDate(billingStatus, now, trialEndsAt),
        earlyBirdUntil: earlyBird ? addPeriod(dateOf(now), 'annual') : null,
        priceLocked: earlyBird,
        ...statusFields(billingStatus, now),
      });
      const id = identifiers[0].id as number;
      await insertDefaultAppointmentTypes(manager, id);
      const clinic = await this.clinicsWithPlan(manager).where('c.id = :id', { id }).getOneOrFail();
      await this.subscriptions.recordStart(
        manager,
        clinic,
        scope.userId,
        earlyBird ? 'New clinic (waitlist early-bird offer)' : 'New clinic',
      );
      await writeAudit(manager, scope, {
        entityType: 'clinic',
        entityId: id,
        action: 'create',
        clinicId: id,
        newValues: Object.fromEntries(auditedOnCreate.map((field) => [field, clinic[field]])),
      });
      return { id, clinic, plan: clinic.plan!, usage: { users: 0, activeCases: 0, storageBytes: 0 } };
    });
  }

  /**
   * The Manage dialog: the details replaced, and the billing part (plan, status, amount) where sent; a part
   * left out keeps the clinic's value. Changing billing needs the Billing area (see `change`); see
   * AdminClinicUpdateInput for the monthly billing rule.
   */
  update(scope: Scope, id: number, input: AdminClinicUpdateInput): Promise<AdminClinic> {
    const billing = {
      subscriptionPlan: input.subscriptionPlan,
      billingStatus: input.billingStatus,
      monthlyBilling: input.monthlyBilling,
    };
    return this.change(scope, id, 'update', billing, (before, plan, planChanged) => {
      const rate = planChanged ? plan.monthlyPrice : before.monthlyRate;
      assertPlanPrice(plan, input.monthlyBilling, rate);
      return {
        name: input.name,
        email: input.email ?? null,
        phone: input.phone ?? null,
        address: input.address ?? null,
        city: input.city ?? null,
        state: input.state ?? null,
        zipCode: input.zipCode ?? null,
        subscriptionPlan: plan.code,
        billingStatus: input.billingStatus ?? before.billingStatus,
        monthlyRate: rate,
        annualRate: planChanged ? plan.annualPrice : before.annualRate,
        isActive: input.isActive,
      };
    });
  }

  /**
   * The simple admin panel: plan and status, and the plan's own prices (never an amount from the client).
   * It is a billing write, so it needs the Billing area as well as the Clinics area.
   */
  async updateBilling(scope: Scope, id: number, input: AdminClinicBillingInput): Promise<AdminClinic> {
    assertOperatorArea(scope, OperatorArea.billing);
    return this.change(scope, id, 'update_billing', input, (_before, plan) => ({
      subscriptionPlan: plan.code,
      billingStatus: input.billingStatus,
      monthlyRate: plan.monthlyPrice,
      annualRate: plan.annualPrice,
    }));
  }

  /**
   * Locks the clinic row (as opening a case does, so a case cannot slip in while the plan shrinks),
   * refuses a billing change from someone without the Billing area (decision 492), checks the plan,
   * refuses a plan whose limits the clinic is already above, then writes the changed fields and their
   * audit row. A write that changes nothing writes nothing.
   */
  private async change(
    scope: Scope,
    id: number,
    action: string,
    billing: BillingRequest,
    build: (before: Clinic, plan: Plan, planChanged: boolean) => ClinicChange,
  ): Promise<AdminClinic> {
    assertOperatorArea(scope, OperatorArea.clinics);
    const { result, signedOut } = await this.dataSource.transaction(async (manager) => {
      const before = await manager
        .getRepository(Clinic)
        .createQueryBuilder('c')
        .setLock(rowWriteLockMode)
        .where('c.id = :id', { id })
        .getOne();
      if (!before) throw new NotFoundError('Clinic');
      if (!mayUseOperatorArea(scope, OperatorArea.billing) && changesBilling(before, billing))
        throw new ForbiddenError(billingAreaNeededMessage);
      const plan = await planFor(manager, billing.subscriptionPlan ?? before.subscriptionPlan, before.subscriptionPlan);
      const planChanged = plan.code !== before.subscriptionPlan;
      const usage = (await usageOf(manager, [id])).get(id)!;
      if (planChanged) assertWithinLimits(before.name, plan, usage);

      const values = build(before, plan, planChanged);
      const { oldValues, newValues } = changedValues(before, values);
      const deactivates = before.isActive && values.isActive === false;
      const ended = deactivates ? await endClinicSessions(manager, this.sessions, id) : null;
      if (Object.keys(newValues).length > 0) {
        await manager.update(Clinic, { id }, values);
        await this.subscriptions.recordOperatorChange(manager, before, scope, changeReasons[action]);
        await writeAudit(manager, scope, {
          entityType: 'clinic',
          entityId: id,
          action,
          clinicId: id,
          oldValues,
          newValues: ended ? { ...newValues, sessionsEnded: ended.sessionsEnded } : newValues,
        });
      }
      const clinic = await this.clinicsWithPlan(manager).where('c.id = :id', { id }).getOneOrFail();
      return { result: { id, clinic, plan: clinic.plan!, usage }, signedOut: ended?.userIds ?? [] };
    });
    for (const userId of signedOut) await this.live.publish({ type: 'session.ended', userId });
    return result;
  }

  private async withUsage(manager: EntityManager, clinics: Clinic[]): Promise<AdminClinic[]> {
    const usage = await usageOf(
      manager,
      clinics.map((clinic) => clinic.id),
    );
    return clinics.map((clinic) => ({ id: clinic.id, clinic, plan: clinic.plan!, usage: usage.get(clinic.id)! }));
  }
}

/** The billing part of a clinic write as sent; a part left out (undefined) keeps the clinic's value. */
interface BillingRequest {
  subscriptionPlan?: string | null;
  billingStatus?: string | null;
  monthlyBilling?: string | null;
}

export const billingAreaNeededMessage =
  "Changing a clinic's plan, billing status or monthly billing needs the Billing area, which your operator " +
  "role does not include. Save the clinic's details without them, or ask the Billing team.";

/**
 * Whether a write would change the clinic's plan, billing status or amount. A part sent with the clinic's
 * own value changes nothing (a form that shows the billing may send it back as it was).
 */
function changesBilling(before: Clinic, billing: BillingRequest): boolean {
  const { subscriptionPlan, billingStatus, monthlyBilling } = billing;
  return (
    (subscriptionPlan !== undefined && subscriptionPlan !== before.subscriptionPlan) ||
    (billingStatus !== undefined && billingStatus !== before.billingStatus) ||
    (monthlyBilling !== undefined &&
      monthlyBilling !== null &&
      normalizedMoney(monthlyBilling) !== normalizedMoney(before.monthlyRate))
  );
}

export const newClinicBillingAreaMessage =
  "Choosing a new clinic's plan or billing status needs the Billing area, which your operator role does not " +
  'include. Add the clinic without them (it starts on the Starter trial), or ask the Billing team.';

/** Whether Add New Clinic asks for another plan or status than a new clinic's own (decision 494). */
function choosesBilling(input: AdminClinicCreateInput): boolean {
  const { subscriptionPlan, billingStatus } = input;
  return (
    (subscriptionPlan !== undefined && subscriptionPlan !== null && subscriptionPlan !== newClinicPlanCode) ||
    (billingStatus !== undefined && billingStatus !== null && billingStatus !== newClinicBillingStatus)
  );
}

/**
 * The plan named by `code`: it must exist and be on sale, except that a clinic may stay on the plan
 * it has (a plan taken off sale keeps its clinics).
 */
async function planFor(manager: EntityManager, code: string, currentCode: string | null): Promise<Plan> {
  const plans = await manager.getRepository(Plan).find({ order: { sortOrder: 'ASC', id: 'ASC' } });
  const plan = plans.find((candidate) => candidate.code === code && (candidate.isActive || code === currentCode));
  if (!plan) {
    const onSale = plans.filter((candidate) => candidate.isActive).map((candidate) => candidate.code);
    throw InputError.field('subscriptionPlan', `Plan must be one of: ${onSale.join(', ')}`);
  }
  return plan;
}

/** A smaller plan is refused while the clinic is above any of its limits; the message names each one. */
function assertWithinLimits(clinicName: string, plan: Plan, usage: ClinicUsage): void {
  const over = exceededLimits(plan, usage);
  if (over.length === 0) return;
  const message =
    `${clinicName} cannot move to the ${plan.name} plan: it has ${over.join(', ')}. ` +
    'Choose a larger plan, or bring the clinic within these limits first.';
  throw new DomainError('LIMIT_REACHED', message, [{ field: 'subscriptionPlan', message }]);
}

/** The first bill: the end of the trial for a trial, a month from now when billed now, none otherwise. */
function firstBillingDate(billingStatus: string, now: Date, trialEndsAt: Date | null): string | null {
  if (trialEndsAt) return dateOf(trialEndsAt);
  if (billingStatus === 'active' || billingStatus === 'overdue') return addPeriod(dateOf(now), 'monthly');
  return null;
}

/**
 * The amount comes from the plan (issue 21): a client may send monthlyBilling only as the amount the
 * clinic will be billed anyway (the chosen plan's price, or the clinic's current rate when its plan
 * stays), never to set another one.
 */
function assertPlanPrice(plan: Plan, monthlyBilling: string | null | undefined, expected: string): void {
  const sent = normalizedMoney(monthlyBilling);
  if (sent === null || sent === normalizedMoney(expected)) return;
  throw InputError.field(
    'monthlyBilling',
    `Monthly billing comes from the plan: ${plan.name} is ${formatMoney(expected)} a month. Choose another plan to change it.`,
  );
}

/** Whether the clinic's e-mail joined the waitlist (the early-bird offer). */
async function onWaitlist(manager: EntityManager, email: string): Promise<boolean> {
  const rows = (await manager.query(`SELECT 1 FROM waitlist WHERE email = lower($1) LIMIT 1`, [email])) as unknown[];
  return rows.length > 0;
}

/** The history's reason for an operator's change, by the screen it came from. */
const changeReasons: Record<string, string> = {
  update: "Changed by the operator in the clinic's Manage dialog",
  update_billing: "Changed by the operator with the admin panel's Update Billing",
};
