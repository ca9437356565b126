import { OCCASIONS } from '@cards/catalog/seed/occasions.seed';
import { PERSONAS } from '@cards/catalog/seed/personas.seed';
import { CATEGORIES, FEATURES, PLANS, PRODUCTS } from '@cards/catalog/seed/shop.seed';
import { previewPath, STYLES } from '@cards/catalog/seed/styles.seed';
import {
  CatalogCalls,
  catalogChangedEvent,
  catalogResources,
  FLAT_SIZE_MM,
  ListQuery,
  type CatalogEntityName,
  type CatalogSnapshot,
  type Occasion,
  type Feature,
  type Persona,
  type Plan,
  type PlanFeature,
  type Product,
  type ProductCategory,
  type Style,
} from '@cards/contracts';
import { makeEnvelope, notFound, parseInput, requireAdmin, type EventBus, type RequestBus } from '@cards/kit';
import { z } from 'zod';
import { ServedCalls } from './served-calls.js';

/** The rows of each catalogue entity, as the catalog service answers them. */
interface Rows {
  event: Occasion[];
  style: Style[];
  persona: Persona[];
  product: Product[];
  product_category: ProductCategory[];
  plan: Plan[];
  feature: Feature[];
  planfeature: PlanFeature[];
}
type Row = Rows[CatalogEntityName][number];

const AT = '2025-06-01T00:00:00.000Z';
const stamp = { created_at: AT, updated_at: AT };
const numbered = <T>(items: T[]) => items.map((x, i) => ({ id: i + 1, ...x, ...stamp }));

/** The starter catalogue (the seed's occasions, styles, voices, shelves, cards and plans) as rows with ids. */
function seededRows(): Rows {
  const categories = numbered(CATEGORIES);
  const features = numbered(FEATURES);
  const plans = numbered(PLANS.map(({ features: granted, ...p }) => ({ ...p, features: granted })));
  return {
    event: numbered(OCCASIONS.map((o) => ({ ...o, season_start: o.season_start ?? null, season_end: o.season_end ?? null }))),
    style: numbered(STYLES.map((s) => ({ ...s, preview_url: previewPath(s.slug) }))),
    persona: numbered(PERSONAS),
    product_category: categories,
    product: numbered(
      PRODUCTS.map(({ category, ...p }) => ({
        ...p,
        currency: 'GBP' as const,
        price_includes_vat: true as const,
        product_category_id: categories.find((c) => c.slug === category)!.id,
        flat_width_mm: FLAT_SIZE_MM[p.size].width,
        flat_height_mm: FLAT_SIZE_MM[p.size].height,
      })),
    ),
    plan: plans,
    feature: features,
    planfeature: numbered(
      plans.flatMap((p) =>
        Object.entries(p.features).map(([key, value]) => ({
          plan_id: p.id,
          feature_id: features.find((f) => f.key === key)!.id,
          feature_key: key,
          plan_slug: p.slug,
          value,
        })),
      ),
    ),
  } as Rows;
}

/** Whether customers see a row: an inactive one is an admin's alone (features and planfeatures have no `active`). */
const live = (row: Row) => !('active' in row) || row.active;
const keyOf = (row: Row) => ('slug' in row ? row.slug : 'key' in row ? row.key : undefined);
/** The catalogue's list order: position, then name, then id. */
const byPosition = (a: Row, b: Row) =>
  ('position' in a && 'position' in b ? a.position - b.position : 0) ||
  String('name' in a ? a.name : '').localeCompare(String('name' in b ? b.name : '')) ||
  a.id - b.id;
/** A row's id (the BFF hands it on as a number) or its slug or key. */
const ByKey = z.object({ id: z.union([z.number().int(), z.string().min(1).max(80)]).transform(String) });

/**
 * The catalog service as the other services and the BFF see it, for a service's own test lane:
 * the starter catalogue (the seed's own data, with ids), served through catalog's declared
 * calls with their replies checked (`snapshot`, and each entity's `list`, `get` and `find`), and
 * changed by a test with `change()` or an admin's `update` call, either announced as catalog
 * does. Creating and deleting rows over REST are catalog's own business and not served.
 */
export class FakeCatalog extends ServedCalls {
  private readonly rows = seededRows();

