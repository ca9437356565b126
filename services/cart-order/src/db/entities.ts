import { AddressEntity } from '../modules/addresses/address.entity.js';
import { ReminderEntity, ReminderMailEntity } from '../modules/reminders/reminder.entity.js';

/** Every table of the service as a TypeORM entity; the DataSource is opened with these. */
export const CART_ORDER_ENTITIES = [AddressEntity, ReminderEntity, ReminderMailEntity];
