import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { ConfigError } from './load-config.js';

/** Which key, where it is configured, and what it is for (said when production refuses to start). */
export interface SecretKeyOptions {
  /** The configured value, from the environment key `envKey`. */
  secret?: string;
  envKey: string;
  /** File name under `DATA_DIR/keys/` when generated, e.g. `jwt` → `jwt.key`. */
  name: string;
  /** Why it is needed, e.g. "identity signs session tokens with it". */
  purpose: string;
  dataDir: string;
  production?: boolean;
}

/**
 * An HMAC key: the configured secret when set (required in production), else a key generated
 * once and kept in `DATA_DIR/keys/<name>.key` (mode 0600), so what it signed survives a
 * restart and every process on that data folder shares it.
 */
export async function loadSecretKey(opts: SecretKeyOptions): Promise<Uint8Array> {
  if (opts.secret) return new TextEncoder().encode(opts.secret);
  // Replicas must share one key, and a key on one pod's disk is lost with the pod.
  if (opts.production) throw new ConfigError(`NODE_ENV=production refuses: no ${opts.envKey} (${opts.purpose})`);
  const file = join(opts.dataDir, 'keys', `${opts.name}.key`);
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
