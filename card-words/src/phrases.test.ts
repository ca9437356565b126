import { describe, expect, it } from '@jest/globals';
import { partyOf } from './party-grammar.js';
import { agree } from './party-grammar.js';
import { FACT_LINES, LIBRARY, RELATIONSHIPS, SALUTATIONS, genericLines, linesFor, registerLines, Register } from './phrases.js';
import { harperLints } from './harper-check.js';
import { spellingFindings } from './prose-check.js';

/** Every string in a data structure. */
const strings = (v: unknown): string[] =>
  typeof v === 'string' ? [v] : Array.isArray(v) ? v.flatMap(strings) : v && typeof v === 'object' ? Object.values(v).flatMap(strings) : [];

const ALL = [
  ...strings(LIBRARY),
  ...strings(linesFor({ slug: 'anniversary', name: 'Anniversary' }, 'partner')),
  ...strings(genericLines('Housewarming')),
  ...Register.options.flatMap((r) => strings(registerLines(r))),
  ...strings(FACT_LINES),
  ...strings(RELATIONSHIPS.relationships).filter((s) => !s.includes('\\b')),
  ...strings(SALUTATIONS),
];

/** A template as a card would say it, for one sender and one recipient, then for several. */
const said = (line: string, many: boolean) =>
  agree(line, partyOf(many ? 'Tom and Priya' : 'Ellie'), partyOf(many ? 'the whole team' : 'Rose'))
    .replaceAll('{r}', 'Rose')
    .replaceAll('{day}', 'birthday')
    // A fact after "your" is said without its article ("your garden").
    .replace(/\b([Yy]our) \{(?:x|X)\}/g, '$1 garden')
    .replace(/\{(x|X)\}/g, 'the garden')
    .replace(/\{(w|W)\}/g, 'ninety')
    .replace(/\{(n|N)\}/g, 'John')
    .replaceAll('{kin}', 'grandma')
    // Every line of a card opens with a capital (the verse's second lines too).
    .replace(/^\p{Ll}/u, (c) => c.toUpperCase());

describe('the phrases', () => {
  it('when the data files load, then every occasion, register and kind of fact has lines', () => {
    expect(Object.keys(LIBRARY).length).toBeGreaterThanOrEqual(14);
    expect(ALL.length).toBeGreaterThan(1000);
  });

  it('when every line is said as a card would say it, then retext finds no spelling mistake, repeated word or wrong article, and Harper no grammar', async () => {
    const found: string[] = [];
    const texts = [...new Set(ALL.flatMap((line) => [said(line, false), said(line, true)]))];
    for (const text of texts) for (const f of await spellingFindings({ front: '', inside: text })) found.push(`${text}: ${f}`);
    // Harper reads them as one text, a paragraph each (a call costs more than a line).
    const joined = texts.join('\n\n');
    const starts = texts.map((_, i) => texts.slice(0, i).reduce((n, t) => n + t.length + 2, 0));
    for (const lint of await harperLints(joined)) {
      const i = starts.findLastIndex((s) => s <= lint.start);
      found.push(`${texts[i]}: grammar: “${lint.problem}”: ${lint.message}`);
    }
    expect([...new Set(found)]).toEqual([]);
  }, 120_000);
});
