/**
 * Sessions: signing in (with its throttle and device cookies), the token check behind every
 * authenticated call, logout and revocation. The front door of the module; everything else in
 * it is private.
 */
import { IdentityCalls, identityRoutes } from '@cards/contracts';
import { serveCall, serveRoute, type RequestBus } from '@cards/kit';
import { SessionEntity } from './session.entity.js';
import type { SessionService } from './session.service.js';

export type { SessionService } from './session.service.js';
export { SessionsConfig } from './sessions.config.js';
export { createSessions } from './create-sessions.js';

/** The module's tables, for the service's DataSource. */
export const sessionTables = [SessionEntity];

/** `identity.session.*`: what the BFF asks for every token, for login and for logout. */
export async function serveSessions(rpc: RequestBus, sessions: SessionService): Promise<void> {
  // A service call, not a route: the BFF and the cable server send just the token.
  await serveCall(rpc, IdentityCalls.sessionVerify, async (req) => sessions.verify(req.token));
  await serveRoute(rpc, identityRoutes.login, async ({ body, meta }) => sessions.login(body.user, meta));
  // The session the BFF checked the caller's token for (`meta.session`) is the one that ends.
  await serveRoute(rpc, identityRoutes.logout, async ({ actor, meta }) => {
    await sessions.end(actor.user_id, meta.session);
    return { message: 'Logged out successfully.' };
  });
}
