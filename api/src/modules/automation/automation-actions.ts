import type { AutomationActionHandler, AutomationActionType } from './automation-action';
import { createTaskAction } from './actions/create-task.action';
import { notifyAttorneyAction } from './actions/notify-attorney.action';
import { postWebhookAction } from './actions/post-webhook.action';
import { sendMessageAction } from './actions/send-message.action';
import { sendReminderAction } from './actions/send-reminder.action';

/** Every action a rule can take, by type: the engine validates and runs actions through this only. */
export const automationActionHandlers: Record<AutomationActionType, AutomationActionHandler> = {
  create_task: createTaskAction,
  send_reminder: sendReminderAction,
  send_message: sendMessageAction,
  notify_attorney: notifyAttorneyAction,
  post_webhook: postWebhookAction,
};
