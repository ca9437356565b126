import type { Readable } from 'node:stream';

export interface StoredAsset {
  key: string;
  contentType: string;
  size: number;
}

/** What the store knows of a file without reading it. */
export interface AssetInfo extends StoredAsset {
  /** A validator that changes when the bytes do (quoted, as HTTP sends it). */
  etag: string;
  modifiedAt: Date;
}

/** Bytes `start` to `end`, both included, as HTTP ranges count them. */
export interface ByteRange {
  start: number;
  end: number;
}

/** A file (or one range of it) being read: its facts and a stream of its bytes. */
export interface AssetRead {
  info: AssetInfo;
  body: Readable;
  /** The range the stream holds, when one was asked for. */
  range?: ByteRange;
}

/**
 * Binary files the services make and receive (artwork, thumbnails, print PDFs, photos), addressed
 * by key (`generation/artwork/12-3.png`). Keys are unguessable where the file is private; the BFF
 * serves public kinds at `/assets/<key>` and private ones only behind an owner's check. Files
 * are written whole or streamed, and read whole, streamed or by byte range, so no process holds
 * a large file in memory to pass it on, and no file crosses the bus.
 */
export interface AssetStore {
  /** Writes a file held in memory (a render, a picture). */
  put(key: string, body: Buffer, contentType: string): Promise<StoredAsset>;
  /**
   * Streams a file of unknown length into the store. Nothing is visible under `key` until the
   * stream has ended well; if it fails (or is destroyed), nothing is left and the error is thrown.
   */
  write(key: string, body: Readable, contentType: string): Promise<StoredAsset>;
  /** The whole file in memory: for files a process works on (artwork to lay out, a photo to check). */
  get(key: string): Promise<{ body: Buffer; contentType: string } | undefined>;
  head(key: string): Promise<AssetInfo | undefined>;
  /** Streams the file, or one range of it, which must lie within the file (check it against `head` first). */
  read(key: string, range?: ByteRange): Promise<AssetRead | undefined>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Files under a folder-like prefix (ending in `/`), with when each was last written: for sweeps. */
  list(prefix: string): AsyncIterable<{ key: string; size: number; modifiedAt: Date }>;
  /**
   * A URL a browser may fetch the file from directly for `ttlSeconds` (optionally saved as
   * `filename`), or undefined where the store has no such URLs (a folder).
   */
  signedUrl(key: string, opts: { ttlSeconds: number; filename?: string }): Promise<string | undefined>;
}

/** Keys are relative paths of safe characters; nothing can escape the store's root. */
export function assertSafeKey(key: string) {
  if (!/^[A-Za-z0-9][A-Za-z0-9._\-/]{0,300}$/.test(key) || key.includes('..') || key.includes('//')) {
    throw new Error(`unsafe asset key: ${key}`);
  }
}

const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  '.json': 'application/json',
};

/** A key's content type by its extension, for stores that keep none of their own. */
export function contentTypeOf(key: string): string {
  const dot = key.lastIndexOf('.');
  return (dot >= 0 && TYPES[key.slice(dot).toLowerCase()]) || 'application/octet-stream';
}
