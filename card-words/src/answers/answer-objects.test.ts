import { describe, expect, it } from '@jest/globals';
import { readNotes } from '../notes-reader.js';
import { byRole, writeCards } from './answer-cards.support.js';
import { objectsToYou } from './answer-pronouns.js';

const told = (notes: string) => readNotes(notes).facts.map((f) => f.phrase);

describe('the sender’s words about the recipient, and notes that are no news', () => {
  it('when the sender’s answers say "him" of the person the card is for, then the card says "you", unless someone else is named first', async () => {
    expect(objectsToYou('driving him to physio')).toBe('driving you to physio');
    expect(objectsToYou('taking Mum to see her sister')).toBe('taking Mum to see her sister');
    expect(objectsToYou('her garden')).toBe('her garden');
    const cards = await writeCards(
      'get-well',
      'friend',
      byRole('get-well', 'friend', {
        looking_forward: 'having him back in midfield, were rubbish without him',
        help_offer: 'driving him to physio',
      }),
      { recipient: 'Dave', sender: 'The lads', options: 3, card: 16 },
    );
    for (const card of cards) expect(card.inside).not.toMatch(/\bhim\b/);
    expect(cards.map((c) => c.inside).join(' ')).toMatch(/having you back in midfield/);
  }, 120_000);

  it('when a sentence of the notes ends in how the card should sound, then that half is not told as a fact', () => {
    expect(told('written by my son oscar who is 11, he wants it to sound like him not like a grown up').join(' ')).not.toMatch(/sound/);
    expect(told('she loved her garden. want something simple she can have read to her').join(' ')).not.toMatch(/simple|read to/);
  });

  it('when the notes say a retirement has not happened, then it is no retirement', () => {
    expect(readNotes('hes 44 and should have retired years ago').facts.some((f) => f.kind === 'retirement')).toBe(false);
    expect(readNotes('he retired in march after 30 years').facts.some((f) => f.kind === 'retirement')).toBe(true);
  });

  it('when the notes love "her garden, especially sweet peas", then the sweet peas are loved without "especially"', () => {
    expect(told('she loved dancing and her garden, especially sweet peas').join(' | ')).not.toMatch(/especially/);
  });
});
