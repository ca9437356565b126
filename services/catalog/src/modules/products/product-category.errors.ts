import { conflict } from '@cards/kit';
import { entityErrors } from '../../crud/catalog-errors.js';

/** `product_category_not_found`, `product_category_taken`. */
export const productCategoryErrors = entityErrors('product_category', 'Product category');

export const productCategoryInUse = (products: number) =>
  conflict(
    'product_category_in_use',
    `This category still has ${products} product${products === 1 ? '' : 's'}; move or delete ${products === 1 ? 'it' : 'them'} first`,
    { products },
  );
