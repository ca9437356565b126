import type { Card, PaymentSessionReply } from '@cards/contracts';
import { startGenerationHarness, type GenerationHarness } from './support/generation-harness.js';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually, expectLabelled } from '@cards/testing';
import { FakeOpenAi, wordsReply, imageReply } from './fake-openai.js';
import { call, createCard, occasions } from './generation-test-support.js';
import { setFreeDesigns } from './support/free-designs.js';

interface ErrorAnswer {
  code: string;
  error: string;
  details: Record<string, unknown>;
}
interface Offer {
  kind: string;
  plan_slug?: string;
  generations: number;
  checkout_url?: string;
  price?: number;
}

/**
 * The allowance (402 with what to buy, then buying a pack through the payment session) and
 * the per-account limits (429). The provider answers slowly, so generations overlap in time.
 */
describe('generation allowances and limits', () => {
  const fake = new FakeOpenAi();
  let t: GenerationHarness;
  let ev: Record<string, number>;
  beforeAll(async () => {
    await fake.start();
    fake.whenIdle('/responses', () => ({
      status: 200,
      body: wordsReply({ front: 'Hello!', greeting: 'Dear you,', message: 'Hello.', sign_off: 'Love,' }),
      delayMs: 1500,
    }));
    fake.whenIdle('/images/generations', () => ({ status: 200, body: imageReply(), delayMs: 1500 }));
    t = await startGenerationHarness({
      env: {
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: fake.url,
        GENERATION_OPTIONS: '1',
        GENERATION_HOURLY_PER_ACCOUNT: '12',
        GENERATION_CONCURRENT_PER_ACCOUNT: '2',
      },
    });
    ev = await occasions(t);
    await setFreeDesigns(t, 10);
  });
  afterAll(async () => {
    await t?.stop();
    await fake.stop();
  });

  it("when the Free plan's generations are used up, then generate answers 402 with what to buy, and a bought pack starts the waiting card", async () => {
    const u = await t.identity.signUp();
    const card = await createCard(t, u.token, { event_id: ev.birthday, recipient_name: 'Sam' });
    for (let i = 0; i < 10; i++) expect((await call(t, u.token, 'POST', `/cards/${card.id}/generate`)).status).toBe(202);

    const refused = await call<ErrorAnswer>(t, u.token, 'POST', `/cards/${card.id}/generate`);
    expect(refused.status).toBe(402);
    expect(refused.body.code).toBe('generation_allowance_exhausted');
    expect(refused.body.details).toMatchObject({ plan_slug: 'free', allowance: 10, used: 10, pack_credits: 0 });
    const offers = refused.body.details.offers as Offer[];
    expect(offers.find((o) => o.kind === 'subscription')).toMatchObject({ plan_slug: 'plus', generations: 100, price: 4.99 });
    const pack = offers.find((o) => o.kind === 'generation_pack')!;
    expect(pack.generations).toBe(20);
    expect((await call<Card>(t, u.token, 'GET', `/cards/${card.id}`)).body.card_instances).toHaveLength(10);

    // Pay for the pack on the checkout page cart-order's session opens (here its fake), then come back with the session id.
    const session = new URL(pack.checkout_url!).searchParams.get('test_checkout_session')!;
    const paid = t.cartOrder.pay(session);
    expect(paid.status).toBe('paid');
    expect(paid.success_url).toContain(`/card/${card.id}?session_id=`);

    const unpaidCheck = await call<ErrorAnswer>(t, u.token, 'GET', `/payment_session?session_id=nope&startGenerating=true`);
    expect(unpaidCheck.status).toBe(404);
    const back = await call<PaymentSessionReply>(
      t,
      u.token,
      'GET',
      `/payment_session?session_id=${encodeURIComponent(session)}&startGenerating=true`,
    );
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ status: 'paid', kind: 'generation_pack', granted: { generations: 20 } });
    expect(back.body.allowance).toMatchObject({ used: 10, pack_credits: 19 });
    expect(back.body.card!.card_instances).toHaveLength(11);

    // Coming back again grants nothing twice and starts nothing twice.
    const again = await call<PaymentSessionReply>(
      t,
      u.token,
      'GET',
      `/payment_session?session_id=${encodeURIComponent(session)}&startGenerating=true`,
    );
    expectLabelled(again.body.card!.card_instances.length, JSON.stringify(again.body.allowance)).toBe(11);
    expect(again.body.allowance).toMatchObject({ pack_credits: 19 });
    expect(again.body.card!.card_instances).toHaveLength(11);

    // The pack pays for the next generation; then the hourly limit (12) stops the thirteenth request.
    expect((await call(t, u.token, 'POST', `/cards/${card.id}/generate`)).status).toBe(202);
    const hourly = await call<ErrorAnswer>(t, u.token, 'POST', `/cards/${card.id}/generate`);
    expect(hourly.status).toBe(429);
    expect(hourly.body.code).toBe('generation_rate_limited');
    expect(Number(hourly.headers.get('retry-after'))).toBeGreaterThan(0);
  }, 60_000);

  it('when a customer with designs still left asks for a pack on their card, then they get its checkout, which comes back to the card; on a card not theirs, 404', async () => {
    const u = await t.identity.signUp();
    const other = await t.identity.signUp();
    const card = await createCard(t, u.token, { event_id: ev.birthday, recipient_name: 'Ada' });
    const pack = await call<{ name: string; price: number; generations: number; checkout_url: string }>(
      t,
      u.token,
      'POST',
      `/cards/${card.id}/design_pack`,
    );
    expect(pack.status).toBe(200);
    expect(pack.body).toMatchObject({ name: '20 more card designs', price: 2.99, generations: 20 });
    const paid = t.cartOrder.pay(new URL(pack.body.checkout_url).searchParams.get('test_checkout_session')!);
    expect(paid.success_url).toContain(`/card/${card.id}?session_id=`);
    expect((await call(t, other.token, 'POST', `/cards/${card.id}/design_pack`)).status).toBe(404);
  });

  it('when more cards than allowed are generating at once, then the next one answers 429 until they finish', async () => {
    const u = await t.identity.signUp();
    const cards = await Promise.all(['A', 'B', 'C'].map((r) => createCard(t, u.token, { event_id: ev['thank-you'], recipient_name: r })));
    expect((await call(t, u.token, 'POST', `/cards/${cards[0]!.id}/generate`)).status).toBe(202);
    expect((await call(t, u.token, 'POST', `/cards/${cards[1]!.id}/generate`)).status).toBe(202);
    const busy = await call<ErrorAnswer>(t, u.token, 'POST', `/cards/${cards[2]!.id}/generate`);
    expect(busy.status).toBe(429);
    expect(busy.body.code).toBe('generation_concurrency_limited');
    expect(busy.headers.get('retry-after')).toBeTruthy();
    // Once the first two are done, the third may go.
    await eventually(async () => (await call(t, u.token, 'POST', `/cards/${cards[2]!.id}/generate`)).status, {
      timeout: 30_000,
      interval: 250,
    }).toBe(202);
  }, 60_000);

  it("when an account that used up the Free plan subscribes, then its allowance follows the plan from cart-order's event", async () => {
    const u = await t.identity.signUp();
    const card = await createCard(t, u.token, { event_id: ev.birthday, recipient_name: 'Z' });
    for (let i = 0; i < 10; i++) expect((await call(t, u.token, 'POST', `/cards/${card.id}/generate`)).status).toBe(202);
    expect((await call(t, u.token, 'POST', `/cards/${card.id}/generate`)).status).toBe(402);
    const plan = (await call<Array<{ id: number; slug: string }>>(t, null, 'GET', '/plans')).body.find((p) => p.slug === 'plus')!;
    await t.cartOrder.subscribe(u.user.account_id!, plan);
    await eventually(async () => (await call(t, u.token, 'POST', `/cards/${card.id}/generate`)).status, {
      timeout: 10_000,
      interval: 100,
    }).toBe(202);
  }, 60_000);
});
