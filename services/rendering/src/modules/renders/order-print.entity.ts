import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A paid order whose lines need print files; `ready_at` is set when the last is done (cleared while a later day of its list adds files). */
@Entity({ name: 'order_prints' })
export class OrderPrintEntity {
  @PrimaryColumn({ type: 'int' })
  order_id!: number;

  @Column({ type: 'text' })
  order_number!: string;

  @Column({ type: 'int', nullable: true })
  user_id!: number | null;

  @Column({ type: 'int', nullable: true })
  account_id!: number | null;

  @Column({ type: 'timestamptz', nullable: true })
  ready_at!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;
}
