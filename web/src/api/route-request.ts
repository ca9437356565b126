import { fillRoutePath, type ApiRoute } from '@cards/contracts';
import type { FetchArgs } from '@reduxjs/toolkit/query';
import type { z } from 'zod';

/**
 * A route of the API as the web app holds it at run time: its method and path, copied from the
 * route declarations in `contracts/` into `route-table.gen.ts`. The declaration itself (its zod
 * schemas) comes along as a type only, so the URL, the body and the reply are checked against
 * the contract without any schema code in the bundle.
 */
export interface RouteRef<R extends ApiRoute = ApiRoute> {
  readonly method: R['method'];
  readonly path: string;
  /** Never set: carries the declaration to the type checker. */
  readonly declaration?: R;
}

/** The route table's shape for a group of declarations: a `RouteRef` wherever the group has a route. */
export type RouteRefs<G> = { readonly [K in keyof G]: G[K] extends ApiRoute ? RouteRef<G[K]> : RouteRefs<G[K]> };

/** A value that comes in as text (a path segment, a query parameter) and is coerced by the server. */
type Loose<T> = unknown extends T ? string | number | boolean : T;
type LooseObject<T> = { [K in keyof T]: Loose<T[K]> };

type ParamsOf<R> = R extends { params: infer P extends z.ZodTypeAny } ? { params: LooseObject<z.input<P>> } : { params?: never };
type QueryOf<R> = R extends { query: infer Q extends z.ZodTypeAny } ? { query?: Partial<LooseObject<z.input<Q>>> } : { query?: never };
type BodyOf<R> = R extends { body: infer B extends z.ZodTypeAny }
  ? undefined extends z.input<B>
    ? { body?: z.input<B> }
    : { body: z.input<B> }
  : R extends { upload: object }
    ? { body: FormData }
    : { body?: never };

/** What a call of the route needs: its path params, query and body, typed by the route's schemas. */
export type RouteArgs<R> = ParamsOf<R> & QueryOf<R> & BodyOf<R>;
/** What the route answers, as its response schema parses it (nothing for a 204). */
export type RouteReply<R> = R extends { response: infer S extends z.ZodTypeAny } ? z.output<S> : void;
/** The reply of a route in the table: `RouteReplyOf<typeof cartOrder.getCart>`. */
export type RouteReplyOf<T> = T extends RouteRef<infer R> ? RouteReply<R> : never;
/** The body of a route in the table. */
export type RouteBodyOf<T> = T extends RouteRef<infer R> ? (R extends { body: infer B extends z.ZodTypeAny } ? z.input<B> : never) : never;

declare const routed: unique symbol;
/**
 * A request the base query sends: made only by {@link request}, so every URL the app calls is a
 * route of the contracts (a hand-written `'/cart'` is not an `ApiRequest` and does not compile).
 */
export type ApiRequest = FetchArgs & { readonly url: string; readonly [routed]: true };

/** Arguments are optional when the route needs none. */
type ArgsTuple<R> = object extends RouteArgs<R> ? [args?: RouteArgs<R>] : [args: RouteArgs<R>];

/** The route's path with its `:params` filled in, each encoded as a path segment. */
export function routePath<R extends ApiRoute>(
  route: RouteRef<R>,
  ...[args]: object extends ParamsOf<R> ? [args?: ParamsOf<R>] : [args: ParamsOf<R>]
): string {
  return fillRoutePath(route, (args as { params?: Record<string, unknown> } | undefined)?.params);
}

/** The request of one call of a route: its URL, method, query and body. */
export function request<R extends ApiRoute>(route: RouteRef<R>, ...[args]: ArgsTuple<R>): ApiRequest {
  const a = (args ?? {}) as { query?: Record<string, unknown>; body?: unknown };
  const out: FetchArgs = { url: routePath(route, ...([args] as [ParamsOf<R>])), method: route.method.toUpperCase() };
  // Without a query the URL stays bare (RTK Query would add a lone `?` for an empty one).
  if (a.query && Object.values(a.query).some((v) => v !== undefined)) out.params = a.query;
  if (a.body !== undefined) out.body = a.body;
  return out as ApiRequest;
}

/** The `query` and the typed `transformResponse` of an endpoint for a route (see {@link endpoint}). */
export interface RouteEndpoint<R, Arg> {
  query: (arg: Arg) => ApiRequest;
  transformResponse: (reply: unknown) => RouteReply<R>;
}

/**
 * An RTK Query endpoint's `query` for a route, with its reply typed by the route's response
 * schema: `b.query({ ...endpoint(cartOrder.getCart), providesTags: ['Cart'] })`. The second
 * argument is what the route needs: the same for every call (`{ query: { per_page: 200 } }`), or
 * a function from the hook's argument to the route's params, query and body. A route that needs
 * nothing may go without.
 */
export function endpoint<R extends ApiRoute>(route: RouteRef<R> & (object extends RouteArgs<R> ? unknown : never)): RouteEndpoint<R, void>;
export function endpoint<R extends ApiRoute>(route: RouteRef<R>, args: RouteArgs<R>): RouteEndpoint<R, void>;
export function endpoint<R extends ApiRoute, Arg>(route: RouteRef<R>, toArgs: (arg: Arg) => RouteArgs<R>): RouteEndpoint<R, Arg>;
export function endpoint<R extends ApiRoute, Arg>(
  route: RouteRef<R>,
  args?: RouteArgs<R> | ((arg: Arg) => RouteArgs<R>),
): RouteEndpoint<R, Arg> {
  return {
    query: (arg) => request(route, ...([typeof args === 'function' ? args(arg) : args] as ArgsTuple<R>)),
    // The identity at run time; it tells RTK Query the reply's type (the server's answer is the contract's).
    transformResponse: (reply) => reply as RouteReply<R>,
  };
}
