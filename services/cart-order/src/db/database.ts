import type { ServiceDatabase } from '@cards/kit';
import { CART_ORDER_ENTITIES } from './entities.js';
import { CART_ORDER_MIGRATIONS } from './migration-list.js';
import { CART_ORDER_SCHEMA } from './schema.js';

/**
 * The cart-order database: its schema, every table as an entity, and its migrations in order.
 * New migrations are generated from the entities (`make migration S=cart-order NAME=<what-changes>`)
 * and added at the end of the list; applied ones never change.
 */
export const database: ServiceDatabase = {
  schema: CART_ORDER_SCHEMA,
  entities: CART_ORDER_ENTITIES,
  migrations: CART_ORDER_MIGRATIONS,
};
