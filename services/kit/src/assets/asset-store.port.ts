import type { Readable } from 'node:stream';

export interface StoredAsset {
  key: string;
  contentType: string;
  size: number;
}

/**
 * Binary files the services make (artwork, thumbnails, print PDFs), addressed by key
 * (`generation/artwork/12-3.png`). Keys are unguessable where the file is private; the BFF
 * serves them at `/assets/<key>` and checks ownership for private kinds (print PDFs) itself.
 */
export interface AssetStore {
  put(key: string, body: Buffer, contentType: string): Promise<StoredAsset>;
  get(key: string): Promise<{ body: Buffer; contentType: string } | undefined>;
  stream(key: string): Promise<{ stream: Readable; contentType: string; size: number } | undefined>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
}

/** Keys are relative paths of safe characters; nothing can escape the store's root. */
export function assertSafeKey(key: string) {
  if (!/^[A-Za-z0-9][A-Za-z0-9._\-/]{0,300}$/.test(key) || key.includes('..') || key.includes('//')) {
    throw new Error(`unsafe asset key: ${key}`);
  }
}
