import type { CatalogRow } from '@cards/kit';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One catalogue row as cart-order last saw it; `deleted` rows stay so a late snapshot cannot bring them back unseen. */
@Entity({ name: 'catalog_rows' })
export class CatalogRowEntity {
  @PrimaryColumn({ type: 'text' })
  entity!: string;

  @PrimaryColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'jsonb', nullable: true })
  row!: CatalogRow | null;

  @Column({ type: 'boolean', default: false })
  deleted!: boolean;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  refreshed_at!: Date;
}
