import type { Outbox } from '@cards/kit';
import type { Tx } from '../domain/db.js';
import { calendarDay } from '../domain/calendar-day.js';
import type { CalendarDate } from '../modules/delivery-dates/index.js';
import { OrderRecipients } from '../modules/mailing/index.js';
import { OrderReleaseSteps, type ReleasedOrder, type ReleasesOrders } from '../modules/orders/index.js';

/** The modules whose operations the flow runs, each writing its own tables. */
const orders = new OrderReleaseSteps();
const recipients = new OrderRecipients();

/**
 * Releases an order's cards to print, in the caller's transaction (the order's row locked by it):
 * the orders module moves a held order to `paid` and says so, the mailing module lets the
 * recipients due go, and the orders module queues `cart_order.order.released.v1` with them. On a
 * list whose people have days of their own only the cards due by its print day (or today,
 * released early) go; each later day goes on its own. The orders module reaches it through its
 * port `ReleasesOrders`, filled in `app.ts`.
 */
export class ReleaseOrder implements ReleasesOrders {
  constructor(private readonly outbox: Outbox) {}

  async held(tx: Tx, row: ReleasedOrder, today: CalendarDate): Promise<void> {
    await orders.markReleased(tx, this.outbox, row);
    const planned = calendarDay(row.planned_dispatch_date) ?? today;
    const due = await recipients.release(tx, row.id, planned > today ? planned : today);
    await orders.announce(tx, this.outbox, row, { day: today, due, first: true });
  }

  async day(tx: Tx, row: ReleasedOrder, day: CalendarDate): Promise<number> {
    const due = await recipients.release(tx, row.id, day);
    if (!due.released.size) return 0;
    await orders.announce(tx, this.outbox, row, { day, due, first: false });
    return due.released.size;
  }
}
