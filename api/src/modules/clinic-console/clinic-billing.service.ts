import type { DataSource, EntityManager } from 'typeorm';
import { keysetPage } from '../../db/sql/keyset';
import type { Scope } from '../../platform/access/scope';
import { writeAudit } from '../../platform/audit/audit.service';
import { InputError, NotFoundError } from '../../platform/errors';
import { SortDirection, type Page } from '../../platform/graphql/connection';
import { CardRejectedError, type PaymentProvider } from '../../platform/payments/payment-provider';
import { ClinicInvoice } from '../subscriptions/clinic-invoice.entity';
import { Payment } from '../subscriptions/payment.entity';
import { PaymentMethod } from '../subscriptions/payment-method.entity';
import { clinicReach } from '../users/admin/account-reach';
import type {
  ClinicBilling,
  ClinicBillingCard,
  ClinicBillingInvoice,
  ClinicBillingPayment,
} from './clinic-billing.types';
import type { ClinicCardInput } from './clinic-card.inputs';
import { rowWriteLock } from '../../db/sql/row-lock';

const cardFields = (card: PaymentMethod | null) =>
  card && { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear };

/**
 * The clinic console's billing: the clinic admin's own clinic only (clinicReach), read in SQL by its
 * id. The card goes to the provider first (a refusal writes nothing); the saved card then replaces the
 * default in one transaction, audited with the old and new card's description.
 */
export class ClinicBillingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly provider: PaymentProvider,
  ) {}

  async get(scope: Scope): Promise<ClinicBilling> {
    const { clinicId } = clinicReach(scope);
    const [row] = (await this.dataSource.query(`SELECT balance FROM clinics WHERE id = $1`, [clinicId])) as {
      balance: string;
    }[];
    if (!row) throw new NotFoundError('Clinic');
    return {
      balance: row.balance,
      card: await this.defaultCard(this.dataSource.manager, clinicId),
      paymentProvider: this.provider.name,
    };
  }

  invoices(
    scope: Scope,
    first: number | null | undefined,
    after: string | null | undefined,
  ): Promise<Page<ClinicBillingInvoice>> {
    const { clinicId } = clinicReach(scope);
    const qb = this.dataSource
      .getRepository(ClinicInvoice)
      .createQueryBuilder('ci')
      .where('ci.clinic_id = :clinicId', { clinicId });
    return keysetPage(qb, 'ci', { expr: 'ci.issued_at', cast: 'timestamptz' }, SortDirection.desc, first, after);
  }

  async payments(
    scope: Scope,
    first: number | null | undefined,
    after: string | null | undefined,
  ): Promise<Page<ClinicBillingPayment>> {
    const { clinicId } = clinicReach(scope);
    const qb = this.dataSource
      .getRepository(Payment)
      .createQueryBuilder('p')
      .leftJoinAndSelect('p.invoice', 'invoice')
      .where('p.clinic_id = :clinicId', { clinicId });
    const page = await keysetPage(
      qb,
      'p',
      { expr: 'p.created_at', cast: 'timestamptz' },
      SortDirection.desc,
      first,
      after,
    );
    return {
      ...page,
      nodes: page.nodes.map((payment) => ({
        id: payment.id,
        kind: payment.kind,
        status: payment.status,
        amount: payment.amount,
        methodLabel: payment.methodLabel,
        description: payment.description,
        invoiceNumber: payment.invoice?.number ?? null,
        failureMessage: payment.failureMessage,
        createdAt: payment.createdAt,
      })),
    };
  }

  async saveCard(scope: Scope, input: ClinicCardInput): Promise<ClinicBillingCard> {
    const { clinicId } = clinicReach(scope);
    const [clinic] = (await this.dataSource.query(
      `SELECT id, name, email, payment_customer_ref FROM clinics WHERE id = $1`,
      [clinicId],
    )) as { id: number; name: string; email: string | null; payment_customer_ref: string | null }[];
    if (!clinic) throw new NotFoundError('Clinic');
    const saved = await this.provider
      .saveCard(
        { id: clinic.id, name: clinic.name, email: clinic.email, customerRef: clinic.payment_customer_ref },
        {
          numberOrToken: input.cardNumber,
          expMonth: input.expMonth,
          expYear: input.expYear,
          holderName: input.holderName,
        },
      )
      .catch((error: unknown) => {
        if (error instanceof CardRejectedError) throw InputError.field('cardNumber', error.message);
        throw error;
      });

    return this.dataSource.transaction(async (manager) => {
      // The clinic row's lock orders two saves at once: each replaces the default the other left.
      await manager.query(`SELECT id FROM clinics WHERE id = $1 ${rowWriteLock}`, [clinicId]);
      const previous = await this.defaultCard(manager, clinicId);
      await manager.query(
        `UPDATE payment_methods SET is_default = false, removed_at = now()
          WHERE clinic_id = $1 AND removed_at IS NULL`,
        [clinicId],
      );
      const card = await manager.getRepository(PaymentMethod).save(
        manager.getRepository(PaymentMethod).create({
          clinicId,
          provider: this.provider.name,
          providerRef: saved.providerRef,
          brand: saved.brand,
          last4: saved.last4,
          expMonth: saved.expMonth,
          expYear: saved.expYear,
          isDefault: true,
          removedAt: null,
        }),
      );
      if (saved.customerRef && saved.customerRef !== clinic.payment_customer_ref)
        await manager.query(`UPDATE clinics SET payment_customer_ref = $2, updated_at = now() WHERE id = $1`, [
          clinicId,
          saved.customerRef,
        ]);
      await writeAudit(manager, scope, {
        entityType: 'payment_method',
        entityId: card.id,
        action: 'card_update',
        clinicId,
        oldValues: cardFields(previous),
        newValues: cardFields(card),
      });
      return card;
    });
  }

  private defaultCard(manager: EntityManager, clinicId: number): Promise<PaymentMethod | null> {
    return manager
      .getRepository(PaymentMethod)
      .createQueryBuilder('pm')
      .where('pm.clinic_id = :clinicId AND pm.is_default AND pm.removed_at IS NULL', { clinicId })
      .getOne();
  }
}
