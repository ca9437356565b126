import type { AllowanceDetails, Card, CardInstance, CardWordsVersion } from '@cards/contracts';
import type { SignedIn } from '@cards/testing/users';
import { describe, expect, it } from '@jest/globals';
import type { GenerationHarness } from './support/generation-harness.js';
import { aliceCardForTheseTests, optionHistory } from './option-history.support.js';
import { call, waitForOptions } from './generation-test-support.js';

/** An option's words over time (`GET /card_instances/{id}/words`), the undo, and the allowance counter. */
describe('the history of an option’s words', () => {
  let t: GenerationHarness;
  let alice: SignedIn;
  let bob: SignedIn;
  let card: Card;

  aliceCardForTheseTests({ details: 'loves sailing' }, (started) => ({ t, alice, bob, card } = started));
  const { history, regenerate } = optionHistory<CardWordsVersion>(() => ({ t, owner: alice }), 'words');

  it('when a new option has only its first words, then its history is those words, current and not edited', async () => {
    const o = card.card_instances[0]!;
    expect(await history(o.id)).toEqual([{ version: 0, front_text: o.front_text, text: o.text, edited: false, current: true }]);
  });

  it('when the owner edits the words and then regenerates, then the edited words stay in the history and the undo brings them back as theirs', async () => {
    const first = card.card_instances[0]!;
    const edited = (
      await call<CardInstance>(t, alice.token, 'PUT', `/card_instances/${first.id}`, {
        card_instance: { front_text: 'Fair winds, Marcus!', text: 'Happy birthday, Marcus. See you on the water soon. Love, Alice' },
      })
    ).body;
    expect(edited.edited).toBe(true);
    const regenerated = await regenerate(edited);
    expect(regenerated.edited).toBe(false);
    expect(regenerated.text).not.toBe(edited.text);

    const versions = await history(first.id);
    expect(versions.map((v) => [v.text, v.edited, v.current])).toEqual([
      [first.text, false, false],
      [edited.text, true, false],
      [regenerated.text, false, true],
    ]);

    const undo = await call<CardInstance>(t, alice.token, 'POST', `/card_instances/${first.id}/words/restore`, { version: 1 });
    expect(undo.status).toBe(200);
    expect(undo.body).toMatchObject({ front_text: 'Fair winds, Marcus!', text: edited.text, edited: true, status: 'ready' });
    // Nothing is lost: the words the undo replaced are in the history now.
    expect((await history(first.id)).map((v) => [v.text, v.current])).toEqual([
      [first.text, false],
      [regenerated.text, false],
      [edited.text, true],
    ]);
  });

  it('when an option is regenerated again and again, then it never returns any earlier text of the card, another option’s first words included', async () => {
    const fresh = await waitForOptions(t, alice.token, card.id);
    let o = fresh.card_instances[1]!;
    const seen = new Set([...fresh.card_instances.map((i) => i.text), ...(await history(fresh.card_instances[0]!.id)).map((v) => v.text)]);
    for (let n = 0; n < 3; n++) {
      o = await regenerate(o);
      expect(seen.has(o.text)).toBe(false);
      seen.add(o.text);
    }
    expect((await history(o.id)).filter((v) => !v.current)).toHaveLength(3);
  });

  it('when the undo names no earlier version, or another customer asks, then it is refused and the words stay', async () => {
    const o = card.card_instances[2]!;
    const bad = await call<{ code: string; details: Record<string, string[]> }>(
      t,
      alice.token,
      'POST',
      `/card_instances/${o.id}/words/restore`,
      {
        version: 7,
      },
    );
    expect(bad.status).toBe(422);
    expect(bad.body.details.version?.[0]).toMatch(/not an earlier version/);
    expect((await call(t, alice.token, 'POST', `/card_instances/${o.id}/words/restore`, { version: 'last' })).status).toBe(422);
    expect((await call(t, bob.token, 'GET', `/card_instances/${o.id}/words`)).status).toBe(404);
    expect((await call(t, bob.token, 'POST', `/card_instances/${o.id}/words/restore`, { version: 0 })).status).toBe(404);
    expect((await call<CardInstance>(t, alice.token, 'GET', `/card_instances/${o.id}`)).body.text).toBe(o.text);
  });

  it('when a customer has made designs, then the allowance says how many of the month’s are used and left, before the limit', async () => {
    const a = await call<AllowanceDetails>(t, alice.token, 'GET', '/allowance');
    expect(a.status).toBe(200);
    // Three options, one regenerate after the edit and three more: seven of the free plan's thirty.
    expect(a.body).toMatchObject({ plan_slug: 'free', allowance: 30, used: 7, pack_credits: 0 });
    expect(a.body.offers.find((o) => o.kind === 'generation_pack')?.price).toBeGreaterThan(0);
    expect((await call<AllowanceDetails>(t, bob.token, 'GET', '/allowance')).body.used).toBe(0);
    expect((await call(t, null, 'GET', '/allowance')).status).toBe(401);
  });
});
