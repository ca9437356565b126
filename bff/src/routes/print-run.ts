import {
  CartOrderCalls,
  RenderingCalls,
  type Actor,
  type Order,
  type OrderPrintFile,
  type PrintRun,
  type PrintRunCard,
} from '@cards/contracts';
import { requestCall, type RequestBus } from '@cards/kit';
import { envelopesOf, orderRunFiles, type RunFile } from './print-run-envelopes.js';

/**
 * Orders of the day still to print: released to print and not yet posted, and the orders held
 * for the day, which join it when they are released at its start (00:00 UK time).
 */
const IN_RUN = new Set<Order['status']>(['held', 'paid', 'in_production']);
/** Orders read per page while gathering a day (the list route's largest page). */
const PAGE = 100;

export interface PrintRunSource {
  rpc: RequestBus;
  actor: Actor;
  headers: Record<string, string>;
}

const asCall = (s: PrintRunSource, params: Record<string, unknown>, query: Record<string, unknown> = {}) => ({
  actor: s.actor,
  params,
  query,
  meta: {},
});

/** Every order planned to be printed and posted on `date` that is still to print, in order-number order. */
async function ordersOf(s: PrintRunSource, date: string): Promise<Order[]> {
  const out: Order[] = [];
  for (let page = 1; ; page++) {
    const { items, total } = await requestCall(
      s.rpc,
      CartOrderCalls.adminListOrders,
      asCall(s, {}, { dispatch_date: date, page, per_page: PAGE }),
      { headers: s.headers },
    );
    out.push(...items.filter((o) => IN_RUN.has(o.status)));
    if (page * PAGE >= total || !items.length) break;
  }
  return out.sort((a, b) => a.number.localeCompare(b.number));
}

type DayOrder = { order: Order; files: OrderPrintFile[] };

/**
 * The day's orders, each beside its print files as rendering recorded them (none yet for a held
 * order), and the reprints of reported cards asked for that day, each beside its order (posted
 * already, so not among the day's own): every reprint is printed and posted in the run of its day.
 */
async function gather(s: PrintRunSource, date: string): Promise<{ day: DayOrder[]; reprints: DayOrder[] }> {
  const [orders, reprinted] = await Promise.all([
    ordersOf(s, date),
    requestCall(s.rpc, RenderingCalls.reprintFiles, { date }, { headers: s.headers }),
  ]);
  const files = await Promise.all(
    orders.map((o) => requestCall(s.rpc, RenderingCalls.orderPrintFiles, asCall(s, { id: o.id }), { headers: s.headers })),
  );
  const ids = [...new Set(reprinted.map((f) => f.order_id))];
  const owners = await Promise.all(
    ids.map((id) => requestCall(s.rpc, CartOrderCalls.adminGetOrder, asCall(s, { id }), { headers: s.headers })),
  );
  return {
    // A reprint is in the run by its own day, never again by its order's.
    day: orders.map((order, i) => ({ order, files: files[i]!.filter((f) => !f.reprint_of) })),
    reprints: owners.map((order) => ({ order, files: reprinted.filter((f) => f.order_id === order.id) })),
  };
}

/** How many print files a line has: its own, or one per recipient it is posted to. */
const filesOfLine = (line: Order['items'][number]) =>
  line.recipients.length ? line.recipients.filter((r) => r.channel === 'post').length : 1;

/**
 * The day's print run: each line of the day's orders still to print, beside its print file as
 * rendering recorded it (an order not recorded yet, or held until the day starts, shows as such
 * rather than being left out), with what the day's ZIP holds.
 */
export async function printRunOf(s: PrintRunSource, date: string): Promise<PrintRun> {
  const { day, reprints } = await gather(s, date);
  const lines: PrintRunCard[] = day.flatMap(({ order: o, files }) =>
    o.items.map((line) => {
      const f = lineFile(files.filter((x) => x.line_id === line.id));
      return {
        order_id: o.id,
        order_number: o.number,
        order_status: o.status,
        line_id: line.id,
        card_instance_id: line.card_instance_id,
        title: line.title,
        product_name: line.product_name,
        size: line.size,
        quantity: line.quantity,
        files: filesOfLine(line),
        thumbnail_url: line.thumbnail_url,
        print_status: f?.status ?? 'not_recorded',
        download_path: f?.download_path ?? null,
        error: f?.error ?? null,
      };
    }),
  );
  const cards = [...lines, ...reprints.flatMap(reprintCards)];
  const inZip = [...day, ...reprints].flatMap(({ order, files }) => orderRunFiles(order, files));
  return {
    date,
    orders: day.length + reprints.filter((r) => !day.some((d) => d.order.id === r.order.id)).length,
    held: day.filter((d) => d.order.status === 'held').length,
    copies: cards.reduce((n, c) => n + c.quantity, 0),
    ready: cards.filter((c) => c.print_status === 'ready').length,
    files: cards.reduce((n, c) => n + c.files, 0),
    files_ready: inZip.length,
    envelopes: envelopesOf(inZip).length,
    cards,
    zip_path: `/admin/print_runs/${date}.zip`,
  };
}

/**
 * The ready print files of a run, each with the name it has in the ZIP and its envelope:
 * `<order>-line<n>-<size>-x<qty>.pdf` for an ordinary line, or for each printed recipient of a
 * line sent to many `<order>-line<n>-<size>-<k>of<count>-<name>.pdf`, the name as written (UTF-8).
 */
export async function printRunFiles(s: PrintRunSource, date: string): Promise<RunFile[]> {
  const { day, reprints } = await gather(s, date);
  return [...day, ...reprints].flatMap(({ order, files }) => orderRunFiles(order, files));
}

/** A reported card's reprint as a card of the run: one copy, its own file. */
function reprintCards({ order: o, files }: DayOrder): PrintRunCard[] {
  return files.flatMap((f) => {
    const line = o.items.find((l) => l.id === f.line_id);
    if (!line) return [];
    return [
      {
        order_id: o.id,
        order_number: o.number,
        order_status: o.status,
        line_id: line.id,
        card_instance_id: line.card_instance_id,
        title: `Reprint for ${f.recipient_name ?? o.delivery.address?.name ?? line.title ?? 'the card'}`,
        product_name: line.product_name,
        size: line.size,
        quantity: 1,
        files: 1,
        thumbnail_url: line.thumbnail_url,
        print_status: f.status,
        download_path: f.download_path,
        error: f.error,
        reprint_of: f.reprint_of ?? null,
      },
    ];
  });
}

/**
 * A line's print file as the run shows it: its own, or for a line sent to many its recipients'
 * together (failed if one failed, ready when all are; their downloads are in the ZIP and the
 * order's print files).
 */
function lineFile(files: OrderPrintFile[]): Pick<OrderPrintFile, 'status' | 'download_path' | 'error'> | undefined {
  if (files.length <= 1) return files[0];
  const failed = files.find((f) => f.status === 'failed');
  if (failed) return { status: 'failed', download_path: null, error: failed.error };
  return { status: files.every((f) => f.status === 'ready') ? 'ready' : 'pending', download_path: null, error: null };
}
