import type { CatalogRowChange, CatalogStore } from '@cards/kit';
import type { DataSource, EntityManager } from 'typeorm';
import { CatalogRowEntity } from './catalog-row.entity.js';

/**
 * cart-order's copy of the catalogue in its own table: shared by its replicas (a price read
 * when payment starts is the one read when it completes, whichever replica answers) and kept
 * across restarts, so a catalog that is down does not stop checkout.
 */
export class CatalogRowsTable implements CatalogStore {
  constructor(private readonly ds: DataSource) {}

  async get(entity: string, id: number): Promise<CatalogRowEntity | null> {
    return this.ds.getRepository(CatalogRowEntity).findOneBy({ entity, id });
  }

  /**
   * One statement, so two writers of one row cannot interleave: an upsert whose update only
   * happens when the row coming is not older than the one held (a deletion always lands; it
   * keeps the row it had).
   */
  async put({ entity, id, row }: CatalogRowChange, tx?: EntityManager): Promise<void> {
    const m = tx ?? this.ds.manager;
    // `refreshed_at` is left to its default, so EXCLUDED's is now().
    const upsert = m.createQueryBuilder().insert().into(CatalogRowEntity).values({ entity, id, row, deleted: !row }).updateEntity(false);
    if (!row) {
      await upsert.orUpdate(['deleted', 'refreshed_at'], ['entity', 'id']).execute();
      return;
    }
    await upsert
      .orUpdate(['row', 'deleted', 'refreshed_at'], ['entity', 'id'], {
        overwriteCondition: {
          where: `catalog_rows.row IS NULL OR catalog_rows.row->>'updated_at' IS NULL
            OR (EXCLUDED.row->>'updated_at')::timestamptz >= (catalog_rows.row->>'updated_at')::timestamptz`,
        },
      })
      .execute();
  }
}
