import { createHash } from 'node:crypto';

export interface CachedResponse {
  status: number;
  body: string;
  /** The body as sent: encoded once, not on every hit. */
  bytes: Buffer;
  etag: string;
  headers: Record<string, string>;
  /** The route it answers (e.g. `/events/:id`), for metrics and traces. */
  route: string;
}

/** A weak validator of the body: equal bodies get equal ETags on every replica. */
export function withEtag(value: Omit<CachedResponse, 'etag' | 'bytes'>): CachedResponse {
  const bytes = Buffer.from(value.body);
  return { ...value, bytes, etag: `W/"${createHash('sha1').update(bytes).digest('base64url')}"` };
}

/**
 * The catalogue's public read answers, kept per BFF replica. Entries are dropped whenever a
 * `catalog.*.changed.v1` event arrives (from any replica's admin edit) and right after this
 * replica forwards a write, so a read after an edit never sees the old data. Bounded in size,
 * oldest out first (edits clear it anyway, and a hit stays as cheap as a Map lookup).
 */
export class ReadCache {
  private readonly map = new Map<string, CachedResponse>();
  /** Bumped on every invalidation so an answer fetched before it is not stored after it. */
  private generation = 0;
  private hits = 0;
  private misses = 0;

  constructor(private readonly maxEntries = 2000) {}

  get(key: string) {
    const hit = this.map.get(key);
    if (hit) this.hits++;
    else this.misses++;
    return hit;
  }

  /** A kept answer, if any, without counting a miss: for callers that fall back to `get`. */
  peek(key: string) {
    const hit = this.map.get(key);
    if (hit) this.hits++;
    return hit;
  }

  currentGeneration() {
    return this.generation;
  }

  /** Stores the answer unless the cache was invalidated since `generation` was read; returns it with its ETag. */
  set(key: string, value: Omit<CachedResponse, 'etag' | 'bytes'>, generation: number): CachedResponse {
    const entry = withEtag(value);
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

  stats() {
    return { size: this.map.size, hits: this.hits, misses: this.misses, generation: this.generation };
  }
}
