import { anyCatalogChange, CatalogCalls, toPence, type CatalogChangedData } from '@cards/contracts';
import { consumeEvent, isAppError, requestCall, type EventBus, type EventSubscription, type Logger, type RequestBus } from '@cards/kit';
import type { DataSource } from 'typeorm';
import { one, rows, S, type Queryable } from '../../db/sql.js';

const ENTITIES = ['product', 'plan', 'feature', 'planfeature'] as const;
type Entity = (typeof ENTITIES)[number];

/** A product as the cart prices it: pence inside. */
export interface ProductView {
  id: number;
  name: string;
  price: number;
  size: string | null;
  active: boolean;
  /** The printed sheet, for the photo print checks (absent on rows the catalogue sent without it). */
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

type Row = Record<string, unknown>;

const toProduct = (r: Row): ProductView => ({
  id: Number(r.id), name: String(r.name ?? ''), price: toPence(Number(r.price ?? 0)),
  size: r.size == null ? null : String(r.size), active: r.active !== false,
  ...(Number(r.flat_width_mm) > 0 && Number(r.flat_height_mm) > 0
    ? { print: { flat_width_mm: Number(r.flat_width_mm), flat_height_mm: Number(r.flat_height_mm), bleed_mm: r.bleed_mm == null ? 3 : Number(r.bleed_mm) } } : {}),
});
const toPlan = (r: Row): PlanView => ({
  id: Number(r.id), name: String(r.name ?? ''), slug: String(r.slug ?? ''), price: toPence(Number(r.price ?? 0)),
  interval: (r.interval as PlanView['interval']) ?? null, provider_price_id: (r.provider_price_id as string | null) ?? null, active: r.active !== false,
});

/** Rows out of a snapshot reply, whichever of the usual shapes the catalog answers with. */
function pick(reply: Row, entity: Entity): Row[] {
  const keys = entity === 'planfeature' ? ['planfeatures', 'planfeature', 'plan_features'] : [`${entity}s`, entity];
  for (const k of keys) {
    const v = reply[k];
    if (Array.isArray(v)) return v as Row[];
    if (v && typeof v === 'object' && Array.isArray((v as { items?: unknown }).items)) return (v as { items: Row[] }).items;
  }
  return [];
}

/**
 * The catalogue as the cart needs it (products, plans, features and plan features), kept in
 * this service's own table: loaded from `CatalogCalls.snapshot` at start, then kept current
 * by `catalog.*.changed.v1`; a product it has not seen is asked for with its `get` call.
 * Prices are read from here when an item is added and again when payment starts.
 */
export class CatalogView {
  constructor(private readonly ds: DataSource, private readonly rpc: RequestBus, private readonly log: Logger) {}

  async start(bus: EventBus): Promise<EventSubscription> {
    // Subscribe first, then load: an edit racing the snapshot still lands (rows compare on updated_at).
    const sub = await consumeEvent(bus, {
      service: 'cart_order', handler: 'catalog_changed', event: anyCatalogChange,
      inbox: { ds: this.ds, schema: S },
      filter: (e) => ENTITIES.includes(e.data.entity as Entity),
      apply: (tx, e) => this.onChanged(tx, e.data),
    });
    await this.loadSnapshot();
    return sub;
  }

  /** Best effort: a catalog that is not up yet only means products are fetched one by one. */
  async loadSnapshot(): Promise<void> {
    try {
      const reply = await requestCall(this.rpc, CatalogCalls.snapshot, {}, { timeoutMs: 5000 });
      let n = 0;
      for (const entity of ENTITIES) {
        for (const r of pick(reply as unknown as Row, entity)) { await this.upsert(this.ds, entity, r); n++; }
      }
      this.log.info({ rows: n }, 'catalogue read model loaded');
    } catch (err) {
      this.log.warn({ err }, 'catalog snapshot unavailable; products will be fetched on demand');
    }
  }

  private async onChanged(q: Queryable, d: CatalogChangedData): Promise<void> {
    if (d.action === 'deleted' || !d.row) {
      await q.query(
        `INSERT INTO ${S}.catalog_rows (entity, id, row, deleted) VALUES ($1, $2, NULL, true)
         ON CONFLICT (entity, id) DO UPDATE SET deleted = true, refreshed_at = now()`, [d.entity, d.id]);
      return;
    }
    await this.upsert(q, d.entity as Entity, { ...d.row, id: d.id });
  }

  /** Newer rows win when both carry `updated_at`, so a late snapshot never undoes an edit. */
  private async upsert(q: Queryable, entity: Entity, r: Row) {
    await q.query(
      `INSERT INTO ${S}.catalog_rows (entity, id, row, deleted) VALUES ($1, $2, $3, false)
       ON CONFLICT (entity, id) DO UPDATE SET row = excluded.row, deleted = false, refreshed_at = now()
       WHERE catalog_rows.row IS NULL OR catalog_rows.row->>'updated_at' IS NULL OR excluded.row->>'updated_at' IS NULL
          OR excluded.row->>'updated_at' >= catalog_rows.row->>'updated_at'`,
      [entity, Number(r.id), JSON.stringify(r)],
    );
  }

  private async fetch(entity: 'product' | 'plan', id: number): Promise<Row | null> {
    const cached = await one<{ row: Row | null; deleted: boolean }>(this.ds, `SELECT row, deleted FROM ${S}.catalog_rows WHERE entity = $1 AND id = $2`, [entity, id]);
    if (cached) return cached.deleted ? null : cached.row;
    try {
      const r = await requestCall(this.rpc, CatalogCalls[entity].get, { actor: null, params: { id: String(id) } }, { timeoutMs: 5000 }) as Row;
      await this.upsert(this.ds, entity, r);
      return r;
    } catch (err) {
      if (isAppError(err) && err.status === 404) return null;
      throw err;
    }
  }

  /** The product as it is now, or null when it does not exist. */
  async product(id: number): Promise<ProductView | null> {
    const r = await this.fetch('product', id);
    return r ? toProduct(r) : null;
  }

  async plan(id: number): Promise<PlanView | null> {
    const r = await this.fetch('plan', id);
    return r ? toPlan(r) : null;
  }

  /**
   * Whether the account's live subscription is on a plan with the `free_delivery` feature:
   * read from the plan row's `features` map, or from a planfeature row when that changed later.
   */
  async hasFreeDelivery(q: Queryable, accountId: number | null): Promise<boolean> {
    if (accountId == null) return false;
    const r = await rows(q, `
      SELECT 1 FROM ${S}.subscriptions s
      LEFT JOIN ${S}.catalog_rows p ON p.entity = 'plan' AND p.id = s.plan_id AND NOT p.deleted
      WHERE s.account_id = $1 AND s.status IN ('active', 'past_due')
        AND (s.current_period_end IS NULL OR s.current_period_end > now())
        AND (lower(p.row->'features'->>'free_delivery') IN ('true', '1', 'yes')
          OR EXISTS (SELECT 1 FROM ${S}.catalog_rows pf
                     LEFT JOIN ${S}.catalog_rows f ON f.entity = 'feature' AND f.id = (pf.row->>'feature_id')::int
                     WHERE pf.entity = 'planfeature' AND NOT pf.deleted AND (pf.row->>'plan_id')::int = s.plan_id
                       AND coalesce(pf.row->>'feature_key', f.row->>'key') = 'free_delivery'
                       AND lower(pf.row->>'value') IN ('true', '1', 'yes')))
      LIMIT 1`, [accountId]);
    return r.length > 0;
  }
}
