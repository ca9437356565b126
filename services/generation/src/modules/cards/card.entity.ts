import type { Relationship } from '@cards/contracts';
import { EntitySchema, type EntityManager } from 'typeorm';

/** The occasion as it was when the card was made, so a card outlives catalogue edits. */
export interface OccasionSnapshot {
  id: number;
  name: string;
  slug: string;
  [k: string]: unknown;
}

export interface CardRow {
  id: number;
  user_id: number;
  account_id: number;
  event_id: number;
  occasion: OccasionSnapshot;
  occasion_name: string;
  style_id: number | null;
  persona_id: number | null;
  recipient_name: string;
  sender_name: string;
  details: string;
  /** Who the recipient is to the sender, as the customer said; null: the writer infers it. */
  relationship: Relationship | null;
  title: string;
  favourite: boolean;
  sample: boolean;
  created_at: Date;
  updated_at: Date;
}

export const CardEntity = new EntitySchema<CardRow>({
  name: 'Card',
  tableName: 'cards',
  columns: {
    id: { type: 'int', primary: true, generated: 'increment' },
    user_id: { type: 'int' },
    account_id: { type: 'int' },
    event_id: { type: 'int' },
    occasion: { type: 'jsonb' },
    occasion_name: { type: 'text' },
    style_id: { type: 'int', nullable: true },
    persona_id: { type: 'int', nullable: true },
    recipient_name: { type: 'text' },
    sender_name: { type: 'text' },
    details: { type: 'text' },
    relationship: { type: 'text', nullable: true },
    title: { type: 'text' },
    favourite: { type: 'boolean' },
    sample: { type: 'boolean' },
    created_at: { type: 'timestamptz', createDate: true },
    updated_at: { type: 'timestamptz', updateDate: true },
  },
});

/** Stamps the card changed (`updated_at`) when one of its parts changed: options, photos, signatures. */
export async function touchCard(m: EntityManager, id: number): Promise<void> {
  await m.update(CardEntity, { id }, { updated_at: () => 'now()' });
}
