import { Column, CreateDateColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * The columns a user and an account share, declared once: an id, when the row was made and last
 * changed, and a soft delete, as the ids other services keep must stay meaningful.
 */
export abstract class SoftDeletedRow {
  @PrimaryGeneratedColumn('increment', { type: 'int' })
  id!: number;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at!: Date;

  // A plain column, not TypeORM's DeleteDateColumn: that would hide deleted rows from every
  // query, and deleted users and accounts must still be found (a token's user, an admin's list).
  @Column({ type: 'timestamptz', nullable: true })
  deleted_at!: Date | null;
}
