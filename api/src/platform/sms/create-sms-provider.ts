import { RecordingSmsProvider } from './recording-sms-provider';
import type { SmsProvider } from './sms-provider';
import { TwilioSmsProvider, type TwilioConfig } from './twilio-sms-provider';

/** SMS_PROVIDER: the recording provider (default) or Twilio with its account (config.ts refuses twilio without one). */
export type SmsProviderConfig = { provider: 'recording' } | { provider: 'twilio'; twilio: TwilioConfig };

export function createSmsProvider(config: SmsProviderConfig): SmsProvider {
  switch (config.provider) {
    case 'recording':
      return new RecordingSmsProvider();
    case 'twilio':
      return new TwilioSmsProvider(config.twilio);
  }
}
