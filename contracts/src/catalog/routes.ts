import { z } from 'zod';
import { ListQuery } from '../common.js';
import { forwardedRoute } from '../forwarded-route.js';
import { defineRoute, type ApiRoute } from '../api-route.js';
import type { CatalogEntityName } from './events.js';
import { CreateOccasionBody, Occasion, OccasionIdParams, OccasionKeyParams, UpdateOccasionBody } from './occasion.js';
import { CreateFeatureBody, Feature, FeatureIdParams, FeatureKeyParams, UpdateFeatureBody } from './feature.js';
import { IdOrSlugParams } from './fields.js';
import { CreatePersonaBody, Persona, PersonaIdParams, UpdatePersonaBody } from './persona.js';
import { CreatePlanBody, Plan, PlanIdParams, UpdatePlanBody } from './plan.js';
import { CreatePlanFeatureBody, PlanFeature, PlanFeatureIdParams, PlanFeatureListQuery, UpdatePlanFeatureBody } from './planfeature.js';
import { CreateProductBody, Product, ProductIdParams, ProductListQuery, UpdateProductBody } from './product.js';
import { CreateProductCategoryBody, ProductCategory, ProductCategoryIdParams, UpdateProductCategoryBody } from './product-category.js';
import { CreateStyleBody, Style, StyleIdParams, UpdateStyleBody } from './style.js';

const tag = 'Catalog';

/** What one catalogue resource's routes are made from: its path, its names in the docs and its schemas. */
interface Resource<
  P extends string,
  I extends z.ZodTypeAny,
  C extends z.ZodTypeAny,
  U extends z.ZodTypeAny,
  IP extends z.ZodObject,
  KP extends z.ZodObject,
  LQ extends z.ZodObject,
> {
  path: P;
  one: string;
  many: string;
  item: I;
  create: C;
  update: U;
  idParams: IP;
  keyParams: KP;
  listQuery?: LQ;
  deleteErrors?: number[];
}

/** One route of a resource, in the catalogue's tag, forwarded to `catalog.<entity>.<name>`. */
function op<R extends Omit<ApiRoute, 'tag'>>(entity: CatalogEntityName, name: string, route: R) {
  return forwardedRoute(`catalog.${entity}.${name}`, defineRoute({ ...route, tag }));
}

/** A resource's public reads: the list and one by its key. */
function reads<E extends CatalogEntityName, P extends string, I extends z.ZodTypeAny, KP extends z.ZodObject, LQ extends z.ZodObject>(
  entity: E,
  o: Pick<Resource<P, I, z.ZodTypeAny, z.ZodTypeAny, z.ZodObject, KP, LQ>, 'path' | 'one' | 'many' | 'item' | 'keyParams' | 'listQuery'>,
) {
  const auth = 'optional';
  return {
    list: op(entity, 'list', {
      method: 'get',
      path: o.path,
      summary: `List ${o.many}`,
      auth,
      query: (o.listQuery ?? ListQuery) as LQ,
      response: z.array(o.item),
    }),
    get: op(entity, 'get', { method: 'get', path: `${o.path}/:id`, summary: `Show ${o.one}`, auth, params: o.keyParams, response: o.item }),
  };
}

/** A resource's admin writes: create, update, delete. */
function writes<
  E extends CatalogEntityName,
  P extends string,
  I extends z.ZodTypeAny,
  C extends z.ZodTypeAny,
  U extends z.ZodTypeAny,
  IP extends z.ZodObject,
