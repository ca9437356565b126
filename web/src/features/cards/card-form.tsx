import { askedGiven, asksToMany, notesExampleFor, questionsFor, type Question } from '@cards/card-words/playbooks';
import type { CardAnswer } from '@cards/contracts';
import { plainResolver } from '../../components/plain-resolver';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm, type Control, type UseFormGetValues, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { z } from 'zod';
import { apiUrl } from '../../api/config';
import { useListPersonasQuery, useListStylesQuery } from '../catalog/catalog.api';
import type { CardInput } from './cards.api';
import type { Style } from '@cards/contracts';
import { Dropdown } from '../../components/dropdown';
import { TextArea, TextField } from '../../components/field';
import { Spinner } from '../../components/icon';
import { answerKey, answersFrom, answerValues, CardQuestions, QuestionNudge, questionsShown, type AnswerValues } from './card-questions';

type Relationship = NonNullable<CardInput['relationship']>;
/** "Who are they to you?": the writer speaks in that voice; left empty, it works it out from the names and notes. */
const RELATIONSHIPS: Array<{ value: Relationship; label: string }> = [
  { value: 'partner', label: 'My partner' },
  { value: 'parent', label: 'My mum, dad or parents' },
  { value: 'grandparent', label: 'My grandparent' },
  { value: 'child', label: 'My child or grandchild' },
  { value: 'sibling', label: 'My brother or sister' },
  { value: 'relative', label: 'Another relative' },
  { value: 'friend', label: 'A friend' },
  { value: 'colleague', label: 'A colleague or my team' },
  { value: 'teacher', label: 'A teacher' },
  { value: 'carer', label: 'A nurse or carer' },
  { value: 'neighbour', label: 'A neighbour' },
];

/** What the designer asks; the generation service checks the same limits. */
export const CardFormSchema = z.object({
  style_id: z.number({ error: 'Choose a style' }).int().positive({ error: 'Choose a style' }),
  persona_id: z.number().int().positive().nullable(),
  recipient_name: z.string().trim().min(1, 'Who is the card for?').max(80),
  sender_name: z.string().trim().min(1, 'Who is it from?').max(80),
  details: z.string().trim().max(1000, 'Keep it under 1,000 characters'),
  relationship: z.enum(RELATIONSHIPS.map((r) => r.value) as [Relationship, ...Relationship[]]).nullable(),
  /** Every answer typed on this visit, by question (see `answerKey`): kept when the questions change and change back. */
  // A yes/no left unchosen reads null, a question never shown undefined: both are "not answered".
  answers: z.record(z.string(), z.string().trim().max(300, 'Keep each answer under 300 characters').nullish()),
});
export type CardForm = z.infer<typeof CardFormSchema>;

interface Props {
  /** The card's occasion: it chooses the questions, with the relationship. */
  occasion: { slug: string; name: string };
  /** The answers the card holds (editing): shown even when their question is no longer asked. */
  saved?: readonly CardAnswer[];
  initial?: Partial<CardForm>;
  submitLabel: string;
  busy?: boolean;
  serverErrors?: Record<string, string>;
  onSubmit: (v: Omit<CardInput, 'event_id'>) => void;
  onChange?: (v: Partial<CardForm>) => void;
}

/** The styles as a radio group of previews: the palette as a gradient under the style's preview picture. */
function StylePicker({ styles, value, onChange }: { styles: Style[]; value: number; onChange: (id: number) => void }) {
  return (
    <div className="style-grid" role="radiogroup" aria-label="Style">
      {styles.map((s) => (
        <label key={s.id} className={`style-option ${value === s.id ? 'is-selected' : ''}`}>
          <input
            type="radio"
            name="style"
            value={s.id}
            checked={value === s.id}
            onChange={() => onChange(s.id)}
            className="visually-hidden"
          />
          <span
            className="style-preview"
            style={{
              background: `linear-gradient(135deg, ${(s.palette?.length ? s.palette : ['#f3c9b9', '#b4405e']).join(', ')})`,
            }}
          >
            {s.preview_url && (
              <img
                src={apiUrl(s.preview_url)}
                alt=""
                loading="lazy"
                onError={(e) => {
                  e.currentTarget.hidden = true;
                }}
              />
            )}
          </span>
          <span className="style-name">{s.name}</span>
          {s.description && <span className="style-desc">{s.description}</span>}
        </label>
      ))}
    </div>
  );
}

