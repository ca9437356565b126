import type { Card, CardInstance } from '@cards/contracts';
import type { RestTarget } from '@cards/testing/rest-target';
import type { SignedIn } from '@cards/testing/users';
import { call } from '@cards/testing/http';
import { eventually, expectLabelled } from '@cards/testing';
import type { GenerationHarness } from './support/generation-harness.js';

export { call, type Answer } from '@cards/testing/http';

/** Occasion ids by slug, from the public catalogue. */
export async function occasions(t: RestTarget): Promise<Record<string, number>> {
  const r = await call<Array<{ id: number; slug: string }>>(t, null, 'GET', '/events?per_page=200');
  return Object.fromEntries(r.body.map((e) => [e.slug, e.id]));
}

export async function createCard(t: RestTarget, token: string, card: Record<string, unknown>): Promise<Card> {
  const r = await call<Card>(t, token, 'POST', '/cards', { card });
  expectLabelled(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body;
}

/**
 * Where the history tests start: Alice and Bob signed up, and Alice's birthday card for Marcus
 * (with `fields` added) generated, its options finished.
 */
export async function aliceCardWithOptions(
  t: GenerationHarness,
  fields: Record<string, unknown> = {},
): Promise<{ alice: SignedIn; bob: SignedIn; card: Card }> {
  const [alice, bob] = await Promise.all([t.identity.signUp({ name: 'Alice' }), t.identity.signUp({ name: 'Bob' })]);
  const ev = await occasions(t);
  const created = await createCard(t, alice.token, { event_id: ev.birthday, recipient_name: 'Marcus', sender_name: 'Alice', ...fields });
  await call(t, alice.token, 'POST', `/cards/${created.id}/generate`);
  return { alice, bob, card: await waitForOptions(t, alice.token, created.id) };
}

/** Polls the card until every option is finished (ready or failed). */
export async function waitForOptions(t: RestTarget, token: string, cardId: number, timeoutMs = 45_000): Promise<Card> {
  let card: Card | undefined;
  await eventually(
    async () => {
      card = (await call<Card>(t, token, 'GET', `/cards/${cardId}`)).body;
      return card.card_instances.length > 0 && card.card_instances.every((i) => i.status === 'ready' || i.status === 'failed');
    },
    { timeout: timeoutMs, interval: 50 },
  ).toBe(true);
  return card!;
}

export async function waitForInstance(
  t: RestTarget,
  token: string,
  id: number,
  ok: (i: CardInstance) => boolean,
  timeoutMs = 45_000,
): Promise<CardInstance> {
  let inst: CardInstance | undefined;
  await eventually(
    async () => {
      inst = (await call<CardInstance>(t, token, 'GET', `/card_instances/${id}`)).body;
      return ok(inst);
    },
    { timeout: timeoutMs, interval: 50 },
  ).toBe(true);
  return inst!;
}

/** The asset key behind an instance's `image_url`. */
export function assetKey(url: string | null): string {
  const m = /\/assets\/(.+)$/.exec(url ?? '');
  if (!m) throw new Error(`not an asset URL: ${url}`);
  return m[1]!;
}
