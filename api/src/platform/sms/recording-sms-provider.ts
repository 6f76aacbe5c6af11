import { randomUUID } from 'node:crypto';
import type { SmsMessage, SmsProvider } from './sms-provider';

/**
 * The embedded default: sends nothing. The message is only recorded in outbound_sms (as every sent
 * message is), so the screens show what a real provider would have delivered.
 */
export class RecordingSmsProvider implements SmsProvider {
  readonly name = 'recording';

  send(_message: SmsMessage): Promise<{ providerMessageId: string }> {
    return Promise.resolve({ providerMessageId: `recorded-${randomUUID()}` });
  }
}
