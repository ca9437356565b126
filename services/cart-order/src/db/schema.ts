/**
 * The service's PostgreSQL schema: the DataSource's default, so entities and repositories need
 * no prefix. The few statements written as SQL name their tables through it; migrations keep
 * the name they were written with, as they must never change.
 */
export const CART_ORDER_SCHEMA = 'cart_order';
