import { useState, type FormEvent } from 'react';
import type { CardProblem, Order } from '../../api/types';
import { Spinner } from '../../components/icon';
import { useReportProblemMutation, type ProblemReport } from './orders.api';
import { ErrorAlert } from '../../components/error-alert';

/** Orders whose cards are printed or on their way: the server refuses the others too. */
const REPORTABLE = new Set(['paid', 'in_production', 'dispatched', 'delivered']);
/** A person's card can be reported once it is on its way: posted, or its e-card sent (or failed). */
const ON_ITS_WAY = new Set(['posted', 'ecard_sent', 'ecard_failed']);
/** A line's single card is on its way once its order is posted. */
const POSTED = new Set(['dispatched', 'delivered']);

const KINDS: Array<{ value: ProblemReport['kind']; label: string }> = [
  { value: 'not_arrived', label: 'It has not arrived by its day' },
  { value: 'damaged', label: 'It arrived damaged' },
  { value: 'wrong_details', label: 'The name or address was wrong' },
];

interface ReportableCard {
  key: string;
  label: string;
  line_id: number;
  recipient_id: number | null;
}

/**
 * Every card of the order someone can report, once it is on its way: a line's single card, or
 * each person of a line sent to many (a card still at the printer's cannot have gone wrong yet).
 */
export function reportableCards(order: Order): ReportableCard[] {
  return order.items.flatMap((i): ReportableCard[] =>
    i.recipients.length
      ? i.recipients
          .filter((r) => ON_ITS_WAY.has(r.state))
          .map((r) => ({
            key: `${i.id}-${r.id}`,
            label: `${r.name} (${i.title ?? i.product_name})`,
            line_id: i.id,
            recipient_id: r.id,
          }))
      : order.dispatched_at || POSTED.has(order.status)
        ? [{ key: `${i.id}`, label: i.title ?? i.product_name, line_id: i.id, recipient_id: null }]
        : [],
  );
}

/**
 * "Report a problem" with one person's card: which card, what went wrong, a note. A card with an
 * open report is left out of the choice; the shop answers by e-mail and on the timeline.
 */
export function ReportProblem({ order, problems }: { order: Order; problems: CardProblem[] }) {
  const [open, setOpen] = useState(false);
  const [report, state] = useReportProblemMutation();
  const waiting = new Set(
    problems.filter((p) => p.status === 'open').map((p) => `${p.line_id}${p.recipient_id ? `-${p.recipient_id}` : ''}`),
  );
  const cards = reportableCards(order).filter((c) => !waiting.has(c.key));
  const [card, setCard] = useState('');
  const [kind, setKind] = useState<ProblemReport['kind']>('not_arrived');
  const [note, setNote] = useState('');
  if (!REPORTABLE.has(order.status) || !cards.length) return null;
  const chosen = cards.find((c) => c.key === card) ?? cards[0]!;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const r = await report({
      id: order.id,
      problem: { line_id: chosen.line_id, recipient_id: chosen.recipient_id, kind, note: note.trim() || null },
    });
    if (!('error' in r)) {
      setOpen(false);
      setNote('');
    }
  };
  if (!open)
    return (
      <button type="button" className="button" onClick={() => setOpen(true)}>
        Report a problem with a card
      </button>
    );
  return (
    <form className="card-box stack-sm report-problem" aria-label="Report a problem with a card" onSubmit={(e) => void submit(e)}>
      <label className="field">
        <span>Which card</span>
        <select value={chosen.key} onChange={(e) => setCard(e.target.value)}>
          {cards.map((c) => (
            <option key={c.key} value={c.key}>
              {c.label}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="stack-sm">
        <legend>What went wrong</legend>
        {KINDS.map((k) => (
          <label key={k.value} className="row">
            <input type="radio" name="problem-kind" value={k.value} checked={kind === k.value} onChange={() => setKind(k.value)} />{' '}
            {k.label}
          </label>
        ))}
      </fieldset>
      <label className="field">
        <span>Anything we should know (optional)</span>
        <textarea value={note} maxLength={1000} rows={3} onChange={(e) => setNote(e.target.value)} />
      </label>
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={state.isLoading}>
          {state.isLoading && <Spinner label="Sending" />} Send report
        </button>
        <button type="button" className="button" onClick={() => setOpen(false)}>
          Never mind
        </button>
      </div>
      <div aria-live="polite">{state.isError && <ErrorAlert error={state.error} fallback="We could not send the report." />}</div>
    </form>
  );
}
