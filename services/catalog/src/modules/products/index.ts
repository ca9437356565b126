/**
 * Products and the categories they are shelved in (`/products`, `/product_categories`). One
 * module, as the two keep each other's rules: a product needs a live category, a category with
 * live products cannot be deleted. The front door of the module; everything else in it is private.
 */
import type { RequestBus } from '@cards/kit';
import { registerCrudHandlers } from '../../crud/catalog-crud.handlers.js';
import { ProductCategoryEntity } from './product-category.entity.js';
import { ProductCategoryService } from './product-category.service.js';
import { ProductEntity } from './product.entity.js';
import { ProductService } from './product.service.js';

export { ProductCategoryService, ProductService };
export { seedProducts, type SeedProduct } from './product.seeder.js';

/** The module's tables, for the service's DataSource. */
export const productTables = [ProductCategoryEntity, ProductEntity];

/** `catalog.product.*` (lists take `?product_category_id=`) and `catalog.product_category.*` (`get` takes the id or the slug). */
export async function serveProducts(rpc: RequestBus, s: { products: ProductService; categories: ProductCategoryService }): Promise<void> {
  await registerCrudHandlers(rpc, 'product_category', s.categories, true);
  await registerCrudHandlers(rpc, 'product', s.products, false);
}
