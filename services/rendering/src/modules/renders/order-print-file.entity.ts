import { Check, Column, Entity, ForeignKey, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { OrderPrintEntity } from './order-print.entity.js';

export type PrintFileStatus = 'pending' | 'ready' | 'failed';

/** One order line's print file; it goes with its order. */
@Entity({ name: 'order_print_files' })
@Check('order_print_files_status_check', "status IN ('pending', 'ready', 'failed')")
export class OrderPrintFileEntity {
  @PrimaryColumn({ type: 'int' })
  @ForeignKey(() => OrderPrintEntity, { name: 'order_print_files_order_id_fkey', onDelete: 'CASCADE', onUpdate: 'NO ACTION' })
  order_id!: number;

  @PrimaryColumn({ type: 'int' })
  line_id!: number;

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

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at!: Date;
}
