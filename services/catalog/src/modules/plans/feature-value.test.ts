import { describe, expect, it } from '@jest/globals';
import { valueFits } from './feature.service.js';

describe('valueFits', () => {
  it('when a feature is a number, then only whole non-negative numbers fit', () => {
    expect(valueFits('number', '100')).toBe(true);
    expect(valueFits('number', '-1')).toBe(false);
    expect(valueFits('number', '1.5')).toBe(false);
  });
  it('when a feature is a boolean, then only true and false fit; text takes anything', () => {
    expect(valueFits('boolean', 'true')).toBe(true);
    expect(valueFits('boolean', 'yes')).toBe(false);
    expect(valueFits('text', 'anything')).toBe(true);
  });
});
