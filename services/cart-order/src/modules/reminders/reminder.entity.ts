import { SoftDeletedRow } from '@cards/kit';
import type { PostageClass, ReminderRepeat } from '@cards/contracts';
import { Check, Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';

/** A person and a date the customer wants reminding of; soft-deleted. */
@Entity({ name: 'reminders' })
@Check('reminders_repeat_check', "repeat IN ('yearly', 'once')")
@Index('reminders_user', ['user_id'], { where: 'deleted_at IS NULL' })
export class ReminderEntity extends SoftDeletedRow {
  @Column({ type: 'int' })
  user_id!: number;

  @Column({ type: 'int', nullable: true })
  account_id!: number | null;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text', nullable: true })
  relationship!: string | null;

  @Column({ type: 'text' })
  occasion!: string;

  @Column({ type: 'text', nullable: true })
  event_slug!: string | null;

  /** `date`: the driver hands it back as `YYYY-MM-DD`. */
  @Column({ type: 'date' })
  day!: Date | string;

  @Column({ type: 'text' })
  repeat!: ReminderRepeat;

  // The addresses table is the addresses module's: named, not imported.
  @Column({ type: 'int', nullable: true })
  @ForeignKey('addresses', { name: 'reminders_address_id_fkey', onDelete: 'SET NULL', onUpdate: 'NO ACTION' })
  address_id!: number | null;

  @Column({ type: 'text', default: 'second' })
  postage_class!: PostageClass;

  @Column({ type: 'int', array: true })
  lead_days!: number[];

  @Column({ type: 'boolean', default: true })
  mail!: boolean;
}

/**
 * One mail of one reminder (its occasion's year and lead time). `claimed_at` marks a send in
 * progress, outside any transaction; `sent_at` marks it done, after which it never goes again.
 */
@Entity({ name: 'reminder_mails' })
export class ReminderMailEntity {
  @PrimaryColumn({ type: 'int' })
  @ForeignKey(() => ReminderEntity, { name: 'reminder_mails_reminder_id_fkey', onDelete: 'CASCADE', onUpdate: 'NO ACTION' })
  reminder_id!: number;

  @PrimaryColumn({ type: 'int' })
  occasion_year!: number;

  @PrimaryColumn({ type: 'int' })
  lead_days!: number;

  @Column({ type: 'date' })
  occasion_date!: string;

  @Column({ type: 'text', nullable: true })
  message_id!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  claimed_at!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  sent_at!: Date | null;
}
