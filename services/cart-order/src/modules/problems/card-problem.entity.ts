import type { PostalAddress, ProblemKind, ProblemOutcome } from '@cards/contracts';
import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

/**
 * A customer's report of one card of a paid order, and how the shop answered it. Money in pence.
 * `person_key` is the recipient's id, or 0 for a line's single card: the unique index on open
 * reports then holds one open report per person without an expression index.
 */
@Entity({ name: 'card_problems' })
@Check('card_problems_kind_check', "kind IN ('not_arrived', 'damaged', 'wrong_details')")
@Check('card_problems_status_check', "status IN ('open', 'resolved')")
@Check('card_problems_outcome_check', "outcome IS NULL OR outcome IN ('reprint', 'refund', 'decline')")
@Check('card_problems_refunded_amount_check', 'refunded_amount >= 0')
// One open report per person: a second one while the first is open is refused by the database itself.
@Index('card_problems_one_open', ['line_id', 'person_key'], { unique: true, where: "status = 'open'" })
@Index('card_problems_order', ['order_id'])
@Index('card_problems_status', ['status', 'reported_at'])
// The reprint's idempotency key: one reprint per report, whoever asks twice.
@Unique('card_problems_reprint_key_key', ['reprint_key'])
export class CardProblemEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'int' })
  @ForeignKey('orders', { name: 'card_problems_order_id_fkey', onDelete: 'CASCADE', onUpdate: 'NO ACTION' })
  order_id!: number;

  @Column({ type: 'int' })
  user_id!: number;

  @Column({ type: 'int' })
  line_id!: number;

  @Column({ type: 'int', nullable: true })
  recipient_id!: number | null;

  @Column({ type: 'int', default: 0 })
  person_key!: number;

  /** Whom the card was for, by name, as it was when reported. */
  @Column({ type: 'text' })
  person!: string;

  @Column({ type: 'text' })
  kind!: ProblemKind;

  @Column({ type: 'text', nullable: true })
  note!: string | null;

  @Column({ type: 'text', default: 'open' })
  status!: 'open' | 'resolved';

  @Column({ type: 'text', nullable: true })
  outcome!: ProblemOutcome | null;

  @Column({ type: 'text', nullable: true })
  reason!: string | null;

  @Column({ type: 'int', default: 0 })
  refunded_amount!: number;

  @Column({ type: 'text', nullable: true })
  refund_id!: string | null;

  @Column({ type: 'text', nullable: true })
  reprint_key!: string | null;

  /** The corrected address a reprint goes to, when the admin gave one. */
  @Column({ type: 'jsonb', nullable: true })
  reprint_address!: PostalAddress | null;

  /** When rendering made the reprint's print file (its `reprint.ready` event). */
  @Column({ type: 'timestamptz', nullable: true })
  reprinted_at!: Date | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  reported_at!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  resolved_at!: Date | null;
}
