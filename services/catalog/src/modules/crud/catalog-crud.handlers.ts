import { Id, type CatalogEntityName, type ListQuery, type Page } from '@cards/contracts';
import { parseInput, requireAdmin, serveCall, type RequestBus } from '@cards/kit';
import { z } from 'zod';
import type { ReadOptions } from './catalog-crud.service.js';

/** What the handlers need of an entity's service. */
export interface CrudUseCases<Input> {
  list(q: ListQuery, opts: ReadOptions): Promise<Page<unknown>>;
  get(idOrKey: number | string, opts: ReadOptions): Promise<unknown>;
  create(input: Input): Promise<unknown>;
  update(id: number, patch: Partial<Input>): Promise<unknown>;
  remove(id: number): Promise<void>;
}

interface CrudSchemas {
  listQuery: z.ZodType<ListQuery>;
  /** `{<wrapper>: Input}` */
  create: z.ZodTypeAny;
  /** `{<wrapper>: Partial<Input>}` */
  update: z.ZodTypeAny;
  /** The body's wrapper key clients send, e.g. `product_category` (docs/api.md). */
  wrapper: string;
  /** Whether `get` also takes a non-numeric key (slug or feature key). */
  byKey: boolean;
}

const IdParams = z.object({ id: Id });

/**
 * `catalog.<entity>.{list,get,create,update,delete}`: reads are public (admins also see
 * inactive rows), writes need an admin. The BFF forwards the REST routes here; services
 * may call the reads directly with `actor: null`.
 */
export async function registerCrudHandlers<Input extends object>(
  rpc: RequestBus,
  entity: CatalogEntityName,
  service: CrudUseCases<Input>,
  s: CrudSchemas,
) {
  // The body was just parsed with the entity's own schema, so its wrapped value is an Input.
  const unwrap = (body: unknown) => (body as Record<string, Input>)[s.wrapper]!;
  await serveCall(rpc, `catalog.${entity}.list`, async (call) =>
    service.list(parseInput(s.listQuery, call.query), { includeInactive: !!call.actor?.admin }));
  await serveCall(rpc, `catalog.${entity}.get`, async (call) => {
    const raw = String(call.params.id ?? '');
    const key = s.byKey && !/^\d+$/.test(raw) ? raw : parseInput(IdParams, call.params).id;
    return service.get(key, { includeInactive: !!call.actor?.admin });
  });
  await serveCall(rpc, `catalog.${entity}.create`, async (call) => {
    requireAdmin(call);
    return service.create(unwrap(parseInput(s.create, call.body)));
  });
  await serveCall(rpc, `catalog.${entity}.update`, async (call) => {
    requireAdmin(call);
    return service.update(parseInput(IdParams, call.params).id, unwrap(parseInput(s.update, call.body)));
  });
  await serveCall(rpc, `catalog.${entity}.delete`, async (call) => {
    requireAdmin(call);
    await service.remove(parseInput(IdParams, call.params).id);
    return null;
  });
}
