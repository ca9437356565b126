import type { Product } from '../api/types';
import { money } from './format';

type Priced = Pick<Product, 'price' | 'volume_prices'>;

/**
 * The tier that prices `quantity` prints of one card: the one with the highest `min_quantity`
 * not above it, or null below the first tier (the product's own price). The cart's figures are
 * the server's; this is what a page shows before a line exists (the send-to-many estimate) and
 * which tier a line's unit price came from.
 */
export function volumeTier(product: Priced, quantity: number) {
  return [...(product.volume_prices ?? [])].sort((a, b) => b.min_quantity - a.min_quantity).find((t) => quantity >= t.min_quantity) ?? null;
}

/** The price of each print at this quantity. */
export function unitPriceAt(product: Priced, quantity: number): number {
  return volumeTier(product, quantity)?.unit_price ?? product.price;
}

/** "£3.50 each from 10": a tier in the words the pages use. */
export function tierInWords(t: { min_quantity: number; unit_price: number }): string {
  return `${money(t.unit_price)} each from ${t.min_quantity}`;
}

/** The next cheaper tier above `quantity`, to say "£3.20 each from 25" as the next saving. */
export function nextTier(product: Priced, quantity: number) {
  return [...(product.volume_prices ?? [])].sort((a, b) => a.min_quantity - b.min_quantity).find((t) => t.min_quantity > quantity) ?? null;
}
