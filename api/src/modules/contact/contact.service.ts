import type { DataSource } from 'typeorm';
import { assertOperatorArea, OperatorArea } from '../../platform/access/operator-areas';
import type { RequestMeta, Scope } from '../../platform/access/scope';
import { writeAudit } from '../../platform/audit/audit.service';
import { NotFoundError } from '../../platform/errors';
import { SortDirection, type Page } from '../../platform/graphql/connection';
import { keysetPage } from '../../db/sql/keyset';
import type { PublicFormGuard } from '../../platform/rate-limit/public-form-guard';
import { ContactMessage } from './contact-message.entity';
import type { ContactMessageInput } from './contact.input';

export class ContactService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly guard: PublicFormGuard,
  ) {}

  /** Keeps a visitor's message for the operator (admin portal). */
  async send(input: ContactMessageInput, meta: RequestMeta): Promise<ContactMessage> {
    await this.guard.admit(meta);
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(ContactMessage);
      const saved = await repository.save(
        repository.create({
          name: input.name,
          email: input.email.toLowerCase(),
          phone: input.phone ?? null,
          practiceName: input.practiceName ?? null,
          message: input.message,
        }),
      );
      await writeAudit(manager, null, { entityType: 'contact_message', entityId: saved.id, action: 'create' }, meta);
      return saved;
    });
  }

  /** The operator's inbox, newest first. */
  list(scope: Scope, first: number, after?: string | null): Promise<Page<ContactMessage>> {
    assertOperatorArea(scope, OperatorArea.waitlist);
    const qb = this.dataSource.getRepository(ContactMessage).createQueryBuilder('m');
    return keysetPage(qb, 'm', { expr: 'm.created_at', cast: 'timestamptz' }, SortDirection.desc, first, after);
  }

  async openCount(scope: Scope): Promise<number> {
    assertOperatorArea(scope, OperatorArea.waitlist);
    const [row]: { n: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS n FROM contact_messages WHERE handled_at IS NULL`,
    );
    return row.n;
  }

  /** Marks a message handled (or open again), audited. */
  async setHandled(scope: Scope, id: number, handled: boolean): Promise<ContactMessage> {
    assertOperatorArea(scope, OperatorArea.waitlist);
    return this.dataSource.transaction(async (manager) => {
      const [, changed]: [unknown[], number] = await manager.query(
        `UPDATE contact_messages SET handled_at = CASE WHEN $2 THEN coalesce(handled_at, now()) END WHERE id = $1`,
        [id, handled],
      );
      if (changed !== 1) throw new NotFoundError('Contact message');
      await writeAudit(manager, scope, {
        entityType: 'contact_message',
        entityId: id,
        action: handled ? 'mark_handled' : 'mark_open',
      });
      return manager.getRepository(ContactMessage).findOneByOrFail({ id });
    });
  }
}
