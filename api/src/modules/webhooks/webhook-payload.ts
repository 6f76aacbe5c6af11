/** Plain values only: ids, kinds, statuses, times. Never names, notes or any other PHI. */
export type WebhookData = Record<string, string | number | boolean | null>;

/** The JSON body of every delivery. The subscriber reads details through the API with a token. */
export interface WebhookPayload {
  id: string;
  type: string;
  createdAt: string;
  data: WebhookData;
}

export const webhookPayload = (id: string, type: string, createdAt: string, data: WebhookData): WebhookPayload => ({
  id,
  type,
  createdAt,
  data,
});
