import { IdentityCalls, LoginBody } from '@cards/contracts';
import { parseInput, requireActor, serveCall, type RequestBus } from '@cards/kit';
import { z } from 'zod';
import type { SessionService } from './session.service.js';

const RevokeBody = z.object({ token: z.string().min(1).max(4096) });

/** `identity.session.*`: what the BFF asks for every token, for login and for logout. */
export async function registerSessionHandlers(rpc: RequestBus, sessions: SessionService) {
  // Not an RpcCall: the BFF and the cable server send just the token.
  await serveCall(rpc, IdentityCalls.sessionVerify, async (req) => sessions.verify(req.token));
  await serveCall(rpc, IdentityCalls.login, async (call) => sessions.login(parseInput(LoginBody, call.body).user, call.meta));
  await serveCall(rpc, IdentityCalls.logout, async (call) => {
    requireActor(call);
    await sessions.revoke(parseInput(RevokeBody, call.body).token);
    return { message: 'Logged out successfully.' };
  });
}
