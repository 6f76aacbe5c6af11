import type { SecretBox } from '../../platform/crypto/secret-box';

/** What a link in a reminder e-mail does: each token opens for its own purpose only. */
export type ReminderLinkPurpose = 'confirm' | 'unsubscribe';

const contextOf = (purpose: ReminderLinkPurpose) => `patient-reminder-link:${purpose}`;

/** Signed single-purpose links (sealed with the SecretBox, bound to their purpose): the reminder's id inside. */
export class ReminderLinks {
  constructor(
    private readonly secrets: SecretBox,
    private readonly publicUrl: string,
  ) {}

  url(purpose: ReminderLinkPurpose, reminderId: number): string {
    const token = this.secrets.seal(String(reminderId), contextOf(purpose));
    return `${this.publicUrl.replace(/\/$/, '')}/api/reminders/${purpose}?token=${encodeURIComponent(token)}`;
  }

  /** The reminder id of a genuine token for this purpose, else null. */
  reminderIdOf(purpose: ReminderLinkPurpose, token: unknown): number | null {
    if (typeof token !== 'string' || token.length > 500) return null;
    try {
      const id = Number(this.secrets.open(token, contextOf(purpose)));
      return Number.isSafeInteger(id) && id > 0 ? id : null;
    } catch {
      return null;
    }
  }
}
