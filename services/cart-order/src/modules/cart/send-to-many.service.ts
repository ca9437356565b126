import type { Actor, Cart, ListDatesReply, RecipientChoice, SendToManyInput } from '@cards/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import type { CatalogView } from '../catalog-view/index.js';
import { CartRecipients, recipientLimitError, type GroupMembers, type MailingChecks, type RecipientSnapshot } from '../mailing/index.js';
import { MAILING_LIMITS } from '@cards/contracts';
import { unitPriceAt } from '../../domain/pricing.js';
import { cartItemNotFound, notAMailing } from '../../domain/cart.errors.js';
import { CartItemEntity } from './cart.entity.js';
import { lineOf, type CartService } from './cart.service.js';
import { loadCart, loadItems } from './cart.store.js';
import { assertListDays, listDatesOf } from './list-days.js';
import type { ArriveByRules, Clock } from '../delivery-dates/index.js';

const lists = new CartRecipients();

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
 * an envelope's postage each. Such a line never merges with another.
 */
export class SendToManyService {
  constructor(private readonly d: SendToManyDeps) {}

  async sendToMany(actor: Actor, input: SendToManyInput): Promise<Cart> {
    const { instance, product } = await this.d.cart.orderable(actor, input.card_instance.id, input.product_id);
    const list = await lists.choose(this.d.ds.manager, actor, input, this.d.groupMembers);
    await this.check(actor, instance.account_id, list, null);
    return this.d.cart.change(actor, async (m, cart) => {
      await this.assertOrderLimit(m, cart.id, list.length, null);
      await this.d.cart.assertRoom(m, cart.id);
      const posts = postedCount(list);
      const r = await m.insert(CartItemEntity, {
        ...lineOf(instance, product),
        cart_id: cart.id,
        card_instance_id: instance.id,
        product_id: product.id,
        mailing: true,
        quantity: posts,
        unit_price: unitPriceAt(product, posts),
      });
      const itemId = (r.identifiers[0] as { id: number }).id;
      await lists.replace(m, { cartId: cart.id, itemId }, list);
    });
  }

  /** The line's whole list replaced, in order; its quantity and unit price follow. */
  async setRecipients(actor: Actor, itemId: number, recipients: RecipientChoice[]): Promise<Cart> {
    const cart = await loadCart(this.d.ds, actor, false);
    const item = (await loadItems(this.d.ds, cart.id)).find((i) => i.id === itemId);
    if (!item) throw cartItemNotFound();
    if (!item.mailing) throw notAMailing();
    const product = await this.d.catalog.product(item.product_id);
    const list = await lists.choose(this.d.ds.manager, actor, { recipients }, this.d.groupMembers);
    const instance = await this.d.cart.orderable(actor, item.card_instance_id, item.product_id).catch(() => null);
    await this.check(actor, instance?.instance.account_id ?? actor.account_id, list, itemId);
    return this.d.cart.change(actor, async (m, locked) => {
      const still = await m.findOneBy(CartItemEntity, { id: itemId, cart_id: locked.id, mailing: true });
      if (!still) throw cartItemNotFound();
      await this.assertOrderLimit(m, locked.id, list.length, itemId);
      const posts = postedCount(list);
      await m.update(
        CartItemEntity,
        { id: itemId },
        { quantity: posts, unit_price: product ? unitPriceAt(product, posts) : still.unit_price },
      );
      await lists.replace(m, { cartId: locked.id, itemId }, list);
    });
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
  private async check(actor: Actor, _accountId: number | null, list: RecipientSnapshot[], _replacing: number | null): Promise<void> {
    await this.d.checks.moderate(list);
    const cart = await loadCart(this.d.ds, actor, false);
    if (this.d.days) assertListDays(this.d.days.arriveBy, this.d.days.clock(), list, cart);
  }

  /** One order sends at most MAILING_LIMITS.maxRecipients cards to lists, all its lines together. */
  private async assertOrderLimit(m: EntityManager, cartId: number, adding: number, replacing: number | null): Promise<void> {
    const total = (await lists.count(m, cartId, replacing ?? undefined)) + adding;
    if (total > MAILING_LIMITS.maxRecipients) throw recipientLimitError(total, 'This order');
  }
}

const postedCount = (list: RecipientSnapshot[]) => list.filter((r) => r.channel === 'post').length;
