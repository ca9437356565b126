import { cartOrderRoutes as routes } from '@cards/contracts';
import { serveRoute, type RequestBus } from '@cards/kit';
import type { ReminderService } from './reminder.service.js';

/** `/reminders` CRUD for the signed-in user and the public one-click unsubscribe. */
export async function serveReminders(rpc: RequestBus, reminders: ReminderService) {
  await serveRoute(rpc, routes.listReminders, async ({ actor, query }) => reminders.list(actor, query));
  await serveRoute(rpc, routes.getReminder, async ({ actor, params }) => reminders.get(actor, params.id));
  await serveRoute(rpc, routes.createReminder, async ({ actor, body }) => reminders.create(actor, body.reminder));
  await serveRoute(rpc, routes.updateReminder, async ({ actor, params, body }) => reminders.update(actor, params.id, body.reminder));
  await serveRoute(rpc, routes.deleteReminder, async ({ actor, params }) => {
    await reminders.remove(actor, params.id);
    return null;
  });
  await serveRoute(rpc, routes.testReminderMail, async ({ actor, params }) => reminders.sendTest(actor, params.id));
  await serveRoute(rpc, routes.unsubscribeReminders, async ({ body }) => reminders.unsubscribe(body.token));
}
