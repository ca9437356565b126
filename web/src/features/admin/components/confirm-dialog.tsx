import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

interface Props {
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  /** Asks for a reason (cancel, refund) and passes it on. */
  reason?: { label: string; required?: boolean };
  danger?: boolean;
  onConfirm: (reason: string) => Promise<unknown> | void;
  onClose: () => void;
}

/**
 * A modal confirmation (native `<dialog>`: focus is trapped and Escape closes it). It stays
 * open while the action runs and closes when it succeeded; a failure is toasted by the store.
 */
export function ConfirmDialog({ title, children, confirmLabel, reason, danger = true, onConfirm, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
    return () => d?.close();
  }, []);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm(text.trim());
      onClose();
    } catch {
      setBusy(false);
    }
  };
  const blocked = busy || (reason?.required === true && !text.trim());
  return (
    <dialog
      ref={ref}
      className="admin-dialog"
      aria-labelledby={`${id}-t`}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <h2 id={`${id}-t`}>{title}</h2>
      {children}
      {reason && (
        <div className="field">
          <label htmlFor={`${id}-r`}>{reason.label}</label>
          <textarea id={`${id}-r`} value={text} onChange={(e) => setText(e.target.value)} rows={3} maxLength={2000} />
        </div>
      )}
      <div className="button-row">
        <button
          type="button"
          className={`button ${danger ? 'button-danger-solid' : 'button-primary'}`}
          disabled={blocked}
          onClick={() => void confirm()}
        >
          {busy ? 'Working…' : confirmLabel}
        </button>
        <button type="button" className="button button-ghost" onClick={onClose} autoFocus>
          Go back
        </button>
      </div>
    </dialog>
  );
}
