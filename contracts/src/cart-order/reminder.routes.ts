import { z } from 'zod';
import { forwardedRoute } from '../forwarded-route.js';
import { defineRoute } from '../api-route.js';
import {
  CreateReminderBody,
  Reminder,
  ReminderIdParams,
  ReminderListQuery,
  TestReminderMailReply,
  UnsubscribeRemindersBody,
  UnsubscribeRemindersReply,
  UpdateReminderBody,
} from './reminder.js';

/** Reminders of people and dates: REST routes of the cart-order service, each with the call the BFF forwards it to. */
export const reminderRoutes = {
  listReminders: forwardedRoute(
    'cart_order.reminder.list',
    defineRoute({
      method: 'get',
      path: '/reminders',
      summary: 'My reminders: people and dates, soonest first (admins: one customer’s with user_id)',
      tag: 'Reminders',
      auth: 'user',
      query: ReminderListQuery,
      response: z.array(Reminder),
    }),
  ),
  getReminder: forwardedRoute(
    'cart_order.reminder.get',
    defineRoute({
      method: 'get',
      path: '/reminders/:id',
      summary: 'One reminder',
      tag: 'Reminders',
      auth: 'user',
      params: ReminderIdParams,
      response: Reminder,
    }),
  ),
  createReminder: forwardedRoute(
    'cart_order.reminder.create',
    defineRoute({
      method: 'post',
      path: '/reminders',
      summary: 'Save a person and a date to be reminded of',
      tag: 'Reminders',
      auth: 'user',
      body: CreateReminderBody,
      response: Reminder,
      status: 201,
      errors: [404],
    }),
  ),
  updateReminder: forwardedRoute(
    'cart_order.reminder.update',
    defineRoute({
      method: 'put',
      path: '/reminders/:id',
      summary: 'Change a reminder',
      tag: 'Reminders',
      auth: 'user',
      params: ReminderIdParams,
      body: UpdateReminderBody,
      response: Reminder,
      errors: [404],
    }),
  ),
  deleteReminder: forwardedRoute(
    'cart_order.reminder.delete',
    defineRoute({
      method: 'delete',
      path: '/reminders/:id',
      summary: 'Forget a reminder',
      tag: 'Reminders',
      auth: 'user',
      params: ReminderIdParams,
      status: 204,
    }),
  ),
  testReminderMail: forwardedRoute(
    'cart_order.reminder.test_mail',
    defineRoute({
      method: 'post',
      path: '/reminders/:id/test_mail',
      summary: 'Send me a test: the reminder mail for its next occasion, now, to the signed-in owner only (5 an hour)',
      tag: 'Reminders',
      auth: 'user',
      params: ReminderIdParams,
      response: TestReminderMailReply,
      errors: [404, 429],
    }),
  ),
  unsubscribeReminders: forwardedRoute(
    'cart_order.reminder.unsubscribe',
    defineRoute({
      method: 'post',
      path: '/reminders/unsubscribe',
      summary: 'Stop reminder mails with the signed link from one of them (no sign-in)',
      tag: 'Reminders',
      auth: 'public',
      body: UnsubscribeRemindersBody,
      response: UnsubscribeRemindersReply,
      errors: [400],
    }),
  ),
} as const;
