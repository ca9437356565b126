import { describe, expect, it } from '@jest/globals';
import { partyOf } from './party-grammar.js';
import { agree } from './party-grammar.js';
import { FACT_LINES, LIBRARY, RELATIONSHIPS, SALUTATIONS, genericLines, linesFor, registerLines, Register } from './phrases.js';
import { proseFindings } from './prose-check.js';

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
    .replace(/\{(x|X)\}/g, 'the garden')
    .replace(/\{(w|W)\}/g, 'ninety')
    .replace(/\{(n|N)\}/g, 'John')
    .replaceAll('{kin}', 'grandma');

describe('the phrases', () => {
  it('when the data files load, then every occasion, register and kind of fact has lines', () => {
    expect(Object.keys(LIBRARY).length).toBeGreaterThanOrEqual(14);
    expect(ALL.length).toBeGreaterThan(1000);
  });

  it('when every line is said as a card would say it, then the prose check finds no spelling mistake, repeated word or wrong article', async () => {
    const found: string[] = [];
    for (const line of ALL) {
      for (const many of [false, true]) {
        const text = said(line, many);
        for (const f of await proseFindings({ front: '', inside: text })) found.push(`${text}: ${f}`);
      }
    }
    expect([...new Set(found)]).toEqual([]);
  }, 120_000);
});
