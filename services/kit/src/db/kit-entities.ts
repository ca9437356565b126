import type { EventEnvelope } from '@cards/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn, Unique } from 'typeorm';

/** An event written in the transaction of the change it describes, until the relay publishes it. */
@Entity({ name: 'outbox' })
@Unique('outbox_id_key', ['id'])
@Index('outbox_unsent', ['seq'], { where: 'sent_at IS NULL' })
export class OutboxEntity {
  /** bigserial: the order of publishing; the driver hands it back as text. */
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  seq!: string;

  /** The envelope's id: the bus dedupes by it. */
  @Column({ type: 'uuid' })
  id!: string;

  @Column({ type: 'text' })
  subject!: string;

  /** The whole envelope; its payload is whatever the event's schema made of it. */
  @Column({ type: 'jsonb' })
  envelope!: EventEnvelope<object>;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  sent_at!: Date | null;

  @Column({ type: 'int', default: 0 })
  attempts!: number;

  @Column({ type: 'text', nullable: true })
  last_error!: string | null;
}

/** A message a consumer has applied; its key is what makes applying it again a no-op. */
@Entity({ name: 'inbox' })
export class InboxEntity {
  @PrimaryColumn({ type: 'text' })
  consumer!: string;

  @PrimaryColumn({ type: 'text' })
  message_id!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  processed_at!: Date;
}

/** The tables every service's schema has besides its own (made by the kit's migration). */
export const KIT_ENTITIES = [OutboxEntity, InboxEntity];
