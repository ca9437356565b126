import { z } from 'zod';
import { DeliveryConfigKeys } from './modules/delivery-dates/index.js';
import { ProvidersConfigKeys } from './modules/providers/index.js';
import { RemindersConfigKeys } from './modules/reminders/index.js';

/** Cart-order's environment keys, each declared by the module that reads it, composed for the process. */
export const CartOrderConfigKeys = z.object({
  ...ProvidersConfigKeys.shape,
  ...DeliveryConfigKeys.shape,
  ...RemindersConfigKeys.shape,
});
