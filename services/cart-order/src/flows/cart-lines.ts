import {
  MAILING_LIMITS,
  type Actor,
  type AddressInput,
  type Cart,
  type RecipientChoice,
  type SendToManyInput,
  type SetDeliveryInput,
} from '@cards/contracts';
import { unprocessable } from '@cards/kit';
import { addressNotFound } from '../domain/cart.errors.js';
import type { Tx } from '../domain/db.js';
import { AddressBook, toPostal } from '../modules/addresses/index.js';
import type { CartEdits, CartService, DeliveryTo, SendToManyService } from '../modules/cart/index.js';
import { CartRecipients, recipientLimitError } from '../modules/mailing/index.js';

/** The modules whose operations the flow runs, each writing its own tables. */
const lists = new CartRecipients();
const book = new AddressBook();

/**
 * The changes of a cart that write another module's tables too, each in one change of the cart
 * (its row lock held, its version moved on): a line taken off takes its list (mailing), a line
 * sent to many is written with its list, and a delivery address typed in may be saved to the
 * book (addresses). The cart module reaches it through its port `CartEdits`, filled in `app.ts`.
 */
export class CartLines implements CartEdits {
  constructor(private readonly d: { cart: CartService; mailing: SendToManyService }) {}

  remove(actor: Actor, itemId: number): Promise<Cart> {
    return this.d.cart.edit(actor, async (tx, cartId) => {
      await this.d.cart.removeLine(tx, cartId, itemId);
      await lists.dropOrphans(tx, cartId);
    });
  }

  clear(actor: Actor): Promise<Cart> {
    return this.d.cart.edit(actor, async (tx, cartId) => {
      await this.d.cart.clearLines(tx, cartId);
      await lists.dropOrphans(tx, cartId);
    });
  }

  setDelivery(actor: Actor, input: SetDeliveryInput): Promise<Cart> {
    return this.d.cart.edit(actor, async (tx, cartId) => {
      await this.d.cart.deliver(tx, cartId, input, await deliveryTo(tx, actor, input));
    });
  }

  async sendToMany(actor: Actor, input: SendToManyInput): Promise<Cart> {
    const line = await this.d.mailing.newLine(actor, input);
    return this.d.cart.edit(actor, async (tx, cartId) => {
      await assertOrderLimit(tx, cartId, line.list.length, null);
      const itemId = await this.d.mailing.addLine(tx, cartId, line);
      await lists.replace(tx, { cartId, itemId }, line.list);
    });
  }

  async setRecipients(actor: Actor, itemId: number, recipients: RecipientChoice[]): Promise<Cart> {
    const next = await this.d.mailing.newList(actor, itemId, recipients);
    return this.d.cart.edit(actor, async (tx, cartId) => {
      await this.d.mailing.assertLine(tx, cartId, itemId);
      await assertOrderLimit(tx, cartId, next.list.length, itemId);
      await this.d.mailing.relist(tx, next);
      await lists.replace(tx, { cartId, itemId }, next.list);
    });
  }
}

/** Where the input sends the cart: an entry of the book, an address typed in (saved when asked), none, or `undefined` to keep the cart's. */
async function deliveryTo(tx: Tx, actor: Actor, input: SetDeliveryInput): Promise<DeliveryTo | undefined> {
  if (input.address_id != null) {
    const a = await book.find(tx, actor.user_id, input.address_id);
    if (!a) throw addressNotFound();
    if (!a.postcode) throw unprocessable('address_not_postal', `${a.name} has only an e-mail address; add a postal address to post a card`);
    return { address_id: a.id, address: toPostal(a) };
  }
  if (input.address) {
    const address = toPostal(input.address as AddressInput);
    return { address_id: input.save_address ? (await book.save(tx, actor, input.address as AddressInput)).id : null, address };
  }
  if (input.address === null || input.address_id === null) return { address_id: null, address: null };
  return undefined;
}

/** One order sends at most MAILING_LIMITS.maxRecipients cards to lists, all its lines together. */
async function assertOrderLimit(tx: Tx, cartId: number, adding: number, replacing: number | null): Promise<void> {
  const total = (await lists.count(tx, cartId, replacing ?? undefined)) + adding;
  if (total > MAILING_LIMITS.maxRecipients) throw recipientLimitError(total, 'This order');
}
