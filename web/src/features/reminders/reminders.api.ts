import type { ReminderInput } from '@cards/contracts';
import { baseApi } from '../../api/base-api';
import { endpoint } from '../../api/route-request';
import { cartOrder } from '../../api/route-table.gen';

export type ReminderForm = Partial<ReminderInput> & Pick<ReminderInput, 'name' | 'occasion' | 'date'>;

/** The signed-in customer's people and dates (`/reminders`), and the one-click unsubscribe. */
export const remindersApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    listReminders: b.query({ ...endpoint(cartOrder.listReminders, { query: { per_page: 200 } }), providesTags: ['Reminder'] }),
    createReminder: b.mutation({
      ...endpoint(cartOrder.createReminder, (reminder: ReminderForm) => ({ body: { reminder } })),
      invalidatesTags: ['Reminder'],
    }),
    updateReminder: b.mutation({
      ...endpoint(cartOrder.updateReminder, ({ id, reminder }: { id: number; reminder: Partial<ReminderForm> }) => ({
        params: { id },
        body: { reminder },
      })),
      invalidatesTags: ['Reminder'],
    }),
    deleteReminder: b.mutation({
      ...endpoint(cartOrder.deleteReminder, (id: number) => ({ params: { id } })),
      invalidatesTags: ['Reminder'],
    }),
    /** "Send me a test": the reminder's mail, now, to the signed-in customer only (a few an hour). */
    testReminderMail: b.mutation({ ...endpoint(cartOrder.testReminderMail, (id: number) => ({ params: { id } })) }),
    unsubscribeReminders: b.mutation({
      ...endpoint(cartOrder.unsubscribeReminders, (token: string) => ({ body: { token } })),
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
