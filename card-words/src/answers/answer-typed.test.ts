import { signedAs } from '../party-grammar.js';
import { warmProseCheck } from '../prose-check.js';
import type { Relationship } from '@cards/contracts';
import { answer, byRole, insides, writeCards } from './answer-cards.support.js';
import { formOf } from './answer-form.js';
import { toYou } from './answer-grammar.js';
import { tidyTyping } from './answer-typing.js';

/**
 * The floor of a card written from answers, for the answers as typed: nothing reaches the card
 * as it was typed into the form (asides in brackets, shorthand, "me (lou)" as a signature).
 */

beforeAll(() => warmProseCheck(), 120_000);

describe('the answered writer, with answers as customers type them', () => {
  it('when an answer has an aside in brackets or "!!", then the card leaves the aside out and names in brackets follow a comma', () => {
    expect(tidyTyping('lost his first tooth!! (tooth fairy left £1)')).toBe('lost his first tooth');
    expect(tidyTyping('a flat in manchester (finally!)')).toBe('a flat in Manchester');
    expect(tidyTyping('feeding the cats (Salt n Pepper) while we were away')).toBe('feeding the cats, Salt and Pepper, while we were away');
    expect(tidyTyping('we got a puppy (Bruno)')).toBe('we got a puppy, Bruno');
  });

  it('when an answer is typed in shorthand, then days, months, "yr" and GCSE are spelt out and a possessive takes its apostrophe', () => {
    expect(tidyTyping('helping her with her reading this yr')).toBe('helping her with her reading this year');
    expect(tidyTyping('having him back in goal on a tues')).toBe('having him back in goal on a Tuesday');
    expect(tidyTyping('start on the childrens ward in sept')).toBe("start on the children's ward in September");
    expect(tidyTyping('ur gcse exams')).toBe('your GCSE exams');
    expect(tidyTyping('gets his mums good looks')).toBe("gets his mum's good looks");
    expect(tidyTyping('always remember every patients name')).toBe("always remember every patient's name");
  });

  it('when an answer lists plural things or says "loads of", then they stay things: never "darting" nor "load of lessons"', () => {
    expect(formOf('darts, the footy & your dog Biscuit')).toBe('noun');
    expect(formOf('horses')).toBe('noun');
    expect(toYou('two goes and loads of lessons with Dad')).toBe('two goes and loads of lessons with Dad');
  });

  it('when the sender typed "me (lou)", "Ellie x" or "Poppy (and mum)", then the card is signed Lou, Ellie, "Poppy and Mum"', async () => {
    expect(signedAs('me (lou)')).toBe('Lou');
    expect(signedAs('Ellie x')).toBe('Ellie');
    expect(signedAs('Poppy (and mum)')).toBe('Poppy and Mum');
    expect(signedAs('everyone in the warehouse')).toBe('Everyone in the warehouse');
    expect(signedAs('The Millers (Dan, Sophie, Evie & Bruno the dog)')).toBe('Dan, Sophie, Evie & Bruno the dog');
    const cards = await insides('birthday', 'friend', answer('birthday', 'friend', ['darts and the footy']), 'Gaz', 'me (lou)');
    for (const inside of cards) expect(inside.split('\n').at(-1)).toBe('Lou');
  }, 120_000);

  it('when the sender typed their own sign-off ("Love from all of us, Helen, Mark and the kids"), then the card is signed by the names under one closing, never two', async () => {
    expect(signedAs('Love from all of us, Helen, Mark and the kids')).toBe('Helen, Mark and the kids');
    expect(signedAs('lots of love, Jo x')).toBe('Jo');
    expect(signedAs('From Sam and Alex')).toBe('Sam and Alex');
    expect(signedAs('Lovejoy family')).toBe('Lovejoy family');
    const cards = await insides(
      'birthday',
      'grandparent',
      answer('birthday', 'grandparent', ['the crossword in pen']),
      'Granny',
      'Love from all of us, Helen, Mark and the kids',
    );
    for (const inside of cards) {
      const lines = inside.split('\n');
      expect(lines.at(-1)).toBe('Helen, Mark and the kids');
      expect(inside.match(/\blove\b/gi)?.length ?? 0).toBeLessThan(3);
      expect(lines.at(-2)).not.toMatch(/love from all of us/i);
    }
  }, 120_000);

  it("when an answer names the card's sender or recipient in lower case, then the card gives the name its capital", async () => {
    const cards = await insides(
      'thank-you',
      'teacher',
      answer('thank-you', 'teacher', ['helping poppy with her reading this yr']),
      'Miss Hughes',
      'Poppy (and mum)',
    );
    for (const inside of cards) expect(inside).not.toContain('poppy');
    expect(cards.join(' ')).toContain('helping Poppy with her reading this year');
  }, 120_000);

  it('when answers carry asides in brackets, then no option prints a bracket or an exclamation inside a sentence', async () => {
    const cards = await insides(
      'birthday',
      'relative',
      answer('birthday', 'relative', ['horses (obsessed!!)', 'lost her first tooth!! (tooth fairy left £1)']),
      'Maisie',
      'Auntie Jo',
    );
    for (const inside of cards) expect(inside).not.toMatch(/[()]|!\s*\(|\w! [a-z]/);
    expect(cards.join(' ')).toContain('horses');
  }, 120_000);
  it('when the years are typed as a bare number ("27", "six"), then the card says how many years, never "After 27, …"', async () => {
    const write = async (slug: string, relationship: Relationship, texts: Record<string, string>) =>
      (await writeCards(slug, relationship, byRole(slug, relationship, texts), { recipient: 'Graham', sender: 'The team' })).map(
        (w) => w.inside,
      );
    const retiring = await write('retirement', 'colleague', { glad_to_retire: 'yes', years: '27', will_miss: 'his terrible puns' });
    const leaving = await write('leaving', 'colleague', { leaving_wanted: 'yes', off_to: 'a new job in Leeds', years: 'six' });
    const anniversary = await write('anniversary', 'partner', { years: '10' });
    for (const inside of retiring) expect(inside).not.toMatch(/\b27\b(?! years)/);
    for (const inside of leaving) expect(inside).not.toMatch(/\bsix\b(?! years)/i);
    for (const inside of anniversary) expect(inside).not.toMatch(/\b10\b(?! years)/);
    expect([...retiring, ...leaving, ...anniversary].join(' ')).toMatch(/\b(?:27|six|10) years\b/i);
  }, 120_000);
});
