import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A provider webhook event handled already; recorded after it was, so a failed one is handled again. */
@Entity({ name: 'webhook_events' })
export class WebhookEventEntity {
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ type: 'text' })
  type!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  received_at!: Date;
}
