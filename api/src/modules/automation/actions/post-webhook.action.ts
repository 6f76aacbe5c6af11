import type { AutomationActionHandler } from '../automation-action';

/** Placeholder until the webhooks module lands (its owner writes this handler). */
export const postWebhookAction: AutomationActionHandler = {
  type: 'post_webhook',
  label: 'Post to a webhook',
  validate: () => Promise.resolve([{ field: 'target', message: 'Webhooks are not available yet' }]),
  run: () => Promise.reject(new Error('Webhooks are not available yet')),
};
