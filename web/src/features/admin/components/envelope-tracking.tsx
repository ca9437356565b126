import type { Order } from '@cards/contracts';
import { useState } from 'react';
import { toast } from '../../../app/toast';
import { Spinner } from '../../../components/icon';

const SHOWN_FROM = new Set<Order['status']>(['in_production', 'dispatched', 'delivered']);

/** The posted people of an order's lists: each is an envelope of their own. */
const envelopesOf = (o: Order) => o.items.flatMap((l) => l.recipients).filter((r) => r.channel === 'post');

/**
 * A list's envelopes' own tracking numbers, one per posted person, entered by the print team
 * once the cards are printed. Saved before "Mark dispatched", they go in the "posted" mail;
 * the customer's order page shows them either way.
 */
export function EnvelopeTracking({
  order,
  onSave,
}: {
  order: Order;
  onSave: (list: Array<{ recipient_id: number; tracking_number: string | null }>) => Promise<void>;
}) {
  const envelopes = envelopesOf(order);
  const [numbers, setNumbers] = useState<Record<number, string>>(() =>
    Object.fromEntries(envelopes.map((r) => [r.id, r.tracking_number ?? ''])),
  );
  const [busy, setBusy] = useState(false);
  if (!envelopes.length || !SHOWN_FROM.has(order.status)) return null;
  const save = async () => {
    setBusy(true);
    try {
      await onSave(envelopes.map((r) => ({ recipient_id: r.id, tracking_number: numbers[r.id]?.trim() || null })));
      toast.success('Tracking numbers saved.');
    } catch {
      // The admin store has said why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="card-box stack-sm"
      aria-labelledby="envelope-tracking"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h2 id="envelope-tracking">Tracking, envelope by envelope</h2>
      <p className="muted">
        For tracked postage: each person’s envelope has its own number. Save them before “Mark dispatched” to put them in the mail that says
        the cards are posted.
      </p>
      {envelopes.map((r) => (
        <label key={r.id} className="field">
          <span className="field-label">{r.name}</span>
          <input value={numbers[r.id] ?? ''} maxLength={100} onChange={(e) => setNumbers({ ...numbers, [r.id]: e.target.value })} />
        </label>
      ))}
      <div className="button-row">
        <button type="submit" className="button" disabled={busy}>
          {busy && <Spinner label="Saving" />} Save tracking numbers
        </button>
      </div>
    </form>
  );
}
