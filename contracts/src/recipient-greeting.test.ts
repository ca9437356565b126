import { describe, expect, it } from '@jest/globals';
import { defaultSalutation } from './recipient-greeting.js';

describe('defaultSalutation', () => {
  it('when an entry names one person, then it is "Dear" and the first name, or the title and surname', () => {
    expect(defaultSalutation('Jean Smith')).toBe('Dear Jean');
    expect(defaultSalutation('  Dr Amir  Patel ')).toBe('Dear Dr Patel');
    expect(defaultSalutation('Mrs. Jones')).toBe('Dear Mrs. Jones');
    expect(defaultSalutation('Smith, John')).toBe('Dear John');
    expect(defaultSalutation('Patel, Dr Amir')).toBe('Dear Dr Patel');
    expect(defaultSalutation(' ')).toBe('Dear friend');
  });

  it('when an entry names a couple, then both are greeted by their first names', () => {
    expect(defaultSalutation('Sam and Priya Shah')).toBe('Dear Sam and Priya');
    expect(defaultSalutation('Tom and Jackie Smith')).toBe('Dear Tom and Jackie');
    expect(defaultSalutation('Tom & Jackie Smith')).toBe('Dear Tom and Jackie');
    expect(defaultSalutation('Sam Jones AND Priya Shah')).toBe('Dear Sam and Priya');
  });

  it('when an entry names a household, then every name is greeted', () => {
    expect(defaultSalutation('Ann, Bob and Cy Lee')).toBe('Dear Ann, Bob and Cy');
    expect(defaultSalutation('The Shah family')).toBe('Dear Shah family');
  });

  it('when every name on an entry is a title, then the titles share the surname', () => {
    expect(defaultSalutation('Mr and Mrs Smith')).toBe('Dear Mr and Mrs Smith');
    expect(defaultSalutation('Mr John Smith and Mrs Jane Smith')).toBe('Dear Mr and Mrs Smith');
    expect(defaultSalutation('Dr Ann Lee and Tom Lee')).toBe('Dear Dr Lee and Tom');
  });
});
