import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import Stripe from 'stripe';

type Obj = Record<string, unknown>;
const rid = (p: string) => `${p}_${randomBytes(10).toString('hex')}`;

/** `a[b][c]=1&e[0]=x` → nested objects, as the Stripe API reads form bodies. */
function parseForm(body: string): Obj {
  const out: Obj = {};
  for (const [k, v] of new URLSearchParams(body)) {
    const path = k.replace(/\]/g, '').split('[');
    let cur = out;
    path.forEach((p, i) => {
      if (i === path.length - 1) cur[p] = v;
      else cur = (cur[p] ??= {}) as Obj;
    });
  }
  return out;
}

const METHODS: Record<string, 'succeed' | 'decline' | 'authenticate'> = {
  pm_card_visa: 'succeed',
  pm_card_mastercard: 'succeed',
  pm_card_chargeDeclined: 'decline',
  pm_card_authenticationRequired: 'authenticate',
};

/**
 * A small stand-in for the Stripe API, enough for the real `stripe` SDK: payment intents
 * (create, retrieve, confirm, cancel) with Stripe's test cards, refunds, checkout sessions in
 * subscription mode and subscriptions. Idempotency keys replay the first answer, as Stripe's do.
 */
export class FakeStripe {
  readonly intents = new Map<string, Obj>();
  readonly sessions = new Map<string, Obj>();
  readonly subscriptions = new Map<string, Obj>();
  readonly refunds: Obj[] = [];
  readonly charges = new Map<string, number>();
  readonly requests: Array<{ method: string; path: string; idempotencyKey: string | undefined; body: Obj }> = [];
  private readonly replies = new Map<string, { status: number; body: unknown }>();
  private server?: Server;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      void this.serve(req, res);
    });
    await new Promise<void>((r) => this.server!.listen(0, '127.0.0.1', () => r()));
    this.url = `http://127.0.0.1:${(this.server.address() as { port: number }).port}`;
    return this;
  }

  async stop() {
    this.server?.closeAllConnections();
    await new Promise<void>((r) => this.server?.close(() => r()) ?? r());
  }

  /** What the browser does with Stripe.js: confirm an intent client-side, bypassing our server. */
  confirmFromBrowser(id: string, pm: string) {
    return this.confirm(id, pm);
  }

  /** The customer passed (or failed) 3-D Secure in the browser. */
  authenticate(id: string, ok: boolean) {
    const pi = this.intents.get(id)!;
    if (ok) this.succeed(pi);
    else
      Object.assign(pi, {
        status: 'requires_payment_method',
        next_action: null,
        last_payment_error: { code: 'payment_intent_authentication_failure', message: 'Authentication failed' },
      });
  }

  /** The customer paid on the hosted checkout page. */
  completeSession(id: string) {
    const s = this.sessions.get(id)!;
    const sub = {
      id: rid('sub'),
      object: 'subscription',
      status: 'active',
      cancel_at_period_end: false,
      items: { object: 'list', data: [{ id: rid('si'), current_period_end: Math.floor(Date.now() / 1000) + 30 * 86400 }] },
      metadata: s.metadata,
    };
    this.subscriptions.set(sub.id, sub);
    Object.assign(s, { status: 'complete', payment_status: 'paid', subscription: sub.id, customer: rid('cus') });
    return sub;
  }

  /** A signed webhook as Stripe sends it, POSTed to `url`. */
  async sendWebhook(url: string, secret: string, type: string, object: Obj, id = rid('evt')): Promise<Response> {
    const payload = JSON.stringify({
      id,
      object: 'event',
      type,
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      data: { object },
      livemode: false,
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': header }, body: payload });
  }

  private async serve(req: IncomingMessage, res: ServerResponse) {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const url = new URL(req.url ?? '/', 'http://x');
    const body = req.method === 'GET' ? parseForm(url.search.slice(1)) : parseForm(raw);
    const key = req.headers['idempotency-key'] as string | undefined;
    this.requests.push({ method: req.method!, path: url.pathname, idempotencyKey: key, body });
    const send = (status: number, payload: unknown) => {
      if (key && req.method === 'POST') this.replies.set(`${url.pathname}|${key}`, { status, body: payload });
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': rid('req') });
      res.end(JSON.stringify(payload));
    };
    const replay = key && req.method === 'POST' ? this.replies.get(`${url.pathname}|${key}`) : undefined;
    if (replay) {
      res.writeHead(replay.status, { 'content-type': 'application/json', 'idempotent-replayed': 'true' });
      res.end(JSON.stringify(replay.body));
      return;
    }
    try {
      const r = this.route(req.method!, url.pathname, body);
      send(r.status, r.body);
    } catch (e) {
      send(500, { error: { type: 'api_error', message: String(e) } });
    }
  }

  private route(method: string, path: string, body: Obj): { status: number; body: unknown } {
    const missing = (what: string) => ({
      status: 404,
      body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } },
    });
    let m: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/payment_intents') {
      const pi: Obj = {
        id: rid('pi'),
        object: 'payment_intent',
        amount: Number(body.amount),
        currency: body.currency,
        status: 'requires_payment_method',
        metadata: body.metadata ?? {},
        description: body.description ?? null,
        next_action: null,
        last_payment_error: null,
        livemode: false,
      };
      pi.client_secret = `${pi.id}_secret_${randomBytes(6).toString('hex')}`;
      this.intents.set(pi.id as string, pi);
      return { status: 200, body: pi };
    }
    if ((m = /^\/v1\/payment_intents\/([^/]+)$/.exec(path)) && method === 'GET') {
      const pi = this.intents.get(m[1]!);
      return pi ? { status: 200, body: pi } : missing('payment_intent');
    }
    if ((m = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(path)) && method === 'POST') {
      return this.confirm(m[1]!, body.payment_method as string | undefined);
    }
    if ((m = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path)) && method === 'POST') {
      const pi = this.intents.get(m[1]!);
      if (!pi) return missing('payment_intent');
      if (pi.status === 'succeeded') return this.unexpected(pi);
      pi.status = 'canceled';
      return { status: 200, body: pi };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const pi = this.intents.get(body.payment_intent as string);
      if (!pi || pi.status !== 'succeeded')
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', code: 'charge_not_refundable', message: 'Not refundable' } },
        };
      const refund = {
        id: rid('re'),
        object: 'refund',
        amount: Number(body.amount ?? pi.amount),
        payment_intent: pi.id,
        status: 'succeeded',
      };
      this.refunds.push(refund);
      return { status: 200, body: refund };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const s: Obj = {
        id: rid('cs_test'),
        object: 'checkout.session',
        mode: body.mode,
        status: 'open',
        payment_status: 'unpaid',
        metadata: body.metadata ?? {},
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        line_items: body.line_items,
        subscription: null,
        customer: null,
      };
      s.url = `https://checkout.stripe.test/c/pay/${s.id}`;
      this.sessions.set(s.id as string, s);
      return { status: 200, body: s };
    }
    if ((m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path)) && method === 'GET') {
      const s = this.sessions.get(m[1]!);
      if (!s) return missing('checkout.session');
      const expand = Object.values((body.expand as Obj | undefined) ?? {});
      return {
        status: 200,
        body:
          expand.includes('subscription') && s.subscription ? { ...s, subscription: this.subscriptions.get(s.subscription as string) } : s,
      };
    }
    if ((m = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      const sub = this.subscriptions.get(m[1]!);
      if (!sub) return missing('subscription');
      if (method === 'DELETE') sub.status = 'canceled';
      if (method === 'POST' && body.cancel_at_period_end !== undefined) sub.cancel_at_period_end = body.cancel_at_period_end === 'true';
      return { status: 200, body: sub };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } } };
  }

  private confirm(id: string, pmIn: string | undefined) {
    const pi = this.intents.get(id);
    if (!pi)
      return {
        status: 404,
        body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${id}'` } },
      };
    if (pi.status !== 'requires_payment_method' && pi.status !== 'requires_confirmation') return this.unexpected(pi);
    const pm = pmIn ?? (pi.payment_method as string | undefined);
    const outcome = pm ? METHODS[pm] : undefined;
    if (!outcome)
      return {
        status: 400,
        body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such PaymentMethod: '${pm}'` } },
      };
    pi.payment_method = pm;
    if (outcome === 'succeed') {
      this.succeed(pi);
      return { status: 200, body: pi };
    }
    if (outcome === 'authenticate') {
      Object.assign(pi, {
        status: 'requires_action',
        next_action: { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } },
      });
      return { status: 200, body: pi };
    }
    const err = { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' };
    Object.assign(pi, { status: 'requires_payment_method', last_payment_error: err, payment_method: null });
    return { status: 402, body: { error: { type: 'card_error', ...err, payment_intent: pi } } };
  }

  private succeed(pi: Obj) {
    Object.assign(pi, { status: 'succeeded', next_action: null, last_payment_error: null });
    this.charges.set(pi.id as string, (this.charges.get(pi.id as string) ?? 0) + 1);
  }

  private unexpected(pi: Obj) {
    return {
      status: 400,
      body: {
        error: {
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          message: `You cannot confirm this PaymentIntent because it has a status of ${pi.status}.`,
          payment_intent: pi,
        },
      },
    };
  }
}
