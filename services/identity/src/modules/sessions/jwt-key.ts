import { loadSecretKey } from '@cards/kit';

/**
 * The HMAC key that signs session tokens: `JWT_SECRET` when set (required in production),
 * else a key generated once and kept in `DATA_DIR/keys/jwt.key` (mode 0600), so tokens
 * survive a restart of the embedded platform.
 */
export function loadJwtKey(opts: { secret?: string; dataDir: string; production?: boolean }): Promise<Uint8Array> {
  return loadSecretKey({ ...opts, envKey: 'JWT_SECRET', name: 'jwt', purpose: 'identity signs session tokens with it' });
}
