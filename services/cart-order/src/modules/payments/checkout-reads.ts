import type { Actor } from '@cards/contracts';
import type { Logger, RequestBus } from '@cards/kit';
import type { DataSource } from 'typeorm';
import { type CartLine, printChecks } from '../cart/index.js';
import { cardInstanceForCart } from '../../clients/card-instance.client.js';
import type { CatalogView, ProductView } from '../catalog-view/index.js';
import type { MailingChecks } from '../mailing/index.js';

type PrintChecks = CartLine['card_instance']['print_checks'];

/** What paying reads before its transaction. */
export interface CheckoutReadDeps {
  ds: DataSource;
  catalog: CatalogView;
  log: Logger;
  /** Asks generation for the cards' photos again, so the order records their print checks as they are when paying. */
  rpc?: RequestBus;
  /** Asks generation whether the cart's e-cards may still be sent, before any money moves. */
  mailing?: MailingChecks;
}

/**
 * What starting a payment reads before its transaction, side by side, since each may ask
 * another service over the bus: the lines' products as the catalogue has them now, their
 * photos' print checks as they are now. E-cards beyond the account's allowance are not refused:
 * they wait for their turn after paying (docs/address-book.md).
 */
export async function readBeforePaying(
  d: CheckoutReadDeps,
  actor: Actor,
  items: CartLine[],
): Promise<{ products: Map<number, ProductView | null>; checks: Map<number, PrintChecks> }> {
  const productsRead = productsOf(d.catalog, items);
  const [products, checks] = await Promise.all([productsRead, currentChecks(d, actor, items, productsRead)]);
  return { products, checks };
}

async function productsOf(catalog: CatalogView, items: CartLine[]): Promise<Map<number, ProductView | null>> {
  const ids = [...new Set(items.map((i) => i.product_id))];
  return new Map(await Promise.all(ids.map(async (id) => [id, await catalog.product(id)] as const)));
}

/** Each line's card asked over the bus while the products are read; a line whose card cannot be asked keeps what the cart has. */
async function currentChecks(
  d: CheckoutReadDeps,
  actor: Actor,
  items: CartLine[],
  productsRead: Promise<Map<number, ProductView | null>>,
): Promise<Map<number, PrintChecks>> {
  const rpc = d.rpc;
  if (!rpc) return new Map();
  const asked = async (i: CartLine) => {
    try {
      return await cardInstanceForCart(rpc, i.card_instance_id, actor);
    } catch (err) {
      d.log.warn({ err, item: i.id }, "could not check the photos of a cart line again; the cart's check stands");
      return null;
    }
  };
  const [instances, products] = await Promise.all([Promise.all(items.map(asked)), productsRead]);
  const out = new Map<number, PrintChecks>();
  items.forEach((i, n) => {
    const instance = instances[n];
    const product = products.get(i.product_id);
    if (instance && product) out.set(i.id, printChecks(instance, product));
  });
  return out;
}
