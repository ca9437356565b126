import { createHash } from 'node:crypto';

export interface CachedResponse {
  status: number;
  body: string;
  etag: string;
  headers: Record<string, string>;
}

/**
 * The catalogue's public read answers, kept per BFF replica. Entries are dropped whenever a
 * `catalog.*.changed.v1` event arrives (from any replica's admin edit) and right after this
 * replica forwards a write, so a read after an edit never sees the old data. Bounded in size.
 */
export class ReadCache {
  private readonly map = new Map<string, CachedResponse>();
  /** Bumped on every invalidation so an answer fetched before it is not stored after it. */
  private generation = 0;

  constructor(private readonly maxEntries = 2000) {}

  get(key: string) {
    return this.map.get(key);
  }

  currentGeneration() {
    return this.generation;
  }

  set(key: string, value: Omit<CachedResponse, 'etag'>, generation: number): CachedResponse {
    const entry = { ...value, etag: `W/"${createHash('sha1').update(value.body).digest('base64url')}"` };
    if (generation !== this.generation) return entry;
    if (this.map.size >= this.maxEntries) this.map.delete(this.map.keys().next().value!);
    this.map.set(key, entry);
    return entry;
  }

  clear() {
    this.generation++;
    this.map.clear();
  }

  get size() {
    return this.map.size;
  }
}
