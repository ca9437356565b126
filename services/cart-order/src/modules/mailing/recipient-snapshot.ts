import type { MailingChannel, PostageClass, PostalAddress } from '@cards/contracts';

/** A recipient as chosen for a line and as paid for: who, their greeting, and where their card goes. */
export interface RecipientSnapshot {
  address_id: number | null;
  name: string;
  salutation: string;
  channel: MailingChannel;
  address: PostalAddress | null;
  email: string | null;
  /** Their own day (`YYYY-MM-DD`) or `asap`; null or absent: the cart's day (snapshots paid before it existed have none). */
  arrive_by?: string | null;
  /** Their own postage; null or absent: the cart's. */
  postage_class?: PostageClass | null;
}

/** Just the snapshot's fields of a recipient row (what a payment freezes and an order copies). */
export const recipientSnapshot = (r: RecipientSnapshot): RecipientSnapshot => ({
  address_id: r.address_id,
  name: r.name,
  salutation: r.salutation,
  channel: r.channel,
  address: r.address,
  email: r.email,
  arrive_by: r.arrive_by ?? null,
  postage_class: r.postage_class ?? null,
});

/** A recipient listed on a cart line: the snapshot, and the id the cart shows it by. */
export type ListedRecipient = RecipientSnapshot & { id: number };

/** One person's dates on an order whose list has days of its own, planned when it was paid. */
export interface PersonDates {
  dispatch_date: string;
  arrival_date: string;
  postage_class: PostageClass | null;
  /** Handed on with the paid event (their day is the order's first, and the order is not held). */
  released: boolean;
}
