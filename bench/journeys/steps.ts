/**
 * The journey's steps, in order; `wait-*` steps are a shopper waiting (not API work to measure).
 * The picture steps are what a browser loads on the way: each option's artwork (the designer
 * lays the options out itself). The cart and order pages draw the card the same way, from the
 * card (the cart) or the option (an order line names only that) fetched for their covers:
 * nothing is drawn on the server before payment.
 */
export const STEPS = [
  'signup',
  'confirm',
  'login',
  'events',
  'products',
  'create-card',
  'generate',
  'wait-options',
  'option-artwork',
  'add-to-cart',
  'cart-cover',
  'apply-coupon',
  'delivery',
  'payment-intent',
  'payment-complete',
  'order',
  'order-cover',
  'download-pdf',
  'wait-pdf',
] as const;
export type Step = (typeof STEPS)[number] | 'wait-mail';

/** What the next request of a shopper is. */
export interface NextRequest {
  step: Step;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: unknown;
}

/** A request's outcome for the report: `error` says why an answer was not what the journey needed. */
export interface Outcome {
  step: Step;
  status: number;
  ms: number;
  error?: string;
  /** When the answer came, epoch ms. */ at: number;
  method?: NextRequest['method'];
  /** Sizes of the request's body and of the answer's, bytes. */
  sentBytes?: number;
  bytes?: number;
}

export type Json = Record<string, unknown>;

export type AccountStep = 'signup' | 'wait-mail' | 'confirm' | 'login' | 'events' | 'products';
export type CardStep = 'create-card' | 'generate' | 'wait-options' | 'option-artwork';
export type OrderStep = Exclude<Step, AccountStep | CardStep>;

/** An answer as a step reads it, with the shopper's ways to judge it and to give up on the journey. */
export interface Reply {
  status: number;
  body: string;
  headers: Record<string, string | string[]>;
  fail: (why: string) => string;
  json: () => Json;
  want: (code: number) => string | undefined;
}

export function headerOf(headers: Record<string, string | string[]>, name: string): string {
  const v = Object.entries(headers).find(([k]) => k.toLowerCase() === name)?.[1];
  return String(Array.isArray(v) ? v[0] : (v ?? ''));
}

/** The path of an absolute URL the API handed out (the load tool talks to one origin). */
export function pathOf(url: unknown): string | undefined {
  if (typeof url !== 'string' || !url) return undefined;
  try {
    return new URL(url).pathname;
  } catch {
    return undefined;
  }
}
