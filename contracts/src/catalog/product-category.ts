import { z } from 'zod';
import { Id, Timestamp } from '../common.js';
import { Description, Name, Position, Slug, patchOf } from './fields.js';

/** A shelf of the shop (Standard cards, Large cards). */
export const ProductCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  active: z.boolean(),
  position: z.number().int(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type ProductCategory = z.infer<typeof ProductCategory>;

export const ProductCategoryInput = z.object({
  name: Name,
  slug: Slug.optional(),
  description: Description.default(''),
  active: z.boolean().default(true),
  position: Position.default(0),
});
export type ProductCategoryInput = z.infer<typeof ProductCategoryInput>;

/** `POST /product_categories {product_category:{...}}` */
export const CreateProductCategoryBody = z.object({ product_category: ProductCategoryInput });
/** `PUT /product_categories/{id} {product_category:{...}}`: only the fields sent change. */
export const UpdateProductCategoryBody = z.object({ product_category: patchOf(ProductCategoryInput) });
export const ProductCategoryIdParams = z.object({ id: Id });
