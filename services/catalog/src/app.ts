import { defineService, type DefinedService, type Infra } from '@cards/kit';
import { CATALOG_ENTITIES } from './db/entities.js';
import { CATALOG_SCHEMA } from './db/schema.js';
import { CreateEvents1700000001000 } from './db/migrations/1700000001000-create-events.js';
import { CreateCatalogTables1700000002000 } from './db/migrations/1700000002000-create-catalog-tables.js';
import { registerEventHandlers } from './modules/events/event.handlers.js';
import { EventService } from './modules/events/event.service.js';
import { registerFeatureHandlers } from './modules/features/feature.handlers.js';
import { FeatureService } from './modules/features/feature.service.js';
import { registerPersonaHandlers } from './modules/personas/persona.handlers.js';
import { PersonaService } from './modules/personas/persona.service.js';
import { registerPlanFeatureHandlers } from './modules/planfeatures/planfeature.handlers.js';
import { PlanFeatureService } from './modules/planfeatures/planfeature.service.js';
import { registerPlanHandlers } from './modules/plans/plan.handlers.js';
import { PlanService } from './modules/plans/plan.service.js';
import { registerProductCategoryHandlers } from './modules/product-categories/product-category.handlers.js';
import { ProductCategoryService } from './modules/product-categories/product-category.service.js';
import { registerProductHandlers } from './modules/products/product.handlers.js';
import { ProductService } from './modules/products/product.service.js';
import { registerSnapshotHandler } from './modules/snapshot/snapshot.handlers.js';
import { registerStyleHandlers } from './modules/styles/style.handlers.js';
import { StyleService } from './modules/styles/style.service.js';
import { seedCatalog, seedStylePreviews } from './seed/seed.js';

export { CATALOG_SCHEMA };

/** The catalog service's composition root: the one place its adapters and modules are wired. */
export function createCatalogApp(infra: Infra): DefinedService<object> {
  return defineService(infra, {
    name: 'catalog',
    schema: CATALOG_SCHEMA,
    entities: CATALOG_ENTITIES,
    migrations: [CreateEvents1700000001000, CreateCatalogTables1700000002000],
    async wire({ ds, outbox, log }) {
      if (infra.config.SEED) {
        const n = await seedCatalog(ds);
        if (n) log.info({ rows: n }, 'catalogue seeded');
        const previews = await seedStylePreviews(infra.assets);
        if (previews) log.info({ previews }, 'style previews drawn');
      }
      const events = new EventService(ds, outbox);
      const styles = new StyleService(ds, outbox, infra.config.PUBLIC_API_URL);
      const personas = new PersonaService(ds, outbox);
      const categories = new ProductCategoryService(ds, outbox);
      const products = new ProductService(ds, outbox);
      const plans = new PlanService(ds, outbox);
      const features = new FeatureService(ds, outbox, plans);
      const planfeatures = new PlanFeatureService(ds, outbox, plans);
      await registerEventHandlers(infra.rpc, events);
      await registerStyleHandlers(infra.rpc, styles);
      await registerPersonaHandlers(infra.rpc, personas);
      await registerProductCategoryHandlers(infra.rpc, categories);
      await registerProductHandlers(infra.rpc, products);
      await registerPlanHandlers(infra.rpc, plans);
      await registerFeatureHandlers(infra.rpc, features);
      await registerPlanFeatureHandlers(infra.rpc, planfeatures);
      await registerSnapshotHandler(infra.rpc, { events, styles, personas, products, product_categories: categories, plans, features });
      return {};
    },
  });
}
