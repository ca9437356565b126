import { z } from 'zod';
import { Id } from '../common.js';
import { bodiesOf, listedInput, listedRow, namedInput, namedRow, stampedRow } from './fields.js';

/** A shelf of the shop (Standard cards, Large cards). */
export const ProductCategory = z.object({
  ...namedRow,
  ...listedRow,
  ...stampedRow,
});
export type ProductCategory = z.infer<typeof ProductCategory>;

export const ProductCategoryInput = z.object({
  ...namedInput,
  ...listedInput,
});
export type ProductCategoryInput = z.infer<typeof ProductCategoryInput>;

export const { create: CreateProductCategoryBody, update: UpdateProductCategoryBody } = bodiesOf('product_category', ProductCategoryInput);
export const ProductCategoryIdParams = z.object({ id: Id });
