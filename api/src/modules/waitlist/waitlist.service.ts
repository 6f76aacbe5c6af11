import type { DataSource } from 'typeorm';
import type { RequestMeta } from '../../platform/access/scope';
import { writeAudit } from '../../platform/audit/audit.service';
import { ConflictError } from '../../platform/errors';
import type { PublicFormGuard } from '../../platform/rate-limit/public-form-guard';
import { WaitlistEntry } from './waitlist-entry.entity';
import type { WaitlistJoinInput } from './waitlist.input';

export const duplicateWaitlistEmailMessage = 'This email is already on the waitlist';

export class WaitlistService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly guard: PublicFormGuard,
  ) {}

  /** A visitor joins the waitlist. One row per email, decided by the unique index under concurrency. */
  async join(input: WaitlistJoinInput, meta: RequestMeta): Promise<WaitlistEntry> {
    await this.guard.admit(meta);
    const email = input.email.toLowerCase();
    return this.dataSource.transaction(async (manager) => {
      const inserted: { id: number }[] = await manager.query(
        `INSERT INTO waitlist (name, email, practice_name, state, monthly_pi_cases, attorney_referral)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (email) DO NOTHING
         RETURNING id`,
        [input.name, email, input.practiceName, input.state, input.monthlyPICases, input.attorneyReferral ?? null],
      );
      if (!inserted.length) throw new ConflictError(duplicateWaitlistEmailMessage, 'email');
      const id = inserted[0].id;
      await writeAudit(
        manager,
        null,
        {
          entityType: 'waitlist',
          entityId: id,
          action: 'create',
          newValues: { practiceName: input.practiceName, state: input.state, monthlyPICases: input.monthlyPICases },
        },
        meta,
      );
      return manager.getRepository(WaitlistEntry).findOneByOrFail({ id });
    });
  }
}
