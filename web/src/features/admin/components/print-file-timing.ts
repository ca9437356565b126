import type { Order, OrderPrintFile } from '@cards/contracts';
import { dayName } from '../../../components/format';

/** Where an order's print files stand, in one sentence an admin can read to a customer. */
export interface PrintFileTiming {
  /** Whether asking rendering for the files can find any: false before an order is released to print. */
  expectFiles: boolean;
  text: string;
}

const RELEASED = new Set<Order['status']>(['paid', 'in_production', 'dispatched', 'delivered']);

/**
 * When the print files of an order are (or will be) made. Rendering records them when the order
 * is paid, or, for an order held for a later arrival day, when it is released to print at
 * midnight (UK time) of its planned dispatch day; each line's file is then one render on the
 * `rendering-print` lane, usually within minutes.
 */
export function printFileTiming(
  order: Pick<Order, 'status' | 'planned_dispatch_date' | 'released_at' | 'paid_at'>,
  files: OrderPrintFile[],
): PrintFileTiming {
  if (order.status === 'held') {
    const day = order.planned_dispatch_date ? dayName(order.planned_dispatch_date) : 'its dispatch day';
    return {
      expectFiles: false,
      text: `Held for a later arrival: released to print on ${day}, when its print files are made (or now, with “Release to print now”).`,
    };
  }
  if (!files.length) {
    if (RELEASED.has(order.status))
      return { expectFiles: true, text: 'Released to print: the print files are being recorded and appear here within a minute.' };
    return {
      expectFiles: order.released_at != null || (order.paid_at != null && order.status !== 'cancelled'),
      text: `No print files: the order was ${order.status.replace(/_/g, ' ')} before it was released to print.`,
    };
  }
  const ready = files.filter((f) => f.status === 'ready').length;
  const failed = files.filter((f) => f.status === 'failed').length;
  if (failed)
    return { expectFiles: true, text: `${failed} of ${files.length} print files failed; ${ready} ready. See the error beside each line.` };
  if (ready < files.length)
    return {
      expectFiles: true,
      text: `${ready} of ${files.length} print files ready; the rest are rendering on the print lane (usually within 5 minutes).`,
    };
  return { expectFiles: true, text: files.length === 1 ? 'The print file is ready.' : `All ${files.length} print files are ready.` };
}