/** The style picker, with the styles that are on sale. */
function StyleField({ control, error }: { control: Control<CardForm>; error: string | undefined }) {
  const styles = useListStylesQuery();
  const activeStyles = (styles.data ?? []).filter((s) => s.active !== false);
  return (
    <fieldset className="fieldset">
      <legend>Style</legend>
      {styles.isLoading && <Spinner label="Loading styles" />}
      <Controller
        control={control}
        name="style_id"
        render={({ field }) => <StylePicker styles={activeStyles} value={field.value} onChange={field.onChange} />}
      />
      {error && <span className="field-error">{error}</span>}
    </fieldset>
  );
}

/** "Tone of voice": the writer personas that are on. */
function ToneField({ control }: { control: Control<CardForm> }) {
  const personas = useListPersonasQuery();
  return (
    <Controller
      control={control}
      name="persona_id"
      render={({ field }) => (
        <Dropdown
          label="Tone of voice"
          loading={personas.isLoading}
          placeholder="Choose a tone (optional)"
          options={(personas.data ?? [])
            .filter((p) => p.active !== false)
            .map((p) => ({ value: p.id, label: p.name, hint: p.description }))}
          value={field.value ? [field.value] : []}
          onChange={(v) => field.onChange(v[0] ?? null)}
        />
      )}
    />
  );
}

/** "Who are they to you?": it chooses the questions, and the voice the words are written in. */
function RelationshipField({ control }: { control: Control<CardForm> }) {
  return (
    <Controller
      control={control}
      name="relationship"
      render={({ field }) => (
        <Dropdown
          label="Who are they to you?"
          placeholder="Choose (optional): we will work it out from the names and details"
          searchable={false}
          options={RELATIONSHIPS}
          value={field.value ? [field.value] : []}
          onChange={(v) => field.onChange(v[0] ?? null)}
        />
      )}
    />
  );
}

/**
 * When the questions change (another relationship), an answer given for a question no longer
 * shown fills the new question asked for the same thing, if that one is blank. The old answer
 * stays in the form, so changing back shows it where it was.
 */
function useCarriedAnswers(questions: readonly Question[], getValues: UseFormGetValues<CardForm>, setValue: UseFormSetValue<CardForm>) {
  const before = useRef(questions);
  useEffect(() => {
    const was = before.current;
    before.current = questions;
    if (was === questions) return;
    const answers = getValues('answers') ?? {};
    const shown = new Set(questions.map((q) => q.id));
    for (const q of questions) {
      if (answers[answerKey(q.id)]?.trim()) continue;
      const from = was.find((b) => b.role === q.role && !shown.has(b.id) && answers[answerKey(b.id)]?.trim());
      if (from) setValue(`answers.${answerKey(q.id)}`, answers[answerKey(from.id)]);
    }
  }, [questions, getValues, setValue]);
}

/**
 * "From us to many": a household's one card to everyone on its list asks for its news, not a
 * memory of one person. Offered where the occasion has such questions; a card saved with them starts ticked.
 */
function useToMany(occasion: { slug: string; name: string }, saved: readonly CardAnswer[] | undefined) {
  const asked = asksToMany(occasion);
  const [toMany, setToMany] = useState(() => {
    if (!asked) return false;
    const manyIds = new Set(questionsFor({ occasion, toMany: true }).map((q) => q.id));
    return (saved ?? []).some((a) => manyIds.has(a.question_id));
  });
  return [asked, asked && toMany, setToMany] as const;
}

function ToManyChoice({ checked, onChange }: { checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="row check-row">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      From us to many: one card with our news, for everyone on our list
    </label>
  );
}

