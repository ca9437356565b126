import { z } from 'zod';
import { Currency, Id, ListQuery, Pounds, Timestamp } from '../common.js';
import { Description, Name, Position, bodiesOf } from './fields.js';

export const ProductSize = z.enum(['A6', 'A5', '5x7', 'square']);
export type ProductSize = z.infer<typeof ProductSize>;

/**
 * Flat (open-spread) trim size in mm of a folded card of each size, portrait, folded along the
 * vertical centre line: the print file is this plus `bleed_mm` on every side.
 * A6 card 105×148 → 210×148; A5 148×210 → 296×210; 5×7 in (127×178) → 254×178;
 * square 150×150 → 300×150.
 */
export const FLAT_SIZE_MM: Record<ProductSize, { width: number; height: number }> = {
  A6: { width: 210, height: 148 },
  A5: { width: 296, height: 210 },
  '5x7': { width: 254, height: 178 },
  square: { width: 300, height: 150 },
};

/**
 * A volume price: from `min_quantity` prints of one card on a line, each costs `unit_price`.
 * Tiers are sorted by quantity; below the first tier the product's own `price` applies.
 */
export const VolumePrice = z.object({
  min_quantity: z.number().int().min(2).max(10_000),
  unit_price: Pounds.min(0.01).max(1000),
});
export type VolumePrice = z.infer<typeof VolumePrice>;

const VolumePrices = z
  .array(VolumePrice)
  .max(10)
  .refine((ts) => new Set(ts.map((t) => t.min_quantity)).size === ts.length, { error: 'Give each volume tier its own quantity.' });

/** A printed card format for sale. Prices include UK VAT. */
export const Product = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: Pounds.describe('Unit price in pounds, VAT included'),
  // Defaults to none: rows and events written before tiers existed still read (an added field keeps its event's version).
  volume_prices: z.array(VolumePrice).default([]).describe('Cheaper unit prices from a quantity on one line, by quantity'),
  currency: Currency,
  price_includes_vat: z.literal(true),
  product_category_id: z.number().int(),
  size: ProductSize,
  flat_width_mm: z.number().describe('Open-spread trim width, without bleed'),
  flat_height_mm: z.number().describe('Open-spread trim height, without bleed'),
  bleed_mm: z.number().describe('Bleed added on every side of the print file'),
  paper: z.string().describe('Stock, e.g. "350gsm matt card"'),
  sku: z.string(),
  active: z.boolean(),
  position: z.number().int(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type Product = z.infer<typeof Product>;

const Mm = (max: number) => z.number().positive().max(max).multipleOf(0.1);

export const ProductInput = z.object({
  name: Name,
  description: Description.default(''),
  price: Pounds.min(0.01).max(1000).describe('Pounds, VAT included'),
  volume_prices: VolumePrices.default([]).describe('Each tier cheaper than the one before; an empty list: one price'),
  currency: Currency.default('GBP'),
  product_category_id: z.number().int().positive(),
  size: ProductSize,
  flat_width_mm: Mm(1000).optional().describe("Defaults to the size's open spread"),
  flat_height_mm: Mm(1000).optional().describe("Defaults to the size's open spread"),
  bleed_mm: z.number().min(0).max(10).multipleOf(0.5).default(3),
  paper: z.string().trim().min(1).max(120).default('350gsm matt card'),
  sku: z
    .string()
    .trim()
    .regex(/^[A-Z0-9][A-Z0-9-]{1,39}$/, 'Use capital letters, digits and dashes for the SKU.'),
  active: z.boolean().default(true),
  position: Position.default(0),
});
export type ProductInput = z.infer<typeof ProductInput>;

export const { create: CreateProductBody, update: UpdateProductBody } = bodiesOf('product', ProductInput);
export const ProductIdParams = z.object({ id: Id });
/** `GET /products?product_category_id=` narrows to one category. */
export const ProductListQuery = ListQuery.extend({ product_category_id: Id.optional() });
export type ProductListQuery = z.infer<typeof ProductListQuery>;
