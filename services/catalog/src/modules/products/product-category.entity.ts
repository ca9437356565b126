import { Entity, Index } from 'typeorm';
import { NamedShopRow } from '../../crud/catalog-columns.js';

/** A shelf of products. Soft-deleted so that soft-deleted products keep their category. */
@Entity({ name: 'product_categories' })
@Index('product_categories_slug_live', ['slug'], { unique: true, where: 'deleted_at IS NULL' })
// On lower(name): TypeORM cannot declare an index on an expression, so its migration is its only declaration.
@Index('product_categories_name_live', { synchronize: false })
export class ProductCategoryEntity extends NamedShopRow {}
