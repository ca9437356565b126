import { IdentityEvents, type EventEnvelope } from '@cards/contracts';
import { applyOnce, type EventBus } from '@cards/kit';
import type { DataSource } from 'typeorm';
import { S } from '../../../db/sql.js';
import type { ReminderService } from '../reminder.service.js';

/** A deleted user's reminders are deleted with them: no mail goes for them again. */
export async function onUserDeletedForgetReminders(bus: EventBus, ds: DataSource, reminders: ReminderService) {
  return bus.subscribe({
    durable: 'cart_order__user_deleted_reminders',
    subject: IdentityEvents.userDeleted.subject,
    handler: async (e: EventEnvelope) => {
      const d = IdentityEvents.userDeleted.data.parse(e.data);
      await applyOnce(ds, S, 'user_deleted_reminders', e.id, (m) => reminders.forgetUser(d.user_id, m));
    },
  });
}
