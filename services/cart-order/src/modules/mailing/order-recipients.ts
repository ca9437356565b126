import type { OrderRecipient } from '@cards/contracts';
import type { Db, Tx } from '../../domain/db.js';
import type { PersonDates, RecipientSnapshot } from './recipient-snapshot.js';
import {
  daysStillToRelease,
  releaseDueRecipients,
  linkRecipientPrintFiles,
  orderRecipientsOf,
  setEnvelopeTracking,
  toOrderRecipient,
  writeOrderRecipients,
  type OrderProgress,
} from './recipient.store.js';

/**
 * The mailing module's operations on the recipients of order lines, for the orders module and
 * the flow that makes an order (`flows/place-order.ts`), each in the caller's transaction. The
 * order-recipients table is written by this module only.
 */
export class OrderRecipients {
  /** Keeps the recipients of one order line in the order given; their ids back, in that order. */
  keep(tx: Tx, line: { orderId: number; lineId: number }, list: RecipientSnapshot[], dates?: PersonDates[]): Promise<number[]> {
    return writeOrderRecipients(tx, line, list, dates);
  }

  /** Marks the cards whose own day is `upTo` or before as handed on (the order row locked by the caller). */
  release(tx: Tx, orderId: number, upTo: string): Promise<{ released: Set<number>; dated: Set<number> }> {
    return releaseDueRecipients(tx, orderId, upTo);
  }

  /** The days still to come of cards with days of their own, per order (one order's, or every order's). */
  daysToCome(db: Db, orderId?: number): Promise<Array<{ order_id: number; day: string }>> {
    return daysStillToRelease(db, orderId);
  }

  /** Each order line's recipients as the API shows them, in the order listed; their states follow from their order's progress. */
  async of(db: Db, lines: Array<{ id: number; order: OrderProgress }>): Promise<Map<number, OrderRecipient[]>> {
    const rows = await orderRecipientsOf(
      db,
      lines.map((l) => l.id),
    );
    return new Map(lines.map((l) => [l.id, (rows.get(l.id) ?? []).map((r) => toOrderRecipient(r, l.order))]));
  }

  /** The tracking numbers of an order's posted envelopes, one per recipient (the admin's); answers how many are new. */
  trackEnvelopes(tx: Tx, orderId: number, list: Array<{ recipient_id: number; tracking_number: string | null }>): Promise<number> {
    return setEnvelopeTracking(tx, orderId, list);
  }

  /** Links each printed recipient's print file (rendering's `orderPrintReady`, one file per recipient). */
  linkPrintFiles(tx: Tx, orderId: number, files: Array<{ recipient_id: number; asset_key: string }>): Promise<void> {
    return linkRecipientPrintFiles(tx, orderId, files);
  }
}
