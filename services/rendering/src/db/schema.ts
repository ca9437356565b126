/**
 * The service's PostgreSQL schema: the DataSource's default, so entities and repositories need
 * no prefix. Migrations keep the name they were written with, as they must never change.
 */
export const RENDERING_SCHEMA = 'rendering';
