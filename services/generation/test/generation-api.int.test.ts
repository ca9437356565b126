import { GenerationCalls, type Card, type CardInstance } from '@cards/contracts';
import { requestCall } from '@cards/kit';
import { startGenerationHarness, type GenerationHarness } from './support/generation-harness.js';
import type { SignedIn } from '@cards/testing/users';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { eventually, expectLabelled } from '@cards/testing';
import { checkWords } from '@cards/card-words';
import { assetKey, call, createCard, occasions, waitForInstance, waitForOptions } from './generation-test-support.js';

/** Cards and their options through the REST API, on the embedded (in-memory) queue with the offline generators. */
describe('cards and card instances through the BFF', () => {
  let t: GenerationHarness;
  let alice: SignedIn;
  let bob: SignedIn;
  let ev: Record<string, number>;
  let card: Card;

  beforeAll(async () => {
    t = await startGenerationHarness();
    [alice, bob] = await Promise.all([t.identity.signUp({ name: 'Alice' }), t.identity.signUp({ name: 'Bob' })]);
    ev = await occasions(t);
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('when a customer creates a card and asks to generate, then three queued options come back at once and all become ready', async () => {
    card = await createCard(t, alice.token, {
      event_id: ev.birthday,
      recipient_name: 'Grandma Rose',
      sender_name: 'Alice',
      details: 'loves her garden',
    });
    expect(card.event).toMatchObject({ id: ev.birthday, slug: 'birthday' });
    expect(card.card_instances).toEqual([]);

    const gen = await call<Card>(t, alice.token, 'POST', `/cards/${card.id}/generate`);
    expect(gen.status).toBe(202);
    expect(gen.body.card_instances).toHaveLength(3);
    expect(gen.body.card_instances.every((i) => i.status === 'queued' || i.status === 'generating')).toBe(true);

    const done = await waitForOptions(t, alice.token, card.id);
    expect(done.card_instances.map((i) => i.status)).toEqual(['ready', 'ready', 'ready']);
    for (const i of done.card_instances) {
      // Ready means words and artwork exist; the thumbnails' URLs name this version, drawn when first asked for.
      expectLabelled(i.thumbnail_url, `option ${i.id}`).toMatch(
        new RegExp(`/assets/rendering/thumbnails/${i.id}-[0-9a-f]{20}-front\\.jpg$`),
      );
      expect(i.inside_thumbnail_url).toBe(i.thumbnail_url!.replace(/-front\.jpg$/, '-inside.jpg'));
      expect(i.image_url).toBeTruthy();
      expect(i.text).toContain('Grandma Rose');
      expect(i.text).toContain('garden');
      expect(i.front_text.length).toBeGreaterThan(3);
      expect(i.image_url).toMatch(/\/assets\/generation\/artwork\/\d+-1-[0-9a-f]+\.svg$/);
      const art = await t.infra.assets.get(assetKey(i.image_url));
      expect(art?.contentType).toBe('image/svg+xml');
      expect(art?.body.toString()).toContain('<svg');
    }
    // Three options of one card are three different messages.
    expect(new Set(done.card_instances.map((i) => i.text)).size).toBe(3);
  });

  it('when a card is shown while none of its options is ready, then its signatures are not read; once one is, they are (they count in its content hash)', async () => {
    const statements = jest.spyOn(t.db.logger, 'logQuery');
    const readsSignatures = () => statements.mock.calls.filter(([sql]) => sql.includes('card_signatures')).length;
    // A customer of their own, so the searches and lists below see only the cards they expect.
    const carol = await t.identity.signUp({ name: 'Carol' });
    const fresh = await createCard(t, carol.token, { event_id: ev.birthday, recipient_name: 'Aunt May' });
    statements.mockClear();
    expect((await call<Card>(t, carol.token, 'GET', `/cards/${fresh.id}`)).status).toBe(200);
    expect(readsSignatures()).toBe(0);
    // The card of the test before has its options ready.
    expect((await call<Card>(t, alice.token, 'GET', `/cards/${card.id}`)).body.card_instances.some((i) => i.status === 'ready')).toBe(true);
    expect(readsSignatures()).toBe(1);
    statements.mockRestore();
  });

  it('when the words are regenerated, then only the words change and the artwork stays', async () => {
    const before = (await call<Card>(t, alice.token, 'GET', `/cards/${card.id}`)).body.card_instances[0]!;
    const r = await call<CardInstance>(t, alice.token, 'POST', `/card_instances/${before.id}/regenerate_text`);
    expect(r.status).toBe(202);
    expect(r.body.text_status).toBe('queued');
    expect(r.body.image_status).toBe('ready');
    const after = await waitForInstance(
      t,
      alice.token,
      before.id,
      (i) => i.status === 'ready' && i.text_version === before.text_version + 1,
    );
    expect(after.text).not.toBe(before.text);
    expect(after.text).toContain('Grandma Rose');
    expect(after.image_url).toBe(before.image_url);
    expect(after.image_version).toBe(before.image_version);
  });

  it('when the words are regenerated, then they are unlike every other option and the front greeting stays unless a new one is asked for', async () => {
    const options = (await call<Card>(t, alice.token, 'GET', `/cards/${card.id}`)).body.card_instances;
    const before = options[1]!;
    await call(t, alice.token, 'POST', `/card_instances/${before.id}/regenerate_text`, {});
    const kept = await waitForInstance(
      t,
      alice.token,
      before.id,
      (i) => i.status === 'ready' && i.text_version === before.text_version + 1,
    );
    expect(kept.front_text).toBe(before.front_text);
    const brief = {
      occasion: { slug: 'birthday', name: 'Birthday' },
      recipient_name: 'Grandma Rose',
      sender_name: 'Alice',
      details: 'loves her garden',
    };
    const others = [...options.filter((o) => o.id !== before.id), before].map((o) => ({ front: o.front_text, inside: o.text }));
    expect(checkWords({ front: kept.front_text, inside: kept.text }, brief, others).problems).toEqual([]);

    const r = await call<CardInstance>(t, alice.token, 'POST', `/card_instances/${before.id}/regenerate_text`, { front: true });
    expect(r.status).toBe(202);
    const fresh = await waitForInstance(t, alice.token, before.id, (i) => i.status === 'ready' && i.text_version === kept.text_version + 1);
    expect(fresh.front_text).not.toBe(kept.front_text);
    expect(fresh.text).not.toBe(kept.text);
    const bad = await call<{ details: Record<string, string[]> }>(t, alice.token, 'POST', `/card_instances/${before.id}/regenerate_text`, {
      front: 'yes',
    });
    expect(bad.status).toBe(422);
    const spec = await call<{
      paths: Record<
        string,
        Record<
          string,
          { requestBody?: { required: boolean; content: Record<string, { schema: { properties: Record<string, unknown> } }> } }
        >
      >;
    }>(t, null, 'GET', '/openapi.json');
    const body = spec.body.paths['/card_instances/{id}/regenerate_text']!.post!.requestBody!;
    expect(body.required).toBe(false);
    expect(body.content['application/json']!.schema.properties).toHaveProperty('front');
  });

  it("when a customer's notes, names or own words hold language we cannot print, then 422 names the field and nothing is saved", async () => {
    const refused = await call<{ code: string; error: string; details: Record<string, string[]> }>(t, alice.token, 'POST', '/cards', {
      card: { event_id: ev.birthday, recipient_name: 'Rose', sender_name: 'Alice', details: 'tell the old bitch happy birthday' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('content_not_allowed');
    expect(refused.body.error).toMatch(/What you told us about the recipient contains words we can’t print/);
    expect(Object.keys(refused.body.details)).toEqual(['card.details']);
    const mine = (await call<Card[]>(t, alice.token, 'GET', '/cards?search=bitch')).body;
    expect(mine).toEqual([]);

    const option = (await call<Card>(t, alice.token, 'GET', `/cards/${card.id}`)).body.card_instances[2]!;
    const edit = await call<{ details: Record<string, string[]> }>(t, alice.token, 'PUT', `/card_instances/${option.id}`, {
      card_instance: { text: 'Happy birthday, you shithead' },
    });
    expect(edit.status).toBe(422);
    expect(Object.keys(edit.body.details)).toEqual(['card_instance.text']);
    expect((await call<CardInstance>(t, alice.token, 'GET', `/card_instances/${option.id}`)).body.text).toBe(option.text);
  });

  it('when the artwork is regenerated, then only the artwork changes and the words stay', async () => {
    const before = (
      await call<CardInstance>(
        t,
        alice.token,
        'GET',
        `/card_instances/${card.card_instances[0]?.id ?? (await call<Card>(t, alice.token, 'GET', `/cards/${card.id}`)).body.card_instances[1]!.id}`,
      )
    ).body;
    const r = await call<CardInstance>(t, alice.token, 'POST', `/card_instances/${before.id}/regenerate_image`);
    expect(r.status).toBe(202);
    expect(r.body.image_status).toBe('queued');
    const after = await waitForInstance(
      t,
      alice.token,
      before.id,
      (i) => i.status === 'ready' && i.image_version === before.image_version + 1,
    );
    expect(after.image_url).not.toBe(before.image_url);
    expect(after.text).toBe(before.text);
    const a = await t.infra.assets.get(assetKey(before.image_url));
    const b = await t.infra.assets.get(assetKey(after.image_url));
    expect(b!.body.equals(a!.body)).toBe(false);
  });

  it('when the owner edits the words, stars and thumbs an option and hearts the card, then the changes are kept', async () => {
    const c = (await call<Card>(t, alice.token, 'GET', `/cards/${card.id}`)).body;
    const id = c.card_instances[2]!.id;
    const r = await call<CardInstance>(t, alice.token, 'PUT', `/card_instances/${id}`, {
      card_instance: { text: 'Dear Rose, happy birthday from all of us.', rating: 5, feedback: 'up' },
    });
    expect(r.status).toBe(200);
    // New words are a new version of the option, with new thumbnail URLs; it stays ready.
    expect(r.body).toMatchObject({
      text: 'Dear Rose, happy birthday from all of us.',
      rating: 5,
      feedback: 'up',
      edited: true,
      status: 'ready',
      thumbnail_url: expect.stringMatching(/\/assets\/rendering\/thumbnails\/.+-front\.jpg$/),
    });
    expect(r.body.thumbnail_url).not.toBe(c.card_instances[2]!.thumbnail_url);
    const bad = await call<{ code: string; details: Record<string, string[]> }>(t, alice.token, 'PUT', `/card_instances/${id}`, {
      card_instance: { rating: 9 },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.details)).toContain('card_instance.rating');
    const fav = await call<Card>(t, alice.token, 'PUT', `/cards/${card.id}`, { card: { favourite: true } });
    expect(fav.body.favourite).toBe(true);
    const favs = await call<Card[]>(t, alice.token, 'GET', '/cards?favourite=true');
    expect(favs.body.map((x) => x.id)).toEqual([card.id]);
  });

  it('when cards are searched, then the recipient, the occasion and the words all find them', async () => {
    await createCard(t, alice.token, { event_id: ev['thank-you'], recipient_name: 'Mr Okafor', details: 'the school trip' });
    const by = async (q: string) =>
      (await call<Card[]>(t, alice.token, 'GET', `/cards?search=${encodeURIComponent(q)}`)).body.map((c) => c.recipient_name);
    expect(await by('rose')).toEqual(['Grandma Rose']);
    // The occasion's name finds the thank-you card; a birthday card's words may thank someone too.
    expect(await by('thank')).toContain('Mr Okafor');
    expect(await by('happy birthday from all')).toEqual(['Grandma Rose']);
    expect(await by('nobody-matches-this')).toEqual([]);
    const all = await call<Card[]>(t, alice.token, 'GET', '/cards');
    expect(all.headers.get('x-total-count')).toBe('2');
  });

  it("when an admin lists cards by user_id, then they get that customer's cards only; a customer giving it gets their own", async () => {
    await createCard(t, bob.token, { event_id: ev['thank-you'], recipient_name: 'Mrs Bob' });
    const admin = await t.identity.signUp({ name: 'Ada', admin: true });
    const aliceCards = (await call<Card[]>(t, alice.token, 'GET', '/cards')).body.map((c) => c.id);
    const byAdmin = await call<Card[]>(t, admin.token, 'GET', `/cards?user_id=${alice.user.id}`);
    expect(byAdmin.body.map((c) => c.id)).toEqual(aliceCards);
    expect(byAdmin.body.every((c) => c.user_id === alice.user.id)).toBe(true);
    expect(byAdmin.headers.get('x-total-count')).toBe(String(aliceCards.length));
    const bobCards = (await call<Card[]>(t, bob.token, 'GET', `/cards?user_id=${alice.user.id}`)).body;
    expect(bobCards.map((c) => c.recipient_name)).toEqual(['Mrs Bob']);
    expect((await call<Card[]>(t, admin.token, 'GET', '/cards')).body.map((c) => c.user_id)).toEqual(
      expect.arrayContaining([alice.user.id, bob.user.id]),
    );
    await call(t, bob.token, 'DELETE', `/cards/${bobCards[0]!.id}`);
  });

  it("when another customer asks for someone else's card or option, then every call answers 404", async () => {
    const c = (await call<Card>(t, alice.token, 'GET', `/cards/${card.id}`)).body;
    const i = c.card_instances[0]!.id;
    const attempts: Array<[string, string, unknown?]> = [
      ['GET', `/cards/${card.id}`],
      ['PUT', `/cards/${card.id}`, { card: { favourite: false } }],
      ['DELETE', `/cards/${card.id}`],
      ['POST', `/cards/${card.id}/generate`],
      ['GET', `/card_instances/${i}`],
      ['PUT', `/card_instances/${i}`, { card_instance: { rating: 1 } }],
      ['DELETE', `/card_instances/${i}`],
      ['POST', `/card_instances/${i}/regenerate_text`],
      ['POST', `/card_instances/${i}/regenerate_image`],
      ['POST', '/card_instances', { cardinstance: { card_id: card.id } }],
      ['POST', `/card_instances/${i}/send`, { email: 'x@example.com' }],
    ];
    for (const [method, path, body] of attempts) {
      const r = await call<{ code: string }>(t, bob.token, method, path, body);
      expectLabelled(r.status, `${method} ${path}`).toBe(404);
    }
    expect((await call<Card[]>(t, bob.token, 'GET', '/cards')).body).toEqual([]);
    expect((await call<CardInstance[]>(t, bob.token, 'GET', '/card_instances')).body).toEqual([]);
    await expect(
      requestCall(t.infra.rpc, GenerationCalls.cardInstanceForCart, {
        id: i,
        actor: { user_id: bob.user.id, account_id: bob.user.account_id, email: bob.user.email, admin: false },
      }),
    ).rejects.toMatchObject({ status: 404 });
    // And nothing changed for the owner.
    expect((await call<Card>(t, alice.token, 'GET', `/cards/${card.id}`)).body.card_instances).toHaveLength(3);
  });

  it('when a visitor opens the samples, then the seeded sample cards come with ready options and no token is needed', async () => {
    let samples: Card[] = [];
    await eventually(
      async () => {
        samples = (await call<Card[]>(t, null, 'GET', '/cards/samples')).body;
        return samples.length;
      },
      { timeout: 10_000 },
    ).toBeGreaterThanOrEqual(4);
    // Ready as soon as seeded: their pictures are drawn when first looked at.
    await eventually(
      async () => {
        samples = (await call<Card[]>(t, null, 'GET', '/cards/samples')).body;
        return samples.every((s) => s.card_instances.every((i) => i.status === 'ready'));
      },
      { timeout: 30_000 },
    ).toBe(true);
    for (const s of samples) {
      expect(s.sample).toBe(true);
      expect(s.card_instances.length).toBeGreaterThan(0);
      expect(s.card_instances.every((i) => i.status === 'ready' && i.image_url && i.text.includes(s.recipient_name))).toBe(true);
    }
    const mine = await call(t, alice.token, 'PUT', `/cards/${card.id}`, { card: { sample: true } });
    expect(mine.status).toBe(403);
  });

  it('when the cart and the renderer ask about an option, then they get what they need', async () => {
    const c = (await call<Card>(t, alice.token, 'GET', `/cards/${card.id}`)).body;
    const i = c.card_instances[0]!;
    const actor = { user_id: alice.user.id, account_id: alice.user.account_id, email: alice.user.email, admin: false };
    const cart = await requestCall(t.infra.rpc, GenerationCalls.cardInstanceForCart, { id: i.id, actor });
    expect(cart).toMatchObject({
      id: i.id,
      card_id: card.id,
      status: 'ready',
      title: 'Birthday card for Grandma Rose',
      occasion_name: 'Birthday',
    });
    const rd = await requestCall(t.infra.rpc, GenerationCalls.cardInstanceRenderData, { id: i.id });
    expect(rd).toMatchObject({
      id: i.id,
      inside_text: i.text,
      front_text: i.front_text,
      recipient_name: 'Grandma Rose',
      occasion: { slug: 'birthday' },
    });
    expect(rd.artwork_asset_key).toBe(assetKey(i.image_url));
    expect(rd.content_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('when an option and then the card are deleted, then they are gone', async () => {
    const c = (await call<Card>(t, alice.token, 'GET', `/cards/${card.id}`)).body;
    expect((await call(t, alice.token, 'DELETE', `/card_instances/${c.card_instances[0]!.id}`)).status).toBe(204);
    expect((await call<Card>(t, alice.token, 'GET', `/cards/${card.id}`)).body.card_instances).toHaveLength(2);
    expect((await call(t, alice.token, 'DELETE', `/cards/${card.id}`)).status).toBe(204);
    expect((await call(t, alice.token, 'GET', `/cards/${card.id}`)).status).toBe(404);
    expect((await call(t, alice.token, 'GET', `/card_instances/${c.card_instances[1]!.id}`)).status).toBe(404);
  });
  it("when a card says who it is for and an option's words are regenerated again and again, then the relationship is kept and no earlier text of the card comes back", async () => {
    // A customer of their own: the regenerates spend an allowance, and the search test counts Alice's cards.
    const carol = await t.identity.signUp({ name: 'Carol' });
    const mine = await createCard(t, carol.token, {
      event_id: ev.birthday,
      recipient_name: 'Rose',
      sender_name: 'Alice',
      details: 'Loves her garden. We had tea at Kew last summer.',
      relationship: 'grandparent',
    });
    expect(mine.relationship).toBe('grandparent');
    const unsure = await createCard(t, carol.token, { event_id: ev.birthday, recipient_name: 'Sam', sender_name: 'Alice', details: '' });
    expect(unsure.relationship).toBeNull();
    const wrong = await call<{ details: Record<string, string[]> }>(t, carol.token, 'PUT', `/cards/${unsure.id}`, {
      card: { relationship: 'pen pal' },
    });
    expect(wrong.status).toBe(422);

    await call(t, carol.token, 'POST', `/cards/${mine.id}/generate`);
    const done = await waitForOptions(t, carol.token, mine.id);
    const texts = done.card_instances.map((i) => i.text);
    let option = done.card_instances[0]!;
    for (let turn = 0; turn < 4; turn++) {
      await call(t, carol.token, 'POST', `/card_instances/${option.id}/regenerate_text`, {});
      const version = option.text_version + 1;
      option = await waitForInstance(t, carol.token, option.id, (i) => i.status === 'ready' && i.text_version === version, 60_000);
      expectLabelled(texts, `regenerate ${turn + 1}`).not.toContain(option.text);
      texts.push(option.text);
    }
    expect(new Set(texts).size).toBe(texts.length);
  }, 120_000);
});
