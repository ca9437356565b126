import type { StyleFamily } from '@cards/contracts';
import { Column, Entity, Index } from 'typeorm';
import { NamedShopRow } from '../../crud/catalog-columns.js';

/** An artwork style. Soft-deleted rows keep history for cards made in them. */
@Entity({ name: 'styles' })
@Index('styles_slug_live', ['slug'], { unique: true, where: 'deleted_at IS NULL' })
// On lower(name): TypeORM cannot declare an index on an expression, so its migration is its only declaration.
@Index('styles_name_live', { synchronize: false })
export class StyleEntity extends NamedShopRow {
  @Column({ type: 'text', default: '' })
  prompt_hint!: string;

  /** How its artwork is painted and its words set; rows made before it was a field were given the family their name read as. */
  @Column({ type: 'text', default: 'watercolour' })
  family!: StyleFamily;

  @Column({ type: 'text', default: '' })
  preview_url!: string;

  @Column({ type: 'text', array: true, default: '{}' })
  palette!: string[];

  @Column({ type: 'boolean', default: false })
  premium!: boolean;
}
