import { migrationsIn, type ServiceDatabase } from '@cards/kit';
import { occasionTables } from '../modules/occasions/index.js';
import { personaTables } from '../modules/personas/index.js';
import { planTables } from '../modules/plans/index.js';
import { productTables } from '../modules/products/index.js';
import { styleTables } from '../modules/styles/index.js';
import { SeedLogEntity } from '../seeding/seed-log.entity.js';
import { CATALOG_SCHEMA } from './schema.js';

/**
 * The catalog's database: its schema, every table as an entity class (each module lends its
 * own), and its migrations: every file of `migrations/`, in the order of their timestamps. A new
 * one is generated from the entities into that folder and needs nothing else; applied ones never change.
 */
export const database: ServiceDatabase = {
  schema: CATALOG_SCHEMA,
  entities: [...occasionTables, ...styleTables, ...personaTables, ...productTables, ...planTables, SeedLogEntity],
  migrations: await migrationsIn(new URL('./migrations/', import.meta.url)),
};
