import type { ServiceDatabase } from '@cards/kit';
import { occasionTables } from '../modules/occasions/index.js';
import { personaTables } from '../modules/personas/index.js';
import { planTables } from '../modules/plans/index.js';
import { productTables } from '../modules/products/index.js';
import { styleTables } from '../modules/styles/index.js';
import { SeedLogEntity } from '../seeding/seed-log.entity.js';
import { CreateEvents1700000001000 } from './migrations/1700000001000-create-events.js';
import { CreateCatalogTables1700000002000 } from './migrations/1700000002000-create-catalog-tables.js';
import { ProductVolumePrices1795818582938 } from './migrations/1795818582938-product-volume-prices.js';
import { StyleFamily1796212800000 } from './migrations/1796212800000-style-family.js';
import { FreeDesignsThirty1796227200000 } from './migrations/1796227200000-free-designs-thirty.js';
import { CATALOG_SCHEMA } from './schema.js';

/**
 * The catalog's database: its schema, every table as an entity class (each module lends its
 * own), and its migrations in order. New migrations are generated from the entities
 * (`make migration S=catalog NAME=<what-changes>`) and added at the end; applied ones never change.
 */
export const database: ServiceDatabase = {
  schema: CATALOG_SCHEMA,
  entities: [...occasionTables, ...styleTables, ...personaTables, ...productTables, ...planTables, SeedLogEntity],
  migrations: [
    CreateEvents1700000001000,
    CreateCatalogTables1700000002000,
    ProductVolumePrices1795818582938,
    StyleFamily1796212800000,
    FreeDesignsThirty1796227200000,
  ],
};
