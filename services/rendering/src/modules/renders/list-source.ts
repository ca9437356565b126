import type { CardInstanceRenderData } from '@cards/contracts';
import type { ArtworkImage } from '@cards/card-layout';
import type { CardSource } from './card-source.js';

/** How long one list's render data is shared: its files are queued together and made within it. */
export const LIST_SOURCE_TTL_MS = 60_000;
const MAX_ENTRIES = 32;

/**
 * What a list sent to many is rendered from, fetched once for all its people: the card's render
 * data by option and its artwork and photos by asset key, shared by every recipient's job of
 * this process for a minute (and by jobs running at once, which wait for the same fetch). A list
 * of 200 asks generation once, not 200 times. Asset keys name one stored image, so the bytes
 * never go stale; the render data is what a file made within that minute would have read anyway.
 */
export class ListSource {
  private readonly entries = new Map<string, { at: number; value: Promise<unknown> }>();

  constructor(
    private readonly source: Pick<CardSource, 'renderData' | 'artwork'>,
    private readonly now: () => number = Date.now,
  ) {}

  renderData(id: number): Promise<CardInstanceRenderData> {
    return this.shared(`data:${id}`, () => this.source.renderData(id));
  }

  artwork(key: string | null): Promise<ArtworkImage | null> {
    if (!key) return Promise.resolve(null);
    return this.shared(`asset:${key}`, () => this.source.artwork(key));
  }

  private shared<T>(key: string, fetch: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && this.now() - hit.at < LIST_SOURCE_TTL_MS) return hit.value as Promise<T>;
    const value = fetch();
    // A failed fetch is not kept: the next recipient's job asks again.
    value.catch(() => this.entries.get(key)?.value === value && this.entries.delete(key));
    this.entries.set(key, { at: this.now(), value });
    while (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }
}
