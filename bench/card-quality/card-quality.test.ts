import { OCCASIONS } from '@cards/catalog/seed/occasions.seed';
import { PERSONAS } from '@cards/catalog/seed/personas.seed';
import { bondOf, LIBRARY, partyOf, readNotes } from '@cards/card-words';
import { Relationship } from '@cards/contracts';
import { describe, expect, it } from '@jest/globals';
import { expectLabelled } from '@cards/testing';
import { PLAYBOOKS } from '@cards/card-words/playbooks';
import { ANSWERED_BRIEFS } from './answered-briefs.js';
import { CUSTOMER_BRIEFS } from './customer-briefs.js';
import { ACCEPTANCE, BRIEFS } from './briefs.js';
import { evaluateAll, report, request } from './evaluate.js';

/** The card-quality evaluation as a test: the rules the offline writer keeps are enforced, not only reported. */
describe('the card-quality evaluation', () => {
  it('when the briefs are listed, then they cover every occasion in every voice, every relationship, both numbers, past and future, sad news and names with articles', () => {
    expect(BRIEFS.length).toBeGreaterThanOrEqual(150);
    // Every seeded occasion with notes phrases of its own; Good Luck, New Home and Leaving are asked their questions (the answered set).
    for (const o of OCCASIONS.filter((o) => LIBRARY[o.slug]))
      expectLabelled(new Set(BRIEFS.filter((b) => b[0] === o.slug).map((b) => b[1])), o.slug).toEqual(new Set(PERSONAS.map((p) => p.slug)));
    const relationships = new Set(BRIEFS.map((b) => bondOf(request(b, 0, 1)).relationship));
    for (const r of Relationship.options) expectLabelled(relationships.has(r), r).toBe(true);
    expect(BRIEFS.some((b) => partyOf(b[3]).plural) && BRIEFS.some((b) => !partyOf(b[3]).plural)).toBe(true);
    expect(BRIEFS.some((b) => partyOf(b[2]).plural) && BRIEFS.some((b) => !partyOf(b[2]).plural)).toBe(true);
    const facts = BRIEFS.map((b) => readNotes(b[4]));
    expect(facts.filter((r) => r.loss || r.illness).length).toBeGreaterThanOrEqual(5);
    expect(facts.filter((r) => r.facts.some((f) => f.time === 'past')).length).toBeGreaterThanOrEqual(10);
    expect(facts.filter((r) => r.facts.some((f) => f.time === 'future')).length).toBeGreaterThanOrEqual(5);
    expect(facts.filter((r) => r.facts.length === 1).length).toBeGreaterThanOrEqual(10);
    expect(facts.filter((r) => r.facts.length >= 2).length).toBeGreaterThanOrEqual(10);
    expect(facts.filter((r) => r.facts.some((f) => /\bthe [A-Z]/.test(f.phrase))).length).toBeGreaterThanOrEqual(5);
    expect(BRIEFS.filter((b) => !b[4]).length).toBeGreaterThanOrEqual(5);
    expect(ACCEPTANCE.every((a) => BRIEFS.includes(a))).toBe(true);
  });

  // A third of the briefs and every failing card of the issue, so the unit lane stays quick;
  // `make bench` (bench/card-quality/run.ts) writes and checks every brief.
  it('when a third of the briefs and the failing cards are written by the offline writer, then every option keeps every rule', async () => {
    const results = await evaluateAll(BRIEFS.filter((b, i) => i % 3 === 0 || ACCEPTANCE.includes(b)));
    const failed = results.filter((r) => !r.ok);
    expectLabelled(
      failed.map((r) => `${r.brief[0]}/${r.brief[1]}: ${r.problems.join('; ')}`),
      report(results),
    ).toEqual([]);
  }, 300_000);

  it('when the briefs with answers are listed, then 150 or more cover every occasion in every voice and every relationship', () => {
    expect(ANSWERED_BRIEFS.length).toBeGreaterThanOrEqual(150);
    const slugs = [...PLAYBOOKS.map((p) => p.slug).filter((s) => s !== 'generic'), 'diwali'];
    for (const slug of slugs)
      expectLabelled(new Set(ANSWERED_BRIEFS.filter((b) => b[0] === slug).map((b) => b[1])), slug).toEqual(
        new Set(PERSONAS.map((p) => p.slug)),
      );
    expect(new Set(ANSWERED_BRIEFS.map((b) => b[5]))).toEqual(new Set(Relationship.options));
    expect(ANSWERED_BRIEFS.every((b) => (b[6] ?? []).length >= 1)).toBe(true);
    expect(ANSWERED_BRIEFS.some((b) => b[6]!.some((a) => a.role === 'our_news'))).toBe(true);
    expect(ANSWERED_BRIEFS.some((b) => b[6]!.some((a) => a.role === 'recovery_expected' && a.text === 'no'))).toBe(true);
  });

  // An eighth of them, so the unit lane stays quick; `make bench` writes and checks every one with every rule.
  it('when an eighth of the briefs with answers are written, then every option uses an answer, keeps the voice, the tone and the grammar (Harper and retext: 0 findings)', async () => {
    const results = await evaluateAll(ANSWERED_BRIEFS.filter((_, i) => i % 8 === 0));
    const broken = results.flatMap((r) =>
      r.checks.flatMap((c, i) =>
        [
          ...(c.detailsUsed.ok ? [] : ['uses no answer']),
          ...c.relationship.problems,
          ...c.solemn.problems,
          ...c.pronouns.problems,
          ...c.cliches.found,
          ...r.prose[i]!,
        ].map((p) => `${r.brief[0]}/${r.brief[1]}/${r.brief[5]} option ${i + 1}: ${p}`),
      ),
    );
    expectLabelled(broken, report(results)).toEqual([]);
  }, 300_000);

  // Every one of them: they are few, and typed as customers type (brackets, shorthand, "me (lou)").
  it('when the briefs typed as customers type are written, then every option uses an answer, prints nothing as typed, and keeps the voice, the tone and the grammar', async () => {
    expect(CUSTOMER_BRIEFS.length).toBeGreaterThanOrEqual(20);
    const results = await evaluateAll(CUSTOMER_BRIEFS);
    const broken = results.flatMap((r) =>
      [...r.options, r.regenerated].flatMap((w, i) => {
        const c = r.checks[i]!;
        const body = w.inside.split('\n\n').slice(1, -1).join(' ');
        return [
          ...(c.detailsUsed.ok ? [] : ['uses no answer']),
          ...c.relationship.problems,
          ...c.solemn.problems,
          ...c.pronouns.problems,
          ...c.cliches.found,
          ...r.prose[i]!,
          ...(/[()]/.test(body) ? ['prints a bracket typed in an answer'] : []),
          ...(/\b(?:lol|yr|yrs|esp|ur|u|n)\b/i.test(body) ? ['prints shorthand as typed'] : []),
          ...(/\(|\bx$/.test(w.inside.split('\n').at(-1)!) ? ['is signed as typed'] : []),
        ].map((p) => `${r.brief[0]}/${r.brief[1]}/${r.brief[3]} option ${i + 1}: ${p}`);
      }),
    );
    expectLabelled(broken, report(results)).toEqual([]);
  }, 300_000);
});
