import type { ReminderInput } from '@cards/contracts';
import { baseApi } from '../../api/base-api';
import type { Reminder } from '../../api/types';

export type ReminderForm = Partial<ReminderInput> & Pick<ReminderInput, 'name' | 'occasion' | 'date'>;

/** The signed-in customer's people and dates (`/reminders`), and the one-click unsubscribe. */
export const remindersApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    listReminders: b.query<Reminder[], void>({ query: () => '/reminders?per_page=200', providesTags: ['Reminder'] }),
    createReminder: b.mutation<Reminder, ReminderForm>({
      query: (reminder) => ({ url: '/reminders', method: 'POST', body: { reminder } }),
      invalidatesTags: ['Reminder'],
    }),
    updateReminder: b.mutation<Reminder, { id: number; reminder: Partial<ReminderForm> }>({
      query: ({ id, reminder }) => ({ url: `/reminders/${id}`, method: 'PUT', body: { reminder } }),
      invalidatesTags: ['Reminder'],
    }),
    deleteReminder: b.mutation<void, number>({
      query: (id) => ({ url: `/reminders/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Reminder'],
    }),
    /** "Send me a test": the reminder's mail, now, to the signed-in customer only (a few an hour). */
    testReminderMail: b.mutation<{ sent: true }, number>({
      query: (id) => ({ url: `/reminders/${id}/test_mail`, method: 'POST' }),
    }),
    unsubscribeReminders: b.mutation<{ unsubscribed: true; reminders: number }, string>({
      query: (token) => ({ url: '/reminders/unsubscribe', method: 'POST', body: { token } }),
      invalidatesTags: ['Reminder'],
    }),
  }),
});

export const {
  useListRemindersQuery,
  useCreateReminderMutation,
  useUpdateReminderMutation,
  useDeleteReminderMutation,
  useTestReminderMailMutation,
  useUnsubscribeRemindersMutation,
} = remindersApi;
