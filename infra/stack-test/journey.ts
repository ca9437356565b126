import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The customer journey over plain HTTP, against any running platform (embedded or the
 * distributed stack): sign up, confirm from the mail file, log in, design a card, generate,
 * regenerate the words, add to cart with a coupon, pay with Stripe's test card, see the
 * order, download the print PDF. `onStep` lets a test break things between steps.
 */
export interface JourneyOptions {
  apiUrl: string;
  mailDir: string;
  onStep?: (step: string) => Promise<void>;
  /** How long to wait for options to become ready, ms. */
  readyTimeoutMs?: number;
  log?: (line: string) => void;
}

export interface JourneyResult {
  email: string;
  cardId: number;
  orderNumber: string;
  total: number;
  pdfBytes: number;
  steps: Array<{ step: string; ms: number }>;
}

type Json = Record<string, unknown>;

export async function runJourney(o: JourneyOptions): Promise<JourneyResult> {
  const steps: JourneyResult['steps'] = [];
  let t = Date.now();
  const step = async (name: string) => {
    steps.push({ step: name, ms: Date.now() - t });
    o.log?.(`✓ ${name} (${Date.now() - t} ms)`);
    await o.onStep?.(name);
    t = Date.now();
  };
  let token = '';
  // The journey reads answers by the field names the API documents, whatever the route.
  const call = async (
    method: string,
    path: string,
    body?: unknown,
    expect = [200, 201, 202, 204],
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
  ): Promise<{ status: number; json: any; headers: Headers }> => {
    // Retries ride over a crashed-and-restarting process (503/504, connection refused).
    for (let attempt = 1; ; attempt++) {
      try {
        const res = await fetch(`${o.apiUrl}${path}`, {
          method,
          headers: {
            accept: 'application/json',
            ...(body ? { 'content-type': 'application/json' } : {}),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: body ? JSON.stringify(body) : undefined,
        });
        const text = await res.text();
        const json = text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
        if ((res.status === 503 || res.status === 504) && attempt < 30) {
          await sleep(1000);
          continue;
        }
        if (!expect.includes(res.status)) throw new Error(`${method} ${path} → ${res.status} ${text.slice(0, 300)}`);
        return { status: res.status, json, headers: res.headers };
      } catch (e) {
        const refused = (e as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED' || (e as Error).message === 'fetch failed';
        if (refused && attempt < 60) {
          await sleep(1000);
          continue;
        }
        throw e;
      }
    }
  };

  const email = `journey-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'Correct-Horse-Battery-9';
  await call('POST', '/signup', { user: { email, password, name: 'Journey Tester' } }, [200]);
  const confirmToken = await waitForMailToken(o.mailDir, email, 'confirmation_token', 30_000);
  await call('GET', `/confirmation?confirmation_token=${confirmToken}`, undefined, [200]);
  const login = await call('POST', '/login', { user: { email, password } }, [200]);
  token = (login.headers.get('authorization') ?? '').replace(/^Bearer\s+/i, '');
  if (!token) throw new Error('login answered without an Authorization header');
  await step('signed-up');

  const events = (await call('GET', '/events')).json as Json[];
  const birthday = events.find((e) => e.slug === 'birthday') ?? events[0]!;
  const styles = (await call('GET', '/styles')).json as Json[];
  const personas = (await call('GET', '/personas')).json as Json[];
  const card = (
    await call('POST', '/cards', {
      card: {
        event_id: birthday.id,
        style_id: styles[0]?.id,
        persona_id: personas[0]?.id,
        recipient_name: 'Grandma Rose',
        sender_name: 'Sam',
        details: 'loves gardening and her cat Biscuit',
      },
    })
  ).json as Json;
  await call('POST', `/cards/${card.id}/generate`, undefined, [200, 201, 202]);
  await step('generation-queued');

  const ready = await waitFor(
    async () => {
      const c = (await call('GET', `/cards/${card.id}`)).json as { card_instances: Json[] };
      const list = c.card_instances ?? [];
      if (list.some((i) => i.status === 'failed'))
        throw new Error(`an option failed: ${JSON.stringify(list.map((i) => i.status_reason ?? i.status))}`);
      return list.length >= 3 && list.every((i) => i.status === 'ready') ? list : undefined;
    },
    o.readyTimeoutMs ?? 90_000,
    'three ready options',
  );
  const option = ready[0]!;
  if (!String(option.text ?? '').includes('Grandma Rose') && !JSON.stringify(option).includes('Grandma Rose'))
    throw new Error('the words do not address the recipient by name');
  await step('options-ready');

  const before = (await call('GET', `/card_instances/${option.id}`)).json as Json;
  await call('POST', `/card_instances/${option.id}/regenerate_text`, undefined, [200, 202]);
  const regenerated = await waitFor(
    async () => {
      const i = (await call('GET', `/card_instances/${option.id}`)).json as Json;
      return i.status === 'ready' && JSON.stringify(i.text) !== JSON.stringify(before.text) ? i : undefined;
    },
    o.readyTimeoutMs ?? 90_000,
    'new words',
  );
  if (regenerated.image_url !== before.image_url) throw new Error('regenerating the words changed the artwork');
  await step('words-regenerated');

  const products = (await call('GET', '/products')).json as Json[];
  const product = products.find((p) => p.size === 'A6') ?? products[0]!;
  await call('POST', '/cart/add', { cart: { card_instance: { id: option.id }, quantity: 2, product_id: product.id } });
  const valid = (await call('POST', '/order/coupon_valid', { key: 'WELCOME10' })).json as { status: string };
  if (valid.status !== 'true') throw new Error('the sample coupon WELCOME10 is not valid for the cart');
  const cart = (await call('POST', '/cart/apply_coupon', { key: 'WELCOME10' })).json as Json;
  if (!(Number(cart.coupon_value) > 0)) throw new Error(`coupon not applied: ${JSON.stringify(cart)}`);
  const delivered = (
    await call('PUT', '/cart/delivery', {
      delivery: {
        method: 'to_recipient',
        postage_class: 'first',
        address: { name: 'Rose Smith', line1: '12 Orchard Lane', city: 'Bath', postcode: 'BA1 1AA' },
      },
    })
  ).json as Json;
  if (!(Number(delivered.total) > 0)) throw new Error(`no total after delivery: ${JSON.stringify(delivered)}`);
  await step('in-cart');

  const intent = (await call('POST', '/cart/payment_intent')).json as { payment_intent_id: string; amount: number };
  const order = (
    await call('POST', '/cart/payment_complete', { cart: { payment_intent_id: intent.payment_intent_id, payment_method: 'pm_card_visa' } })
  ).json as Json;
  const number = String(order.number);
  const again = (
    await call('POST', '/cart/payment_complete', { cart: { payment_intent_id: intent.payment_intent_id, payment_method: 'pm_card_visa' } })
  ).json as Json;
  if (again.number !== number) throw new Error('retrying payment_complete created a second order');
  await step('paid');

  const shown = (await call('GET', `/order/${number}`)).json as Json;
  if (shown.status !== 'paid' && shown.status !== 'in_production') throw new Error(`order status ${String(shown.status)}`);
  // The API waits a while for a render it started, then answers 503 render_pending with
  // Retry-After: ask again, as the web app's download button does, for up to four minutes (a
  // busy machine's rendering worker is also drawing the order's print files).
  let pdf: Response;
  let bytes: Buffer;
  for (const giveUpAt = Date.now() + 240_000; ;) {
    pdf = await fetch(`${o.apiUrl}/card_instances/${option.id}.pdf`, { headers: { authorization: `Bearer ${token}` } });
    bytes = Buffer.from(await pdf.arrayBuffer());
    if (pdf.status !== 503 || !bytes.toString().includes('"render_pending"') || Date.now() > giveUpAt) break;
    await sleep(Number(pdf.headers.get('retry-after') ?? 2) * 1000);
  }
  if (pdf.status !== 200 || !bytes.subarray(0, 5).toString().startsWith('%PDF')) throw new Error(`PDF download → ${pdf.status}`);
  await step('order-and-pdf');

  return { email, cardId: Number(card.id), orderNumber: number, total: Number(shown.total), pdfBytes: bytes.length, steps };
}

async function waitFor<T>(fn: () => Promise<T | undefined>, timeoutMs: number, what: string): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v !== undefined) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(250);
  }
}

/** Reads the newest .eml to `email` in `dir` and pulls `param=<token>` out of its links. */
export async function waitForMailToken(dir: string, email: string, param: string, timeoutMs: number): Promise<string> {
  return waitFor(
    async () => {
      let files: string[];
      try {
        files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
      } catch {
        return undefined;
      }
      const newest = files.map((f) => ({ f, m: statSync(join(dir, f)).mtimeMs })).sort((a, b) => b.m - a.m);
      for (const { f } of newest) {
        const raw = readFileSync(join(dir, f), 'utf8');
        if (!raw.toLowerCase().includes(email.toLowerCase())) continue;
        const unfolded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        const m = new RegExp(`${param}=([A-Za-z0-9_\\-.]+)`).exec(unfolded);
        if (m) return m[1];
      }
      return undefined;
    },
    timeoutMs,
    `a mail to ${email}`,
  );
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
