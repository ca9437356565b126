import type { Actor, CardInstanceForCartReply, ListDatesReply, RecipientChoice, SendToManyInput } from '@cards/contracts';
import type { DataSource } from 'typeorm';
import type { CatalogView, ProductView } from '../catalog-view/index.js';
import { CartRecipients, type GroupMembers, type MailingChecks, type RecipientSnapshot } from '../mailing/index.js';
import type { Tx } from '../../domain/db.js';
import { unitPriceAt } from '../../domain/pricing.js';
import { cartItemNotFound, notAMailing } from '../../domain/cart.errors.js';
import { CartItemEntity } from './cart.entity.js';
import { lineOf, type CartService } from './cart.service.js';
import { loadCart, loadItems } from './cart.store.js';
import { assertListDays, listDatesOf } from './list-days.js';
import type { ArriveByRules, Clock } from '../delivery-dates/index.js';

const lists = new CartRecipients();

/** A new line sent to many, checked: its option, its product and its list. */
export interface NewMailingLine {
  instance: CardInstanceForCartReply;
  product: ProductView;
  list: RecipientSnapshot[];
}

/** A line's new list, checked, and its product as it is now (null when it left the catalogue: the price stays). */
export interface NewList {
  itemId: number;
  product: ProductView | null;
  list: RecipientSnapshot[];
}

/** What a SendToManyService is built from. */
export interface SendToManyDeps {
  ds: DataSource;
  catalog: CatalogView;
  cart: CartService;
  checks: MailingChecks;
  groupMembers: GroupMembers;
  /** The rules each person's own day is checked by (without them, days are checked at payment only). */
  days?: { arriveBy: ArriveByRules; clock: Clock };
}

/**
 * Lines that send one option to many people: one card per recipient, each greeted by their own
 * salutation, printed and posted to them or e-mailed when they have only an e-mail address. The
 * line's quantity is its printed cards, priced at the product's volume tier for that many, plus
 * an envelope's postage each. Such a line never merges with another. Its list is the mailing
 * module's: the flow `flows/cart-lines.ts` writes the line and its list in one change of the cart.
 */
export class SendToManyService {
  constructor(private readonly d: SendToManyDeps) {}

  /** A new line's option, product and list, each checked: what `addLine` then writes, in a flow's change of the cart. */
  async newLine(actor: Actor, input: SendToManyInput): Promise<NewMailingLine> {
    const { instance, product } = await this.d.cart.orderable(actor, input.card_instance.id, input.product_id);
    const list = await lists.choose(this.d.ds.manager, actor, input, this.d.groupMembers);
    await this.check(actor, list);
    return { instance, product, list };
  }

  /** A line sent to many, added to the cart (422 when it is full); its id. */
  async addLine(tx: Tx, cartId: number, { instance, product, list }: NewMailingLine): Promise<number> {
    await this.d.cart.assertRoom(tx, cartId);
    const posts = postedCount(list);
    const r = await tx.insert(CartItemEntity, {
      ...lineOf(instance, product),
      cart_id: cartId,
      card_instance_id: instance.id,
      product_id: product.id,
      mailing: true,
      quantity: posts,
      unit_price: unitPriceAt(product, posts),
    });
    return (r.identifiers[0] as { id: number }).id;
  }

  /** A line's new list, checked, and its product as it is now: what `relist` then writes. */
  async newList(actor: Actor, itemId: number, recipients: RecipientChoice[]): Promise<NewList> {
    const cart = await loadCart(this.d.ds, actor, false);
    const item = (await loadItems(this.d.ds, cart.id)).find((i) => i.id === itemId);
    if (!item) throw cartItemNotFound();
    if (!item.mailing) throw notAMailing();
    const product = await this.d.catalog.product(item.product_id);
    const list = await lists.choose(this.d.ds.manager, actor, { recipients }, this.d.groupMembers);
    await this.check(actor, list);
    return { itemId, product, list };
  }

  /** 404 when the cart no longer has the line sent to many. */
  async assertLine(tx: Tx, cartId: number, itemId: number): Promise<void> {
    if (!(await tx.existsBy(CartItemEntity, { id: itemId, cart_id: cartId, mailing: true }))) throw cartItemNotFound();
  }

  /** The line's quantity and unit price follow its new list. */
  async relist(tx: Tx, { itemId, product, list }: NewList): Promise<void> {
    const still = await tx.findOneByOrFail(CartItemEntity, { id: itemId });
    const posts = postedCount(list);
    await tx.update(
      CartItemEntity,
      { id: itemId },
      { quantity: posts, unit_price: product ? unitPriceAt(product, posts) : still.unit_price },
    );
  }

  /** What a list's days come to with the cart's delivery, before it is added (the send page): nothing is saved. */
  async listDates(actor: Actor, recipients: RecipientChoice[]): Promise<ListDatesReply> {
    const list = await lists.choose(this.d.ds.manager, actor, { recipients }, this.d.groupMembers);
    const cart = await loadCart(this.d.ds, actor, false);
    if (!this.d.days) return { dates: [] };
    return { dates: listDatesOf(this.d.days.arriveBy, this.d.days.clock(), list, cart) };
  }

  /**
   * Names and greetings moderated; each person's own day reachable. E-cards beyond what the
   * account may send now are not refused: they wait for their turn (`ecards_note` says so).
   */
  private async check(actor: Actor, list: RecipientSnapshot[]): Promise<void> {
    await this.d.checks.moderate(list);
    const cart = await loadCart(this.d.ds, actor, false);
    if (this.d.days) assertListDays(this.d.days.arriveBy, this.d.days.clock(), list, cart);
  }
}

const postedCount = (list: RecipientSnapshot[]) => list.filter((r) => r.channel === 'post').length;
