import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';

/**
 * An edit on the cart page that is typed in place (a greeting for one person on a list). It is
 * saved when its field is left; `flush` saves it now, or waits for the save already on its way,
 * and answers whether what is typed is what the cart holds.
 */
export interface PendingEdit {
  flush: () => Promise<boolean>;
  /** Where the customer is taken when it could not be saved. */
  focus: () => void;
}

type Edits = Map<string, PendingEdit>;

const EditsContext = createContext<Edits | null>(null);

/** Holds the page's edits so that leaving for checkout can save them first. */
export function UnsavedEditsProvider({ children }: { children: ReactNode }) {
  const edits = useMemo<Edits>(() => new Map(), []);
  return <EditsContext.Provider value={edits}>{children}</EditsContext.Provider>;
}

/** Registers one edit for as long as its field is on the page; `edit` is read when it is needed, never stale. */
export function usePendingEdit(key: string, edit: PendingEdit) {
  const edits = useContext(EditsContext);
  const latest = useRef(edit);
  latest.current = edit;
  useEffect(() => {
    if (!edits) return;
    edits.set(key, { flush: () => latest.current.flush(), focus: () => latest.current.focus() });
    return () => void edits.delete(key);
  }, [edits, key]);
}

/**
 * Saves every edit on the page and answers whether all of them are kept. The first that is not
 * (its error is shown beside it) gets the focus, so moving on never drops what was typed.
 */
export function useSaveEdits(): () => Promise<boolean> {
  const edits = useContext(EditsContext);
  return async () => {
    const all = [...(edits?.values() ?? [])];
    const kept = await Promise.all(all.map((e) => e.flush()));
    const first = kept.indexOf(false);
    if (first >= 0) all[first]!.focus();
    return first < 0;
  };
}

/**
 * Asks the browser to warn before the page is closed or reloaded while `unsaved()` holds (the
 * field may never be left, so its save on leaving never runs).
 */
export function useLeaveWarning(unsaved: () => boolean) {
  const latest = useRef(unsaved);
  latest.current = unsaved;
  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      if (latest.current()) e.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);
}
