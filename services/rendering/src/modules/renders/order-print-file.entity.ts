import type { PostalAddress } from '@cards/contracts';
import { Check, Column, Entity, ForeignKey, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { OrderPrintEntity } from './order-print.entity.js';

export type PrintFileStatus = 'pending' | 'ready' | 'failed';

/**
 * One print file of an order: a line's own file, or, for a line sent to many, one printed
 * recipient's. It goes with its order.
 */
@Entity({ name: 'order_print_files' })
@Check('order_print_files_status_check', "status IN ('pending', 'ready', 'failed')")
export class OrderPrintFileEntity {
  @PrimaryColumn({ type: 'int' })
  @ForeignKey(() => OrderPrintEntity, { name: 'order_print_files_order_id_fkey', onDelete: 'CASCADE', onUpdate: 'NO ACTION' })
  order_id!: number;

  @PrimaryColumn({ type: 'int' })
  line_id!: number;

  /**
   * The printed recipient this file is for, or 0 for a line's own file: a primary key column
   * cannot be null, and cart-order's recipient ids start at 1.
   */
  @PrimaryColumn({ type: 'int', default: 0 })
  recipient_id!: number;

  /**
   * The customer's report this file reprints, or 0 for the order's own files: a reprint is a
   * second file for the same person, one per report however often its answer arrives.
   */
  @PrimaryColumn({ type: 'int', default: 0 })
  reprint_of!: number;

  /** A reprint's envelope address when the admin corrected it; null: the person's own. */
  @Column({ type: 'jsonb', nullable: true })
  address!: PostalAddress | null;

  /** The recipient's name, for the stamp and the admin's list. */
  @Column({ type: 'text', nullable: true })
  recipient_name!: string | null;

  /** The recipient's greeting line ("Dear Aunt Jean"), set in place of the written one. */
  @Column({ type: 'text', nullable: true })
  salutation!: string | null;

  /** Which of the line's printed recipients this is (1-based), for the stamp's "3 of 40". */
  @Column({ type: 'int', nullable: true })
  recipient_position!: number | null;

  @Column({ type: 'int' })
  position!: number;

  @Column({ type: 'int' })
  card_instance_id!: number;

  @Column({ type: 'int', nullable: true })
  product_id!: number | null;

  @Column({ type: 'text', nullable: true })
  size!: string | null;

  @Column({ type: 'int', default: 1 })
  quantity!: number;

  @Column({ type: 'text', default: 'pending' })
  status!: PrintFileStatus;

  @Column({ type: 'text', nullable: true })
  asset_key!: string | null;

  @Column({ type: 'text', nullable: true })
  error!: string | null;

  /** A reprint's print day (UK): the print run of that day takes it up. Null for the order's own files. */
  @Column({ type: 'date', nullable: true })
  print_day!: string | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at!: Date;
}
