import type { CardProblem, Order } from '../api/types';
import { dayName, orderArrival } from './format';

const RANK: Record<string, number> = { held: 0, paid: 0, in_production: 1, dispatched: 2, delivered: 3 };

interface Step {
  key: string;
  label: string;
  when: string;
  done: boolean;
  current: boolean;
}

/** Where the order is: placed, printing, posted, delivered — with the date each happened or is planned. */
export function orderSteps(o: Order): Step[] {
  const ended = o.status === 'cancelled' || o.status === 'refunded';
  // A cancelled or refunded order shows how far it had got, then how it ended.
  const reached = ended ? (o.delivered_at ? 3 : o.dispatched_at ? 2 : o.in_production_at ? 1 : 0) : (RANK[o.status] ?? 0);
  const happened = (at: string | null | undefined) => (at ? dayName(at) : '');
  const steps: Step[] = [
    { key: 'paid', label: 'Order placed', when: happened(o.paid_at ?? o.created_at), done: true, current: false },
    {
      key: 'in_production',
      label: 'Printing',
      when: happened(o.in_production_at) || (o.planned_dispatch_date && !ended ? `Planned for ${dayName(o.planned_dispatch_date)}` : ''),
      done: reached >= 1,
      current: false,
    },
    {
      key: 'dispatched',
      label: 'Posted',
      when: happened(o.dispatched_at) || (o.planned_dispatch_date && !ended ? `Planned for ${dayName(o.planned_dispatch_date)}` : ''),
      done: reached >= 2,
      current: false,
    },
    {
      key: 'delivered',
      label: 'Delivered',
      when: happened(o.delivered_at) || (o.expected_arrival_date && !ended ? orderArrival(o) : ''),
      done: reached >= 3,
      current: false,
    },
  ];
  const shown = ended ? steps.slice(0, reached + 1) : steps;
  if (ended) {
    const refund = o.refunded_amount > 0 ? ` — £${o.refunded_amount.toFixed(2)} refunded` : '';
    shown.push({
      key: o.status,
      label: o.status === 'cancelled' ? 'Cancelled' : 'Refunded',
      when: `${happened(o.cancelled_at ?? o.updated_at)}${refund}`,
      done: true,
      current: true,
    });
  } else {
    shown[reached]!.current = true;
  }
  return shown;
}

const KIND: Record<CardProblem['kind'], string> = {
  not_arrived: 'not arrived',
  damaged: 'damaged',
  wrong_details: 'wrong name or address',
};

/** Where a corrected address sends the new card, in one line ("4 Mill Lane, York YO1 7HH"). */
const oneLine = (a: NonNullable<CardProblem['reprint_address']>) =>
  [a.line1, a.line2, `${a.city} ${a.postcode}`].filter(Boolean).join(', ');

/** How the shop answered a report, in a few words. */
function answer(p: CardProblem): string {
  if (p.outcome === 'reprint')
    return `A new card for ${p.person} is being printed${p.reprint_address ? `, to go to ${oneLine(p.reprint_address)}` : ''}`;
  if (p.outcome === 'refund') return `£${p.refunded_amount.toFixed(2)} refunded for ${p.person}’s card`;
  return `We could not fix ${p.person}’s card: ${p.reason ?? ''}`.trim();
}

/** Each reported card as a step (with the day it was reported), and its answer once there is one. */
export function problemSteps(problems: CardProblem[]): Step[] {
  return problems.flatMap((p) => [
    {
      key: `problem-${p.id}`,
      label: `Problem reported: ${p.person}’s card (${KIND[p.kind]})`,
      when: p.status === 'open' ? `${dayName(p.reported_at)} — we will reply by e-mail` : dayName(p.reported_at),
      done: true,
      current: false,
    },
    ...(p.resolved_at ? [{ key: `answer-${p.id}`, label: answer(p), when: dayName(p.resolved_at), done: true, current: false }] : []),
    // The reprint's print file is made: the new card is printed and posted from it.
    ...(p.reprinted_at
      ? [{ key: `reprinted-${p.id}`, label: `New card printed for ${p.person}`, when: dayName(p.reprinted_at), done: true, current: false }]
      : []),
  ]);
}

/** Reported cards come after what has happened and before what is still to come (a card can be reported before its order is delivered). */
function withProblems(steps: Step[], problems: Step[]): Step[] {
  const next = steps.findIndex((s) => !s.done);
  return next < 0 ? [...steps, ...problems] : [...steps.slice(0, next), ...problems, ...steps.slice(next)];
}

/** The order's steps as an ordered list, with its reported cards among them; the step it is at is marked for screen readers too. */
export function OrderTimeline({ order, problems = [] }: { order: Order; problems?: CardProblem[] }) {
  return (
    <ol className="timeline" aria-label="Order progress">
      {withProblems(orderSteps(order), problemSteps(problems)).map((s) => (
        <li
          key={s.key}
          className={`timeline-step${s.done ? ' is-done' : ''}${s.current ? ' is-current' : ''}`}
          aria-current={s.current ? 'step' : undefined}
        >
          <span className="timeline-dot" aria-hidden="true" />
          <span className="timeline-label">
            {s.label}
            {!s.done && <span className="visually-hidden"> (not yet)</span>}
          </span>
          {s.when && <span className="timeline-when">{s.when}</span>}
        </li>
      ))}
    </ol>
  );
}
