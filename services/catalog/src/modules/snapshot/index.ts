/** The snapshot of the whole catalogue other services build their read models from. The front door of the module (it is all of it). */
import {
  CatalogCalls,
  type CatalogSnapshot,
  type Occasion,
  type Feature,
  type Persona,
  type Plan,
  type Product,
  type ProductCategory,
  type Style,
} from '@cards/contracts';
import { serveCall, type RequestBus } from '@cards/kit';

interface Source<T> {
  all(): Promise<T[]>;
}

export interface SnapshotSources {
  events: Source<Occasion>;
  styles: Source<Style>;
  personas: Source<Persona>;
  products: Source<Product>;
  product_categories: Source<ProductCategory>;
  plans: Source<Plan>;
  features: Source<Feature>;
}

/**
 * `CatalogCalls.snapshot`: every row customers can see, for read models built at start. The
 * lists are read side by side, not in one transaction: consumers subscribe to the change
 * events before asking, and those carry whole rows, so an edit racing the snapshot still lands.
 */
export async function serveSnapshot(rpc: RequestBus, s: SnapshotSources) {
  await serveCall(rpc, CatalogCalls.snapshot, async (): Promise<CatalogSnapshot> => {
    const taken_at = new Date().toISOString();
    const [events, styles, personas, products, product_categories, plans, features] = await Promise.all([
      s.events.all(),
      s.styles.all(),
      s.personas.all(),
      s.products.all(),
      s.product_categories.all(),
      s.plans.all(),
      s.features.all(),
    ]);
    return { taken_at, events, styles, personas, products, product_categories, plans, features };
  });
}
