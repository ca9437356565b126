import { CreateProductCategoryBody, ListQuery, UpdateProductCategoryBody } from '@cards/contracts';
import type { RequestBus } from '@cards/kit';
import { registerCrudHandlers } from '../crud/catalog-crud.handlers.js';
import type { ProductCategoryService } from './product-category.service.js';

/** `catalog.product_category.*`; `get` takes the id or the slug. */
export async function registerProductCategoryHandlers(rpc: RequestBus, categories: ProductCategoryService) {
  await registerCrudHandlers(rpc, 'product_category', categories, {
    listQuery: ListQuery,
    create: CreateProductCategoryBody,
    update: UpdateProductCategoryBody,
    wrapper: 'product_category',
    byKey: true,
  });
}
