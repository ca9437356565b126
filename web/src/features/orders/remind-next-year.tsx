import { Link } from 'react-router';
import { useGetCardInstanceQuery, useGetCardQuery } from '../cards/cards.api';
import { useCreateReminderMutation, useListRemindersQuery } from '../reminders/reminders.api';
import type { Order } from '../../api/types';
import { dayName } from '../../components/format';
import { Icon, Spinner } from '../../components/icon';
import { occasionInSentence, possessive } from '../../components/plural';
import { Alert } from '../../components/error-alert';

/** The same day a year on (28 February for a 29th): a yearly reminder set in a later year starts then. */
function yearOn(day: string): string {
  const next = `${Number(day.slice(0, 4)) + 1}${day.slice(4)}`;
  return next.endsWith('-02-29') ? next.replace(/-29$/, '-28') : next;
}

/**
 * "Remind me next year" under a confirmed order: a yearly reminder for the card's recipient and
 * occasion. When the customer chose the day it should arrive, that day is the occasion's date
 * and one click saves a yearly reminder from the same day next year (this year's card is
 * bought, so no mail comes for it); when they did not (sent as soon as possible) the date is not
 * known, so the button opens the reminder form with the name and occasion filled in and asks
 * for the date, rather than guessing it from the delivery.
 */
export function RemindNextYear({ order }: { order: Order }) {
  const first = order.items[0];
  const option = useGetCardInstanceQuery(first?.card_instance_id ?? 0, { skip: !first });
  const card = useGetCardQuery(option.data?.card_id ?? 0, { skip: !option.data });
  const reminders = useListRemindersQuery();
  const [create, creating] = useCreateReminderMutation();
  const c = card.data;
  if (!c?.event || !reminders.data) return null;
  const name = c.recipient_name;
  const occasion = c.event;
  const day = order.delivery.arrive_by && yearOn(order.delivery.arrive_by);
  const kept = reminders.data.find((r) => r.name === name && r.event_slug === occasion.slug);
  const what = `${possessive(name)} ${occasionInSentence(occasion.name)}`;
  return (
    <section className="card-box stack-sm remind-next-year" aria-labelledby="remind-title">
      <h2 id="remind-title" style={{ margin: 0 }}>
        <Icon name="heart" size={20} className="inline-icon" /> {kept ? `Reminded before ${what}` : `Remember ${what} next year`}
      </h2>
      {kept ? (
        <p style={{ margin: 0 }}>
          We will remind you before {what}
          {kept.next_date ? ` on ${dayName(kept.next_date)}` : ''}. <Link to="/profile/reminders">Your reminders</Link>
        </p>
      ) : day ? (
        <div className="row space-between">
          <p style={{ margin: 0 }}>We can e-mail you in time for {dayName(day)} next year.</p>
          <button
            type="button"
            className="button button-primary"
            disabled={creating.isLoading}
            onClick={() =>
              void create({
                name,
                occasion: occasion.name,
                event_slug: occasion.slug,
                date: day,
                repeat: 'yearly',
                postage_class: order.delivery.postage_class,
              })
            }
          >
            {creating.isLoading && <Spinner label="Saving" />} Remind me next year
          </button>
        </div>
      ) : (
        <div className="row space-between">
          <p style={{ margin: 0 }}>Tell us the date and we will e-mail you in time next year.</p>
          <Link className="button button-primary" to={`/profile/reminders?${new URLSearchParams({ name, occasion: occasion.slug })}`}>
            Remind me next year
          </Link>
        </div>
      )}
      {creating.isError && <Alert>We could not save the reminder. Please try again.</Alert>}
    </section>
  );
}
