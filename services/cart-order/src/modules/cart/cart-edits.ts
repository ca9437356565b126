import type { Actor, Cart, RecipientChoice, SendToManyInput, SetDeliveryInput } from '@cards/contracts';

/**
 * The changes of a cart that write another module's tables in the same transaction (the lists
 * of lines sent to many, the address book): a port of this module, filled in `app.ts` with the
 * flow (`flows/cart-lines.ts`) that runs the cart's operations and the other module's together.
 */
export interface CartEdits {
  /** One line taken off, and its list with it. */
  remove(actor: Actor, itemId: number): Promise<Cart>;
  /** Every line and the coupon taken off, and the lists with them. */
  clear(actor: Actor): Promise<Cart>;
  /** The delivery choices; an address typed in may be saved to the book on the way. */
  setDelivery(actor: Actor, input: SetDeliveryInput): Promise<Cart>;
  /** A new line sent to many, with its list. */
  sendToMany(actor: Actor, input: SendToManyInput): Promise<Cart>;
  /** A line's whole list replaced, in order; its quantity and unit price follow. */
  setRecipients(actor: Actor, itemId: number, recipients: RecipientChoice[]): Promise<Cart>;
}
