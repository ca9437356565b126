import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { ConfigError } from '@cards/kit';

/**
 * The HMAC key that signs session tokens: `JWT_SECRET` when set (required in production),
 * else a key generated once and kept in `DATA_DIR/keys/jwt.key` (mode 0600), so tokens
 * survive a restart of the embedded platform.
 */
export async function loadJwtKey(opts: { secret?: string; dataDir: string; production?: boolean }): Promise<Uint8Array> {
  if (opts.secret) return new TextEncoder().encode(opts.secret);
  // Replicas must share one key, and a key on one pod's disk is lost with the pod.
  if (opts.production) throw new ConfigError('NODE_ENV=production refuses: no JWT_SECRET (identity signs session tokens with it)');
  const file = join(opts.dataDir, 'keys', 'jwt.key');
  await mkdir(dirname(file), { recursive: true, mode: 0o700 });
  try {
    // 'wx' fails if the file exists: two processes starting together keep the first key.
    await writeFile(file, randomBytes(64).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
  if (((await stat(file)).mode & 0o077) !== 0) await chmod(file, 0o600);
  const key = (await readFile(file, 'utf8')).trim();
  if (key.length < 32) throw new Error(`${file} holds no usable key; delete it to have a new one generated`);
  return new TextEncoder().encode(key);
}
