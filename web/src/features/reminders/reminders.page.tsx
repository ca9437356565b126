import { useState } from 'react';
import { ukDayOf } from '@cards/contracts/dates-in-words';
import { Link, useSearchParams } from 'react-router';
import { toast } from '../../app/toast';
import { errorMessage } from '../../api/base-api';
import { useDeleteReminderMutation, useListRemindersQuery, useTestReminderMailMutation, useUpdateReminderMutation } from './reminders.api';
import type { Reminder } from '../../api/types';
import { dayName } from '../../components/format';
import { Icon, Spinner } from '../../components/icon';
import { useRefetchWhenPassed } from '../../components/use-refetch-when-passed';
import { leadText, ReminderForm, type ReminderDraft } from './reminder-form';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The designer on the reminder's occasion, with the person's name filled in. */
export function designLink(r: Reminder): string {
  const q = new URLSearchParams({ recipient_name: r.name });
  if (r.relationship) q.set('relationship', r.relationship);
  return r.event_slug ? `/card/new/${r.event_slug}?${q}` : '/card/new';
}

/**
 * The nudge stands out when it cannot wait for the next mail: the last chance comes before it
 * (or none comes), or only a faster postage than the chosen one still makes it.
 */
const actNow = (r: Reminder) =>
  !!r.order_by && (r.order_by_postage_class !== r.postage_class || !r.next_mail_on || ukDayOf(r.order_by) < r.next_mail_on);

/** When the day is, when the mails go, and whether a card can still arrive in time. */
function ReminderSummary({ reminder: r, title }: { reminder: Reminder; title: string }) {
  return (
    <div>
      <h3 style={{ margin: 0 }}>
        {title} — {r.occasion}
      </h3>
      <p className="muted" style={{ margin: 0 }}>
        {r.next_date ? `${dayName(r.next_date)}${r.repeat === 'yearly' ? ', every year' : ''}` : 'This date has passed'}
        {' · '}
        {r.mail ? `We e-mail you ${r.lead_days.map(leadText).join(' and ')} before` : 'E-mails off'}
      </p>
      {r.nudge && (
        <p
          className={actNow(r) ? 'form-warning reminder-nudge' : 'field-hint'}
          style={actNow(r) ? undefined : { margin: 0 }}
          data-testid="reminder-nudge"
        >
          {r.nudge} for it to arrive in time.
        </p>
      )}
      {r.next_date && !r.nudge && (
        <p className="field-hint" style={{ margin: 0 }}>
          Too late for the post this time: send an e-card, or a card to arrive after the day.
        </p>
      )}
      {r.mail && r.next_mail_on && (
        <p className="field-hint" style={{ margin: 0 }}>
          {r.next_mail_on === ukDayOf(new Date()) ? 'We e-mail you a reminder today.' : `Next reminder ${dayName(r.next_mail_on)}.`}
        </p>
      )}
    </div>
  );
}

/** What can be done with a reminder: design its card, edit it, test its mail, turn mails on or off, delete it. */
function ReminderActions({ reminder: r, onEdit, onDelete }: { reminder: Reminder; onEdit: () => void; onDelete: () => void }) {
  const [update, updating] = useUpdateReminderMutation();
  const [test, testing] = useTestReminderMailMutation();
  const sendTest = async () => {
    const x = await test(r.id);
    if ('error' in x) toast.error(errorMessage(x.error, 'We could not send the test mail.'));
    else toast.success('Test mail sent to your inbox.');
  };
  return (
    <div className="reminder-actions">
      <Link className="button button-small button-primary" to={designLink(r)}>
        Design a card
      </Link>
      <button type="button" className="button button-small" onClick={onEdit} aria-label={`Edit the reminder for ${r.name}`}>
        <Icon name="edit" size={16} /> Edit
      </button>
      <button
        type="button"
        className="button button-small"
        disabled={testing.isLoading}
        onClick={() => void sendTest()}
        aria-label={`Send me a test of the reminder for ${r.name}`}
      >
        <Icon name="email" size={16} /> Send me a test
      </button>
      <button
        type="button"
        className="button button-small"
        disabled={updating.isLoading}
        onClick={() => void update({ id: r.id, reminder: { mail: !r.mail } })}
        aria-label={`${r.mail ? 'Turn off' : 'Turn on'} e-mails for ${r.name}`}
      >
        {r.mail ? 'E-mails off' : 'E-mails on'}
      </button>
      <button
        type="button"
        className="button button-small button-ghost button-danger"
        onClick={onDelete}
        aria-label={`Delete the reminder for ${r.name}`}
      >
        <Icon name="delete" size={16} /> Delete
      </button>
    </div>
  );
}

