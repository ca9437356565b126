import { IdentityEvents } from '@cards/contracts';
import { consumeEvent, type EventBus, type EventSubscription } from '@cards/kit';
import type { DataSource } from 'typeorm';
import type { ReminderService } from '../reminder.service.js';

/** A deleted user's reminders are deleted with them: no mail goes for them again. */
export async function onUserDeletedForgetReminders(bus: EventBus, ds: DataSource, reminders: ReminderService): Promise<EventSubscription> {
  return consumeEvent(bus, {
    service: 'cart_order',
    handler: 'user_deleted_reminders',
    event: IdentityEvents.userDeleted,
    inbox: ds,
    apply: (tx, e) => reminders.forgetUser(e.data.user_id, tx),
  });
}
