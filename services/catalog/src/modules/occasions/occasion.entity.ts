import { Column, Entity, Index } from 'typeorm';
import { NamedShopRow } from '../../crud/catalog-columns.js';

/** An occasion (the `events` table, the spec's name). Soft-deleted rows keep history for cards made for them. */
@Entity({ name: 'events' })
@Index('events_slug_live', ['slug'], { unique: true, where: 'deleted_at IS NULL' })
// On lower(name): TypeORM cannot declare an index on an expression, so its migration is its only declaration.
@Index('events_name_live', { synchronize: false })
export class OccasionEntity extends NamedShopRow {
  @Column({ type: 'text', default: '' })
  icon!: string;

  @Column({ type: 'text', nullable: true })
  season_start!: string | null;

  @Column({ type: 'text', nullable: true })
  season_end!: string | null;
}
