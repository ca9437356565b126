import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';

const PREFIX = 'cards.entry-draft.';
const KEEP = 20;

function read<T>(key: string): T | undefined {
  try { return JSON.parse(sessionStorage.getItem(key) ?? 'null') ?? undefined; } catch { return undefined; }
}

/** Forgets all but the newest drafts, so a long session does not fill the storage. */
function prune() {
  const keys = Object.keys(sessionStorage).filter((k) => k.startsWith(PREFIX));
  if (keys.length <= KEEP) return;
  const dated = keys.map((k) => ({ k, at: read<{ at?: number }>(k)?.at ?? 0 })).sort((a, b) => a.at - b.at);
  for (const { k } of dated.slice(0, keys.length - KEEP)) sessionStorage.removeItem(k);
}

/**
 * What was typed on one page of the designer, kept per browser-history entry: Back and Forward
 * bring the entry's words back, while a fresh visit to the same address starts empty. (The
 * router keeps each entry's `location.key` in `history.state`, which survives both.)
 */
export function useEntryDraft<T extends object>(scope: string) {
  const { key } = useLocation();
  const storageKey = `${PREFIX}${scope}.${key}`;
  const [initial] = useState<T | undefined>(() => (typeof window === 'undefined' ? undefined : read<{ value: T }>(storageKey)?.value));
  const save = useCallback((value: T) => {
    try {
      sessionStorage.setItem(storageKey, JSON.stringify({ value, at: Date.now() }));
      prune();
    } catch { /* storage full or disabled: the words stay in the form, only Back loses them */ }
  }, [storageKey]);
  return { initial, save };
}
