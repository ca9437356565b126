import type { MailingChannel, PostageClass, PostalAddress } from '@cards/contracts';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** What a recipient's card is sent to: their postal address for a printed card, their e-mail for an e-card. */
abstract class RecipientColumns {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  /** Their place on the line, from 1: the order the customer listed them in. */
  @Column({ type: 'int' })
  position!: number;

  /** The address-book entry they were chosen from (the entry may since have changed or gone). */
  @Column({ type: 'int', nullable: true })
  address_id!: number | null;

  @Column({ type: 'text' })
  name!: string;

  /** The greeting line printed (or mailed) for them, resolved when they were chosen. */
  @Column({ type: 'text' })
  salutation!: string;

  @Column({ type: 'text' })
  channel!: MailingChannel;

  @Column({ type: 'jsonb', nullable: true })
  address!: PostalAddress | null;

  @Column({ type: 'text', nullable: true })
  email!: string | null;

  /** Their own day (`YYYY-MM-DD`) or `asap`; null: the cart's (the order's) day. */
  @Column({ type: 'text', nullable: true })
  arrive_by!: string | null;

  /** Their own postage; null: the cart's (the order's). */
  @Column({ type: 'text', nullable: true })
  postage_class!: PostageClass | null;
}

/**
 * One recipient of a cart line sent to many, copied from the address book when chosen. No
 * foreign key: the table was made while the cart's tables were not yet entity classes TypeORM
 * could point one at (adding it is a migration of its own); the cart's deletes take a line's
 * recipients with it (`dropOrphanRecipients`).
 */
@Entity({ name: 'cart_recipients' })
@Index('cart_recipients_item', ['cart_item_id', 'position'])
export class CartRecipientEntity extends RecipientColumns {
  @Column({ type: 'int' })
  cart_id!: number;

  @Column({ type: 'int' })
  cart_item_id!: number;
}

/**
 * One recipient of an order line, as bought. What happened to their card is recorded here as
 * it happens: the print file rendering made for them, and the outcome of their e-card; the rest
 * of their state follows from the order's (see `recipientState`).
 */
@Entity({ name: 'order_recipients' })
@Index('order_recipients_line', ['order_line_id', 'position'])
@Index('order_recipients_order', ['order_id'])
export class OrderRecipientEntity extends RecipientColumns {
  @Column({ type: 'int' })
  order_id!: number;

  @Column({ type: 'int' })
  order_line_id!: number;

  @Column({ type: 'text', nullable: true })
  print_asset_key!: string | null;

  /** `scheduled`: over the account's allowance, waiting for its turn in generation (`ecard_send_at`), then `sent`. */
  @Column({ type: 'text', nullable: true })
  ecard_outcome!: 'sent' | 'failed' | 'scheduled' | null;

  /** When a waiting e-card is expected to go, as generation last said. */
  @Column({ type: 'timestamptz', nullable: true })
  ecard_send_at!: Date | null;

  /** Why their e-card was not sent, in words. */
  @Column({ type: 'text', nullable: true })
  state_reason!: string | null;

  /**
   * Their own print (or e-mail) day, planned when the order was paid, on an order whose list has
   * days of its own; null: the order's `planned_dispatch_date` (every card goes together).
   */
  @Column({ type: 'date', nullable: true })
  dispatch_date!: Date | string | null;

  @Column({ type: 'date', nullable: true })
  arrival_date!: Date | string | null;

  /** When their card was handed on (in the paid or a released event); null while it waits for its day. */
  @Column({ type: 'timestamptz', nullable: true })
  released_at!: Date | null;
  /** Their envelope's tracking number, when its postage has one (the admin enters it at dispatch). */
  @Column({ type: 'text', nullable: true })
  tracking_number!: string | null;
}
