import type { Outbox, RateLimiter } from '@cards/kit';
import type { DataSource } from 'typeorm';
import type { PasswordHasher } from '../passwords/index.js';
import type { UserDirectory } from '../users/index.js';
import { DeviceCookies } from './device-cookies.js';
import { loadJwtKey } from './jwt-key.js';
import { LoginThrottle, loginRules } from './login-throttle.js';
import { SessionService } from './session.service.js';
import type { SessionsConfig } from './sessions.config.js';
import { TokenSigner } from './token-signer.js';

/**
 * The sessions module, built from its config slice: the session key (`JWT_SECRET`, or one kept
 * under `DATA_DIR`) signs both the tokens and the device cookies, and the sign-in throttle counts
 * in the shared rate-limit store.
 */
export async function createSessions(
  deps: { ds: DataSource; outbox: Outbox; rateLimiter: RateLimiter; hasher: PasswordHasher; users: UserDirectory },
  config: SessionsConfig,
): Promise<SessionService> {
  const key = await loadJwtKey({ secret: config.JWT_SECRET, dataDir: config.DATA_DIR, production: config.NODE_ENV === 'production' });
  return new SessionService({
    ds: deps.ds,
    outbox: deps.outbox,
    hasher: deps.hasher,
    users: deps.users,
    signer: new TokenSigner(key, config.JWT_TTL_SECONDS),
    devices: new DeviceCookies(key, config.DEVICE_COOKIE_DAYS),
    throttle: new LoginThrottle(deps.rateLimiter, loginRules(config)),
  });
}
