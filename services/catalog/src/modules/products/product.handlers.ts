import { CreateProductBody, ProductListQuery, UpdateProductBody } from '@cards/contracts';
import type { RequestBus } from '@cards/kit';
import { registerCrudHandlers } from '../crud/catalog-crud.handlers.js';
import type { ProductService } from './product.service.js';

/** `catalog.product.*`; lists take `?product_category_id=`. */
export async function registerProductHandlers(rpc: RequestBus, products: ProductService) {
  await registerCrudHandlers(rpc, 'product', products, {
    listQuery: ProductListQuery,
    create: CreateProductBody,
    update: UpdateProductBody,
    wrapper: 'product',
    byKey: false,
  });
}
