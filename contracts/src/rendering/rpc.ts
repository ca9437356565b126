import { z } from 'zod';
import { defineCall } from '../calls.js';
import { RpcCall } from '../rpc.js';
import { PostalAddress } from '../cart-order/address.js';

/**
 * Answer of `rendering.card_instance.pdf` and `rendering.order_print_file.get`: where the
 * finished PDF is. The BFF streams it from the asset store itself: no file crosses the bus.
 */
export const PrintFileRef = z.object({
  asset_key: z.string(),
  filename: z.string(),
  content_type: z.literal('application/pdf'),
  size: z.number().int().nonnegative(),
});
export type PrintFileRef = z.infer<typeof PrintFileRef>;

/** A print file of an order line as admins see it: the line's own, or one printed recipient's of a line sent to many. */
export const OrderPrintFile = z.object({
  line_id: z.number().int(),
  /** For a line sent to many: the printed recipient this file is for (one file each); null (or absent) for a line's own file. */
  recipient_id: z.number().int().nullish(),
  /** That recipient's name, as stamped on the file. */
  recipient_name: z.string().nullish(),
  card_instance_id: z.number().int(),
  product_id: z.number().int().nullable(),
  quantity: z.number().int(),
  status: z.enum(['pending', 'ready', 'failed']),
  asset_key: z.string().nullable(),
  /** Admin download path of the PDF, when ready. */
  download_path: z.string().nullable(),
  error: z.string().nullable(),
  /** Set on a reported card's reprint: the report it answers (one file per report). */
  reprint_of: z.number().int().nullish(),
  /** A reprint's envelope address, when the admin corrected it; otherwise the person's own. */
  address: PostalAddress.nullish(),
});
export type OrderPrintFile = z.infer<typeof OrderPrintFile>;

/** The calls behind the print PDFs and public assets; the routes in routes.ts name them. */
export const renderingFileCalls = {
  /** The owner's (or an admin's) print PDF of a card instance, rendered first when needed (503 `render_pending` while it is made). */
  cardInstancePdf: defineCall({ subject: 'rendering.card_instance.pdf', request: RpcCall, reply: PrintFileRef }),
  /** The print PDF of one order line (admins; 409 until it is ready). */
  orderPrintFile: defineCall({ subject: 'rendering.order_print_file.get', request: RpcCall, reply: PrintFileRef }),
  /** The print PDF of one printed recipient of a line sent to many (admins; 409 until it is ready). */
  orderRecipientPrintFile: defineCall({ subject: 'rendering.order_recipient_print_file.get', request: RpcCall, reply: PrintFileRef }),
  /** The print PDF of a reported card's reprint (admins; 409 until it is ready). */
  orderReprintFile: defineCall({ subject: 'rendering.order_reprint_file.get', request: RpcCall, reply: PrintFileRef }),
} as const;
