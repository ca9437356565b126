import { z } from 'zod';
import { CalendarDate } from '../cart-order/delivery.js';

/** A day that exists on the calendar: `2025-02-30` has the shape of one but is not. */
const RealDay = CalendarDate.refine((d) => {
  const t = Date.parse(`${d}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().startsWith(d);
}, 'Use a day of the calendar, as YYYY-MM-DD.');

/** `GET /admin/print_runs/{date}`: the day the print team prints (UK calendar day). */
export const PrintRunParams = z.object({ date: RealDay.describe('The print day, YYYY-MM-DD (UK)') });

/** One card to print: an order line, what it is and where its print file stands. */
export const PrintRunCard = z.object({
  order_id: z.number().int(),
  order_number: z.string(),
  order_status: z.string().describe('held: joins the run when it is released, at the start of its day (UK)'),
  line_id: z.number().int(),
  card_instance_id: z.number().int(),
  title: z.string().nullable(),
  product_name: z.string(),
  size: z.string().nullable(),
  quantity: z.number().int(),
  files: z.number().int().describe("The line's print files: one, or one per recipient it is posted to"),
  thumbnail_url: z.string().nullable(),
  print_status: z.enum(['not_recorded', 'pending', 'ready', 'failed']).describe('not_recorded: rendering has not recorded the order yet'),
  download_path: z.string().nullable().describe('The print PDF of this line, when ready'),
  error: z.string().nullable(),
  reprint_of: z
    .number()
    .int()
    .nullish()
    .describe("Set on a reported card's reprint, which joins the run of the day it was asked for: the report's id"),
});
export type PrintRunCard = z.infer<typeof PrintRunCard>;

/**
 * The day's print run: every card of the orders released to print with that planned dispatch
 * day, and of the orders held for it (they join the run when they are released at its start).
 */
export const PrintRun = z.object({
  date: CalendarDate,
  orders: z.number().int().describe('Orders in the run, held ones included'),
  held: z.number().int().describe('Orders held for the day, released to print at its start'),
  copies: z.number().int().describe('Cards to print, counting quantities'),
  ready: z.number().int().describe('Lines whose print file is ready'),
  files: z.number().int().describe('Print files of the run: one per line, or per posted recipient of a line sent to many'),
  files_ready: z.number().int().describe('Print files ready: the PDFs the ZIP holds'),
  envelopes: z.number().int().describe("Envelopes of the ready files: the rows of the ZIP's address CSV and its labels"),
  cards: z.array(PrintRunCard),
  zip_path: z
    .string()
    .describe("Where to download the day's ready print files as one ZIP, with their envelopes' addresses as a CSV and as labels"),
});
export type PrintRun = z.infer<typeof PrintRun>;
