import { z } from 'zod';
import { Actor } from './common.js';

/**
 * What the BFF sends a service for one REST call: who is calling (after the token was
 * checked), and the request's params, query and body as validated against the route's
 * contract. Services validate again: they do not trust the edge.
 */
export const RpcCall = z.object({
  actor: Actor.nullable(),
  params: z.record(z.string(), z.unknown()).default({}),
  query: z.record(z.string(), z.unknown()).default({}),
  body: z.unknown().optional(),
  /** Facts about the HTTP request some services need (rate limits by IP). */
  meta: z
    .object({
      ip: z.string().optional(),
      userAgent: z.string().optional(),
      /** The id (`jti`) of the session token the call was made with, when it had one. */
      session: z.string().optional(),
      /** Device cookie values the browser sent (sign-in only), see identity's device cookies. */
      devices: z.array(z.string().max(512)).max(16).optional(),
    })
    .default({}),
});
export type RpcCall = z.infer<typeof RpcCall>;
