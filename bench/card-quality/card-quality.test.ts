import { OCCASIONS } from '@cards/catalog/seed/occasions.seed';
import { PERSONAS } from '@cards/catalog/seed/personas.seed';
import { partyOf } from '@cards/generation/generators/words/party-grammar';
import { readNotes } from '@cards/generation/generators/words/notes-facts';
import { describe, expect, it } from '@jest/globals';
import { expectLabelled } from '@cards/testing';
import { BRIEFS } from './briefs.js';
import { evaluateAll, report } from './evaluate.js';

/** The card-quality evaluation as a test: the rules the offline writer keeps are enforced, not only reported. */
describe('the card-quality evaluation', () => {
  it('when the briefs are listed, then they cover every seeded occasion in several voices, both sender and recipient numbers, and sad news', () => {
    expect(BRIEFS.length).toBeGreaterThanOrEqual(40);
    for (const o of OCCASIONS)
      expectLabelled(new Set(BRIEFS.filter((b) => b[0] === o.slug).map((b) => b[1])).size, o.slug).toBeGreaterThanOrEqual(3);
    expect(new Set(BRIEFS.map((b) => b[1]))).toEqual(new Set(PERSONAS.map((p) => p.slug)));
    expect(BRIEFS.some((b) => partyOf(b[3]).plural) && BRIEFS.some((b) => !partyOf(b[3]).plural)).toBe(true);
    expect(BRIEFS.some((b) => partyOf(b[2]).plural) && BRIEFS.some((b) => !partyOf(b[2]).plural)).toBe(true);
    expect(
      BRIEFS.filter((b) => {
        const r = readNotes(b[4]);
        return r.loss || r.illness;
      }).length,
    ).toBeGreaterThanOrEqual(5);
    expect(BRIEFS.filter((b) => !b[4]).length).toBeGreaterThanOrEqual(5);
  });

  it('when every brief is written by the offline writer, then every option keeps every rule', async () => {
    const results = await evaluateAll(BRIEFS);
    const failed = results.filter((r) => !r.ok);
    expectLabelled(
      failed.map((r) => `${r.brief[0]}/${r.brief[1]}: ${r.problems.join('; ')}`),
      report(results),
    ).toEqual([]);
  }, 180_000);
});
