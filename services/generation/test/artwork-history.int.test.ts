import type { Card, CardArtworkVersion, CardInstance } from '@cards/contracts';
import type { SignedIn } from '@cards/testing/users';
import { describe, expect, it } from '@jest/globals';
import type { GenerationHarness } from './support/generation-harness.js';
import { aliceCardForTheseTests, optionHistory } from './option-history.support.js';
import { call } from './generation-test-support.js';

/** An option's artwork over time (`GET /card_instances/{id}/artworks`) and its undo. */
describe('the history of an option’s artwork', () => {
  let t: GenerationHarness;
  let alice: SignedIn;
  let bob: SignedIn;
  let card: Card;

  aliceCardForTheseTests({}, (started) => ({ t, alice, bob, card } = started));
  const { history, regenerate } = optionHistory<CardArtworkVersion>(() => ({ t, owner: alice }), 'artworks');

  it('when a new option has only its first artwork, then its history is that artwork, current', async () => {
    const o = card.card_instances[0]!;
    expect(o.image_url).toBeTruthy();
    expect(await history(o.id)).toEqual([{ version: 0, image_url: o.image_url, current: true }]);
  });

  it('when the artwork is regenerated, then the history shows both and the undo brings the first back, with new thumbnails', async () => {
    const first = card.card_instances[0]!;
    const regenerated = await regenerate(first);
    expect(regenerated.image_url).not.toBe(first.image_url);
    expect(regenerated.thumbnail_url).not.toBe(first.thumbnail_url);
    expect((await history(first.id)).map((v) => [v.version, v.image_url, v.current])).toEqual([
      [0, first.image_url, false],
      [1, regenerated.image_url, true],
    ]);

    const undo = await call<CardInstance>(t, alice.token, 'POST', `/card_instances/${first.id}/artworks/restore`, { version: 0 });
    expect(undo.status).toBe(200);
    expect(undo.body).toMatchObject({ image_url: first.image_url, status: 'ready', text: first.text });
    // The option's content is the first artwork's again, so its thumbnails are that version's.
    expect(undo.body.thumbnail_url).toBe(first.thumbnail_url);
    // Nothing is lost: the artwork the undo replaced is in the history now, and its file is still served.
    expect((await history(first.id)).map((v) => [v.image_url, v.current])).toEqual([
      [regenerated.image_url, false],
      [first.image_url, true],
    ]);
    const row = await t.db.query('SELECT artwork_key, earlier_artworks FROM card_instances WHERE id = $1', [first.id]);
    expect(row[0].earlier_artworks).toHaveLength(1);
    expect(regenerated.image_url).toContain(row[0].earlier_artworks[0].key);
  });

  it('when the artwork is being made, then the undo is refused with 409 and the artwork stays', async () => {
    const o = card.card_instances[1]!;
    const again = await regenerate(o);
    await t.db.query(`UPDATE card_instances SET image_status = 'generating' WHERE id = $1`, [o.id]);
    try {
      const busy = await call<{ code: string }>(t, alice.token, 'POST', `/card_instances/${o.id}/artworks/restore`, { version: 0 });
      expect(busy.status).toBe(409);
      expect(busy.body.code).toBe('generation_in_progress');
    } finally {
      await t.db.query(`UPDATE card_instances SET image_status = 'ready' WHERE id = $1`, [o.id]);
    }
    expect((await call<CardInstance>(t, alice.token, 'GET', `/card_instances/${o.id}`)).body.image_url).toBe(again.image_url);
  });

  it('when the undo names no earlier artwork, or another customer asks, then it is refused and the artwork stays', async () => {
    const o = card.card_instances[2]!;
    const bad = await call<{ details: Record<string, string[]> }>(t, alice.token, 'POST', `/card_instances/${o.id}/artworks/restore`, {
      version: 3,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.details.version?.[0]).toMatch(/not an earlier artwork/);
    expect((await call(t, alice.token, 'POST', `/card_instances/${o.id}/artworks/restore`, { version: 'last' })).status).toBe(422);
    expect((await call(t, bob.token, 'GET', `/card_instances/${o.id}/artworks`)).status).toBe(404);
    expect((await call(t, bob.token, 'POST', `/card_instances/${o.id}/artworks/restore`, { version: 0 })).status).toBe(404);
    expect((await call<CardInstance>(t, alice.token, 'GET', `/card_instances/${o.id}`)).body.image_url).toBe(o.image_url);
  });
});
