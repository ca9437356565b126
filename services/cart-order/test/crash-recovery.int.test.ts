import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CartOrderCalls,
  CatalogCalls,
  GenerationCalls,
  IdentityCalls,
  type Actor,
  type CallDefinition,
  type RpcCall,
} from '@cards/contracts';
import { createInfra, loadConfig, requestCall, serveCall, type Infra } from '@cards/kit';
import { createTestDatabase } from '@cards/testing/database';
import { testLogger } from '@cards/testing/logger';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@cards/testing';
import { createCartOrderApp } from '../src/app.js';
import type { PaymentProvider } from '../src/modules/providers/payment-provider.port.js';

/**
 * The cart-order process dies after the provider charged and before it answered. Only this
 * service is started (twice, on one database), so it can die and come back; the services it
 * asks are stood in for by small handlers with their contract's shapes.
 */
describe('crash between the charge and the reply', () => {
  let db: { url: string; drop: () => Promise<void> };
  let dataDir: string;
  const alice: Actor = { user_id: 41, account_id: 41, email: 'alice@cards.test', admin: false };
  const mails: unknown[] = [];

  const config = () => loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: db.url, DATA_DIR: dataDir });
  async function boot(decorate?: (p: PaymentProvider) => PaymentProvider) {
    const infra = await createInfra(config(), testLogger('cart-order'));
    await standIns(infra);
    const app = createCartOrderApp(infra, { decorateProvider: decorate });
    await app.start();
    const rpc = <C extends CallDefinition<typeof RpcCall>>(call: C, body: unknown = undefined, params: Record<string, unknown> = {}) =>
      requestCall(infra.rpc, call, { actor: alice, params, query: {}, body, meta: {} });
    return {
      infra,
      app,
      rpc,
      stop: async () => {
        await app.stop();
        await infra.lifecycle.stop();
      },
    };
  }
  async function standIns(infra: Infra) {
    await serveCall(infra.rpc, GenerationCalls.cardInstanceForCart, async ({ id, actor }) => ({
      id,
      card_id: 1,
      user_id: actor.user_id,
      account_id: actor.account_id ?? 0,
      status: 'ready',
      thumbnail_url: null,
      image_url: null,
      title: 'Birthday card for Rose',
      occasion_name: 'Birthday',
    }));
    await serveCall(infra.rpc, CatalogCalls.product.find, async () => ({
      id: 5,
      name: 'A6 card',
      description: 'A6 folded card',
      price: 3.95,
      currency: 'GBP',
      price_includes_vat: true,
      product_category_id: 1,
      size: 'A6',
      flat_width_mm: 210,
      flat_height_mm: 148,
      bleed_mm: 3,
      paper: '350gsm matt card',
      sku: 'CARD-A6',
      active: true,
      position: 1,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    }));
    await serveCall(infra.rpc, IdentityCalls.mailSend, async (d) => {
      mails.push(d);
      return { message_id: 'm1' };
    });
  }

  beforeAll(async () => {
    db = await createTestDatabase('co');
    dataDir = mkdtempSync(join(tmpdir(), 'cart-order-crash-'));
  });
  afterAll(async () => {
    await db?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('when the process dies after the charge, then after the restart the order exists once, and the retry returns it', async () => {
    // First life: the provider charges, then the process "dies" before anything else runs.
    const first = await boot((p) =>
      Object.assign(Object.create(p) as PaymentProvider, {
        confirmIntent: async (id: string, o: { paymentMethod?: string; idempotencyKey: string }) => {
          await p.confirmIntent(id, o);
          throw new Error('process killed');
        },
      }),
    );
    await first.rpc(CartOrderCalls.addToCart, { cart: { card_instance: { id: 7 }, quantity: 3, product_id: 5 } });
    await first.rpc(CartOrderCalls.setDelivery, {
      delivery: {
        method: 'to_me',
        postage_class: 'first',
        address: { name: 'Alice', line1: '2 High St', city: 'York', postcode: 'YO1 7HH' },
      },
    });
    const intent = await first.rpc(CartOrderCalls.paymentIntent);
    expect(intent.amount).toBe(13.84);
    await expect(
      first.rpc(CartOrderCalls.paymentComplete, { cart: { payment_intent_id: intent.payment_intent_id, payment_method: 'pm_card_visa' } }),
    ).rejects.toMatchObject({ status: 502, code: 'payment_provider_unavailable' });
    const ds = first.app.dataSource();
    const [charged] = await ds.query(`SELECT charge_count FROM cart_order.test_payment_intents WHERE id = $1`, [intent.payment_intent_id]);
    expect(charged.charge_count).toBe(1);
    expect((await first.rpc(CartOrderCalls.listOrders)).total).toBe(0);
    await first.stop();

    // Second life: the reconciler finds the paid checkout at start and makes its order.
    const second = await boot();
    await eventually(async () => (await second.rpc(CartOrderCalls.listOrders)).total, { timeout: 10_000 }).toBe(1);
    const [order] = (await second.rpc(CartOrderCalls.listOrders)).items;
    expect(order).toMatchObject({
      status: 'paid',
      total: 13.84,
      payment_intent_id: intent.payment_intent_id,
      items: [expect.objectContaining({ quantity: 3, unit_price: 3.95 })],
    });
    // The browser's retry gets that very order; nothing is charged again.
    const retried = await second.rpc(CartOrderCalls.paymentComplete, {
      cart: { payment_intent_id: intent.payment_intent_id, payment_method: 'pm_card_visa' },
    });
    expect(retried.id).toBe(order!.id);
    const [after] = await second.app
      .dataSource()
      .query(`SELECT charge_count FROM cart_order.test_payment_intents WHERE id = $1`, [intent.payment_intent_id]);
    expect(after.charge_count).toBe(1);
    expect((await second.rpc(CartOrderCalls.getCart)).items).toEqual([]);
    await eventually(() => mails.length, { timeout: 10_000 }).toBe(1);
    expect(mails[0]).toMatchObject({ user_id: 41, template: 'order_confirmation', data: { order_number: order!.number, total: 13.84 } });
    await second.stop();
  });

  it('when the process dies after the charge and the customer retries before any sweep, then the retry makes the one order', async () => {
    const first = await boot((p) =>
      Object.assign(Object.create(p) as PaymentProvider, {
        confirmIntent: async (id: string, o: { paymentMethod?: string; idempotencyKey: string }) => {
          await p.confirmIntent(id, o);
          throw new Error('process killed');
        },
      }),
    );
    await first.rpc(CartOrderCalls.addToCart, { cart: { card_instance: { id: 8 }, quantity: 1, product_id: 5 } });
    const intent = await first.rpc(CartOrderCalls.paymentIntent);
    await expect(
      first.rpc(CartOrderCalls.paymentComplete, { cart: { payment_intent_id: intent.payment_intent_id, payment_method: 'pm_card_visa' } }),
    ).rejects.toMatchObject({ status: 502, code: 'payment_provider_unavailable' });
    // The same process, still alive, takes the retry: the intent already succeeded, so no confirm happens.
    const order = await first.rpc(CartOrderCalls.paymentComplete, {
      cart: { payment_intent_id: intent.payment_intent_id, payment_method: 'pm_card_visa' },
    });
    expect(order.status).toBe('paid');
    const orders = await first.rpc(CartOrderCalls.listOrders);
    expect(orders.items.filter((o) => o.payment_intent_id === intent.payment_intent_id)).toHaveLength(1);
    await first.stop();
  });
});
