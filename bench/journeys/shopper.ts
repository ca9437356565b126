import { randomBytes } from 'node:crypto';
import type { Mailbox } from './mailbox.js';
import {
  headerOf,
  pathOf,
  type AccountStep,
  type CardStep,
  type Json,
  type NextRequest,
  type OrderStep,
  type Reply,
  type Step,
} from './steps.js';

const PASSWORD = 'Correct-Horse-Battery-9';
const READY_TIMEOUT_MS = 180_000;
const MAIL_TIMEOUT_MS = 30_000;
const PDF_TIMEOUT_MS = 180_000;

/**
 * One simulated shopper, as a state machine the load tool drives one request at a time: sign
 * up, confirm from the mailed link, sign in, design a birthday card, generate, wait (polling
 * the card) until its options are ready, load their artwork, add one to the cart and load the
 * card its cover is drawn from, apply the welcome coupon, choose delivery, pay with the test
 * provider's Visa, look at the order and the option its cover is drawn from, download the print PDF
 * (asking again while the API answers 503 `render_pending`: the `wait-pdf` step).
 * Then a new shopper (a new account) starts. A wrong answer ends the journey as an error and
 * a new shopper starts.
 */
export class Shopper {
  private step: Step = 'signup';
  private email = '';
  private token = '';
  private eventId = 0;
  private productId = 0;
  private cardId = 0;
  private optionId = 0;
  private intentId = '';
  private orderNumber = '';
  /** Pictures still to load for the page the shopper is on (paths). */
  private pictures: string[] = [];
  private since = 0;
  private journeyStart = 0;

  constructor(
    private readonly mailbox: Mailbox,
    private readonly onJourney: (ms: number, ok: boolean) => void,
  ) {
    this.begin();
  }

  private begin() {
    this.step = 'signup';
    this.email = `shopper-${Date.now()}-${randomBytes(4).toString('hex')}@journeys.test`;
    this.token = '';
    this.journeyStart = Date.now();
  }

  private goTo(step: Step) {
    this.step = step;
    this.since = Date.now();
  }

  headers(): Record<string, string> {
    return {
      accept: 'application/json',
      'content-type': 'application/json',
      ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
    };
  }

  next(): NextRequest {
    switch (this.step) {
      case 'signup':
        return {
          step: 'signup',
          method: 'POST',
          path: '/signup',
          body: { user: { email: this.email, password: PASSWORD, name: 'Journey Shopper' } },
        };
      case 'confirm':
      case 'wait-mail': {
        const token = this.mailbox.confirmationToken(this.email);
        // Checking the inbox: nothing to ask the API until the mail is there.
        if (!token) return { step: 'wait-mail', method: 'GET', path: '/health/live' };
        return { step: 'confirm', method: 'GET', path: `/confirmation?confirmation_token=${token}` };
      }
      case 'login':
        return { step: 'login', method: 'POST', path: '/login', body: { user: { email: this.email, password: PASSWORD } } };
      case 'events':
        return { step: 'events', method: 'GET', path: '/events' };
      case 'products':
        return { step: 'products', method: 'GET', path: '/products' };
      case 'create-card':
        return {
          step: 'create-card',
          method: 'POST',
          path: '/cards',
          body: {
            card: {
              event_id: this.eventId,
              recipient_name: 'Grandma Rose',
              sender_name: 'Sam',
              details: 'loves gardening and her cat Biscuit',
            },
          },
        };
      case 'generate':
        return { step: 'generate', method: 'POST', path: `/cards/${this.cardId}/generate` };
      case 'wait-options':
        return { step: 'wait-options', method: 'GET', path: `/cards/${this.cardId}` };
      case 'option-artwork':
        return { step: 'option-artwork', method: 'GET', path: this.pictures[0]! };
      default:
        return this.checkoutRequest(this.step);
    }
  }

