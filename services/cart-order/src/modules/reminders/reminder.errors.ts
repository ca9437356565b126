import { badRequest, notFound, unprocessable } from '@cards/kit';

export const reminderNotFound = () => notFound('reminder_not_found', 'Reminder not found');
export const oneOffPassed = () =>
  unprocessable('reminder_date_passed', 'A one-off date must be today or later; choose "every year" for a date that comes round again', {
    'reminder.date': ['has passed'],
  });
export const tooManyReminders = (max: number) => unprocessable('reminders_full', `You can keep at most ${max} reminders`);
export const badUnsubscribeLink = () =>
  badRequest('invalid_unsubscribe_link', 'This unsubscribe link is not valid. Sign in and turn reminders off in My Account instead.');
