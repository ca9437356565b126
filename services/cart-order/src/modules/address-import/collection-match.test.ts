import { describe, expect, it } from '@jest/globals';
import type { BookAddress } from '../addresses/index.js';
import { matchGiven } from './collection-match.js';

const entry = (id: number, name: string, line1: string, postcode: string) =>
  ({ id, name, line1, line2: '', city: 'Bath', county: '', postcode }) as unknown as BookAddress;
const given = (name: string, line1: string, postcode: string) => ({ name, line1, line2: '', city: 'Bath', county: '', postcode });

describe('matching a given address against the book', () => {
  const book = [entry(1, 'Ann Lee', '1 High Street', 'BA1 1AA'), entry(2, 'Ben Ray', '2 Mill Lane', 'BA2 3BB'), entry(3, 'Jo', '', '')];

  it('when nobody in the book has the name or the address, then it is added', () => {
    expect(matchGiven(book, given('Cat Moss', '3 Park Road', 'BS1 4DJ'))).toEqual({ outcome: 'added' });
  });

  it('when the name matches in other case and spacing with a new address, then an update is offered for that entry', () => {
    expect(matchGiven(book, given('ann  LEE', '9 New Road', 'BA1 2CD'))).toEqual({ outcome: 'offered', address_id: 1 });
  });

  it('when another name gives an address already in the book, then an update is offered for that entry', () => {
    expect(matchGiven(book, given('Benjamin Ray', '2 mill lane', 'ba23bb'))).toEqual({ outcome: 'offered', address_id: 2 });
  });

  it('when everything reads the same but for case and punctuation, then nothing is offered', () => {
    expect(matchGiven(book, given('Ann Lee', '1, High Street', 'ba1 1aa'))).toEqual({ outcome: 'same', address_id: 1 });
  });

  it('when an e-mail-only contact has no postcode, then an address without one never matches it by place', () => {
    expect(matchGiven(book, given('Kim', '', ''))).toEqual({ outcome: 'added' });
  });
});
