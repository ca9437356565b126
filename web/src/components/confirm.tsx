import { useEffect, useId, useRef, useSyncExternalStore } from 'react';

/** What a confirmation asks: a question, what happens, and the words of its two buttons. */
export interface ConfirmOptions {
  /** The question, as the dialog's heading: "Delete this card?" */
  title: string;
  /** What follows from yes, when the title does not say it all. */
  message?: string;
  /** The button that goes ahead: "Delete", never "OK". */
  confirmLabel: string;
  /** The button that leaves things as they are. */
  cancelLabel?: string;
  /** Whether going ahead loses something (the button is red). */
  danger?: boolean;
}

interface Asked {
  /** Each question its own dialog, even one worded as the last. */
  n: number;
  options: ConfirmOptions;
  answer: (yes: boolean) => void;
}

/** The one question on screen, if any; a second question while one is open waits its turn. */
let asked: Asked | null = null;
let count = 0;
const waiting: Asked[] = [];
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((l) => l());
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};

/**
 * Asks the customer to confirm, in the shop's own dialog instead of the browser's `confirm()`:
 * resolves true when they go ahead, false when they go back (the button, Escape or a click
 * beside the dialog). Needs {@link ConfirmHost} on the page, which the layout mounts.
 */
export function askToConfirm(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    const next: Asked = {
      n: ++count,
      options,
      answer: (yes) => {
        asked = waiting.shift() ?? null;
        changed();
        resolve(yes);
      },
    };
    if (asked) waiting.push(next);
    else {
      asked = next;
      changed();
    }
  });
}

/** A modal `<dialog>`: focus stays in it, starts on the safe button, and returns where it was when it closes. */
function ConfirmDialog({ options: o, answer }: Asked) {
  const ref = useRef<HTMLDialogElement>(null);
  const safe = useRef<HTMLButtonElement>(null);
  const id = useId();
  useEffect(() => {
    const d = ref.current;
    const before = document.activeElement as HTMLElement | null;
    if (d && !d.open) d.showModal();
    // showModal focuses the first button, which goes ahead: start on the one that changes nothing.
    safe.current?.focus();
    return () => {
      d?.close();
      before?.focus?.();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      aria-labelledby={`${id}-t`}
      aria-describedby={o.message ? `${id}-m` : undefined}
      onCancel={(e) => {
        e.preventDefault();
        answer(false);
      }}
      onClick={(e) => {
        // A click on the backdrop lands on the dialog element itself.
        if (e.target === ref.current) answer(false);
      }}
    >
      <h2 id={`${id}-t`}>{o.title}</h2>
      {o.message && <p id={`${id}-m`}>{o.message}</p>}
      <div className="button-row">
        <button type="button" className={`button ${o.danger === false ? 'button-primary' : 'button-danger'}`} onClick={() => answer(true)}>
          {o.confirmLabel}
        </button>
        <button ref={safe} type="button" className="button button-ghost" onClick={() => answer(false)}>
          {o.cancelLabel ?? 'Go back'}
        </button>
      </div>
    </dialog>
  );
}

/** Where {@link askToConfirm}'s dialog appears: once, in the layout. */
export function ConfirmHost() {
  const current = useSyncExternalStore(
    subscribe,
    () => asked,
    () => null,
  );
  return current ? <ConfirmDialog key={current.n} {...current} /> : null;
}
