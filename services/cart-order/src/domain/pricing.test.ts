import { describe, expect, it } from '@jest/globals';
import { computeTotals, couponDiscount, envelopePostage, postagePrice, unitPriceAt, vatPart } from './pricing.js';

describe('pricing', () => {
  it('when a percentage coupon applies, then the discount is rounded half up in whole pence', () => {
    expect(couponDiscount({ percent_off: 10, amount_off: null }, 395)).toBe(40); // 39.5 → 40
    expect(couponDiscount({ percent_off: 12.5, amount_off: null }, 395)).toBe(49); // 49.375 → 49
    expect(couponDiscount({ percent_off: 100, amount_off: null }, 790)).toBe(790);
  });

  it('when a fixed coupon is worth more than the items, then it takes the subtotal to zero and no further', () => {
    expect(couponDiscount({ percent_off: null, amount_off: 500 }, 395)).toBe(395);
    expect(couponDiscount({ percent_off: null, amount_off: 100 }, 395)).toBe(100);
  });

  it('when prices include VAT at 20%, then the VAT part is a sixth of the total, rounded half up', () => {
    expect(vatPart(600)).toBe(100);
    expect(vatPart(395)).toBe(66); // 65.83
    expect(vatPart(3)).toBe(1); // 0.5 → 1
    expect(vatPart(0)).toBe(0);
  });

  it('when the plan has free delivery, then standard postage is free and tracked costs its upgrade', () => {
    expect(postagePrice('second', true)).toBe(0);
    expect(postagePrice('first', true)).toBe(0);
    expect(postagePrice('tracked', true)).toBe(250);
    expect(postagePrice('first', false)).toBe(199);
  });

  it('when a cart is totalled, then items minus coupon plus postage make the total and nothing to post costs nothing', () => {
    const t = computeTotals({
      lines: [
        { unit_price: 395, quantity: 2 },
        { unit_price: 450, quantity: 1 },
      ],
      coupon: { percent_off: 10, amount_off: null },
      postage: 'first',
      freeDelivery: false,
    });
    expect(t).toEqual({ subtotal: 1240, discount: 124, shipping: 199, vat: 219, total: 1315 });
    expect(computeTotals({ lines: [], coupon: null, postage: 'tracked', freeDelivery: false }).total).toBe(0);
  });

  it('when a line reaches a volume tier, then each card costs the tier price of the highest quantity reached', () => {
    const a6 = {
      price: 395,
      volume_prices: [
        { min_quantity: 10, unit_price: 350 },
        { min_quantity: 25, unit_price: 320 },
      ],
    };
    expect(unitPriceAt(a6, 9)).toBe(395);
    expect(unitPriceAt(a6, 10)).toBe(350);
    expect(unitPriceAt(a6, 24)).toBe(350);
    expect(unitPriceAt(a6, 200)).toBe(320);
    expect(unitPriceAt({ price: 395 }, 50)).toBe(395);
  });

  it('when a cart has lists, then each adds its envelopes, and the order postage is paid only with an ordinary line to post', () => {
    const list = { unit_price: 350, quantity: 12, mailing: true, postage: envelopePostage('second', 12) };
    expect(envelopePostage('first', 3)).toBe(597);
    const listsOnly = computeTotals({ lines: [list], coupon: null, postage: 'second', freeDelivery: false });
    expect(listsOnly).toMatchObject({ subtotal: 4200, shipping: 1188, total: 5388 });
    const both = computeTotals({ lines: [list, { unit_price: 395, quantity: 1 }], coupon: null, postage: 'second', freeDelivery: true });
    // Free delivery covers the order's own postage, not the list's envelopes.
    expect(both).toMatchObject({ subtotal: 4595, shipping: 1188 });
  });
});
