import {
  CartOrderCalls,
  CreateReminderBody,
  ReminderIdParams,
  ReminderListQuery,
  UnsubscribeRemindersBody,
  UpdateReminderBody,
} from '@cards/contracts';
import { parseInput, requireActor, serveCall, type RequestBus } from '@cards/kit';
import type { ReminderService } from './reminder.service.js';

/** `/reminders` CRUD for the signed-in user and the public one-click unsubscribe. */
export async function registerReminderHandlers(rpc: RequestBus, reminders: ReminderService) {
  await serveCall(rpc, CartOrderCalls.listReminders, async (call) =>
    reminders.list(requireActor(call), parseInput(ReminderListQuery, call.query)),
  );
  await serveCall(rpc, CartOrderCalls.getReminder, async (call) =>
    reminders.get(requireActor(call), parseInput(ReminderIdParams, call.params).id),
  );
  await serveCall(rpc, CartOrderCalls.createReminder, async (call) =>
    reminders.create(requireActor(call), parseInput(CreateReminderBody, call.body).reminder),
  );
  await serveCall(rpc, CartOrderCalls.updateReminder, async (call) =>
    reminders.update(requireActor(call), parseInput(ReminderIdParams, call.params).id, parseInput(UpdateReminderBody, call.body).reminder),
  );
  await serveCall(rpc, CartOrderCalls.deleteReminder, async (call) => {
    await reminders.remove(requireActor(call), parseInput(ReminderIdParams, call.params).id);
    return null;
  });
  await serveCall(rpc, CartOrderCalls.testReminderMail, async (call) =>
    reminders.sendTest(requireActor(call), parseInput(ReminderIdParams, call.params).id),
  );
  await serveCall(rpc, CartOrderCalls.unsubscribeReminders, async (call) =>
    reminders.unsubscribe(parseInput(UnsubscribeRemindersBody, call.body).token),
  );
}
