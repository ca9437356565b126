import { describe, expect, it } from '@jest/globals';
import { checkRow } from './check-row.js';
import { parseVcards } from './parse-vcard.js';

describe('checking a row', () => {
  it('when a row is a good UK address, then it is normalised as the address book keeps it', () => {
    const r = checkRow({
      line: 4,
      fields: {
        first_name: 'Jean',
        last_name: 'Patel',
        line1: '12 High St\nFlat 2',
        city: 'Bath',
        postcode: 'ba11aa',
        country: 'United Kingdom',
        email: 'Jean@Example.com',
      },
    });
    expect(r).toMatchObject({
      line: 4,
      name: 'Jean Patel',
      line1: '12 High St',
      line2: 'Flat 2',
      postcode: 'BA1 1AA',
      email: 'jean@example.com',
      country: 'GB',
    });
  });

  it('when fields are missing or wrong, then each is said in plain English', () => {
    expect(checkRow({ line: 2, fields: { name: 'Amy', line1: '1 Road', city: 'Hull', postcode: 'XYZ' } })).toBe(
      'the postcode "XYZ" is not a UK postcode',
    );
    expect(checkRow({ line: 2, fields: { name: 'Amy', line1: '1 Road', postcode: 'HU1 1AA' } })).toBe('the town or city is missing');
    expect(checkRow({ line: 2, fields: { name: 'Amy', email: 'amy@' } })).toBe('the e-mail address "amy@" is not an e-mail address');
    expect(checkRow({ line: 2, fields: { line1: '1 Road', city: 'Hull', postcode: 'HU1 1AA' } })).toBe('the name is missing');
  });

  it('when a row has only an e-mail address, then it is kept with empty postal fields', () => {
    expect(checkRow({ line: 3, fields: { name: 'Tom', email: 'tom@example.com' } })).toMatchObject({
      name: 'Tom',
      email: 'tom@example.com',
      line1: '',
      postcode: '',
    });
  });
});

describe('reading vCards', () => {
  it('when a 3.0 card has N but no FN and a folded ADR, then the name and the address are read', () => {
    const [c] = parseVcards(
      'BEGIN:VCARD\nVERSION:3.0\nN:Patel;Jean;;Aunt;\nADR;TYPE=WORK:;;1 Office Park;Leeds;;LS1 4AP;\nADR;TYPE=HOME:;;12 High Street\\nFlat 2;Ba\n th;;BA1 1AA;UK\nEND:VCARD\n',
    );
    expect(c).toEqual({
      line: 1,
      fields: expect.objectContaining({
        name: 'Aunt Jean Patel',
        line1: '12 High Street',
        line2: 'Flat 2',
        city: 'Bath',
        postcode: 'BA1 1AA',
      }),
    });
  });

  it('when one card of a file is broken, then only it is unreadable and the next is read at its own line', () => {
    const cards = parseVcards(
      'BEGIN:VCARD\nVERSION:4.0\nFN Jean\nEND:VCARD\nBEGIN:VCARD\nVERSION:4.0\nFN:Bill\nEMAIL:bill@example.com\nEND:VCARD',
    );
    expect(cards.map((c) => [c.line, Boolean(c.unreadable), c.fields.name])).toEqual([
      [1, true, undefined],
      [5, false, 'Bill'],
    ]);
  });
});