  constructor(
    rpc: RequestBus,
    private readonly bus: EventBus,
  ) {
    super(rpc);
  }

  async start(): Promise<this> {
    await this.serve(CatalogCalls.snapshot, async () => {
      return this.snapshot();
    });
    for (const entity of Object.keys(this.rows) as CatalogEntityName[]) {
      const calls = CatalogCalls[entity];
      await this.serve(calls.list, async (call) => {
        const q = parseInput(ListQuery.loose(), call.query);
        const visible = this.all(entity).filter((r) => call.actor?.admin || live(r));
        const wanted = visible
          .filter((r) => Object.entries(q).every(([k, v]) => !(k in r) || String(r[k as keyof Row]) === String(v)))
          .sort(byPosition);
        const start = (q.page - 1) * q.per_page;
        return { items: wanted.slice(start, start + q.per_page), total: wanted.length } as never;
      });
      await this.serve(calls.get, async (call) => {
        const { id } = parseInput(ByKey, call.params);
        const row = this.all(entity).find((r) => String(r.id) === id || keyOf(r) === id);
        if (!row || (!call.actor?.admin && !live(row))) throw notFound(`${entity}_not_found`, `${entity.replace('_', ' ')} not found`);
        return row as never;
      });
      await this.serve(calls.find, async ({ id }) => {
        const row = this.all(entity).find((r) => r.id === id);
        if (!row || !live(row)) throw notFound(`${entity}_not_found`, `${entity.replace('_', ' ')} not found`);
        return row as never;
      });
      const update = catalogResources[entity].update;
      await this.serve(calls.update, async (call) => {
        requireAdmin(call);
        const { id } = parseInput(ByKey, call.params);
        const body = parseInput(update.body!, call.body) as Record<string, Partial<Row>>;
        await this.change(entity, Number(id), Object.values(body)[0]!);
        return this.all(entity).find((r) => r.id === Number(id)) as never;
      });
    }
    return this;
  }

  /** The live rows of an entity, as customers see them (ids, slugs and prices to use in a test). */
  list<E extends CatalogEntityName>(entity: E): Rows[E] {
    return this.all(entity).filter(live) as Rows[E];
  }

  /** The row of `entity` whose slug (or key, or sku) is `slug`. */
  bySlug<E extends CatalogEntityName>(entity: E, slug: string): Rows[E][number] {
    const row = this.all(entity).find((r) => keyOf(r) === slug || ('sku' in r && r.sku === slug));
    if (!row) throw new Error(`the catalogue fake has no ${entity} ${slug}`);
    return row as Rows[E][number];
  }

  /**
   * Changes a row as an admin's edit would, and announces it as catalog does: the whole row on
   * `catalog.<entity>.changed.v1` (made from the event's declaration), `deleted` without it.
   */
  async change<E extends CatalogEntityName>(entity: E, id: number, patch: Partial<Rows[E][number]> | 'deleted'): Promise<void> {
    const list = this.all(entity);
    const i = list.findIndex((r) => r.id === id);
    if (i < 0) throw new Error(`the catalogue fake has no ${entity} ${id}`);
    const updated_at = new Date(Math.max(Date.now(), Date.parse(list[i]!.updated_at) + 1)).toISOString();
    if (patch === 'deleted') list.splice(i, 1);
    else list[i] = { ...list[i]!, ...patch, updated_at } as Row;
    const row = patch === 'deleted' ? undefined : (list[i] as Record<string, unknown>);
    await this.bus.publish(
      makeEnvelope(catalogChangedEvent[entity], { entity, id, action: row ? 'updated' : 'deleted', row }, { source: 'catalog' }),
    );
  }

  /** Every row of `entity`, inactive ones included. */
  private all(entity: CatalogEntityName): Row[] {
    return this.rows[entity];
  }

  private snapshot(): CatalogSnapshot {
    const r = this.rows;
    return {
      taken_at: new Date().toISOString(),
      events: r.event.filter(live),
      styles: r.style.filter(live),
      personas: r.persona.filter(live),
      products: r.product.filter(live),
      product_categories: r.product_category.filter(live),
      plans: r.plan.filter(live),
      features: r.feature,
    };
  }
}
