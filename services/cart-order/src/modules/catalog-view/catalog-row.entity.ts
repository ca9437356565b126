import type { CatalogRow } from '@cards/kit';
import { EntitySchema } from 'typeorm';

/** One catalogue row as cart-order last saw it; `deleted` rows stay so a late snapshot cannot bring them back unseen. */
export interface CatalogRowRecord {
  entity: string;
  id: number;
  row: CatalogRow | null;
  deleted: boolean;
  refreshed_at: Date;
}

export const CatalogRowEntity = new EntitySchema<CatalogRowRecord>({
  name: 'CatalogRow',
  tableName: 'catalog_rows',
  columns: {
    entity: { type: 'text', primary: true },
    id: { type: 'int', primary: true },
    row: { type: 'jsonb', nullable: true },
    deleted: { type: 'boolean', default: false },
    refreshed_at: { type: 'timestamptz', default: () => 'now()' },
  },
});
