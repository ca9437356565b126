import type { AddressGroup, AddressImportReport, Card, Cart, CardInstance, Order, OrderPrintFile } from '@cards/contracts';
import { loginAsAdmin, signUpAndLogin, type SignedIn } from '@cards/testing/users';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { fillCart, ok, products, until } from '../../cart-order/test/cart-test-support.js';
import { payCart, readyOptions } from './support/clocked-shop.js';
import { startTestPlatform, type TestPlatform } from './support/test-platform.js';

type Kind = 'thumbnail' | 'pdf' | 'print' | 'labels';

/** The render worker's Chromium renders so far, by kind, as /metrics reports them. */
async function renders(t: TestPlatform): Promise<Record<Kind, number>> {
  const text = await (await fetch(`${t.baseUrl}/metrics`)).text();
  const counts: Record<Kind, number> = { thumbnail: 0, pdf: 0, print: 0, labels: 0 };
  for (const m of text.matchAll(/^rendering_chromium_renders_total\{kind="(\w+)"\} (\d+)$/gm)) counts[m[1] as Kind] = Number(m[2]);
  return counts;
}

/** Renders made since `before`, by kind. */
async function since(t: TestPlatform, before: Record<Kind, number>): Promise<Record<Kind, number>> {
  const now = await renders(t);
  return {
    thumbnail: now.thumbnail - before.thumbnail,
    pdf: now.pdf - before.pdf,
    print: now.print - before.print,
    labels: now.labels - before.labels,
  };
}

/** The order's print files once every one is ready (read as the print team does). */
function printFilesReady(t: TestPlatform, admin: SignedIn, order: Order, count: number): Promise<OrderPrintFile[]> {
  return until(
    async () => {
      const files = await ok<OrderPrintFile[]>(t, admin.token, 'GET', `/admin/orders/${order.id}/print_files`);
      return files.length === count && files.every((f) => f.status === 'ready') ? files : undefined;
    },
    180_000,
    `the order's ${count} print file(s) to be ready`,
  );
}

/**
 * Nothing is drawn on the server before it is paid for: a shopper designs a card, looks at it
 * in their cards, puts it in the cart and checks out through the API (what the web pages ask
 * for, which draw the card themselves) with Chromium drawing nothing; after payment the print
 * lane draws each card once, or once per recipient of a list.
 */
describe('Chromium renders per journey', () => {
  let t: TestPlatform;
  let admin: SignedIn;
  let alice: SignedIn;

  beforeAll(async () => {
    t = await startTestPlatform();
    [admin, alice] = await Promise.all([loginAsAdmin(t), signUpAndLogin(t, { name: 'Alice' })]);
  }, 300_000);
  afterAll(async () => {
    await t?.stop();
  });

  /** What the shop's pages fetch for a card between designing and paying. */
  async function browse(user: SignedIn, option: number): Promise<void> {
    const one = await ok<CardInstance>(t, user.token, 'GET', `/card_instances/${option}`);
    await ok<Card>(t, user.token, 'GET', `/cards/${one.card_id}`);
    await ok<Card[]>(t, user.token, 'GET', '/cards');
    await ok<Cart>(t, user.token, 'GET', '/cart');
  }

  it('when a card is designed, put in the cart and paid for, then nothing is rendered before payment and one print file after', async () => {
    const before = await renders(t);
    const [option] = (await readyOptions(t, alice)) as [number];
    const product = (await products(t))[0]!;
    await fillCart(t, alice, option, product.id, 2);
    await browse(alice, option);
    await ok(t, alice.token, 'POST', '/cart/payment_intent');
    expect(await since(t, before)).toEqual({ thumbnail: 0, pdf: 0, print: 0, labels: 0 });

    const order = await payCart(t, alice);
    expect(order.status).toBe('paid');
    await printFilesReady(t, admin, order, 1);
    await ok<Order>(t, alice.token, 'GET', `/orders/${order.id}`);
    expect(await since(t, before)).toEqual({ thumbnail: 0, pdf: 0, print: 1, labels: 0 });
  }, 420_000);

  it('when a card is sent to a list of three by post and paid for, then nothing is rendered before payment and one print file per recipient after', async () => {
    const before = await renders(t);
    const [option] = (await readyOptions(t, alice, { event: 'christmas', recipient: 'Everyone' })) as [number];
    await ok<AddressImportReport>(t, alice.token, 'POST', '/addresses/import', {
      format: 'csv',
      content: [
        'Name,Address line 1,Town,Postcode',
        'Ann Holly,1 Ivy Road,York,YO1 1AB',
        'Ben Holly,2 Ivy Road,York,YO1 2AB',
        'Cat Holly,3 Ivy Road,York,YO1 3AB',
      ].join('\n'),
      group: 'Neighbours',
    });
    const group = (await ok<AddressGroup[]>(t, alice.token, 'GET', '/address_groups')).find((g) => g.name === 'Neighbours')!;
    const product = (await products(t)).find((p) => p.size === 'A6') ?? (await products(t))[0]!;
    const cart = await ok<Cart>(t, alice.token, 'POST', '/cart/send_to_many', {
      mailing: { card_instance: { id: option }, product_id: product.id, group_ids: [group.id] },
    });
    expect(cart.items[0]!.recipients).toHaveLength(3);
    await browse(alice, option);
    expect(await since(t, before)).toEqual({ thumbnail: 0, pdf: 0, print: 0, labels: 0 });

    const order = await payCart(t, alice);
    await printFilesReady(t, admin, order, 3);
    expect(await since(t, before)).toEqual({ thumbnail: 0, pdf: 0, print: 3, labels: 0 });
  }, 420_000);
});
