import type { OrderRecipient } from '../api/types';
import { dateTime, dayName } from './format';
import { plural } from './plural';
import { hasOwnDays, recipientDates } from './recipient-dates';

/** Where a recipient's card is, in the customer's words; an e-card's refusal carries its reason. */
export function recipientStateText(r: Pick<OrderRecipient, 'channel' | 'state' | 'state_reason' | 'send_at'>): string {
  switch (r.state) {
    case 'ecard_scheduled':
      // Over the account's e-card allowance when the order went: it waits for its turn, then goes.
      return r.send_at ? `E-card to be sent by ${dateTime(r.send_at)}` : 'E-card to be sent';
    case 'waiting':
      return r.channel === 'post' ? 'Waiting to be printed' : 'Waiting to be sent';
    case 'printing':
      return 'Being printed';
    case 'print_ready':
      // The print file only: the cards are printed when the order goes to production.
      return 'Print file ready';
    case 'posted':
      return 'Posted';
    case 'ecard_sent':
      return 'E-card sent';
    case 'ecard_failed':
      return r.state_reason ? `E-card not sent: ${r.state_reason}` : 'E-card not sent';
    case 'cancelled':
      return 'Cancelled';
  }
}

const pillClass = (s: OrderRecipient['state']) =>
  s === 'ecard_failed' || s === 'cancelled'
    ? 'recipient-state is-bad'
    : s === 'posted' || s === 'ecard_sent'
      ? 'recipient-state is-done'
      : 'recipient-state';

/** "40 waiting to be printed, 7 e-cards sent": the states of a list, most common first. */
export function stateTally(rs: OrderRecipient[]): string {
  const counts = new Map<string, number>();
  // The e-cards waiting for their turn are said once, by the last of them: "33 e-cards to be sent by …".
  const lastSendAt = rs
    .filter((r) => r.state === 'ecard_scheduled' && r.send_at)
    .map((r) => r.send_at!)
    .sort()
    .at(-1);
  for (const r of rs) {
    const t = recipientStateText({ ...r, state_reason: null, send_at: r.state === 'ecard_scheduled' ? lastSendAt : r.send_at });
    counts.set(t, (counts.get(t) ?? 0) + 1);
  }
  return (
    [...counts]
      .sort((a, b) => b[1] - a[1])
      // "7 e-cards sent", "1 e-card sent": the count agrees with its noun; the other states read the same for any number.
      .map(([t, n]) => (/^E-card /.test(t) ? `${plural(n, 'e-card')} ${t.slice(7)}` : `${n} ${t.charAt(0).toLowerCase()}${t.slice(1)}`))
      .join(', ')
  );
}

/** The whole address an envelope carries, on one line: the print team addresses it from this. */
const envelopeAddress = (a: NonNullable<OrderRecipient['address']>) =>
  [a.line1, a.line2, a.city, a.county, a.postcode].filter((s) => s.trim()).join(', ');

/** Royal Mail's own page for a tracking number (the "posted" mail links the same). */
const royalMailTracking = (n: string) => `https://www.royalmail.com/track-your-item#/tracking-results/${encodeURIComponent(n)}`;

/** A posted envelope's own tracking number, linked to Royal Mail's page for it. */
function EnvelopeTracking({ number }: { number: string }) {
  return (
    <small className="recipient-tracking">
      {' '}
      · Tracking{' '}
      <a href={royalMailTracking(number)} target="_blank" rel="noreferrer">
        {number}
      </a>
    </small>
  );
}

/**
 * The people an order line is sent to, each with the state of their card, and for an order held
 * for a chosen day (`ecardsOn`, its release day) when its e-cards go. The print team downloads
 * each printed card's own PDF from the order's print files (admin), with its token.
 */
export function OrderRecipients({ recipients, ecardsOn }: { recipients: OrderRecipient[]; ecardsOn?: string | null }) {
  const waitingEcards = recipients.filter((r) => r.channel === 'ecard' && r.state === 'waiting').length;
  const ownDays = hasOwnDays(recipients);
  return (
    <details className="recipients-box">
      <summary>
        Who gets one ({recipients.length}) <small className="muted">· {stateTally(recipients)}</small>
      </summary>
      {ecardsOn && waitingEcards > 0 && !ownDays && (
        <p className="muted" style={{ margin: 0 }} data-testid="ecards-when">
          {waitingEcards === 1 ? 'The e-card is' : `The ${waitingEcards} e-cards are`} e-mailed on {dayName(ecardsOn)}, when the order is
          released to print.
        </p>
      )}
      <ul className="recipients" role="list" aria-label="Who gets this card">
        {recipients.map((r) => (
          <li key={r.id} className="recipient">
            <span>
              <strong>{r.name}</strong>{' '}
              <small className="muted">
                {r.channel === 'post' && r.address ? `Posted to ${envelopeAddress(r.address)}` : `E-card to ${r.email ?? ''}`} · “
                {r.salutation}”
              </small>
              {ownDays && (
                <small className="recipient-dates" data-testid="recipient-dates">
                  {' '}
                  · {recipientDates(r)}
                </small>
              )}
              {r.tracking_number && <EnvelopeTracking number={r.tracking_number} />}
            </span>
            <span className={pillClass(r.state)}>{recipientStateText(r)}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
