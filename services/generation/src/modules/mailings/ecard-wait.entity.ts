import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * An order's e-card waiting for its turn: the account's e-card allowance was used up when the
 * order was paid (or released), so it is sent in a later allowance window instead of failing.
 * The table is the schedule; the queue only wakes the sender at `due_at`. The row goes when its
 * e-card is sent (or refused for another reason), in the same transaction that says so.
 */
@Entity({ name: 'order_ecard_waits' })
@Index('order_ecard_waits_due', ['due_at'])
export class EcardWaitEntity {
  @PrimaryColumn({ type: 'int' })
  order_id!: number;

  @PrimaryColumn({ type: 'int' })
  recipient_id!: number;

  @Column({ type: 'int' })
  line_id!: number;

  @Column({ type: 'int' })
  user_id!: number;

  @Column({ type: 'int' })
  card_instance_id!: number;

  @Column({ type: 'text' })
  email!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  salutation!: string;

  /** When to try again: the end of the window whose allowance was used up. */
  @Column({ type: 'timestamptz' })
  due_at!: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;
}