  /** The requests from the cart on: buying the card, then the order and its PDF. */
  private checkoutRequest(step: OrderStep): NextRequest {
    switch (step) {
      // The cart line's cover is drawn in the browser from its card; an order line's from its option.
      case 'cart-cover':
        return { step: 'cart-cover', method: 'GET', path: `/cards/${this.cardId}` };
      case 'order-cover':
        return { step: 'order-cover', method: 'GET', path: `/card_instances/${this.optionId}` };
      case 'add-to-cart':
        return {
          step: 'add-to-cart',
          method: 'POST',
          path: '/cart/add',
          body: { cart: { card_instance: { id: this.optionId }, quantity: 2, product_id: this.productId } },
        };
      case 'apply-coupon':
        return { step: 'apply-coupon', method: 'POST', path: '/cart/apply_coupon', body: { key: 'WELCOME10' } };
      case 'delivery':
        return {
          step: 'delivery',
          method: 'PUT',
          path: '/cart/delivery',
          body: {
            delivery: {
              method: 'to_recipient',
              postage_class: 'first',
              address: { name: 'Rose Smith', line1: '12 Orchard Lane', city: 'Bath', postcode: 'BA1 1AA' },
            },
          },
        };
      case 'payment-intent':
        return { step: 'payment-intent', method: 'POST', path: '/cart/payment_intent' };
      case 'payment-complete':
        return {
          step: 'payment-complete',
          method: 'POST',
          path: '/cart/payment_complete',
          body: { cart: { payment_intent_id: this.intentId, payment_method: 'pm_card_visa' } },
        };
      case 'order':
        return { step: 'order', method: 'GET', path: `/order/${encodeURIComponent(this.orderNumber)}` };
      case 'download-pdf':
      case 'wait-pdf':
        return { step, method: 'GET', path: `/card_instances/${this.optionId}.pdf` };
    }
  }

  /** Takes the answer to `req`; returns why it is an error, if it is one (the journey then starts over). */
  answer(req: NextRequest, status: number, body: string, headers: Record<string, string | string[]>): string | undefined {
    const fail = (why: string) => {
      this.onJourney(Date.now() - this.journeyStart, false);
      this.begin();
      return why;
    };
    const json = (): Json => {
      try {
        return JSON.parse(body) as Json;
      } catch {
        return {};
      }
    };
    const want = (code: number) => (status === code ? undefined : `${status} ${body.slice(0, 160)}`);
    const r: Reply = { status, body, headers, fail, json, want };
    switch (req.step) {
      case 'signup':
      case 'wait-mail':
      case 'confirm':
      case 'login':
      case 'events':
      case 'products':
        return this.answerAccount(req.step, r);
      case 'create-card':
      case 'generate':
      case 'wait-options':
      case 'option-artwork':
        return this.answerCard(req.step, r);
      default:
        return this.answerOrder(req.step, r);
    }
  }

  /** Signing up, in and looking around. */
  private answerAccount(step: AccountStep, r: Reply): string | undefined {
    switch (step) {
      case 'signup': {
        const e = r.want(200);
        if (e) return r.fail(e);
        this.goTo('wait-mail');
        return undefined;
      }
      case 'wait-mail':
        if (Date.now() - this.since > MAIL_TIMEOUT_MS) return r.fail('no confirmation mail within 30 s');
        return undefined;
      case 'confirm': {
        const e = r.want(200);
        if (e) return r.fail(e);
        this.goTo('login');
        return undefined;
      }
      case 'login': {
        const e = r.want(200);
        if (e) return r.fail(e);
        const auth = Object.entries(r.headers).find(([k]) => k.toLowerCase() === 'authorization')?.[1];
        this.token = String(Array.isArray(auth) ? auth[0] : (auth ?? '')).replace(/^Bearer\s+/i, '');
        if (!this.token) return r.fail('login answered without an Authorization header');
        this.goTo('events');
        return undefined;
      }
      case 'events': {
        const e = r.want(200);
        if (e) return r.fail(e);
        const list = JSON.parse(r.body) as Json[];
        this.eventId = Number((list.find((x) => x.slug === 'birthday') ?? list[0])?.id);
        this.goTo('products');
        return undefined;
      }
      case 'products': {
        const e = r.want(200);
        if (e) return r.fail(e);
        const list = JSON.parse(r.body) as Json[];
        this.productId = Number((list.find((p) => p.size === 'A6') ?? list[0])?.id);
        this.goTo('create-card');
        return undefined;
      }
    }
  }

