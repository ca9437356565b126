import type { CardArtworkVersion } from '@cards/contracts';
import { assetUrl } from '@cards/contracts';
import type { CardInstanceRow } from './card-instance.entity.js';
import { EARLIER_KEPT } from './word-history.js';

export type EarlierArtwork = CardInstanceRow['earlier_artworks'][number];

/**
 * Keeps the option's current artwork in its history before it is replaced (by a regenerate or
 * an undo). The same file is kept once, at its latest place; an option with no artwork yet has
 * no history. Bounded as the words are: the oldest falls off.
 */
export function rememberArtwork(row: CardInstanceRow): void {
  if (!row.artwork_key) return;
  const now: EarlierArtwork = { key: row.artwork_key, content_type: row.artwork_content_type };
  row.earlier_artworks = [...(row.earlier_artworks ?? []).filter((e) => e.key !== now.key), now].slice(-EARLIER_KEPT);
}

/** The history as clients read it: every earlier artwork, oldest first, then the current one. */
export function artworkHistory(row: CardInstanceRow, publicApiUrl: string): CardArtworkVersion[] {
  const earlier = (row.earlier_artworks ?? []).map((e, version) => ({
    version,
    image_url: assetUrl(publicApiUrl, e.key),
    current: false,
  }));
  if (!row.artwork_key) return earlier;
  return [...earlier, { version: earlier.length, image_url: assetUrl(publicApiUrl, row.artwork_key), current: true }];
}

/**
 * Undo: the option takes back an earlier artwork; the artwork it had goes into the history in
 * its place, so nothing is lost either way. Its content hash changes with the artwork's key, so
 * its thumbnails and print preview are drawn again from the restored picture.
 */
export function restoreArtwork(row: CardInstanceRow, version: number): boolean {
  const chosen = row.earlier_artworks?.[version];
  if (!chosen) return false;
  row.earlier_artworks = row.earlier_artworks.filter((_, i) => i !== version);
  rememberArtwork(row);
  row.artwork_key = chosen.key;
  row.artwork_content_type = chosen.content_type;
  return true;
}
