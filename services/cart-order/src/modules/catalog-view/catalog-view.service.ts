import { toPence } from '@cards/contracts';
import {
  CatalogReadModel,
  catalogRowSchemas,
  type CatalogRowOf,
  type EventBus,
  type EventSubscription,
  type Logger,
  type RequestBus,
} from '@cards/kit';
import type { DataSource, EntityManager } from 'typeorm';
import { CatalogRowsTable } from './catalog-rows-table.js';

/** A product as the cart prices it: pence inside. */
export interface ProductView {
  id: number;
  name: string;
  price: number;
  /** Cheaper unit prices from a quantity on one line, in pence, by quantity (see `unitPriceAt`). */
  volume_prices: Array<{ min_quantity: number; unit_price: number }>;
  size: string | null;
  active: boolean;
  /** The printed sheet, for the photo print checks. */
  print?: { flat_width_mm: number; flat_height_mm: number; bleed_mm: number };
}

export interface PlanView {
  id: number;
  name: string;
  slug: string;
  price: number;
  interval: 'month' | 'year' | null;
  provider_price_id: string | null;
  active: boolean;
}

const toProduct = (r: CatalogRowOf<'product'>): ProductView => ({
  id: r.id,
  name: r.name,
  price: toPence(r.price),
  volume_prices: (r.volume_prices ?? []).map((t) => ({ min_quantity: t.min_quantity, unit_price: toPence(t.unit_price) })),
  size: r.size,
  active: r.active,
  ...(r.flat_width_mm > 0 && r.flat_height_mm > 0
    ? { print: { flat_width_mm: r.flat_width_mm, flat_height_mm: r.flat_height_mm, bleed_mm: r.bleed_mm } }
    : {}),
});
const toPlan = (r: CatalogRowOf<'plan'>): PlanView => ({
  id: r.id,
  name: r.name,
  slug: r.slug,
  price: toPence(r.price),
  interval: r.interval,
  provider_price_id: r.provider_price_id,
  active: r.active,
});

const TRUE = new Set(['true', '1', 'yes']);

/**
 * The plans an account holds live (active or past due, in its period): the subscriptions
 * module's to say, asked through this port so the read model imports no module.
 */
export type LivePlans = (db: DataSource | EntityManager, accountId: number) => Promise<number[]>;

/** What the catalogue view is built from. */
export interface CatalogViewDeps {
  ds: DataSource;
  rpc: RequestBus;
  bus: EventBus;
  log: Logger;
  livePlans: LivePlans;
}

/**
 * The catalogue as the cart needs it (products and plans with their features): the platform's
 * one catalogue read model, kept in this service's own table. Loaded from the snapshot at
 * start (best effort), kept current by `catalog.*.changed.v1` (applied once per service), and
 * a product or plan it has not seen is asked for with its `get` call. Prices are read from
 * here when an item is added and again when payment starts.
 */
export class CatalogView {
  private readonly table: CatalogRowsTable;
  private readonly model: CatalogReadModel<CatalogRowsTable>;

  private readonly livePlans: LivePlans;

  constructor({ ds, rpc, bus, log, livePlans }: CatalogViewDeps) {
    this.livePlans = livePlans;
    this.table = new CatalogRowsTable(ds);
    this.model = new CatalogReadModel({
      service: 'cart_order',
      entities: ['product', 'plan'],
      store: this.table,
      rpc,
      bus,
      log,
      inbox: ds,
    });
  }

  start(): Promise<EventSubscription> {
    return this.model.start();
  }

  /** The row held, else the one the catalog answers; null when it was deleted or never existed. */
  private async row<E extends 'product' | 'plan'>(entity: E, id: number): Promise<CatalogRowOf<E> | null> {
    const held = await this.table.get(entity, id);
    if (held?.deleted) return null;
    const parsed = held?.row ? catalogRowSchemas[entity].safeParse(held.row) : undefined;
    if (parsed?.success) return parsed.data as CatalogRowOf<E>;
    return this.model.fetch(entity, id);
  }

  /** The product as it is now, or null when it does not exist. */
  async product(id: number): Promise<ProductView | null> {
    const r = await this.row('product', id);
    return r ? toProduct(r) : null;
  }

  async plan(id: number): Promise<PlanView | null> {
    const r = await this.row('plan', id);
    return r ? toPlan(r) : null;
  }

  /**
   * Whether the account's live subscription is on a plan with the `free_delivery` feature, read
   * from the plan's `features` (the catalog announces a plan again when one of its features changes).
   */
  async hasFreeDelivery(db: DataSource | EntityManager, accountId: number | null): Promise<boolean> {
    if (accountId == null) return false;
    for (const planId of await this.livePlans(db, accountId)) {
      const held = await this.table.get('plan', planId);
      const plan = held && !held.deleted ? catalogRowSchemas.plan.safeParse(held.row).data : undefined;
      if (TRUE.has(plan?.features.free_delivery?.toLowerCase() ?? '')) return true;
    }
    return false;
  }
}
