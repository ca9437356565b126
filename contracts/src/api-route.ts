import type { z } from 'zod';
import type { CallDefinition } from './calls.js';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
/** Who may call: anyone, anyone (token used when present), a signed-in user, an admin. */
export type RouteAuth = 'public' | 'optional' | 'user' | 'admin';

/**
 * One REST route of the API. The BFF validates with these very schemas and `/openapi.json`
 * is generated from them, so the document cannot drift from what the server does.
 */
export interface ApiRoute {
  method: HttpMethod;
  /** Express-style path, e.g. `/events/:id`. */
  path: string;
  summary: string;
  tag: string;
  auth: RouteAuth;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodTypeAny;
  /** Schema of a 2xx JSON answer; omit for binary or empty answers. */
  response?: z.ZodTypeAny;
  /** Status of success, default 200. */
  status?: number;
  /** Media type of a non-JSON success, e.g. application/pdf. */
  produces?: string;
  /** Error statuses worth documenting beyond the generic ones. */
  errors?: number[];
  /** A file upload instead of a JSON body: `multipart/form-data` with the file in `field`, at most `maxBytes`. */
  upload?: { field: string; maxBytes: number; accept: readonly string[] };
  /**
   * The call the owning service answers this route with (see `forwardedRoute`); absent for
   * routes the BFF answers itself.
   */
  call?: CallDefinition;
}

export function defineRoute<R extends ApiRoute>(route: R): R {
  return route;
}
