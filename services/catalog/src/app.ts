import { configSlice, defineService, type DefinedService, type Infra } from '@cards/kit';
import { database } from './db/database.js';
import { CATALOG_SCHEMA } from './db/schema.js';
import { OccasionService, serveOccasions } from './modules/occasions/index.js';
import { PersonaService, servePersonas } from './modules/personas/index.js';
import { createPlans, servePlans } from './modules/plans/index.js';
import { ProductCategoryService, ProductService, serveProducts } from './modules/products/index.js';
import { serveSnapshot } from './modules/snapshot/index.js';
import { StyleService, StylesConfig, serveStyles } from './modules/styles/index.js';
import { seedCatalog, seedStylePreviews } from './seed/seed.js';

export { CATALOG_SCHEMA };

/** The catalog service's composition root: the one place its adapters and modules are wired. */
export function createCatalogApp(infra: Infra): DefinedService<object> {
  return defineService(infra, {
    name: 'catalog',
    ...database,
    async wire({ ds, outbox, log }) {
      if (infra.config.SEED) {
        const n = await seedCatalog(ds);
        if (n) log.info({ rows: n }, 'catalogue seeded');
        const previews = await seedStylePreviews(infra.assets);
        if (previews) log.info({ previews }, 'style previews drawn');
      }
      const occasions = new OccasionService(ds, outbox);
      const styles = new StyleService(ds, outbox, configSlice(StylesConfig, infra.config));
      const personas = new PersonaService(ds, outbox);
      const categories = new ProductCategoryService(ds, outbox);
      const products = new ProductService(ds, outbox);
      const plans = createPlans(ds, outbox);
      await serveOccasions(infra.rpc, occasions);
      await serveStyles(infra.rpc, styles);
      await servePersonas(infra.rpc, personas);
      await serveProducts(infra.rpc, { products, categories });
      await servePlans(infra.rpc, plans);
      await serveSnapshot(infra.rpc, {
        events: occasions,
        styles,
        personas,
        products,
        product_categories: categories,
        plans: plans.plans,
        features: plans.features,
      });
      return {};
    },
  });
}
