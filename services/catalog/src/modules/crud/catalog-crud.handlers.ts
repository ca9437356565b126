import { CatalogCalls, Id, type CallDefinition, type CatalogEntityName, type ListQuery, type Page, type RpcCall } from '@cards/contracts';
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
 * The five calls of an entity (`CatalogCalls[entity]`): reads are public (admins also see
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
  // The use cases answer the entity's DTO, which its route's schema describes; the reply is checked against it outside production.
  const calls = CatalogCalls[entity] as Record<
    'list' | 'get' | 'create' | 'update' | 'delete',
    CallDefinition<typeof RpcCall, z.ZodType<unknown>>
  >;
  await serveCall(rpc, calls.list, async (call) =>
    service.list(parseInput(s.listQuery, call.query), { includeInactive: !!call.actor?.admin }),
  );
  await serveCall(rpc, calls.get, async (call) => {
    const raw = String(call.params.id ?? '');
    const key = s.byKey && !/^\d+$/.test(raw) ? raw : parseInput(IdParams, call.params).id;
    return service.get(key, { includeInactive: !!call.actor?.admin });
  });
  await serveCall(rpc, calls.create, async (call) => {
    requireAdmin(call);
    return service.create(unwrap(parseInput(s.create, call.body)));
  });
  await serveCall(rpc, calls.update, async (call) => {
    requireAdmin(call);
    return service.update(parseInput(IdParams, call.params).id, unwrap(parseInput(s.update, call.body)));
  });
  await serveCall(rpc, calls.delete, async (call) => {
    requireAdmin(call);
    await service.remove(parseInput(IdParams, call.params).id);
    return null;
  });
}
