import { z } from 'zod';
import { ProductSize } from '../catalog/product.js';

/** `#rgb` or `#rrggbb`: the only colour syntax that reaches a rendered page's CSS. */
export const HexColor = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/);

/**
 * The product facts a print file is laid out from: a subset of catalog's `Product`. The card
 * folds along the vertical centre line of the flat sheet; the page is the flat size plus
 * `bleed_mm` on every side. What rendering reads of a card instance is generation's
 * `CardInstanceRenderData` (`generation.card_instance.render_data`).
 */
export const PrintProduct = z.object({
  id: z.number().int().nullable(),
  name: z.string(),
  size: ProductSize,
  flat_width_mm: z.number().positive(),
  flat_height_mm: z.number().positive(),
  bleed_mm: z.number().min(0).default(3),
  sku: z.string().nullish(),
});
export type PrintProduct = z.infer<typeof PrintProduct>;