function ReminderItem({ reminder: r, onEdit }: { reminder: Reminder; onEdit: () => void }) {
  const [remove, removing] = useDeleteReminderMutation();
  const [asking, setAsking] = useState(false);
  const day = r.next_date ?? r.date;
  const title = `${r.name}${r.relationship ? ` (${r.relationship})` : ''}`;
  return (
    <li className="card-box reminder-item">
      <span className="reminder-date" aria-hidden="true">
        <strong>{Number(day.slice(8, 10))}</strong>
        {MONTHS[Number(day.slice(5, 7)) - 1]}
      </span>
      <ReminderSummary reminder={r} title={title} />
      {asking ? (
        <div className="reminder-actions" role="group" aria-label={`Delete the reminder for ${r.name}?`}>
          <span>Delete this reminder?</span>
          <button
            type="button"
            className="button button-small button-danger"
            disabled={removing.isLoading}
            onClick={() =>
              void remove(r.id).then((x) => {
                if (!('error' in x)) toast.info('Reminder deleted.');
              })
            }
          >
            Yes, delete it
          </button>
          <button type="button" className="button button-small" onClick={() => setAsking(false)}>
            Keep it
          </button>
        </div>
      ) : (
        <ReminderActions reminder={r} onEdit={onEdit} onDelete={() => setAsking(true)} />
      )}
    </li>
  );
}

/** A reminder to add, filled in from the link that opened the page ("remind me next year" on an order). */
function draftFrom(q: URLSearchParams): ReminderDraft | null {
  const name = q.get('name');
  return name ? { name, relationship: q.get('relationship') ?? '', event_slug: q.get('occasion') ?? '', date: q.get('date') ?? '' } : null;
}

/** /profile/reminders: people and dates, soonest first — add, edit, delete, mails on or off, a test mail. */
export function Page() {
  const { data, isLoading, refetch } = useListRemindersQuery();
  const [params, setParams] = useSearchParams();
  const draft = draftFrom(params);
  const [editing, setEditing] = useState<Reminder | 'new' | null>(draft ? 'new' : null);
  const reminders = data ?? [];
  // "Order by 3pm today" is true until 3pm: then the list is asked for again.
  useRefetchWhenPassed(
    reminders.map((r) => r.order_by),
    () => void refetch(),
  );
  if (isLoading) return <Spinner label="Loading your reminders" />;
  const close = (saved: boolean) => {
    setEditing(null);
    if (draft) setParams({}, { replace: true });
    if (saved) toast.success('Reminder saved.');
  };
  return (
    <div className="stack-sm">
      {editing ? (
        <ReminderForm
          key={editing === 'new' ? 'new' : editing.id}
          reminder={editing === 'new' ? undefined : editing}
          draft={editing === 'new' ? (draft ?? undefined) : undefined}
          onDone={() => close(true)}
          onCancel={() => close(false)}
        />
      ) : (
        <div className="row space-between">
          <p className="muted" style={{ margin: 0 }}>
            {reminders.length
              ? 'Birthdays, anniversaries and other days you care about. We e-mail you in time to send a card.'
              : 'No reminders yet. Save a birthday or an anniversary and we e-mail you in time to send a card.'}
          </p>
          <button type="button" className="button button-primary" onClick={() => setEditing('new')}>
            <Icon name="add" size={18} /> Add a reminder
          </button>
        </div>
      )}
      {reminders.length > 0 && (
        <ul className="reminder-list" role="list" aria-label="Reminders">
          {reminders.map((r) => (
            <ReminderItem key={r.id} reminder={r} onEdit={() => setEditing(r)} />
          ))}
        </ul>
      )}
    </div>
  );
}
