import { z } from 'zod';
import { defineCall } from '../calls.js';
import { CalendarDate } from '../cart-order/delivery.js';
import { PostalAddress } from '../cart-order/address.js';
import { OrderPrintFile } from './rpc.js';

/** Most envelopes one label sheet call takes: a busy December day, well under a bus message's size. */
export const MAX_LABELS = 5000;

/** One envelope of a print run: where it goes, and the small code that pairs it with its card. */
export const Envelope = PostalAddress.extend({
  ref: z.string().max(120).describe('The job code printed small on the label, e.g. "GC-2026-001002 · 11 of 20"'),
});
export type Envelope = z.infer<typeof Envelope>;

/**
 * The lines written on an envelope, Royal Mail's way: the name, the street lines, the post
 * town in capitals, the county, and the postcode on a line of its own; empty parts left out.
 */
export function envelopeLines(a: Omit<PostalAddress, 'country'>): string[] {
  return [a.name, a.line1, a.line2, a.city.toLocaleUpperCase('en-GB'), a.county, a.postcode].map((s) => s.trim()).filter(Boolean);
}

/** `rendering.labels.sheet {date, envelopes}`: a print run's address labels as one PDF of A4 sheets. */
export const LabelSheetRequest = z.object({
  date: CalendarDate,
  envelopes: z.array(Envelope).min(1).max(MAX_LABELS),
});
export type LabelSheetRequest = z.infer<typeof LabelSheetRequest>;

/** Where the labels' PDF is in the asset store (the BFF streams it from there), and how many sheets it has. */
export const LabelSheetReply = z.object({ asset_key: z.string(), sheets: z.number().int() });
export type LabelSheetReply = z.infer<typeof LabelSheetReply>;

/** A reported card's reprint file, with its order: the print run of the day it was asked for takes it up. */
export const ReprintFile = OrderPrintFile.extend({ order_id: z.number().int() });
export type ReprintFile = z.infer<typeof ReprintFile>;

export const labelCalls = {
  sheet: defineCall({ subject: 'rendering.labels.sheet', request: LabelSheetRequest, reply: LabelSheetReply }),
  /** `rendering.reprint_file.list {date}`: the reprints recorded on that UK day, for its print run. */
  reprints: defineCall({ subject: 'rendering.reprint_file.list', request: z.object({ date: CalendarDate }), reply: z.array(ReprintFile) }),
} as const;
