import { describe, expect, it } from '@jest/globals';
import { occasionInSentence, plural, possessive } from './plural';

describe('plural', () => {
  it('when a count is one, then the noun is singular; otherwise plural, irregular ones as given', () => {
    expect(plural(1, 'e-card')).toBe('1 e-card');
    expect(plural(5, 'e-card')).toBe('5 e-cards');
    expect(plural(0, 'print file')).toBe('0 print files');
    expect(plural(3, 'copy', 'copies')).toBe('3 copies');
    expect(plural(1, 'address', 'addresses')).toBe('1 address');
    expect(plural(1200, 'card')).toBe('1,200 cards');
  });
});

describe('possessive', () => {
  it("when a name is a person's, then it takes 's; when it is a plural group or a family, then the apostrophe alone", () => {
    expect(possessive('Sam')).toBe('Sam’s');
    expect(possessive('James')).toBe('James’s');
    expect(possessive('Family and friends')).toBe('Family and friends’');
    expect(possessive('The Patels')).toBe('The Patels’');
    expect(possessive('Sam and Priya')).toBe('Sam and Priya’s');
  });
});

describe('occasionInSentence', () => {
  it('when an occasion is a common noun, then it is lower case mid-sentence; a holiday keeps its capitals', () => {
    expect(occasionInSentence('Birthday')).toBe('birthday');
    expect(occasionInSentence('New Baby')).toBe('new baby');
    expect(occasionInSentence('Christmas')).toBe('Christmas');
    expect(occasionInSentence("Mother's Day")).toBe("Mother's Day");
  });
});
