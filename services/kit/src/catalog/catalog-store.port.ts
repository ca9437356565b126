import type { CatalogEntityName } from '@cards/contracts';
import type { EntityManager } from 'typeorm';
import type { CatalogRow } from './catalog-rows.js';

/** One row of the catalogue as it now is: `row` is null when it was deleted. */
export interface CatalogRowChange {
  entity: CatalogEntityName;
  id: number;
  row: CatalogRow | null;
}

/**
 * Where a service keeps its copy of the catalogue: in memory on every replica, or in the
 * service's database (shared by its replicas, and kept across restarts).
 */
export interface CatalogStore {
  /**
   * Keeps the row unless the copy held is newer (compared on `updated_at`). `tx` is the
   * transaction the change event is recorded in when the store is in the database.
   */
  put(change: CatalogRowChange, tx?: EntityManager): Promise<void> | void;
}
