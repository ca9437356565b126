import type { Card, CardInstance } from '@cards/contracts';
import type { SignedIn } from '@cards/testing/users';
import { startedForTheseTests } from '@cards/testing';
import { expect } from '@jest/globals';
import { aliceCardWithOptions, call, waitForInstance } from './generation-test-support.js';
import { startGenerationHarness, type GenerationHarness } from './support/generation-harness.js';

/** Where a history test stands: the harness, Alice and Bob, and Alice's card with its options finished. */
export interface AliceCard {
  t: GenerationHarness;
  alice: SignedIn;
  bob: SignedIn;
  card: Card;
}

/**
 * One harness for a file's history tests: started before them with Alice's card generated (with
 * `fields` added), handed to `use`, and stopped after them.
 */
export function aliceCardForTheseTests(fields: Record<string, unknown>, use: (started: AliceCard) => void): void {
  startedForTheseTests(startGenerationHarness, async (t) => use({ t, ...(await aliceCardWithOptions(t, fields)) }));
}

/** The two histories of an option: the call that lists it, the one that adds to it, and the counter it moves. */
const HISTORIES = {
  artworks: { regenerate: 'regenerate_image', version: 'image_version' },
  words: { regenerate: 'regenerate_text', version: 'text_version' },
} as const;

/**
 * An option's history as its owner reads it (`GET /card_instances/{id}/artworks` or `/words`),
 * and a regeneration that adds to it, waited for until the option is ready again. `who` is read
 * at each call, as the harness starts after the file's tests are declared.
 */
export function optionHistory<V>(who: () => { t: GenerationHarness; owner: SignedIn }, which: keyof typeof HISTORIES) {
  const { regenerate, version } = HISTORIES[which];
  return {
    history: async (id: number) => {
      const { t, owner } = who();
      return (await call<V[]>(t, owner.token, 'GET', `/card_instances/${id}/${which}`)).body;
    },
    regenerate: async (o: CardInstance) => {
      const { t, owner } = who();
      const r = await call<CardInstance>(t, owner.token, 'POST', `/card_instances/${o.id}/${regenerate}`);
      expect(r.status).toBe(202);
      return waitForInstance(t, owner.token, o.id, (i) => i.status === 'ready' && i[version] === o[version] + 1);
    },
  };
}
