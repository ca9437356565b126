import { openDatabase, type Logger } from '@cards/kit';
import { createTestDatabase } from '@cards/testing/database';
import type { DataSource } from 'typeorm';
import { database } from '../../src/db/database.js';
import { CART_ORDER_SCHEMA } from '../../src/db/schema.js';

/** A fresh database of the test's own with cart-order's schema migrated: for tests of its stores without the service. */
export async function openCartOrderDatabase(
  name: string,
  log: Logger,
): Promise<{ db: Awaited<ReturnType<typeof createTestDatabase>>; ds: DataSource }> {
  const db = await createTestDatabase(name);
  const ds = await openDatabase({
    url: db.url,
    schema: CART_ORDER_SCHEMA,
    entities: database.entities,
    migrations: database.migrations,
    log,
  });
  return { db, ds };
}
