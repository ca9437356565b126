import { Column, CreateDateColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * The columns most tables of the services share, declared once: an id, and when the row was made
 * and last changed. An entity extends it; a class entity is also the row's type.
 */
export abstract class TimestampedRow {
  @PrimaryGeneratedColumn('increment', { type: 'int' })
  id!: number;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at!: Date;
}

/** A row hidden rather than deleted, as the ids other rows and other services keep must stay meaningful. */
export abstract class SoftDeletedRow extends TimestampedRow {
  // A plain column, not TypeORM's DeleteDateColumn: that would hide deleted rows from every
  // query, and deleted rows must still be found (a token's user, an admin's list, an order's coupon).
  @Column({ type: 'timestamptz', nullable: true })
  deleted_at!: Date | null;
}
