import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

const PREFIX = 'cards.entry-draft.';
const KEEP = 20;

function read<T>(key: string): T | undefined {
  try {
    return JSON.parse(sessionStorage.getItem(key) ?? 'null') ?? undefined;
  } catch {
    return undefined;
  }
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
 * bring the entry's words back, while a fresh visit to the same address starts empty. Each
 * entry gets its own draft id in its history state (the router keeps `history.state` through
 * Back, Forward and reloads); an entry without one (a fresh page load) gets a new one.
 */
export function useEntryDraft<T extends object>(scope: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as { draftId?: string } | null;
  const [draftId] = useState(() => state?.draftId ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`);
  const storageKey = `${PREFIX}${scope}.${draftId}`;
  const [initial] = useState<T | undefined>(() =>
    typeof window === 'undefined' || !state?.draftId ? undefined : read<{ value: T }>(storageKey)?.value,
  );
  useEffect(() => {
    if (state?.draftId !== draftId)
      void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: { ...(state ?? {}), draftId } });
  }, [state, draftId, navigate, location.pathname, location.search, location.hash]);
  const save = useCallback(
    (value: T) => {
      try {
        sessionStorage.setItem(storageKey, JSON.stringify({ value, at: Date.now() }));
        prune();
      } catch {
        /* storage full or disabled: the words stay in the form, only Back loses them */
      }
    },
    [storageKey],
  );
  return { initial, save };
}
