import { TimestampedRow } from '@cards/kit';
import type { CardAnswer, Relationship } from '@cards/contracts';
import { Column, Entity, Index } from 'typeorm';

/** The occasion as it was when the card was made, so a card outlives catalogue edits. */
export interface OccasionSnapshot {
  id: number;
  name: string;
  slug: string;
  [k: string]: unknown;
}

/** A customer's card: whom it is for, the occasion, style and persona, and what the words are written from. */
@Entity({ name: 'cards' })
// Newest first per account; TypeORM cannot declare a descending index, so its migration is its only declaration.
@Index('cards_account', { synchronize: false })
@Index('cards_sample', ['id'], { where: 'sample' })
export class CardEntity extends TimestampedRow {
  @Column({ type: 'int' })
  user_id!: number;

  @Column({ type: 'int' })
  account_id!: number;

  @Column({ type: 'int' })
  event_id!: number;

  @Column({ type: 'jsonb' })
  occasion!: OccasionSnapshot;

  @Column({ type: 'text' })
  occasion_name!: string;

  @Column({ type: 'int', nullable: true })
  style_id!: number | null;

  @Column({ type: 'int', nullable: true })
  persona_id!: number | null;

  @Column({ type: 'text' })
  recipient_name!: string;

  @Column({ type: 'text', default: '' })
  sender_name!: string;

  /** Anything else the customer wanted us to know: private notes the writer reads, never printed. */
  @Column({ type: 'text', default: '' })
  details!: string;

  /** The guided questions the customer answered, as they were asked (the writer places each by its role). */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  answers!: CardAnswer[];

  /** Who the recipient is to the sender, as the customer said; null: the writer infers it. */
  @Column({ type: 'text', nullable: true })
  relationship!: Relationship | null;

  @Column({ type: 'text' })
  title!: string;

  @Column({ type: 'boolean', default: false })
  favourite!: boolean;

  @Column({ type: 'boolean', default: false })
  sample!: boolean;
}

/** A card's row as the service reads and writes it. */
export type CardRow = CardEntity;
