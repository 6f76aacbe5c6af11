import type { DataSource, EntityManager } from 'typeorm';
import { assertOperatorArea, OperatorArea } from '../../platform/access/operator-areas';
import type { Scope } from '../../platform/access/scope';
import { writeAudit } from '../../platform/audit/audit.service';
import type { SessionService } from '../../platform/auth/session.service';
import { ConflictError, InputError } from '../../platform/errors';
import type { LiveHub } from '../../platform/events/live-hub';
import { bulkRules, sampleSize, type Candidate } from './bulk-operation-rules';
import { BulkOperationKind, type BulkOperationPreview, type BulkOperationResult } from './bulk-operation.types';

const nouns: Record<BulkOperationKind, [string, string]> = {
  [BulkOperationKind.deactivate_inactive_users]: ['user', 'users'],
  [BulkOperationKind.archive_closed_cases]: ['case', 'cases'],
};
const counted = (kind: BulkOperationKind, count: number) => `${count} ${nouns[kind][count === 1 ? 0 : 1]}`;

/**
 * The operator's Bulk Operations dialog: a preview counts what a rule matches now; a run takes the
 * matching rows again under lock, in one transaction, and refuses when their number is not the one
 * the operator confirmed. Every changed record gets its own audit row.
 */
export class BulkOperationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionService,
    private readonly live: LiveHub,
  ) {}

  async preview(scope: Scope, kind: BulkOperationKind): Promise<BulkOperationPreview> {
    assertOperatorArea(scope, OperatorArea.settings);
    const rule = bulkRules[kind];
    const manager = this.dataSource.manager;
    const [count, sample] = await Promise.all([
      rule.count(manager, scope),
      rule.select(manager, scope, { lock: false, limit: sampleSize }),
    ]);
    return { kind, rule: rule.description, count, sample: sample.map((candidate) => candidate.label) };
  }

  async run(scope: Scope, kind: BulkOperationKind, expectedCount: number): Promise<BulkOperationResult> {
    assertOperatorArea(scope, OperatorArea.settings);
    if (!Number.isInteger(expectedCount) || expectedCount < 0)
      throw InputError.field('expectedCount', 'Expected count must be the whole number the preview showed (0 or more)');
    const ranAt = new Date();
    const changed = await this.dataSource.transaction(async (manager) => {
      const candidates = await bulkRules[kind].select(manager, scope, { lock: true });
      if (candidates.length !== expectedCount) {
        throw new ConflictError(
          `The preview showed ${counted(kind, expectedCount)}, but ${counted(kind, candidates.length)} match now. Preview again before running it.`,
          'expectedCount',
        );
      }
      if (candidates.length === 0) return candidates;
      if (kind === BulkOperationKind.deactivate_inactive_users) await this.deactivate(manager, scope, candidates);
      else await this.archive(manager, scope, candidates, ranAt);
      return candidates;
    });
    if (kind === BulkOperationKind.deactivate_inactive_users) {
      // Their open sockets close on every api process; the sessions themselves are gone already.
      for (const { id } of changed) await this.live.publish({ type: 'session.ended', userId: id });
    }
    return { kind, changedCount: changed.length, ranAt };
  }

  private async deactivate(manager: EntityManager, scope: Scope, users: Candidate[]): Promise<void> {
    await manager.query(`UPDATE users SET is_active = false, updated_at = now() WHERE id = ANY($1)`, [
      users.map((user) => user.id),
    ]);
    for (const user of users) {
      const sessionsEnded = await this.sessions.destroyAllFor(user.id, manager);
      // The same action and values as the Users tab's Deactivate, so a user's history reads alike.
      await writeAudit(manager, scope, {
        entityType: 'user',
        entityId: user.id,
        action: 'deactivate',
        clinicId: user.clinicId,
        oldValues: { isActive: true },
        newValues: { isActive: false, sessionsEnded },
        reason: 'Bulk operation: no sign-in for 90 days',
      });
    }
  }

  private async archive(manager: EntityManager, scope: Scope, cases: Candidate[], ranAt: Date): Promise<void> {
    await manager.query(`UPDATE cases SET archived_at = $2, updated_at = now() WHERE id = ANY($1)`, [
      cases.map((record) => Number(record.id)),
      ranAt,
    ]);
    for (const record of cases) {
      await writeAudit(manager, scope, {
        entityType: 'case',
        entityId: record.id,
        action: 'archive',
        clinicId: record.clinicId,
        oldValues: { archivedAt: null },
        newValues: { archivedAt: ranAt.toISOString() },
        reason: 'Bulk operation: closed more than a year ago',
      });
    }
  }
}
