import { TimestampedRow } from '@cards/kit';
import type { CardInstanceStatus } from '@cards/contracts';
import { Check, Column, Entity, ForeignKey, Index } from 'typeorm';

export type Part = 'text' | 'image';

/**
 * One option of a card. Words and artwork are two parts with their own status and version:
 * regenerating one bumps its version (a new job id) and fences off any worker still busy with the old one.
 */
@Entity({ name: 'card_instances' })
@Check('card_instances_status_check', "status IN ('queued','generating','ready','failed')")
@Check('card_instances_text_status_check', "text_status IN ('queued','generating','ready','failed')")
@Check('card_instances_image_status_check', "image_status IN ('queued','generating','ready','failed')")
@Check('card_instances_rating_check', 'rating BETWEEN 1 AND 5')
@Check('card_instances_feedback_check', "feedback IN ('up','down')")
@Index('card_instances_card', ['card_id', 'id'])
@Index('card_instances_account', ['account_id', 'id'])
@Index('card_instances_unfinished', ['id'], {
  where: "text_status IN ('queued','generating') OR image_status IN ('queued','generating')",
})
export class CardInstanceEntity extends TimestampedRow {
  // The cards table is the cards module's: named, not imported.
  @Column({ type: 'int' })
  @ForeignKey('cards', { name: 'card_instances_card_id_fkey', onDelete: 'CASCADE', onUpdate: 'NO ACTION' })
  card_id!: number;

  @Column({ type: 'int' })
  user_id!: number;

  @Column({ type: 'int' })
  account_id!: number;

  @Column({ type: 'text', default: 'queued' })
  status!: CardInstanceStatus;

  @Column({ type: 'text', nullable: true })
  status_reason!: string | null;

  @Column({ type: 'text', default: '' })
  front_text!: string;

  @Column({ type: 'text', default: '' })
  inside_text!: string;

  @Column({ type: 'text', default: 'queued' })
  text_status!: CardInstanceStatus;

  @Column({ type: 'text', default: 'queued' })
  image_status!: CardInstanceStatus;

  @Column({ type: 'int', default: 1 })
  text_version!: number;

  @Column({ type: 'int', default: 1 })
  image_version!: number;

  /** Fencing token of the worker busy with the part: a late, presumed-dead worker cannot overwrite. */
  @Column({ type: 'uuid', nullable: true })
  text_lease!: string | null;

  @Column({ type: 'uuid', nullable: true })
  image_lease!: string | null;

  @Column({ type: 'text', nullable: true })
  text_error!: string | null;

  @Column({ type: 'text', nullable: true })
  image_error!: string | null;

  @Column({ type: 'text', nullable: true })
  artwork_key!: string | null;

  @Column({ type: 'text', nullable: true })
  artwork_content_type!: string | null;

  /**
   * No longer written or read: thumbnails are named by the option's content and drawn when
   * first asked for. Kept one release so the release before can still run (expand, then contract).
   */
  @Column({ type: 'text', nullable: true })
  thumbnail_url!: string | null;

  @Column({ type: 'smallint', nullable: true })
  rating!: number | null;

  @Column({ type: 'text', nullable: true })
  feedback!: 'up' | 'down' | null;

  @Column({ type: 'boolean', default: false })
  edited!: boolean;

  /** The owner asked for a new front greeting with the next words; otherwise regenerating keeps it. */
  @Column({ type: 'boolean', default: false })
  front_requested!: boolean;

  /**
   * The words the option had before each regenerate, hand edit or undo, oldest first: the
   * writer never gives them again, and the owner can bring any back (`edited`: their own words).
   */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  earlier_texts!: Array<{ front: string; inside: string; edited?: boolean }>;

  /**
   * The artwork the option had before each regenerate or undo replaced it, oldest first (the
   * files are kept), so the owner can bring any back.
   */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  earlier_artworks!: Array<{ key: string; content_type: string | null }>;
}

/** An option's row as the service reads and writes it. */
export type CardInstanceRow = CardInstanceEntity;

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
    earlier_artworks: [],
  };
}
