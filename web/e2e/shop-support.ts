import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { confirmationLink, env, expect } from './fixtures';

/** The two sizes every page of the shop is checked at. */
export const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
] as const;
export type Size = (typeof SIZES)[number];

/** Words from the inside of a validation library that must never reach a person. */
export const DEVELOPER_WORDS = /expected string|Invalid input|NaN|Too small|Too big|received undefined/;

export async function open(browser: Browser, size: Size): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await browser.newContext({
    baseURL: env.web(),
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    viewport: size.viewport,
    isMobile: size.isMobile,
    hasTouch: size.hasTouch,
    deviceScaleFactor: size.deviceScaleFactor,
  });
  return { ctx, page: await ctx.newPage() };
}

export interface Customer {
  email: string;
  password: string;
  token: string;
  user: { id: number; email: string; name: string; admin: boolean; account_id: number | null };
}

export async function api<T = unknown>(
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${env.api()}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json', accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

export async function login(email: string, password: string): Promise<Customer> {
  const res = await fetch(`${env.api()}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: { email, password } }),
  });
  expect(res.status, `login of ${email}`).toBe(200);
  const body = (await res.json()) as { status: { data: { user: Customer['user'] } } };
  return { email, password, token: (res.headers.get('authorization') ?? '').replace(/^Bearer /, ''), user: body.status.data.user };
}

/** A new customer who signed up and (unless told not to) confirmed by the mailed link. */
export async function newCustomer(name: string, opts: { confirm?: boolean } = {}): Promise<{ email: string; password: string }> {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${randomBytes(4).toString('hex')}@e2e.test`;
  const password = 'marmalade-lighthouse-under-snow-7';
  const r = await api(null, 'POST', '/signup', { user: { email, password, password_confirmation: password, name } });
  expect(r.status).toBe(200);
  if (opts.confirm !== false) {
    const link = new URL(await confirmationLink(email));
    expect((await api(null, 'GET', `/confirmation${link.search}`)).status).toBe(200);
  }
  return { email, password };
}

/** Signs the browser in as `c` the way the app keeps a session (session storage), without the form. */
export async function signInAs(page: Page, c: Customer) {
  await page.goto('/about');
  await page.evaluate((u) => sessionStorage.setItem('cards.user', JSON.stringify(u)), { token: c.token, current: c.user });
}

/** A ready option of a new birthday card of `c`, made by the offline generator. */
export async function readyOption(c: Customer): Promise<{ cardId: number; optionId: number }> {
  const events = await api<Array<{ id: number; slug: string }>>(null, 'GET', '/events?per_page=200');
  const birthday = events.body.find((e) => e.slug === 'birthday')!;
  const card = await api<{ id: number }>(c.token, 'POST', '/cards', {
    card: { event_id: birthday.id, recipient_name: 'Rose', sender_name: 'Sam', details: 'loves gardening and the seaside' },
  });
  expect(card.status).toBe(201);
  expect([200, 202]).toContain((await api(c.token, 'POST', `/cards/${card.body.id}/generate`)).status);
  const deadline = Date.now() + 120_000;
  for (;;) {
    const got = await api<{ card_instances: Array<{ id: number; status: string }> }>(c.token, 'GET', `/cards/${card.body.id}`);
    const ready = got.body.card_instances.find((i) => i.status === 'ready');
    if (ready && got.body.card_instances.every((i) => i.status === 'ready' || i.status === 'failed'))
      return { cardId: card.body.id, optionId: ready.id };
    if (Date.now() > deadline) throw new Error("the card's options were not ready in time");
    await new Promise((r) => setTimeout(r, 500));
  }
}

export const ADDRESS = { name: 'Rose Smith', line1: '1 Garden Lane', city: 'Bath', postcode: 'BA1 1AA' };

/** Puts the option in the cart on the cheapest product, posted 2nd class to {@link ADDRESS} (kept in the address book when asked). */
export async function fillCart(c: Customer, optionId: number, opts: { saveAddress?: boolean } = {}) {
  const products = await api<Array<{ id: number; price: number; active: boolean }>>(null, 'GET', '/products?per_page=200');
  const cheapest = products.body.filter((p) => p.active !== false).sort((a, b) => a.price - b.price)[0]!;
  expect(
    (await api(c.token, 'POST', '/cart/add', { cart: { card_instance: { id: optionId }, quantity: 1, product_id: cheapest.id } })).status,
  ).toBe(200);
  expect(
    (
      await api(c.token, 'PUT', '/cart/delivery', {
        delivery: { method: 'to_recipient', postage_class: 'second', address: ADDRESS, save_address: !!opts.saveAddress },
      })
    ).status,
  ).toBe(200);
}

export interface PaidOrder {
  id: number;
  number: string;
  planned_dispatch_date: string;
  expected_arrival_date: string;
}

/** Pays the cart with Stripe's test Visa through the API. */
export async function pay(c: Customer): Promise<PaidOrder> {
  const intent = await api<{ payment_intent_id: string }>(c.token, 'POST', '/cart/payment_intent');
  expect(intent.status).toBe(200);
  const order = await api<PaidOrder>(c.token, 'POST', '/cart/payment_complete', {
    cart: { payment_intent_id: intent.body.payment_intent_id, payment_method: 'pm_card_visa' },
  });
  expect(order.status).toBe(200);
  return order.body;
}

/** The text of the newest mail whose text contains `needle`, waiting for it to be written. */
export async function mailContaining(needle: string, timeoutMs = 20_000): Promise<string> {
  const dir = join(env.dataDir(), 'mail');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const n of (await readdir(dir).catch(() => [] as string[]))
      .filter((x) => x.endsWith('.eml'))
      .sort()
      .reverse()) {
      const text = (await readFile(join(dir, n), 'utf8'))
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
      if (text.includes(needle)) return text;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail containing ${needle}`);
}

/** No form message on the page speaks in a validation library's words. */
export async function expectPlainWords(page: Page) {
  const text = await page.locator('main').innerText();
  expect(text).not.toMatch(DEVELOPER_WORDS);
}
