import type { Actor, CartRecipient } from '@cards/contracts';
import type { Db, Tx } from '../../domain/db.js';
import { chooseRecipients, type GroupMembers } from './choose-recipients.js';
import type { ListedRecipient, RecipientSnapshot } from './recipient-snapshot.js';
import { cartRecipientsOf, countCartRecipients, dropOrphanRecipients, replaceCartRecipients, toCartRecipient } from './recipient.store.js';

/**
 * The mailing module's operations on the recipients of cart lines sent to many, for the cart and
 * checkout, each in the caller's transaction. The cart-recipients table is written by this
 * module only.
 */
export class CartRecipients {
  /** The recipients a customer chose (by address and by group), checked against the book and the limits. */
  choose(tx: Tx, actor: Actor, chosen: Parameters<typeof chooseRecipients>[2], groupMembers: GroupMembers): Promise<RecipientSnapshot[]> {
    return chooseRecipients(tx, actor, chosen, groupMembers);
  }

  /** Each line's recipients, in the order listed. */
  of(db: Db, itemIds: number[]): Promise<Map<number, ListedRecipient[]>> {
    return cartRecipientsOf(db, itemIds);
  }

  /** Recipients on the cart's lines other than `exceptItemId`: what the order's limit counts besides the line being changed. */
  count(tx: Tx, cartId: number, exceptItemId?: number): Promise<number> {
    return countCartRecipients(tx, cartId, exceptItemId);
  }

  /** A line's whole list, replaced. */
  replace(tx: Tx, line: { cartId: number; itemId: number }, list: RecipientSnapshot[]): Promise<void> {
    return replaceCartRecipients(tx, line, list);
  }

  /** Forgets the recipients of lines the cart no longer has (after its lines were deleted). */
  dropOrphans(tx: Tx, cartId: number): Promise<void> {
    return dropOrphanRecipients(tx, cartId);
  }

  /** A recipient as the cart shows it. */
  view(r: ListedRecipient): CartRecipient {
    return toCartRecipient(r);
  }
}
