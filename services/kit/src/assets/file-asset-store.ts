import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, contentTypeOf, type AssetInfo, type AssetStore, type ByteRange, type StoredAsset } from './asset-store.port.js';

/**
 * Assets as files under a root folder: DATA_DIR/assets in embedded mode and in `make stack`,
 * where every process is on one machine. Writes go to a temp file renamed into place, so a
 * reader never sees half a file. Content types come from the key's extension. A folder has no
 * URLs of its own: `signedUrl` is undefined, so the BFF streams these files itself.
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

  private temp(p: string) {
    return `${p}.${process.pid}.${Date.now()}.${Math.random().toString(36).slice(2)}.tmp`;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<StoredAsset> {
    const p = this.path(key);
    await mkdir(dirname(p), { recursive: true });
    const tmp = this.temp(p);
    await writeFile(tmp, body);
    await rename(tmp, p);
    return { key, contentType, size: body.length };
  }

  async write(key: string, body: Readable, contentType: string): Promise<StoredAsset> {
    const p = this.path(key);
    await mkdir(dirname(p), { recursive: true });
    const tmp = this.temp(p);
    try {
      await pipeline(body, createWriteStream(tmp));
      const { size } = await stat(tmp);
      await rename(tmp, p);
      return { key, contentType, size };
    } catch (e) {
      await rm(tmp, { force: true });
      throw e;
    }
  }

  async get(key: string) {
    try {
      return { body: await readFile(this.path(key)), contentType: contentTypeOf(key) };
    } catch (e) {
      return missing(e);
    }
  }

  async head(key: string): Promise<AssetInfo | undefined> {
    try {
      const s = await stat(this.path(key));
      return {
        key,
        contentType: contentTypeOf(key),
        size: s.size,
        modifiedAt: s.mtime,
        etag: `"${s.size.toString(16)}-${Math.floor(s.mtimeMs).toString(16)}"`,
      };
    } catch (e) {
      return missing(e);
    }
  }

  async read(key: string, range?: ByteRange) {
    const info = await this.head(key);
    if (!info) return undefined;
    // Opened now, so a file replaced later is still read whole (keys' bytes never change anyway).
    const body = createReadStream(this.path(key), range ? { start: range.start, end: range.end } : {});
    return { info, body, range };
  }

  async exists(key: string) {
    return (await stat(this.path(key)).catch(() => undefined)) !== undefined;
  }

  async delete(key: string) {
    await rm(this.path(key), { force: true });
  }

  async *list(prefix: string): AsyncIterable<{ key: string; size: number; modifiedAt: Date }> {
    if (!prefix.endsWith('/')) throw new Error(`list takes a folder-like prefix ending in "/": ${prefix}`);
    const dir = this.path(prefix.slice(0, -1));
    const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch((e) => missing(e) ?? []);
    for (const e of entries) {
      if (!e.isFile()) continue;
      const full = join(e.parentPath, e.name);
      const s = await stat(full).catch(() => undefined);
      if (s) yield { key: relative(this.root, full).split(sep).join('/'), size: s.size, modifiedAt: s.mtime };
    }
  }

  async signedUrl(): Promise<string | undefined> {
    return undefined;
  }
}

function missing(e: unknown): undefined {
  if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
  throw e;
}
