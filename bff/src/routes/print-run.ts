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

/** Orders of the day still to print: released to print and not yet posted. */
const TO_PRINT = new Set<Order['status']>(['paid', 'in_production']);
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
    out.push(...items.filter((o) => TO_PRINT.has(o.status)));
    if (page * PAGE >= total || !items.length) break;
  }
  return out.sort((a, b) => a.number.localeCompare(b.number));
}

/**
 * The day's print run: each line of the day's orders still to print, beside its print file as
 * rendering recorded it (an order not recorded yet shows as such rather than being left out).
 */
export async function printRunOf(s: PrintRunSource, date: string): Promise<PrintRun> {
  const orders = await ordersOf(s, date);
  const files = await Promise.all(
    orders.map((o) => requestCall(s.rpc, RenderingCalls.orderPrintFiles, asCall(s, { id: o.id }), { headers: s.headers })),
  );
  const cards: PrintRunCard[] = orders.flatMap((o, i) => {
    return o.items.map((line) => {
      const f = lineFile(files[i]!.filter((x) => x.line_id === line.id));
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
        thumbnail_url: line.thumbnail_url,
        print_status: f?.status ?? 'not_recorded',
        download_path: f?.download_path ?? null,
        error: f?.error ?? null,
      };
    });
  });
  return {
    date,
    orders: orders.length,
    copies: cards.reduce((n, c) => n + c.quantity, 0),
    ready: cards.filter((c) => c.print_status === 'ready').length,
    cards,
    zip_path: `/admin/print_runs/${date}.zip`,
  };
}

/**
 * The ready print files of a run, each with the name it has in the ZIP: `<order>-<line>-<size>-x<qty>.pdf`,
 * or for each printed recipient of a line sent to many `<order>-<line>-<size>-r<recipient>-<name>.pdf`.
 */
export async function printRunFiles(s: PrintRunSource, date: string): Promise<Array<{ asset_key: string; name: string }>> {
  const orders = await ordersOf(s, date);
  const out: Array<{ asset_key: string; name: string }> = [];
  for (const o of orders) {
    const files = await requestCall(s.rpc, RenderingCalls.orderPrintFiles, asCall(s, { id: o.id }), { headers: s.headers });
    o.items.forEach((line, i) => {
      for (const f of files.filter((x) => x.line_id === line.id)) {
        if (f.status !== 'ready' || !f.asset_key) continue;
        // A line sent to many has a file per printed recipient: one card each, named by whom it greets.
        const copies = f.recipient_id ? [`r${f.recipient_id}`, f.recipient_name ?? ''] : [`x${line.quantity}`];
        const name = [o.number, `line${i + 1}`, line.size ?? 'card', ...copies]
          .filter(Boolean)
          .join('-')
          .replace(/[^A-Za-z0-9._-]/g, '_');
        out.push({ asset_key: f.asset_key, name: `${name}.pdf` });
      }
    });
  }
  return out;
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
