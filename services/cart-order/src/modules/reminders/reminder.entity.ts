import type { PostageClass, ReminderRepeat } from '@cards/contracts';
import { EntitySchema } from 'typeorm';

/** A person and a date the customer wants reminding of; soft-deleted. */
export interface ReminderRecord {
  id: number;
  user_id: number;
  account_id: number | null;
  name: string;
  relationship: string | null;
  occasion: string;
  event_slug: string | null;
  /** `date`: the driver hands it back as `YYYY-MM-DD`. */
  day: Date | string;
  repeat: ReminderRepeat;
  address_id: number | null;
  postage_class: PostageClass;
  lead_days: number[];
  mail: boolean;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
}

export const ReminderEntity = new EntitySchema<ReminderRecord>({
  name: 'Reminder',
  tableName: 'reminders',
  columns: {
    id: { type: 'int', primary: true, generated: 'increment' },
    user_id: { type: 'int' },
    account_id: { type: 'int', nullable: true },
    name: { type: 'text' },
    relationship: { type: 'text', nullable: true },
    occasion: { type: 'text' },
    event_slug: { type: 'text', nullable: true },
    day: { type: 'date' },
    repeat: { type: 'text' },
    address_id: { type: 'int', nullable: true },
    postage_class: { type: 'text', default: 'second' },
    lead_days: { type: 'int', array: true },
    mail: { type: 'boolean', default: true },
    created_at: { type: 'timestamptz', createDate: true },
    updated_at: { type: 'timestamptz', updateDate: true },
    deleted_at: { type: 'timestamptz', nullable: true },
  },
});

/**
 * One mail of one reminder (its occasion's year and lead time). `claimed_at` marks a send in
 * progress, outside any transaction; `sent_at` marks it done, after which it never goes again.
 */
export interface ReminderMailRecord {
  reminder_id: number;
  occasion_year: number;
  lead_days: number;
  occasion_date: string;
  message_id: string | null;
  claimed_at: Date | null;
  sent_at: Date | null;
}

export const ReminderMailEntity = new EntitySchema<ReminderMailRecord>({
  name: 'ReminderMail',
  tableName: 'reminder_mails',
  columns: {
    reminder_id: { type: 'int', primary: true },
    occasion_year: { type: 'int', primary: true },
    lead_days: { type: 'int', primary: true },
    occasion_date: { type: 'date' },
    message_id: { type: 'text', nullable: true },
    claimed_at: { type: 'timestamptz', nullable: true },
    sent_at: { type: 'timestamptz', nullable: true },
  },
});
