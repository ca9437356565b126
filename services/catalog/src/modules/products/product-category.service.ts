import type { ProductCategory, ProductCategoryInput } from '@cards/contracts';
import type { Outbox } from '@cards/kit';
import { IsNull, type DataSource, type EntityManager } from 'typeorm';
import { CatalogCrudService, NAMED_BY_SLUG, type EveryField } from '../../crud/catalog-crud.service.js';
import { namedRowColumns, namedRowFields } from '../../crud/named-row-mappers.js';
import { ProductEntity } from './product.entity.js';
import { ProductCategoryEntity } from './product-category.entity.js';
import { productCategoryErrors, productCategoryInUse } from './product-category.errors.js';

/**
 * Product categories. A category that still has live products cannot be deleted (409): an
 * admin moves or deletes them first. Otherwise the delete is soft, so products deleted
 * earlier (and orders' history) still name their category.
 */
export class ProductCategoryService extends CatalogCrudService<ProductCategoryEntity, ProductCategory, ProductCategoryInput> {
  constructor(ds: DataSource, outbox: Outbox) {
    super(ds, outbox, {
      entity: 'product_category',
      table: ProductCategoryEntity,
      errors: productCategoryErrors,
      ...NAMED_BY_SLUG,
    });
  }

  protected toDto(r: ProductCategoryEntity): ProductCategory {
    return namedRowFields(r);
  }

  protected toColumns(i: Partial<ProductCategoryInput>, current: ProductCategoryEntity | undefined): Partial<ProductCategoryEntity> {
    return namedRowColumns(i, current) satisfies EveryField<ProductCategoryInput>;
  }

  protected override async assertDeletable(m: EntityManager, row: ProductCategoryEntity) {
    const n = await m.countBy(ProductEntity, { product_category_id: row.id, deleted_at: IsNull() });
    if (n > 0) throw productCategoryInUse(n);
  }
}
