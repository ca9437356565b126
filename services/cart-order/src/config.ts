import { z } from 'zod';
import { DeliveryConfigKeys } from './modules/delivery-dates/delivery.config.js';
import { ProvidersConfigKeys } from './modules/providers/providers.config.js';
import { RemindersConfigKeys } from './modules/reminders/reminders.config.js';

/**
 * Cart-order's environment keys, each declared by the module that reads it, composed for the
 * process. Read from the modules' config files, not their front doors, so a process that only
 * needs the keys (the web server: Stripe's publishable key, the print cut-off) loads no service
 * code (`@cards/cart-order/config`).
 */
export const CartOrderConfigKeys = z.object({
  ...ProvidersConfigKeys.shape,
  ...DeliveryConfigKeys.shape,
  ...RemindersConfigKeys.shape,
});
