import { useEffect, useRef } from 'react';
import { Controller, useForm, type Control, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { z } from 'zod';
import { fieldErrors } from '../../api/base-api';
import { useListAddressesQuery } from '../user/addresses.api';
import { useListEventsQuery } from '../catalog/catalog.api';
import { useCreateReminderMutation, useUpdateReminderMutation } from './reminders.api';
import type { Reminder } from '../../api/types';
import { TextField } from '../../components/field';
import { Spinner } from '../../components/icon';
import { plainResolver } from '../../components/plain-resolver';
import { ErrorAlert } from '../../components/error-alert';

/** Days before the date a reminder can go; the shop's usual are 14 and 3. */
export const LEAD_CHOICES = [28, 14, 7, 3, 1] as const;
export const leadText = (d: number) => (d === 28 ? '4 weeks' : d === 14 ? '2 weeks' : d === 7 ? '1 week' : d === 1 ? '1 day' : `${d} days`);

const Form = z.object({
  address_id: z.number().int().positive().nullable(),
  name: z.string().trim().min(1, 'Say who the reminder is for').max(100),
  relationship: z.string().trim().max(60),
  event_slug: z.string().min(1, 'Choose the occasion'),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose the date'),
  repeat: z.enum(['yearly', 'once']),
  postage_class: z.enum(['second', 'first', 'tracked']),
  lead_days: z.array(z.number()).min(1, 'Choose at least one reminder'),
});
type FormValues = z.infer<typeof Form>;

/** What a new reminder starts from when a link fills it in (an order's "remind me next year"). */
export type ReminderDraft = Pick<FormValues, 'name' | 'relationship' | 'event_slug' | 'date'>;

function defaultsFor(reminder: Reminder | undefined, draft: ReminderDraft | undefined): FormValues {
  return reminder
    ? {
        address_id: reminder.address_id,
        name: reminder.name,
        relationship: reminder.relationship ?? '',
        event_slug: reminder.event_slug ?? '',
        date: reminder.date,
        repeat: reminder.repeat,
        postage_class: reminder.postage_class,
        lead_days: reminder.lead_days,
      }
    : {
        address_id: null,
        name: '',
        relationship: '',
        event_slug: '',
        date: '',
        repeat: 'yearly',
        postage_class: 'second',
        lead_days: [14, 3],
        ...draft,
      };
}

/** Someone from the address book (their first name fills in the name) or someone new. */
function PersonField({ control, setValue }: { control: Control<FormValues>; setValue: UseFormSetValue<FormValues> }) {
  const addresses = useListAddressesQuery();
  return (
    <div className="field">
      <label htmlFor="reminder-person">Who is it for?</label>
      <Controller
        control={control}
        name="address_id"
        render={({ field }) => (
          <select
            id="reminder-person"
            value={field.value ?? ''}
            onChange={(e) => {
              const id = e.target.value ? Number(e.target.value) : null;
              field.onChange(id);
              const a = addresses.data?.find((x) => x.id === id);
              if (a) setValue('name', a.name.split(' ')[0] ?? a.name, { shouldValidate: true });
            }}
          >
            <option value="">Someone new</option>
            {(addresses.data ?? []).map((a) => (
              <option key={a.id} value={a.id}>
                {a.label ? `${a.label} — ${a.name}` : a.name} ({a.postcode})
              </option>
            ))}
          </select>
        )}
      />
      <span className="field-hint">Pick someone from your address book, or type a name below.</span>
    </div>
  );
}

/** Up to three of the lead times, checked. */
function LeadDaysField({ control, error }: { control: Control<FormValues>; error: string | undefined }) {
  return (
    <fieldset className="fieldset">
      <legend>Remind me</legend>
      <Controller
        control={control}
        name="lead_days"
        render={({ field }) => (
          <div className="checkbox-row">
            {LEAD_CHOICES.map((d) => (
              <label key={d} className="radio-line">
                <input
                  type="checkbox"
                  checked={field.value.includes(d)}
                  onChange={(e) => field.onChange(e.target.checked ? [...field.value, d] : field.value.filter((x) => x !== d))}
                  disabled={!field.value.includes(d) && field.value.length >= 3}
                />{' '}
                {leadText(d)} before
              </label>
            ))}
          </div>
        )}
      />
      {error && <span className="field-error">{error}</span>}
    </fieldset>
  );
}

/** The occasion, from the shop's list. */
function OccasionField({ register, error }: { register: UseFormRegister<FormValues>; error: string | undefined }) {
  const events = useListEventsQuery();
  return (
    <div className="field">
      <label htmlFor="reminder-occasion">Occasion</label>
      <select
        id="reminder-occasion"
        {...register('event_slug')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'reminder-occasion-error' : undefined}
      >
        <option value="">Choose…</option>
        {(events.data ?? []).map((e) => (
          <option key={e.id} value={e.slug}>
            {e.name}
          </option>
        ))}
      </select>
      {error && (
        <span id="reminder-occasion-error" className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}

/** How often the date comes round, and the postage the card would go by. */
function RepeatAndPostageFields({ register }: { register: UseFormRegister<FormValues> }) {
  return (
    <>
      <fieldset className="fieldset">
        <legend>How often</legend>
        <div className="checkbox-row">
          <label className="radio-line">
            <input type="radio" value="yearly" {...register('repeat')} /> Every year
          </label>
          <label className="radio-line">
            <input type="radio" value="once" {...register('repeat')} /> Just this once
          </label>
        </div>
      </fieldset>
      <div className="field">
        <label htmlFor="reminder-postage">How you would post the card</label>
        <select id="reminder-postage" {...register('postage_class')}>
          <option value="second">Royal Mail 2nd Class</option>
          <option value="first">Royal Mail 1st Class</option>
          <option value="tracked">Royal Mail Tracked 24</option>
        </select>
        <span className="field-hint">We remind you in time to order by this postage, before its last posting day.</span>
      </div>
    </>
  );
}

/** Adds a reminder or edits one: who (from the address book or someone new), the occasion, the date and when to be told. */
export function ReminderForm({
  reminder,
  draft,
  onDone,
  onCancel,
}: {
  reminder?: Reminder;
  draft?: ReminderDraft;
  onDone: () => void;
  onCancel: () => void;
}) {
  const events = useListEventsQuery();
  const [create, creating] = useCreateReminderMutation();
  const [update, updating] = useUpdateReminderMutation();
  const state = reminder ? updating : creating;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: plainResolver(Form),
    defaultValues: defaultsFor(reminder, draft),
  });
  const server = fieldErrors(state.error);
  const serverOf = (k: string) => server[`reminder.${k}`];
  const onSubmit = handleSubmit(async (v) => {
    const occasion = events.data?.find((e) => e.slug === v.event_slug)?.name ?? v.event_slug;
    const body = { ...v, occasion, relationship: v.relationship || null, lead_days: [...v.lead_days].sort((a, b) => b - a) };
    const r = reminder ? await update({ id: reminder.id, reminder: body }) : await create(body);
    if ('data' in r) onDone();
  });
  return (
    <form className="card-box form" onSubmit={onSubmit} noValidate aria-labelledby="reminder-form-title">
      <h2 id="reminder-form-title" ref={heading} tabIndex={-1} style={{ margin: 0 }}>
        {reminder ? `Edit the reminder for ${reminder.name}` : 'Add a reminder'}
      </h2>
      {state.isError && !Object.keys(server).length && <ErrorAlert error={state.error} />}
      <PersonField control={control} setValue={setValue} />
      <TextField label="Their name" autoComplete="off" {...register('name')} error={errors.name?.message ?? serverOf('name')?.[0]} />
      <TextField
        label="Relationship (optional)"
        placeholder="e.g. sister, best friend"
        {...register('relationship')}
        error={errors.relationship?.message ?? serverOf('relationship')?.[0]}
      />
      <OccasionField register={register} error={errors.event_slug?.message} />
      <TextField
        label="Date"
        type="date"
        {...register('date')}
        error={errors.date?.message ?? serverOf('date')?.[0]}
        hint="For a birthday any year will do, the year of birth too."
      />
      <RepeatAndPostageFields register={register} />
      <LeadDaysField control={control} error={errors.lead_days?.message ?? serverOf('lead_days')?.[0]} />
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={state.isLoading}>
          {state.isLoading && <Spinner label="Saving" />} Save reminder
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
