import { EventEntity } from '../modules/events/event.entity.js';
import { FeatureEntity } from '../modules/features/feature.entity.js';
import { PersonaEntity } from '../modules/personas/persona.entity.js';
import { PlanFeatureEntity } from '../modules/planfeatures/planfeature.entity.js';
import { PlanEntity } from '../modules/plans/plan.entity.js';
import { ProductCategoryEntity } from '../modules/product-categories/product-category.entity.js';
import { ProductEntity } from '../modules/products/product.entity.js';
import { StyleEntity } from '../modules/styles/style.entity.js';
import { SeedLogEntity } from '../seed/seed-log.entity.js';

/** Every table of the service as a TypeORM entity; the DataSource is opened with these. */
export const CATALOG_ENTITIES = [
  EventEntity,
  FeatureEntity,
  PersonaEntity,
  PlanEntity,
  PlanFeatureEntity,
  ProductCategoryEntity,
  ProductEntity,
  SeedLogEntity,
  StyleEntity,
];
