/**
 * Occasion reminders: a user's dates, the mails that say when to order by, and the one-click
 * unsubscribe. The front door of the module; everything else in it is private.
 */
import { ReminderEntity, ReminderMailEntity } from './reminder.entity.js';

export { JOB_SEND_REMINDER, JOB_SWEEP_REMINDERS, ReminderMails, type SendReminderJob } from './reminder-mails.js';
export { ReminderService } from './reminder.service.js';
export { serveReminders } from './reminder.handlers.js';
export { onUserDeletedForgetReminders } from './subscribers/on-user-deleted.js';
export { UnsubscribeTokens } from './unsubscribe-token.js';

/** The module's tables, for the service's DataSource. */
export const reminderTables = [ReminderEntity, ReminderMailEntity];
export { leadDays, RemindersConfig } from './reminders.config.js';
