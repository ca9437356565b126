import { describe, expect, it } from '@jest/globals';
import { stutters } from './said-once.js';
import { checkWords } from './words-checker.js';

const brief = (over: Partial<Parameters<typeof checkWords>[1]> = {}) => ({
  occasion: { slug: 'birthday', name: 'Birthday' },
  recipient_name: 'Rose',
  sender_name: 'Ellie',
  details: 'She loves her garden and spends every Sunday on the allotment',
  ...over,
});
const card = (inside: string, front = 'Happy Birthday, Rose') => ({ front, inside });

describe('the card-words checker', () => {
  it('when a card copies six words of the notes or adds them as a P.S., then it says so', () => {
    const copied = checkWords(card('Dear Rose,\n\nI know you spends every Sunday on the allotment.\n\nWith love,\nEllie'), brief());
    expect(copied.notesCopied).toMatchObject({ longestRun: 6, ok: false });
    expect(copied.problems.join()).toMatch(/copies 6 words in a row/);
    const ps = checkWords(card('Dear Rose,\n\nHappy birthday.\n\nWith love,\nEllie\n\nP.S. Loves her garden'), brief());
    expect(ps.notesCopied.postscript).toBe(true);
    expect(ps.ok).toBe(false);
  });

  it('when a group writes "I" or one person writes "we", then the pronouns are wrong', () => {
    const group = checkWords(
      card('Dear Rose,\n\nI hope the garden is glorious.\n\nWith love,\nEveryone at Northfield Dental'),
      brief({ sender_name: 'Everyone at Northfield Dental' }),
    );
    expect(group.pronouns.ok).toBe(false);
    const one = checkWords(card('Dear Rose,\n\nWe hope the garden is glorious.\n\nWith love,\nEllie'), brief());
    expect(one.pronouns.problems.join()).toMatch(/one person sends this card, but it says “we”/);
    const both = checkWords(card('Dear Rose,\n\nI hope you both have a lovely day in the garden.\n\nWith love,\nEllie'), brief());
    expect(both.pronouns.ok).toBe(false);
    expect(checkWords(card('Dear Rose,\n\nI hope the garden is glorious.\n\nWith love,\nEllie'), brief()).pronouns.ok).toBe(true);
  });

  it('when a sympathy card jokes, exclaims or restates the news, then the gentle rules are broken', () => {
    const sad = brief({ occasion: { slug: 'sympathy', name: 'Sympathy' }, details: 'Their son Arjun passed away last month.' });
    const bad = checkWords(
      card('Dear Rose,\n\nSo sorry Arjun passed away! Here is a joke to cheer you up.\n\nWith love,\nEllie', 'With sympathy'),
      sad,
    );
    expect(bad.solemn.applies).toBe(true);
    expect(bad.solemn.problems.join('\n')).toMatch(/exclamation mark[\s\S]*jokes[\s\S]*restates the sad news \(“passed away”\)/);
    const good = checkWords(
      card('Dear Rose,\n\nI am thinking of you at this hard time, and remembering Arjun with love.\n\nWith love,\nEllie', 'With sympathy'),
      sad,
    );
    expect(good.solemn.ok).toBe(true);
  });

  it('when two options share most of their words, opening or sign-off, then they are not distinct', () => {
    const a = card('Dear Rose,\n\nWishing you a wonderful birthday full of sunshine and cake.\n\nWith love,\nEllie');
    const b = card('Hello Rose,\n\nWishing you a wonderful birthday full of sunshine and presents.\n\nWith love,\nEllie');
    const c = card('Hi Rose,\n\nMay there be many more Sundays on the allotment. Here is to a glorious year.\n\nLots of love,\nEllie');
    const same = checkWords(b, brief(), [a]);
    expect(same.distinct).toMatchObject({ sameOpening: true, sameSignOff: true, ok: false });
    expect(same.distinct.maxOverlap).toBeGreaterThan(0.5);
    expect(checkWords(c, brief(), [a]).distinct.ok).toBe(true);
  });

  it('when the details give facts, then a card that mentions none of them has not used the details', () => {
    expect(checkWords(card('Dear Rose,\n\nHappy birthday.\n\nWith love,\nEllie'), brief()).detailsUsed).toMatchObject({
      used: [],
      ok: false,
    });
    expect(
      checkWords(card('Dear Rose,\n\nMay there be many more Sundays on the allotment.\n\nWith love,\nEllie'), brief()).detailsUsed.ok,
    ).toBe(true);
  });

  it('when sentences in a row start alike, then the card stutters; blessings may follow each other', () => {
    expect(stutters(['We hope you rest. We hope you smile.'])).toEqual(['we hope']);
    expect(stutters(['May the year be kind. May the light stay.'])).toEqual([]);
  });
});
