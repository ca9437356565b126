import type { CatalogRowChange, CatalogStore } from '@cards/kit';
import type { DataSource, EntityManager } from 'typeorm';
import { CART_ORDER_SCHEMA } from '../../db/schema.js';
import { CatalogRowEntity, type CatalogRowRecord } from './catalog-row.entity.js';

/**
 * cart-order's copy of the catalogue in its own table: shared by its replicas (a price read
 * when payment starts is the one read when it completes, whichever replica answers) and kept
 * across restarts, so a catalog that is down does not stop checkout.
 */
export class CatalogRowsTable implements CatalogStore {
  constructor(private readonly ds: DataSource) {}

  async get(entity: string, id: number): Promise<CatalogRowRecord | null> {
    return this.ds.getRepository(CatalogRowEntity).findOneBy({ entity, id });
  }

  /**
   * One statement, so two writers of one row cannot interleave: an upsert whose update only
   * happens when the row coming is not older than the one held. TypeORM's upsert has no
   * condition on its update, hence SQL.
   */
  async put({ entity, id, row }: CatalogRowChange, tx?: EntityManager): Promise<void> {
    const m = tx ?? this.ds.manager;
    if (!row) {
      await m.query(
        `INSERT INTO ${CART_ORDER_SCHEMA}.catalog_rows (entity, id, row, deleted) VALUES ($1, $2, NULL, true)
         ON CONFLICT (entity, id) DO UPDATE SET deleted = true, refreshed_at = now()`,
        [entity, id],
      );
      return;
    }
    await m.query(
      `INSERT INTO ${CART_ORDER_SCHEMA}.catalog_rows (entity, id, row, deleted) VALUES ($1, $2, $3, false)
       ON CONFLICT (entity, id) DO UPDATE SET row = excluded.row, deleted = false, refreshed_at = now()
       WHERE catalog_rows.row IS NULL OR catalog_rows.row->>'updated_at' IS NULL
          OR (excluded.row->>'updated_at')::timestamptz >= (catalog_rows.row->>'updated_at')::timestamptz`,
      [entity, id, JSON.stringify(row)],
    );
  }
}
