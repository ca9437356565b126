import type { Card, Order, Purchase, Reminder, Subscription } from '@cards/contracts';
import { Link } from 'react-router';
import { CardArt } from '../../../components/card-art';
import { cartOrder, generation } from '../../../api/route-table.gen';
import { ActivityBox } from './activity-box';
import { dateTime, dayName, pounds, StatusPill } from './display';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The customer's orders, newest first, each linked to its order page. */
function Orders({ userId }: { userId: number }) {
  return (
    <ActivityBox<Order>
      title="Orders"
      route={cartOrder.adminListOrders}
      params={{ user_id: userId }}
      empty="No orders."
      item={(o) => ({
        key: o.id,
        content: (
          <>
            <Link to={`/admin/order/${o.id}`}>{o.number}</Link>
            <span className="muted">{dateTime(o.created_at)}</span>
            <span>
              {plural(o.items.length, 'card', 'cards')} · {pounds(o.total)}
            </span>
            <StatusPill status={o.status} />
          </>
        ),
      })}
    />
  );
}

/** Plans the customer's account bought or was granted, each linked to its subscription page. */
function Subscriptions({ accountId }: { accountId: number | null }) {
  if (accountId == null)
    return (
      <div className="card-box">
        <h2>Subscriptions</h2>
        <p className="muted">No account, so no subscriptions.</p>
      </div>
    );
  return (
    <ActivityBox<Subscription>
      title="Subscriptions"
      route={cartOrder.listSubscriptions}
      params={{ account_id: accountId }}
      empty="No subscriptions."
      item={(s) => ({
        key: s.id,
        content: (
          <>
            <Link to={`/admin/subscription/${s.id}`}>{s.plan_name ?? `Plan #${s.plan_id}`}</Link>
            <span className="muted">{s.current_period_end ? `until ${dateTime(s.current_period_end)}` : ''}</span>
            <StatusPill status={s.status} />
          </>
        ),
      })}
    />
  );
}

/**
 * The cards the customer designed, newest first: the front of the first option that has one,
 * who and what it is for, and how far its options got. Each opens on the admin card page (the
 * samples' page, which shows any card with its options; it is not made a sample by opening it).
 */
function Cards({ userId }: { userId: number }) {
  return (
    <ActivityBox<Card>
      title="Cards"
      route={generation.listCards}
      params={{ user_id: userId }}
      empty="No cards designed."
      item={(c) => {
        const front = c.card_instances.find((i) => i.thumbnail_url)?.thumbnail_url;
        const ready = c.card_instances.filter((i) => i.status === 'ready').length;
        return {
          key: c.id,
          content: (
            <>
              <Link to={`/admin/sample/${c.id}`} className="admin-activity-card">
                <span className="admin-thumb">
                  <CardArt src={front} title={c.title} alt={`Front of the card for ${c.recipient_name}`} />
                </span>
                <span>
                  For {c.recipient_name}
                  <span className="muted"> · {c.event?.name ?? 'occasion gone'}</span>
                </span>
              </Link>
              <span className="muted">{dateTime(c.created_at)}</span>
              <span>
                {plural(c.card_instances.length, 'option', 'options')}
                {c.card_instances.length ? `, ${ready} ready` : ''}
              </span>
            </>
          ),
        };
      }}
    />
  );
}

/** The people and dates the customer keeps, soonest first, with the day the next reminder mail goes. */
function Reminders({ userId }: { userId: number }) {
  return (
    <ActivityBox<Reminder>
      title="Reminders"
      route={cartOrder.listReminders}
      params={{ user_id: userId }}
      empty="No reminders."
      item={(r) => ({
        key: r.id,
        content: (
          <>
            <span>
              {r.name}
              {r.relationship ? <span className="muted"> ({r.relationship})</span> : null} · {r.occasion}
            </span>
            <span>{r.next_date ? dayName(r.next_date) : `${dayName(r.date)}, passed`}</span>
            <span className="muted">
              {!r.mail ? 'Mails stopped' : r.next_mail_on ? `Next mail ${dayName(r.next_mail_on)}` : 'No mail due'}
            </span>
          </>
        ),
      })}
    />
  );
}

/**
 * What the customer paid for outside orders: design packs and plans, with the price and
 * whether the payment came through (`open`: started, never paid). A pack bought for a waiting
 * card links to that card.
 */
function Purchases({ userId }: { userId: number }) {
  return (
    <ActivityBox<Purchase>
      title="Design packs and plans"
      route={cartOrder.adminListCheckoutSessions}
      params={{ user_id: userId }}
      empty="Nothing bought besides orders."
      item={(p) => ({
        key: p.id,
        content: (
          <>
            <span>{p.card_id != null ? <Link to={`/admin/sample/${p.card_id}`}>{p.description}</Link> : p.description}</span>
            <span className="muted">{dateTime(p.created_at)}</span>
            <span>
              {pounds(p.amount)}
              {p.interval ? ` a ${p.interval}` : ''}
            </span>
            <StatusPill status={p.status} />
          </>
        ),
      })}
    />
  );
}

/** What a customer did, on their user page: orders, plans, cards, reminders and purchases, linked to their admin pages. */
export function CustomerActivity({ userId, accountId }: { userId: number; accountId: number | null }) {
  return (
    <div className="grid-2">
      <Orders userId={userId} />
      <Cards userId={userId} />
      <Reminders userId={userId} />
      <Purchases userId={userId} />
      <Subscriptions accountId={accountId} />
    </div>
  );
}
