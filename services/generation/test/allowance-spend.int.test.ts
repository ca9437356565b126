import type { Card, CardInstance } from '@cards/contracts';
import { startGenerationHarness, type GenerationHarness } from './support/generation-harness.js';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { expectLabelled } from '@cards/testing';
import { call, createCard, occasions, waitForOptions } from './generation-test-support.js';
import { setFreeDesigns } from './support/free-designs.js';

interface Refusal {
  code: string;
  error: string;
  details: {
    plan_slug: string;
    allowance: number;
    used: number;
    pack_credits: number;
    offers: Array<{ kind: string; checkout_url?: string; generations: number }>;
  };
}

/**
 * The monthly allowance counts what costs money: every option made and every new set of words
 * or artwork. Once it is used up, each of those answers 402 with the offers (a plan, a pack).
 */
describe('the allowance counts every paid generation', () => {
  let t: GenerationHarness;
  beforeAll(async () => {
    t = await startGenerationHarness({ env: { GENERATION_OPTIONS: '3' } });
    await setFreeDesigns(t, 10);
  });
  afterAll(async () => {
    await t?.stop();
  });

  it("when options and regenerations use up the Free plan's 10, then every paid call after answers 402 with a plan and a pack", async () => {
    const ev = await occasions(t);
    const u = await t.identity.signUp();
    const card = await createCard(t, u.token, { event_id: ev.birthday, recipient_name: 'Rose', sender_name: 'Sam' });
    for (let i = 0; i < 3; i++) {
      expect((await call(t, u.token, 'POST', `/cards/${card.id}/generate`)).status).toBe(202);
      await waitForOptions(t, u.token, card.id);
    }
    const option = (await waitForOptions(t, u.token, card.id)).card_instances[0]!;
    expect((await call<CardInstance>(t, u.token, 'POST', `/card_instances/${option.id}/regenerate_text`)).status).toBe(202);
    await waitForOptions(t, u.token, card.id);

    // 3 × 3 options + 1 new set of words = 10: nothing is left for the next option.
    const regenerateImage = await call<Refusal>(t, u.token, 'POST', `/card_instances/${option.id}/regenerate_image`);
    expect(regenerateImage.status).toBe(402);
    expect(regenerateImage.body.code).toBe('generation_allowance_exhausted');
    expect(regenerateImage.body.details).toMatchObject({ plan_slug: 'free', allowance: 10, used: 10, pack_credits: 0 });
    expect(regenerateImage.body.details.offers.map((o) => o.kind).sort()).toEqual(['generation_pack', 'subscription']);
    expect(regenerateImage.body.details.offers.find((o) => o.kind === 'generation_pack')!.checkout_url).toContain('test_checkout_session=');
    expect(regenerateImage.body.error).toMatch(/each option made and each new set of words or artwork counts/);
    for (const [method, path, body] of [
      ['POST', `/card_instances/${option.id}/regenerate_text`, undefined],
      ['POST', '/card_instances', { cardinstance: { card_id: card.id } }],
      ['POST', `/cards/${card.id}/generate`, undefined],
    ] as const) {
      const r = await call<Refusal>(t, u.token, method, path, body);
      expectLabelled(r.status, `${method} ${path}`).toBe(402);
      expect(r.body.details.offers.length).toBeGreaterThan(0);
    }
    const after = (await call<Card>(t, u.token, 'GET', `/cards/${card.id}`)).body;
    expect(after.card_instances).toHaveLength(9);
  }, 90_000);

  it('when fewer generations are left than a generate asks for, then it makes what is left', async () => {
    const ev = await occasions(t);
    const u = await t.identity.signUp();
    const card = await createCard(t, u.token, { event_id: ev.birthday, recipient_name: 'Kim' });
    for (let i = 0; i < 3; i++) {
      expect((await call(t, u.token, 'POST', `/cards/${card.id}/generate`)).status).toBe(202);
      await waitForOptions(t, u.token, card.id);
    }
    const last = await call<Card>(t, u.token, 'POST', `/cards/${card.id}/generate`);
    expect(last.status).toBe(202);
    expect(last.body.card_instances).toHaveLength(10);
    await waitForOptions(t, u.token, card.id);
    expect((await call(t, u.token, 'POST', `/cards/${card.id}/generate`)).status).toBe(402);
  }, 90_000);
});
