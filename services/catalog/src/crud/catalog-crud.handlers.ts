import { catalogResources, CatalogCalls, type CatalogEntityName, type ListQuery, type Page } from '@cards/contracts';
import { serveCall, serveRoute, type RequestBus } from '@cards/kit';
import type { ReadOptions } from './catalog-crud.service.js';

/** What the handlers need of an entity's service. */
export interface CrudUseCases<Input> {
  list(q: ListQuery, opts: ReadOptions): Promise<Page<unknown>>;
  get(idOrKey: number | string, opts: ReadOptions): Promise<unknown>;
  create(input: Input): Promise<unknown>;
  update(id: number, patch: Partial<Input>): Promise<unknown>;
  remove(id: number): Promise<void>;
}

// Every resource's routes have the same shape; one of them stands for all in the types, and the
// use cases answer the entity's own DTO, which its route's reply schema checks outside production.
type Routes = (typeof catalogResources)['style'];
type Wrapped<Input> = Record<string, Input>;

/**
 * The five routes of an entity (`catalogResources[entity]`), served with their own schemas:
 * reads are public (admins also see inactive rows), writes need an admin. Its `find` call
 * serves other services: a row a customer may see, by id. `byKey`: `get` also takes a
 * non-numeric key (slug or feature key).
 */
export async function registerCrudHandlers<Input extends object>(
  rpc: RequestBus,
  entity: CatalogEntityName,
  service: CrudUseCases<Input>,
  byKey: boolean,
) {
  const routes = catalogResources[entity] as unknown as Routes;
  // The body was parsed with the entity's own schema: its value under the wrapper (`{style: …}`) is an Input.
  const unwrap = (body: unknown) => (body as Wrapped<Input>)[entity]!;
  const asAdmin = (actor: { admin: boolean } | null): ReadOptions => ({ includeInactive: !!actor?.admin });
  await serveRoute(rpc, routes.list, async ({ actor, query }) => service.list(query, asAdmin(actor)) as never);
  await serveRoute(rpc, routes.get, async ({ actor, params }) => {
    const key = String(params.id);
    return service.get(byKey && !/^\d+$/.test(key) ? key : Number(key), asAdmin(actor)) as never;
  });
  await serveRoute(rpc, routes.create, async ({ body }) => service.create(unwrap(body)) as never);
  await serveRoute(rpc, routes.update, async ({ params, body }) => service.update(params.id, unwrap(body)) as never);
  await serveRoute(rpc, routes.delete, async ({ params }) => {
    await service.remove(params.id);
    return null;
  });
  const find = CatalogCalls[entity].find as (typeof CatalogCalls)['style']['find'];
  await serveCall(rpc, find, async ({ id }) => service.get(id, { includeInactive: false }) as never);
}