/**
 * The questions still asked: one another answer rules out ("When they're better I look forward
 * to…" after "no" to a full recovery) is hidden while it does. The yes/no answers, as one string,
 * are what it depends on.
 */
function useStillAsked(asked: Question[], typed: AnswerValues | undefined): Question[] {
  const gates = asked
    .filter((q) => q.kind === 'yes_no')
    .map((q) => `${q.role}=${typed?.[answerKey(q.id)] ?? ''}`)
    .join('&');
  return useMemo(() => {
    const said = new Map(gates.split('&').map((g) => g.split('=') as [string, string]));
    return askedGiven(asked, (role) => said.get(role));
  }, [asked, gates]);
}

/** The form's start: what was typed before (a draft), else the card's saved answers, else blank. */
function formDefaults(initial: Partial<CardForm> | undefined, saved: readonly CardAnswer[] | undefined): CardForm {
  return {
    style_id: 0,
    persona_id: null,
    recipient_name: '',
    sender_name: '',
    details: '',
    relationship: null,
    ...initial,
    answers: { ...answerValues(saved), ...initial?.answers },
  };
}

/** Style (with previews), tone, recipient, sender, who they are to the sender, the occasion's questions and the notes. */
export function CardFormFields({ occasion, saved, initial, submitLabel, busy, serverErrors = {}, onSubmit, onChange }: Props) {
  const {
    register,
    handleSubmit,
    control,
    watch,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<CardForm>({
    resolver: plainResolver(CardFormSchema),
    defaultValues: formDefaults(initial, saved),
  });
  const relationship = watch('relationship');
  const { slug, name } = occasion;
  const [manyAsked, toMany, setToMany] = useToMany({ slug, name }, saved);
  const asked = useMemo(
    () => questionsShown(questionsFor({ occasion: { slug, name }, relationship, toMany }), saved),
    [slug, name, relationship, saved, toMany],
  );
  const questions = useStillAsked(asked, watch('answers'));
  useCarriedAnswers(questions, getValues, setValue);
  // Nothing told: ask once more, kindly, then let them go on.
  const [nudged, setNudged] = useState(false);
  useEffect(() => {
    if (!onChange) return undefined;
    const sub = watch((v) => onChange(v as Partial<CardForm>));
    return () => sub.unsubscribe();
  }, [watch, onChange]);
  return (
    <form
      className="form"
      onSubmit={handleSubmit(({ answers, ...v }) => {
        const given = answersFrom(questions, answers);
        if (!given.length && !v.details && !nudged && questions.length) return setNudged(true);
        onSubmit({ ...v, answers: given });
      })}
      noValidate
    >
      <StyleField control={control} error={errors.style_id?.message ?? serverErrors.style_id} />
      <ToneField control={control} />
      <div className="grid-2">
        <TextField
          label="Who is it for?"
          placeholder="e.g. Grandma Rose"
          autoComplete="off"
          error={errors.recipient_name?.message ?? serverErrors.recipient_name}
          {...register('recipient_name')}
        />
        <TextField
          label="Who is it from?"
          placeholder="e.g. Sam, Priya and the kids"
          autoComplete="name"
          error={errors.sender_name?.message ?? serverErrors.sender_name}
          {...register('sender_name')}
        />
      </div>
      <RelationshipField control={control} />
      {manyAsked && <ToManyChoice checked={toMany} onChange={setToMany} />}
      <CardQuestions
        questions={questions}
        register={register as unknown as UseFormRegister<{ answers: AnswerValues }>}
        errors={errors.answers}
        serverError={serverErrors.text ?? serverErrors.answers}
      />
      <TextArea
        label="Anything else we should know?"
        placeholder={notesExampleFor(occasion)}
        hint="Private: it helps us write the words and is never printed as you typed it."
        error={errors.details?.message ?? serverErrors.details}
        {...register('details')}
      />
      <QuestionNudge shown={nudged} />
      <button type="submit" className="button button-primary button-large" disabled={busy}>
        {busy ? <Spinner label="Working" /> : null}
        {submitLabel}
      </button>
    </form>
  );
}
