import { entityErrors } from '../../crud/catalog-errors.js';

/** `product_not_found`, `product_taken` (name or sku). */
export const productErrors = entityErrors('product', 'Product');
