import type { DataSource } from 'typeorm';
import type { RequestMeta } from '../../platform/access/scope';
import { writeAudit } from '../../platform/audit/audit.service';
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
}
