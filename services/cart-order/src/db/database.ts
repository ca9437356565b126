import type { ServiceDatabase } from '@cards/kit';
import { addressImportTables } from '../modules/address-import/index.js';
import { addressTables } from '../modules/addresses/index.js';
import { cartTables } from '../modules/cart/index.js';
import { catalogViewTables } from '../modules/catalog-view/index.js';
import { couponTables } from '../modules/coupons/index.js';
import { mailingTables } from '../modules/mailing/index.js';
import { orderTables } from '../modules/orders/index.js';
import { paymentTables } from '../modules/payments/index.js';
import { problemTables } from '../modules/problems/index.js';
import { providerTables } from '../modules/providers/index.js';
import { reminderTables } from '../modules/reminders/index.js';
import { subscriptionTables } from '../modules/subscriptions/index.js';
import { CART_ORDER_MIGRATIONS } from './migration-list.js';
import { CART_ORDER_SCHEMA } from './schema.js';

/**
 * The cart-order database: its schema, every table as an entity (each module lends its own),
 * and its migrations in order; applied migrations never change.
 */
export const database: ServiceDatabase = {
  schema: CART_ORDER_SCHEMA,
  entities: [
    ...addressTables,
    ...addressImportTables,
    ...cartTables,
    ...catalogViewTables,
    ...couponTables,
    ...mailingTables,
    ...orderTables,
    ...paymentTables,
    ...problemTables,
    ...providerTables,
    ...reminderTables,
    ...subscriptionTables,
  ],
  migrations: CART_ORDER_MIGRATIONS,
};
