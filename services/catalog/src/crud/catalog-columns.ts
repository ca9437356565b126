import { TimestampedRow } from '@cards/kit';
import { Column } from 'typeorm';

/*
 * The columns catalogue tables share, declared once: every one has kit's `TimestampedRow` (id,
 * created_at, updated_at). Entities extend these classes; a class entity is also the row's type,
 * so a column is written here, in its entity, and nowhere else but the migration generated from
 * it (docs/architecture.md, "One declaration per column").
 */

/**
 * A row the shop lists: switched on and off (`active`), ordered (`position`), and hidden
 * rather than deleted (`deleted_at`), so history that points at it keeps it.
 */
export abstract class ShopRow extends TimestampedRow {
  @Column({ type: 'boolean', default: true })
  active!: boolean;

  @Column({ type: 'int', default: 0 })
  position!: number;

  // A plain column, not TypeORM's DeleteDateColumn: that would hide deleted rows from every query,
  // and the catalogue must still see them (a deleted plan still grants its features; a deleted
  // seed row still holds its key).
  @Column({ type: 'timestamptz', nullable: true })
  deleted_at!: Date | null;
}

/** A listed row known by its name and by a URL slug (`/events/birthday`), with a description. */
export abstract class NamedShopRow extends ShopRow {
  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  slug!: string;

  @Column({ type: 'text', default: '' })
  description!: string;
}
