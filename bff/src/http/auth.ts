import { IdentityCalls, type Actor, type RouteAuth, type SessionVerifyReply } from '@cards/contracts';
import { forbidden, requestCall, unauthorized, type RequestBus } from '@cards/kit';
import type { Request } from 'express';

export function bearerToken(req: { headers: Record<string, string | string[] | undefined> }): string | undefined {
  const h = req.headers.authorization;
  const v = Array.isArray(h) ? h[0] : h;
  const m = v ? /^Bearer\s+(.+)$/i.exec(v.trim()) : null;
  return m?.[1];
}

/**
 * Checks a session token with the identity service, which owns the denylist and the user's
 * current state: a revoked token, a deleted user or a demoted admin is refused at once.
 */
export async function verifyToken(rpc: RequestBus, token: string, headers?: Record<string, string>): Promise<Actor> {
  return (await verifySession(rpc, token, headers)).actor;
}

/** As {@link verifyToken}, with the session's id and expiry. */
export function verifySession(rpc: RequestBus, token: string, headers?: Record<string, string>): Promise<SessionVerifyReply> {
  return requestCall(rpc, IdentityCalls.sessionVerify, { token }, { headers, timeoutMs: 5000 });
}

/** Who calls: the checked user (null for a visitor) and the id (`jti`) of the session their token belongs to. */
export interface Caller {
  actor: Actor | null;
  session?: string;
}

/** The caller as the route's `auth` level requires: 401 without a valid token, 403 for non-admins. */
export async function resolveActor(rpc: RequestBus, req: Request, auth: RouteAuth, headers?: Record<string, string>): Promise<Caller> {
  if (auth === 'public') return { actor: null };
  const token = bearerToken(req);
  if (!token) {
    if (auth === 'optional') return { actor: null };
    throw unauthorized();
  }
  let who: SessionVerifyReply;
  try {
    who = await verifySession(rpc, token, headers);
  } catch (e) {
    // A stale token must not stop anyone browsing the shop; protected routes still say 401.
    if (auth === 'optional' && (e as { status?: number }).status === 401) return { actor: null };
    throw e;
  }
  if (auth === 'admin' && !who.actor.admin) throw forbidden();
  return { actor: who.actor, session: who.jti };
}
