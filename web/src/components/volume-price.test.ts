import { describe, expect, it } from '@jest/globals';
import { nextTier, tierInWords, unitPriceAt, volumeTier } from './volume-price';

const A6 = {
  price: 3.95,
  volume_prices: [
    { min_quantity: 25, unit_price: 3.2 },
    { min_quantity: 10, unit_price: 3.5 },
  ],
};

describe('volume prices', () => {
  it('when a line reaches a tier, then each card costs the tier price; below the first tier, the product price', () => {
    expect(unitPriceAt(A6, 9)).toBe(3.95);
    expect(unitPriceAt(A6, 10)).toBe(3.5);
    expect(unitPriceAt(A6, 24)).toBe(3.5);
    expect(unitPriceAt(A6, 40)).toBe(3.2);
    expect(volumeTier(A6, 3)).toBeNull();
    expect(unitPriceAt({ price: 4, volume_prices: [] }, 100)).toBe(4);
  });

  it('when a tier is put in words, then it reads "£3.50 each from 10", and the next saving is the next tier up', () => {
    expect(tierInWords(volumeTier(A6, 12)!)).toBe('£3.50 each from 10');
    expect(nextTier(A6, 12)).toEqual({ min_quantity: 25, unit_price: 3.2 });
    expect(nextTier(A6, 30)).toBeNull();
  });
});
