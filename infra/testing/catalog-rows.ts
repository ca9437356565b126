import type { Product } from '@cards/contracts';

/** A valid catalogue product row, as the catalogue announces it, for tests of its read models. */
export const sampleProduct = (id: number, price: number, updatedAt: string, extra: Partial<Product> = {}): Product => ({
  id,
  name: `Card ${id}`,
  description: '',
  price,
  volume_prices: [],
  currency: 'GBP',
  price_includes_vat: true,
  product_category_id: 1,
  size: 'A5',
  flat_width_mm: 296,
  flat_height_mm: 210,
  bleed_mm: 3,
  paper: '350gsm matt card',
  sku: `CARD-${id}`,
  active: true,
  position: id,
  created_at: '2025-06-01T00:00:00.000Z',
  updated_at: updatedAt,
  ...extra,
});
