import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../app/toast';
import { useDeleteReminderMutation, useListRemindersQuery, useUpdateReminderMutation } from './reminders.api';
import type { Reminder } from '../../api/types';
import { dayName, timeOfDay } from '../../components/format';
import { Icon, Spinner } from '../../components/icon';
import { leadText, ReminderForm } from './reminder-form';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The designer on the reminder's occasion, with the person's name filled in. */
export function designLink(r: Reminder): string {
  const q = new URLSearchParams({ recipient_name: r.name });
  if (r.relationship) q.set('relationship', r.relationship);
  return r.event_slug ? `/card/new/${r.event_slug}?${q}` : '/card/new';
}

function ReminderItem({ reminder: r, onEdit }: { reminder: Reminder; onEdit: () => void }) {
  const [remove, removing] = useDeleteReminderMutation();
  const [update, updating] = useUpdateReminderMutation();
  const [asking, setAsking] = useState(false);
  const day = r.next_date ?? r.date;
  const title = `${r.name}${r.relationship ? ` (${r.relationship})` : ''}`;
  return (
    <li className="card-box reminder-item">
      <span className="reminder-date" aria-hidden="true">
        <strong>{Number(day.slice(8, 10))}</strong>
        {MONTHS[Number(day.slice(5, 7)) - 1]}
      </span>
      <div>
        <h3 style={{ margin: 0 }}>
          {title} — {r.occasion}
        </h3>
        <p className="muted" style={{ margin: 0 }}>
          {r.next_date ? `${dayName(r.next_date, { year: true })}${r.repeat === 'yearly' ? ', every year' : ''}` : 'This date has passed'}
          {' · '}
          {r.mail ? `We e-mail you ${r.lead_days.map(leadText).join(' and ')} before` : 'E-mails off'}
        </p>
        {r.mail && r.next_mail_on && (
          <p className="field-hint" style={{ margin: 0 }}>
            Next reminder {dayName(r.next_mail_on)}
            {r.order_by ? `; order by ${timeOfDay(r.order_by)} on ${dayName(r.order_by)} to be in time` : ''}.
          </p>
        )}
      </div>
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
            disabled={updating.isLoading}
            onClick={() => void update({ id: r.id, reminder: { mail: !r.mail } })}
            aria-label={`${r.mail ? 'Turn off' : 'Turn on'} e-mails for ${r.name}`}
          >
            {r.mail ? 'E-mails off' : 'E-mails on'}
          </button>
          <button
            type="button"
            className="button button-small button-ghost button-danger"
            onClick={() => setAsking(true)}
            aria-label={`Delete the reminder for ${r.name}`}
          >
            <Icon name="delete" size={16} /> Delete
          </button>
        </div>
      )}
    </li>
  );
}

/** /profile/reminders: people and dates, soonest first — add, edit, delete, mails on or off. */
export function Page() {
  const { data, isLoading } = useListRemindersQuery();
  const [editing, setEditing] = useState<Reminder | 'new' | null>(null);
  if (isLoading) return <Spinner label="Loading your reminders" />;
  const reminders = data ?? [];
  return (
    <div className="stack-sm">
      {editing ? (
        <ReminderForm
          key={editing === 'new' ? 'new' : editing.id}
          reminder={editing === 'new' ? undefined : editing}
          onDone={() => {
            setEditing(null);
            toast.success('Reminder saved.');
          }}
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