  /** Designing the card and waiting for its options. */
  private answerCard(step: CardStep, r: Reply): string | undefined {
    switch (step) {
      case 'create-card': {
        const e = r.want(201);
        if (e) return r.fail(e);
        this.cardId = Number(r.json().id);
        this.goTo('generate');
        return undefined;
      }
      case 'generate': {
        const e = r.want(202);
        if (e) return r.fail(e);
        this.goTo('wait-options');
        return undefined;
      }
      case 'wait-options': {
        const e = r.want(200);
        if (e) return r.fail(e);
        const options = (r.json().card_instances ?? []) as Json[];
        if (options.some((o) => o.status === 'failed'))
          return r.fail(`an option failed: ${String(options.find((o) => o.status === 'failed')?.status_reason)}`);
        if (options.length > 0 && options.every((o) => o.status === 'ready')) {
          this.optionId = Number(options[0]!.id);
          this.pictures = options.map((o) => pathOf(o.image_url)).filter((p): p is string => !!p);
          this.goTo(this.pictures.length ? 'option-artwork' : 'add-to-cart');
          return undefined;
        }
        if (Date.now() - this.since > READY_TIMEOUT_MS) return r.fail('options not ready within 3 minutes');
        return undefined;
      }
      case 'option-artwork': {
        const e = r.want(200) ?? (/^image\//.test(headerOf(r.headers, 'content-type')) ? undefined : 'not a picture');
        if (e) return r.fail(e);
        this.pictures.shift();
        if (!this.pictures.length) this.goTo('add-to-cart');
        return undefined;
      }
    }
  }

  /** Buying the card, then the order and its PDF. */
  private answerOrder(step: OrderStep, r: Reply): string | undefined {
    switch (step) {
      case 'add-to-cart': {
        const e = r.want(200);
        if (e) return r.fail(e);
        this.goTo('cart-cover');
        return undefined;
      }
      case 'cart-cover':
      case 'order-cover': {
        const e = r.want(200);
        if (e) return r.fail(e);
        this.goTo(step === 'cart-cover' ? 'apply-coupon' : 'download-pdf');
        return undefined;
      }
      case 'apply-coupon': {
        const e = r.want(200);
        if (e) return r.fail(e);
        this.goTo('delivery');
        return undefined;
      }
      case 'delivery': {
        const e = r.want(200);
        if (e) return r.fail(e);
        this.goTo('payment-intent');
        return undefined;
      }
      case 'payment-intent': {
        const e = r.want(200);
        if (e) return r.fail(e);
        this.intentId = String(r.json().payment_intent_id);
        this.goTo('payment-complete');
        return undefined;
      }
      case 'payment-complete': {
        const e = r.want(200);
        if (e) return r.fail(e);
        this.orderNumber = String(r.json().number);
        this.goTo('order');
        return undefined;
      }
      case 'order': {
        const e = r.want(200);
        if (e) return r.fail(e);
        this.goTo('order-cover');
        return undefined;
      }
      case 'download-pdf':
      case 'wait-pdf': {
        // The API waits RENDER_WAIT_MS for a render it started, then says 503 render_pending: ask again, as the web app's button does.
        if (r.status === 503 && r.body.includes('"render_pending"')) {
          if (step === 'download-pdf') this.goTo('wait-pdf');
          if (Date.now() - this.since > PDF_TIMEOUT_MS) return r.fail('no PDF within 3 minutes');
          return undefined;
        }
        const e = r.want(200) ?? (r.body.startsWith('%PDF') ? undefined : 'not a PDF');
        if (e) return r.fail(e);
        this.onJourney(Date.now() - this.journeyStart, true);
        this.begin();
        return undefined;
      }
    }
  }
}
