import type { EventBus, Logger, RequestBus } from '@cards/kit';
import type { DataSource } from 'typeorm';
import type { Clock } from '../../delivery-dates/index.js';

/** What the order mails are sent with: the bus they come from, the orders, identity's mailer, the clock. */
export interface OrderMailDeps {
  bus: EventBus;
  ds: DataSource;
  rpc: RequestBus;
  log: Logger;
  clock: Clock;
}
