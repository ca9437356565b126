import type { CatalogEntityName } from '@cards/contracts';
import { isNotOlder, type CatalogRow, type CatalogRowOf } from './catalog-rows.js';
import type { CatalogRowChange, CatalogStore } from './catalog-store.port.js';

type Row = { id: number; updated_at: string; active?: boolean; position?: number };

/** One entity's rows in memory; deactivated and deleted rows are kept apart as retired. */
export class CatalogRows<T extends Row> {
  readonly byId = new Map<number, T>();
  /** Rows customers can no longer pick, kept so existing cards still name their occasion and style. */
  readonly retired = new Map<number, T>();

  put(row: T) {
    if (!isNotOlder(row, this.byId.get(row.id) ?? this.retired.get(row.id))) return;
    if (row.active === false) {
      this.byId.delete(row.id);
      this.retired.set(row.id, row);
      return;
    }
    this.retired.delete(row.id);
    this.byId.set(row.id, row);
  }

  retire(id: number) {
    const cur = this.byId.get(id);
    if (cur) this.retired.set(id, { ...cur, active: false });
    this.byId.delete(id);
  }

  get(id: number | null | undefined, opts: { includeRetired?: boolean } = {}): T | undefined {
    if (id == null) return undefined;
    return this.byId.get(id) ?? (opts.includeRetired ? this.retired.get(id) : undefined);
  }

  /** The rows customers can pick, in the catalogue's order. */
  active(): T[] {
    return [...this.byId.values()].sort((a, b) => (a.position ?? 0) - (b.position ?? 0) || a.id - b.id);
  }
}

/** The catalogue in this process's memory, read without waiting (each replica keeps its own). */
export class MemoryCatalogStore implements CatalogStore {
  readonly rows = {
    event: new CatalogRows<CatalogRowOf<'event'>>(),
    style: new CatalogRows<CatalogRowOf<'style'>>(),
    persona: new CatalogRows<CatalogRowOf<'persona'>>(),
    product: new CatalogRows<CatalogRowOf<'product'>>(),
    product_category: new CatalogRows<CatalogRowOf<'product_category'>>(),
    plan: new CatalogRows<CatalogRowOf<'plan'>>(),
    feature: new CatalogRows<CatalogRowOf<'feature'>>(),
    planfeature: new CatalogRows<CatalogRowOf<'planfeature'>>(),
  } satisfies Record<CatalogEntityName, unknown>;

  put({ entity, id, row }: CatalogRowChange): void {
    const rows = this.rows[entity] as unknown as CatalogRows<CatalogRow>;
    if (row) rows.put(row);
    else rows.retire(id);
  }

  get events() {
    return this.rows.event;
  }
  get styles() {
    return this.rows.style;
  }
  get personas() {
    return this.rows.persona;
  }
  get products() {
    return this.rows.product;
  }
  get plans() {
    return this.rows.plan;
  }

  /** A plan by its slug, retired ones included (a subscription outlives its plan's withdrawal). */
  planBySlug(slug: string): CatalogRowOf<'plan'> | undefined {
    return this.plans.active().find((p) => p.slug === slug) ?? [...this.plans.retired.values()].find((p) => p.slug === slug);
  }
}
