import type { MailingChannel, PostalAddress } from '@cards/contracts';

/** A recipient as chosen for a line and as paid for: who, their greeting, and where their card goes. */
export interface RecipientSnapshot {
  address_id: number | null;
  name: string;
  salutation: string;
  channel: MailingChannel;
  address: PostalAddress | null;
  email: string | null;
}

/** Just the snapshot's fields of a recipient row (what a payment freezes and an order copies). */
export const recipientSnapshot = (r: RecipientSnapshot): RecipientSnapshot => ({
  address_id: r.address_id,
  name: r.name,
  salutation: r.salutation,
  channel: r.channel,
  address: r.address,
  email: r.email,
});

/** A recipient listed on a cart line: the snapshot, and the id the cart shows it by. */
export type ListedRecipient = RecipientSnapshot & { id: number };
