import { randomUUID } from 'node:crypto';
import { assertOperatorArea, OperatorArea } from '../../platform/access/operator-areas';
import type { Scope } from '../../platform/access/scope';
import { NotFoundError } from '../../platform/errors';
import type { BillingOperations } from '../subscriptions/billing-operations';
import type { BillingControlsService } from './billing-controls.service';
import type { BillingAdjustmentEntry, BillingPaymentRetryResult, BillingRecord } from './billing-controls.types';
import type { BillingAdjustmentInput } from './billing-controls.input';

export const defaultCancelReason = 'Cancelled by the operator';

/**
 * The Billing tab's three actions (the spec's POST calls): each is the billing engine's
 * (BillingOperations, which audits it), answered with the record as it now reads.
 */
export class BillingActionsService {
  constructor(
    private readonly controls: BillingControlsService,
    private readonly operations: BillingOperations,
  ) {}

  async applyAdjustment(scope: Scope, input: BillingAdjustmentInput): Promise<BillingAdjustmentEntry> {
    assertOperatorArea(scope, OperatorArea.billing);
    await this.clinicRecord(scope, input.clinicId);
    const adjustment = await this.operations.applyAdjustment(scope, {
      clinicId: input.clinicId,
      type: input.type,
      amount: input.amount,
      reason: input.reason,
      requestKey: input.requestKey ?? randomUUID(),
    });
    return (await this.controls.adjustment(scope, adjustment.id))!;
  }

  async cancelSubscription(scope: Scope, clinicId: number, reason: string | null | undefined): Promise<BillingRecord> {
    assertOperatorArea(scope, OperatorArea.billing);
    await this.clinicRecord(scope, clinicId);
    await this.operations.cancelSubscription(scope, clinicId, reason ?? defaultCancelReason);
    return this.clinicRecord(scope, clinicId);
  }

  /** The charge made (null when the clinic owed nothing) and the clinic's record after it. */
  async retryPayment(scope: Scope, clinicId: number): Promise<BillingPaymentRetryResult> {
    assertOperatorArea(scope, OperatorArea.billing);
    await this.clinicRecord(scope, clinicId);
    const payment = await this.operations.retryPayment(scope, clinicId);
    return {
      payment: payment ? await this.controls.payment(scope, payment.id) : null,
      record: await this.clinicRecord(scope, clinicId),
    };
  }

  private async clinicRecord(scope: Scope, clinicId: number): Promise<BillingRecord> {
    const record = await this.controls.record(scope, clinicId);
    if (!record) throw new NotFoundError('Clinic');
    return record;
  }
}
