import type { Tx } from '../../domain/db.js';

/**
 * What an admin's change of an order writes of its recipients, in the order's transaction: the
 * mailing module's `OrderRecipients`, filled in app.ts (the recipients table is the mailing
 * module's to write).
 */
export interface RecipientWrites {
  /** The tracking numbers of the order's posted envelopes, one per recipient; answers how many are new. */
  trackEnvelopes(tx: Tx, orderId: number, list: Array<{ recipient_id: number; tracking_number: string | null }>): Promise<number>;
  /** Links the print files made for single recipients of the order's lines. */
  linkPrintFiles(tx: Tx, orderId: number, files: Array<{ recipient_id: number; asset_key: string }>): Promise<void>;
}
