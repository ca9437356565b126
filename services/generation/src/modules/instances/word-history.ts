import type { CardWordsVersion } from '@cards/contracts';
import type { CardInstanceRow } from './card-instance.entity.js';

/** Enough for any customer's undo; the writer is told them all, so the list stays bounded. */
export const EARLIER_KEPT = 50;

export type EarlierWords = CardInstanceRow['earlier_texts'][number];

const same = (a: { front: string; inside: string }, b: { front: string; inside: string }) =>
  a.front.trim() === b.front.trim() && a.inside.trim() === b.inside.trim();

/**
 * Keeps the option's current words in its history before they are replaced (by a regenerate,
 * a hand edit or an undo), marked when they were the owner's own. The same words are kept
 * once, at their latest place. Words never written yet (a new option) are not history.
 */
export function rememberWords(row: CardInstanceRow): void {
  if (!row.inside_text.trim()) return;
  const now: EarlierWords = { front: row.front_text, inside: row.inside_text, edited: row.edited };
  row.earlier_texts = [...(row.earlier_texts ?? []).filter((e) => !same(e, now)), now].slice(-EARLIER_KEPT);
}

/** The history as clients read it: every earlier text, oldest first, then the current words. */
export function wordHistory(row: CardInstanceRow): CardWordsVersion[] {
  const current = { front: row.front_text, inside: row.inside_text };
  const earlier = (row.earlier_texts ?? [])
    .map((e, version) => ({ version, front_text: e.front, text: e.inside, edited: !!e.edited, current: false }))
    // Rows written before the history kept each text once may hold the current words too.
    .filter((v) => !same({ front: v.front_text, inside: v.text }, current));
  if (!row.inside_text.trim()) return earlier;
  const now = {
    version: row.earlier_texts?.length ?? 0,
    front_text: row.front_text,
    text: row.inside_text,
    edited: row.edited,
    current: true,
  };
  return [...earlier, now];
}

/**
 * Undo: the option takes back an earlier version's words (and whether they were hand-edited);
 * the words it had go into the history in its place, so nothing is lost either way.
 */
export function restoreWords(row: CardInstanceRow, version: number): boolean {
  const chosen = row.earlier_texts?.[version];
  if (!chosen) return false;
  row.earlier_texts = row.earlier_texts.filter((_, i) => i !== version);
  rememberWords(row);
  row.front_text = chosen.front;
  row.inside_text = chosen.inside;
  row.edited = !!chosen.edited;
  return true;
}