>(
  entity: E,
  o: Pick<Resource<P, I, C, U, IP, z.ZodObject, z.ZodObject>, 'path' | 'one' | 'item' | 'create' | 'update' | 'idParams' | 'deleteErrors'>,
) {
  const auth = 'admin';
  /** Where an update and a delete find their row, and who may make them. */
  const byId = { path: `${o.path}/:id`, auth, params: o.idParams } as const;
  return {
    create: op(entity, 'create', {
      method: 'post',
      path: o.path,
      summary: `Create ${o.one}`,
      auth,
      body: o.create,
      response: o.item,
      status: 201,
    }),
    update: op(entity, 'update', { method: 'put', ...byId, summary: `Update ${o.one}`, body: o.update, response: o.item }),
    delete: op(entity, 'delete', { method: 'delete', ...byId, summary: `Delete ${o.one}`, status: 204, errors: o.deleteErrors }),
  };
}

/**
 * The five routes of one catalogue resource, public reads and admin writes, each forwarded to
 * `catalog.<entity>.<list|get|create|update|delete>`.
 */
function crud<
  E extends CatalogEntityName,
  P extends string,
  I extends z.ZodTypeAny,
  C extends z.ZodTypeAny,
  U extends z.ZodTypeAny,
  IP extends z.ZodObject,
  KP extends z.ZodObject,
  LQ extends z.ZodObject = typeof ListQuery,
>(entity: E, o: Resource<P, I, C, U, IP, KP, LQ>) {
  return { ...reads(entity, o), ...writes(entity, o) };
}

const occasions = crud('event', {
  path: '/events',
  one: 'an occasion',
  many: 'occasions',
  item: Occasion,
  create: CreateOccasionBody,
  update: UpdateOccasionBody,
  idParams: OccasionIdParams,
  keyParams: OccasionKeyParams,
});

/**
 * REST routes owned by the catalog service, grouped by resource, each with the call the BFF
 * forwards it to (`catalog.<entity>.<list|get|create|update|delete>`).
 */
export const catalogResources = {
  event: occasions,
  style: crud('style', {
    path: '/styles',
    one: 'a style',
    many: 'styles',
    item: Style,
    create: CreateStyleBody,
    update: UpdateStyleBody,
    idParams: StyleIdParams,
    keyParams: IdOrSlugParams,
  }),
  persona: crud('persona', {
    path: '/personas',
    one: 'a persona',
    many: 'personas',
    item: Persona,
    create: CreatePersonaBody,
    update: UpdatePersonaBody,
    idParams: PersonaIdParams,
    keyParams: IdOrSlugParams,
  }),
  product: crud('product', {
    path: '/products',
    one: 'a product',
    many: 'products',
    item: Product,
    create: CreateProductBody,
    update: UpdateProductBody,
    idParams: ProductIdParams,
    keyParams: ProductIdParams,
    listQuery: ProductListQuery,
  }),
  product_category: crud('product_category', {
    path: '/product_categories',
    one: 'a product category',
    many: 'product categories',
    item: ProductCategory,
    create: CreateProductCategoryBody,
    update: UpdateProductCategoryBody,
    idParams: ProductCategoryIdParams,
    keyParams: IdOrSlugParams,
    deleteErrors: [409],
  }),
  plan: crud('plan', {
    path: '/plans',
    one: 'a plan',
    many: 'plans',
    item: Plan,
    create: CreatePlanBody,
    update: UpdatePlanBody,
    idParams: PlanIdParams,
    keyParams: IdOrSlugParams,
  }),
  feature: crud('feature', {
    path: '/features',
    one: 'a feature',
    many: 'features',
    item: Feature,
    create: CreateFeatureBody,
    update: UpdateFeatureBody,
    idParams: FeatureIdParams,
    keyParams: FeatureKeyParams,
    deleteErrors: [409],
  }),
  planfeature: crud('planfeature', {
    path: '/planfeatures',
    one: 'a plan feature',
    many: 'plan features',
    item: PlanFeature,
    create: CreatePlanFeatureBody,
    update: UpdatePlanFeatureBody,
    idParams: PlanFeatureIdParams,
    keyParams: PlanFeatureIdParams,
    listQuery: PlanFeatureListQuery,
  }),
} as const satisfies Record<CatalogEntityName, unknown>;
