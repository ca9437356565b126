import { randomBytes } from 'node:crypto';
import type { Mailbox } from './mailbox.js';

const PASSWORD = 'Correct-Horse-Battery-9';

/** What one list's run came to: when it was paid, and how long until every print file was made. */
export interface ListRun {
  size: number;
  ok: boolean;
  error?: string;
  /** Seconds from the first request to the payment (signing up, designing, importing, sending). */
  toPaid: number;
  /** Seconds from the payment until every person's print file was made (NaN: not within the wait). */
  toPrinted: number;
}

type Call = <T>(method: string, path: string, body?: unknown) => Promise<T>;

function caller(apiUrl: string, token: () => string): Call {
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const r = await fetch(`${apiUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', accept: 'application/json', ...(token() ? { authorization: token() } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await r.text();
    if (r.status >= 300) throw new Error(`${method} ${path} → ${r.status} ${text.slice(0, 160)}`);
    return (text ? JSON.parse(text) : {}) as T;
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Asks `probe` once a second until it answers something, for `seconds` at most. */
async function until<T>(seconds: number, probe: () => Promise<T | undefined>): Promise<T | undefined> {
  const end = Date.now() + seconds * 1000;
  while (Date.now() < end) {
    const got = await probe();
    if (got !== undefined) return got;
    await sleep(1000);
  }
  return undefined;
}

/** A Christmas list as customers keep it: names and posted addresses, one a row. */
function listCsv(size: number, tag: string): string {
  const rows = Array.from({ length: size }, (_, i) => `Guest${i + 1} ${tag},${i + 1} Holly Road,York,YO1 ${(i % 9) + 1}AB,,`);
  return ['Name,Address line 1,Town,Postcode,Email,Salutation', ...rows].join('\n');
}

/**
 * One customer of the Christmas week: signs up, designs a Christmas card, imports a list of
 * `size` people from a CSV export, sends the design to all of them and pays once; then the
 * admin's order page is read once a second until every person's print file is made.
 */
export async function sendList(
  apiUrl: string,
  mailbox: Mailbox,
  adminToken: string,
  { size, printWaitSeconds }: { size: number; printWaitSeconds: number },
): Promise<ListRun> {
  const started = Date.now();
  let token = '';
  const api = caller(apiUrl, () => token);
  const admin = caller(apiUrl, () => adminToken);
  const tag = randomBytes(3).toString('hex');
  const email = `list-${Date.now()}-${tag}@journeys.test`;
  const run: ListRun = { size, ok: false, toPaid: NaN, toPrinted: NaN };
  try {
    await api('POST', '/signup', { user: { email, password: PASSWORD, name: 'List Sender' } });
    const confirmation = await until(60, async () => mailbox.confirmationToken(email));
    if (!confirmation) throw new Error('no confirmation mail within 60 s');
    await api('GET', `/confirmation?confirmation_token=${confirmation}`);
    const login = await fetch(`${apiUrl}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: { email, password: PASSWORD } }),
    });
    token = login.headers.get('authorization') ?? '';
    if (!token) throw new Error(`sign-in → ${login.status}`);

    const events = await api<Array<{ id: number; slug: string }>>('GET', '/events');
    const christmas = events.find((e) => e.slug === 'christmas') ?? events[0]!;
    const products = await api<Array<{ id: number; size: string }>>('GET', '/products');
    const a6 = products.find((p) => p.size === 'A6') ?? products[0]!;
    const card = await api<{ id: number }>('POST', '/cards', {
      card: { event_id: christmas.id, recipient_name: 'Everyone', sender_name: 'The Hollands' },
    });
    await api('POST', `/cards/${card.id}/generate`, { options: 1 });
    const option = await until(300, async () => {
      const c = await api<{ card_instances: Array<{ id: number; status: string }> }>('GET', `/cards/${card.id}`);
      return c.card_instances.find((i) => i.status === 'ready');
    });
    if (!option) throw new Error('no ready option within 300 s');

    await api('POST', '/addresses/import', { format: 'csv', content: listCsv(size, tag), group: 'Christmas list' });
    const [list] = await api<Array<{ id: number }>>('GET', '/address_groups');
    await api('POST', '/cart/send_to_many', { mailing: { card_instance: { id: option.id }, product_id: a6.id, group_ids: [list!.id] } });
    const intent = await api<{ payment_intent_id: string }>('POST', '/cart/payment_intent');
    const order = await api<{ id: number }>('POST', '/cart/payment_complete', {
      cart: { payment_intent_id: intent.payment_intent_id, payment_method: 'pm_card_visa' },
    });
    const paidAt = Date.now();
    run.toPaid = (paidAt - started) / 1000;

    const printed = await until(printWaitSeconds, async () => {
      const o = await admin<{ items: Array<{ recipients: Array<{ channel: string; state: string }> }> }>(
        'GET',
        `/admin/orders/${order.id}`,
      );
      const posted = o.items.flatMap((i) => i.recipients).filter((r) => r.channel === 'post');
      return posted.length === size && posted.every((r) => r.state === 'print_ready') ? true : undefined;
    });
    if (printed) run.toPrinted = (Date.now() - paidAt) / 1000;
    run.ok = !!printed;
    if (!printed) run.error = `not every print file was made within ${printWaitSeconds} s of the payment`;
  } catch (e) {
    run.error = (e as Error).message;
  }
  return run;
}
