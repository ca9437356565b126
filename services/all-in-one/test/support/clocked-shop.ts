import type { Card, Order } from '@cards/contracts';
import { testConfigOn, testPlace } from '@cards/testing/test-config';
import { testLogger } from '@cards/testing/logger';
import type { SignedIn } from '@cards/testing/users';
import { expect } from '@jest/globals';
import { startPlatform } from '../../src/platform.js';
import { call, ok, until } from '../../../cart-order/test/cart-test-support.js';
import type { TestPlatform } from './test-platform.js';

/** The whole platform on a clock the test sets, with its database and data folder kept across restarts. */
export interface ClockedShop {
  /** Starts the platform (again, after a stop) on the same database and data folder, reading the clock. */
  boot(): Promise<TestPlatform>;
  /** Drops the database and the data folder; the platform must have stopped. */
  drop(): Promise<void>;
}

/**
 * The set-up the tests of days share (the print run, the admin's views, held orders and
 * reminders): a fresh database named after the test, a data folder, and the shop's clock
 * `clock`, which the test may move between restarts.
 */
export async function clockedShop(name: string, clock: () => Date): Promise<ClockedShop> {
  const place = await testPlace(name);
  return {
    async boot() {
      const config = testConfigOn(place);
      const platform = await startPlatform(config, testLogger('platform'), { clock });
      return { baseUrl: `http://127.0.0.1:${platform.apiPort}`, platform, config, dataDir: place.dataDir, stop: () => platform.stop() };
    },
    drop: () => place.cleanUp(),
  };
}

export interface CardAsked {
  /** The occasion's slug (its first occasion when the shop has none of it). */
  event?: string;
  recipient?: string;
  sender?: string;
  /** Wait until every option is made or failed, not only the first ready one. */
  all?: boolean;
}

/** Ready options of a new card of `user`, the way a customer gets them: generated, then polled until made. */
export async function readyOptions(t: TestPlatform, user: SignedIn, asked: CardAsked = {}): Promise<number[]> {
  const { event = 'birthday', recipient = 'Rose', sender = 'Sam', all = false } = asked;
  const events = await ok<Array<{ id: number; slug: string }>>(t, null, 'GET', '/events?per_page=200');
  const occasion = events.find((e) => e.slug === event) ?? events[0]!;
  const card = await ok<Card>(
    t,
    user.token,
    'POST',
    '/cards',
    { card: { event_id: occasion.id, recipient_name: recipient, sender_name: sender } },
    201,
  );
  expect([200, 202]).toContain((await call(t, user.token, 'POST', `/cards/${card.id}/generate`)).status);
  const settled = (c: Card) =>
    all
      ? c.card_instances.length > 0 && c.card_instances.every((i) => i.status === 'ready' || i.status === 'failed')
      : c.card_instances.some((i) => i.status === 'ready');
  const done = await until(
    async () => {
      const c = (await call<Card>(t, user.token, 'GET', `/cards/${card.id}`)).body;
      return settled(c) ? c : undefined;
    },
    180_000,
    'card options to be ready',
  );
  const ready = done.card_instances.filter((i) => i.status === 'ready').map((i) => i.id);
  expect(ready.length).toBeGreaterThan(0);
  return ready;
}

/** Pays `user`'s cart with the test provider's Visa, as the checkout page does. */
export async function payCart(t: TestPlatform, user: SignedIn): Promise<Order> {
  const intent = await ok<{ payment_intent_id: string }>(t, user.token, 'POST', '/cart/payment_intent');
  return ok<Order>(t, user.token, 'POST', '/cart/payment_complete', {
    cart: { payment_intent_id: intent.payment_intent_id, payment_method: 'pm_card_visa' },
  });
}
