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

  @Column({ type: 'text', default: '' })
  preview_url!: string;

  @Column({ type: 'text', array: true, default: '{}' })
  palette!: string[];

  @Column({ type: 'boolean', default: false })
  premium!: boolean;
}
