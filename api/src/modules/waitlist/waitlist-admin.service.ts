import type { DataSource, EntityManager } from 'typeorm';
import { countRows } from '../../db/count-rows';
import { assertOperatorArea, OperatorArea } from '../../platform/access/operator-areas';
import type { Scope } from '../../platform/access/scope';
import { writeAudit } from '../../platform/audit/audit.service';
import { NotFoundError } from '../../platform/errors';
import { SortDirection, type Page } from '../../platform/graphql/connection';
import { containsPattern, keysetPage } from '../../db/sql/keyset';
import { WaitlistEntry } from './waitlist-entry.entity';
import type { WaitlistStats } from './waitlist-admin.types';

/** The operator's side of the waitlist: search, stats, contacted, notes, delete. Every change audited. */
export class WaitlistAdminService {
  constructor(private readonly dataSource: DataSource) {}

  private query(search: string | null | undefined) {
    const qb = this.dataSource.getRepository(WaitlistEntry).createQueryBuilder('w');
    if (search) {
      qb.where(`(w.name || ' ' || w.email || ' ' || w.practice_name || ' ' || w.state) ILIKE :pattern`, {
        pattern: containsPattern(search),
      });
    }
    return qb;
  }

  list(
    scope: Scope,
    search: string | null | undefined,
    first: number,
    after?: string | null,
  ): Promise<Page<WaitlistEntry>> {
    assertOperatorArea(scope, OperatorArea.waitlist);
    return keysetPage(
      this.query(search),
      'w',
      { expr: 'w.created_at', cast: 'timestamptz' },
      SortDirection.desc,
      first,
      after,
    );
  }

  count(scope: Scope, search: string | null | undefined): Promise<number> {
    assertOperatorArea(scope, OperatorArea.waitlist);
    return countRows(this.query(search));
  }

  /** Every entry, newest first (the REST list and the JSON export). */
  all(scope: Scope, search: string | null | undefined): Promise<WaitlistEntry[]> {
    assertOperatorArea(scope, OperatorArea.waitlist);
    return this.query(search).orderBy('w.created_at', 'DESC').addOrderBy('w.id', 'DESC').getMany();
  }

  async stats(scope: Scope): Promise<WaitlistStats> {
    assertOperatorArea(scope, OperatorArea.waitlist);
    const [row]: { total: number; contacted: number; last_seven_days: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE is_contacted)::int AS contacted,
              count(*) FILTER (WHERE created_at > now() - interval '7 days')::int AS last_seven_days
         FROM waitlist`,
    );
    return {
      total: row.total,
      contacted: row.contacted,
      pending: row.total - row.contacted,
      lastSevenDays: row.last_seven_days,
    };
  }

  setContacted(scope: Scope, id: number, isContacted: boolean): Promise<WaitlistEntry> {
    return this.change(scope, id, 'contacted', { isContacted });
  }

  setNotes(scope: Scope, id: number, notes: string | null): Promise<WaitlistEntry> {
    return this.change(scope, id, 'notes', { notes });
  }

  async delete(scope: Scope, id: number): Promise<void> {
    assertOperatorArea(scope, OperatorArea.waitlist);
    await this.dataSource.transaction(async (manager) => {
      const entry = await this.locked(manager, id);
      await manager.delete(WaitlistEntry, { id });
      await writeAudit(manager, scope, {
        entityType: 'waitlist',
        entityId: id,
        action: 'delete',
        oldValues: { email: entry.email, practiceName: entry.practiceName, isContacted: entry.isContacted },
      });
    });
  }

  private async change(
    scope: Scope,
    id: number,
    what: string,
    values: Partial<Pick<WaitlistEntry, 'isContacted' | 'notes'>>,
  ): Promise<WaitlistEntry> {
    assertOperatorArea(scope, OperatorArea.waitlist);
    return this.dataSource.transaction(async (manager) => {
      const before = await this.locked(manager, id);
      await manager.update(WaitlistEntry, { id }, values);
      const oldValues = Object.fromEntries(Object.keys(values).map((key) => [key, before[key as keyof WaitlistEntry]]));
      await writeAudit(manager, scope, {
        entityType: 'waitlist',
        entityId: id,
        action: `update_${what}`,
        oldValues,
        newValues: values,
      });
      return manager.getRepository(WaitlistEntry).findOneByOrFail({ id });
    });
  }

  private async locked(manager: EntityManager, id: number): Promise<WaitlistEntry> {
    const entry = await manager
      .getRepository(WaitlistEntry)
      .createQueryBuilder('w')
      .setLock('pessimistic_write')
      .where('w.id = :id', { id })
      .getOne();
    if (!entry) throw new NotFoundError('Waitlist entry');
    return entry;
  }
}
