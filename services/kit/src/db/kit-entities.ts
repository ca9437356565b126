import type { EventEnvelope } from '@cards/contracts';
import { EntitySchema } from 'typeorm';

/** An event written in the transaction of the change it describes, until the relay publishes it. */
export interface OutboxRow {
  /** bigserial: the order of publishing; the driver hands it back as text. */
  seq: string;
  /** The envelope's id: the bus dedupes by it. */
  id: string;
  subject: string;
  /** The whole envelope; its payload is whatever the event's schema made of it. */
  envelope: EventEnvelope<object>;
  created_at: Date;
  sent_at: Date | null;
  attempts: number;
  last_error: string | null;
}

export const OutboxEntity = new EntitySchema<OutboxRow>({
  name: 'Outbox',
  tableName: 'outbox',
  columns: {
    seq: { type: 'bigint', primary: true, generated: 'increment' },
    id: { type: 'uuid', unique: true },
    subject: { type: 'text' },
    envelope: { type: 'jsonb' },
    created_at: { type: 'timestamptz', createDate: true },
    sent_at: { type: 'timestamptz', nullable: true },
    attempts: { type: 'int', default: 0 },
    last_error: { type: 'text', nullable: true },
  },
  indices: [{ name: 'outbox_unsent', columns: ['seq'], where: 'sent_at IS NULL' }],
});

/** A message a consumer has applied; its key is what makes applying it again a no-op. */
export interface InboxRow {
  consumer: string;
  message_id: string;
  processed_at: Date;
}

export const InboxEntity = new EntitySchema<InboxRow>({
  name: 'Inbox',
  tableName: 'inbox',
  columns: {
    consumer: { type: 'text', primary: true },
    message_id: { type: 'text', primary: true },
    processed_at: { type: 'timestamptz', createDate: true },
  },
});

/** The tables every service's schema has besides its own (made by the kit's migration). */
export const KIT_ENTITIES = [OutboxEntity, InboxEntity];
