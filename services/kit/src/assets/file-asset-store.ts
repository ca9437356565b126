import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { assertSafeKey, type AssetStore, type StoredAsset } from './asset-store.port.js';

const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  '.json': 'application/json',
};

/**
 * Assets as files under a root folder (DATA_DIR/assets in embedded mode, or a volume shared by
 * the processes in distributed mode). Writes go to a temp file and are renamed into place, so
 * a reader never sees half a file.
 */
export class FileAssetStore implements AssetStore {
  private readonly root: string;
  constructor(root: string) {
    this.root = resolve(root);
  }

  private path(key: string) {
    assertSafeKey(key);
    return join(this.root, key);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<StoredAsset> {
    const p = this.path(key);
    await mkdir(dirname(p), { recursive: true });
    const tmp = `${p}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(tmp, body);
    await rename(tmp, p);
    return { key, contentType, size: body.length };
  }

  async get(key: string) {
    try {
      return { body: await readFile(this.path(key)), contentType: typeOf(key) };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw e;
    }
  }

  async stream(key: string) {
    try {
      const s = await stat(this.path(key));
      return { stream: createReadStream(this.path(key)), contentType: typeOf(key), size: s.size };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw e;
    }
  }

  async exists(key: string) {
    return (await stat(this.path(key)).catch(() => undefined)) !== undefined;
  }

  async delete(key: string) {
    await rm(this.path(key), { force: true });
  }
}

function typeOf(key: string) {
  const dot = key.lastIndexOf('.');
  return TYPES[key.slice(dot).toLowerCase()] ?? 'application/octet-stream';
}
