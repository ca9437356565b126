import { describe, expect, it } from '@jest/globals';
import type { Address } from '../../api/types';
import { recipientChannel } from '@cards/contracts/recipient-greeting';
import { countByChannel, defaultSalutation, frontNamesOne, matches } from './recipient-choice';

const entry = (more: Partial<Address>) =>
  ({ name: 'Jean Patel', salutation: '', postcode: '', email: '', label: '', city: '', ...more }) as Address;

describe('the people a card is sent to', () => {
  it('when an entry has no greeting of its own, then it is "Dear" and the first name, or the title and surname', () => {
    expect(defaultSalutation(entry({ salutation: 'Dear Aunt Jean' }))).toBe('Dear Aunt Jean');
    expect(defaultSalutation(entry({}))).toBe('Dear Jean');
    expect(defaultSalutation(entry({ name: 'Dr. Ravi Patel' }))).toBe('Dear Dr. Patel');
    expect(defaultSalutation(entry({ name: ' ' }))).toBe('Dear friend');
  });

  it('when an entry has a postcode it is posted; with only an e-mail address it gets the e-card; with neither, nothing', () => {
    expect(recipientChannel(entry({ postcode: 'BA1 1AA', email: 'j@example.com' }))).toBe('post');
    expect(recipientChannel(entry({ email: 'j@example.com' }))).toBe('ecard');
    expect(recipientChannel(entry({}))).toBeNull();
    const book = new Map([
      [1, { ...entry({ postcode: 'BA1 1AA' }), id: 1 }],
      [2, { ...entry({ email: 'j@example.com' }), id: 2 }],
    ]);
    expect(
      countByChannel(
        new Map([
          [1, undefined],
          [2, 'Hi'],
        ]),
        book,
      ),
    ).toEqual({ post: 1, ecard: 1 });
  });

  it('when the front names the person the card was designed for, then it is flagged; a front without the name is not', () => {
    expect(frontNamesOne('Happy Christmas, Aunt Jean!', 'Aunt Jean')).toBe(true);
    expect(frontNamesOne("Season's Greetings", 'Aunt Jean')).toBe(false);
    expect(frontNamesOne('Merry Christmas', '')).toBe(false);
  });

  it('when the search has several words, then an entry matches only if each is in its name, label, town, postcode or e-mail', () => {
    const jean = entry({ city: 'Bath', postcode: 'BA1 1AA', label: 'Aunt' });
    expect(matches(jean, 'aunt bath')).toBe(true);
    expect(matches(jean, 'jean hull')).toBe(false);
    expect(matches(jean, '  ')).toBe(true);
  });
});
