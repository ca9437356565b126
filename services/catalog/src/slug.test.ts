import { describe, expect, it } from '@jest/globals';
import { slugify } from './slug.js';

describe('slugify', () => {
  it('when a name has apostrophes, accents and spaces, then the slug is plain lowercase words with dashes', () => {
    expect(slugify("Mother's Day")).toBe('mothers-day');
    expect(slugify('  Fête  de Noël! ')).toBe('fete-de-noel');
  });
  it('when a name has no letters or digits, then a fallback slug is used', () => {
    expect(slugify('!!!')).toBe('item');
  });
});
