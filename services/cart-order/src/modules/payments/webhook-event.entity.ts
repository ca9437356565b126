import { EntitySchema } from 'typeorm';

/** A provider webhook event handled already; recorded after it was, so a failed one is handled again. */
export interface WebhookEventRow {
  id: string;
  type: string;
  received_at: Date;
}

export const WebhookEventEntity = new EntitySchema<WebhookEventRow>({
  name: 'WebhookEvent',
  tableName: 'webhook_events',
  columns: {
    id: { type: 'text', primary: true },
    type: { type: 'text' },
    received_at: { type: 'timestamptz', createDate: true },
  },
});
