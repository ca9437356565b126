import type { PostageClass } from '@cards/contracts';

/**
 * Royal Mail services we post by, priced per order in pence (VAT included, like every
 * price in the shop). Cards travel in one envelope or a large letter whatever the count.
 */
export const POSTAGE: Record<PostageClass, { name: string; description: string; price: number }> = {
  second: { name: 'Royal Mail 2nd Class', description: 'Delivered Monday to Friday', price: 99 },
  first: { name: 'Royal Mail 1st Class', description: 'Delivered Monday to Saturday', price: 199 },
  tracked: { name: 'Royal Mail Tracked 24', description: 'Tracked, delivered Monday to Saturday', price: 449 },
};

/**
 * What a free-delivery plan covers: the standard services. Tracked stays an upgrade that costs
 * its difference over 1st class, as most card shops do.
 */
export function postagePrice(cls: PostageClass, freeDelivery: boolean): number {
  if (!freeDelivery) return POSTAGE[cls].price;
  return cls === 'tracked' ? POSTAGE.tracked.price - POSTAGE.first.price : 0;
}

/**
 * The unit price of `quantity` prints of one card on one line: the product's volume tier for that
 * quantity (the highest `min_quantity` reached), else its own price.
 */
export function unitPriceAt(
  product: { price: number; volume_prices?: Array<{ min_quantity: number; unit_price: number }> },
  quantity: number,
): number {
  let price = product.price;
  for (const t of product.volume_prices ?? []) if (quantity >= t.min_quantity && t.unit_price < price) price = t.unit_price;
  return price;
}

/**
 * Postage of a line sent to many: one envelope per printed recipient at the class's standard
 * price. A plan's free delivery covers the order's own delivery, not each envelope of a mailing
 * (a stamp per card is the shop's cost, passed on as it is).
 */
export function envelopePostage(cls: PostageClass, envelopes: number): number {
  return POSTAGE[cls].price * envelopes;
}

/** The discount part of a coupon, as stored. */
export interface CouponTerms {
  percent_off: number | null;
  amount_off: number | null;
}

/**
 * Discount on the items' subtotal (never on postage), in pence, rounded half up. Percentages
 * are taken in basis points so 12.5% of 395p is exact integer arithmetic.
 */
export function couponDiscount(c: CouponTerms, subtotal: number): number {
  if (subtotal <= 0) return 0;
  if (c.percent_off != null) {
    const bp = Math.round(Number(c.percent_off) * 100);
    return Math.min(subtotal, Math.floor((subtotal * bp + 5000) / 10000));
  }
  return Math.min(subtotal, c.amount_off ?? 0);
}

/** The VAT part of a VAT-inclusive amount at 20%: total × 20/120, rounded half up. */
export function vatPart(total: number): number {
  return Math.floor((total + 3) / 6);
}

export interface Totals {
  subtotal: number;
  discount: number;
  shipping: number;
  vat: number;
  total: number;
}

/**
 * The one place a total is made: items, minus the coupon, plus postage. The order's own postage
 * is paid when it has an ordinary line to post to its address (nothing to post, no postage); a
 * line sent to many adds its envelopes (`postage`, in pence).
 */
export function computeTotals(input: {
  lines: Array<{ unit_price: number; quantity: number; mailing?: boolean; postage?: number }>;
  coupon: CouponTerms | null;
  postage: PostageClass;
  freeDelivery: boolean;
}): Totals {
  const subtotal = input.lines.reduce((s, l) => s + l.unit_price * l.quantity, 0);
  const discount = input.coupon ? couponDiscount(input.coupon, subtotal) : 0;
  const own = input.lines.some((l) => !l.mailing) ? postagePrice(input.postage, input.freeDelivery) : 0;
  const shipping = own + input.lines.reduce((s, l) => s + (l.postage ?? 0), 0);
  const total = subtotal - discount + shipping;
  return { subtotal, discount, shipping, vat: vatPart(total), total };
}
