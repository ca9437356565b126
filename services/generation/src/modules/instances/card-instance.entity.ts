import type { CardInstanceStatus } from '@cards/contracts';
import { EntitySchema } from 'typeorm';

export type Part = 'text' | 'image';

export interface CardInstanceRow {
  id: number;
  card_id: number;
  user_id: number;
  account_id: number;
  status: CardInstanceStatus;
  status_reason: string | null;
  front_text: string;
  inside_text: string;
  text_status: CardInstanceStatus;
  image_status: CardInstanceStatus;
  text_version: number;
  image_version: number;
  /** Fencing token of the worker busy with the part: a late, presumed-dead worker cannot overwrite. */
  text_lease: string | null;
  image_lease: string | null;
  text_error: string | null;
  image_error: string | null;
  artwork_key: string | null;
  artwork_content_type: string | null;
  /**
   * No longer written or read: thumbnails are named by the option's content and drawn when
   * first asked for. Kept one release so the release before can still run (expand, then contract).
   */
  thumbnail_url: string | null;
  rating: number | null;
  feedback: 'up' | 'down' | null;
  edited: boolean;
  /** The owner asked for a new front greeting with the next words; otherwise regenerating keeps it. */
  front_requested: boolean;
  /**
   * The words the option had before each regenerate, hand edit or undo, oldest first: the
   * writer never gives them again, and the owner can bring any back (`edited`: their own words).
   */
  earlier_texts: Array<{ front: string; inside: string; edited?: boolean }>;
  created_at: Date;
  updated_at: Date;
}

export const CardInstanceEntity = new EntitySchema<CardInstanceRow>({
  name: 'CardInstance',
  tableName: 'card_instances',
  columns: {
    id: { type: 'int', primary: true, generated: 'increment' },
    card_id: { type: 'int' },
    user_id: { type: 'int' },
    account_id: { type: 'int' },
    status: { type: 'text' },
    status_reason: { type: 'text', nullable: true },
    front_text: { type: 'text' },
    inside_text: { type: 'text' },
    text_status: { type: 'text' },
    image_status: { type: 'text' },
    text_version: { type: 'int' },
    image_version: { type: 'int' },
    text_lease: { type: 'uuid', nullable: true },
    image_lease: { type: 'uuid', nullable: true },
    text_error: { type: 'text', nullable: true },
    image_error: { type: 'text', nullable: true },
    artwork_key: { type: 'text', nullable: true },
    artwork_content_type: { type: 'text', nullable: true },
    thumbnail_url: { type: 'text', nullable: true },
    rating: { type: 'smallint', nullable: true },
    feedback: { type: 'text', nullable: true },
    earlier_texts: { type: 'jsonb', default: () => "'[]'::jsonb" },
    edited: { type: 'boolean' },
    front_requested: { type: 'boolean', default: false },
    created_at: { type: 'timestamptz', createDate: true },
    updated_at: { type: 'timestamptz', updateDate: true },
  },
});

/**
 * An option's status from its two parts: failed if either part failed, ready when words and
 * artwork both exist (its pictures are drawn when someone first looks at them), queued while
 * neither part has started, generating otherwise.
 */
export function overallStatus(text: CardInstanceStatus, image: CardInstanceStatus): CardInstanceStatus {
  if (text === 'failed' || image === 'failed') return 'failed';
  if (text === 'ready' && image === 'ready') return 'ready';
  if (text === 'queued' && image === 'queued') return 'queued';
  return 'generating';
}

/**
 * A new option's row: version 1 of both parts, nothing leased, failed, drawn or rated yet.
 * The caller says who owns it and where each part starts.
 */
export function newInstanceRow(
  owner: Pick<CardInstanceRow, 'card_id' | 'user_id' | 'account_id'>,
  start: Pick<CardInstanceRow, 'status' | 'text_status' | 'image_status' | 'front_text' | 'inside_text' | 'edited'>,
): Partial<CardInstanceRow> {
  return {
    ...owner,
    ...start,
    status_reason: null,
    text_version: 1,
    image_version: 1,
    text_lease: null,
    image_lease: null,
    text_error: null,
    image_error: null,
    artwork_key: null,
    artwork_content_type: null,
    thumbnail_url: null,
    rating: null,
    feedback: null,
    earlier_texts: [],
  };
}
