import type { Question } from '@cards/card-words/playbooks';
import type { CardAnswer } from '@cards/contracts';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextArea, TextField } from '../../components/field';

/**
 * Form field names cannot hold dots (react-hook-form reads them as paths), and question ids do
 * (`birthday.child.interest`): a colon stands in, which an id never holds.
 */
export const answerKey = (questionId: string) => questionId.replace(/\./g, ':');

/** The answers the form holds, by {@link answerKey}: what the customer typed or chose, blank when skipped. */
export type AnswerValues = Record<string, string | null | undefined>;

/** The answers to send: the questions shown that were answered, in their order, each as the customer saw it. */
export function answersFrom(questions: readonly Question[], values: AnswerValues | undefined): CardAnswer[] {
  return questions.flatMap((q) => {
    const text = values?.[answerKey(q.id)]?.trim();
    return text ? [{ question_id: q.id, question: q.prompt, role: q.role, text }] : [];
  });
}

/** A card's saved answers as form values. */
export function answerValues(answers: readonly CardAnswer[] | undefined): AnswerValues {
  return Object.fromEntries((answers ?? []).map((a) => [answerKey(a.question_id), a.text]));
}

/**
 * The questions a card asks: the playbook's for the occasion and relationship, then any saved
 * answer to a question not among them (asked for another relationship, or by an API client),
 * so editing a card never drops what it holds without showing it.
 */
export function questionsShown(asked: readonly Question[], saved: readonly CardAnswer[] = []): Question[] {
  const ids = new Set(asked.map((q) => q.id));
  const extra = saved
    .filter((a) => !ids.has(a.question_id))
    .map((a): Question => ({ id: a.question_id, role: a.role, prompt: a.question, example: '', kind: 'text', owner: 'other' }));
  return [...asked, ...extra];
}

/** A yes-or-no question as two radios, with a way back to not saying. */
function YesNo({ q, register }: { q: Question; register: UseFormRegister<{ answers: AnswerValues }> }) {
  const name = `answers.${answerKey(q.id)}` as const;
  return (
    <fieldset className="fieldset question-yes-no">
      <legend>{q.prompt}</legend>
      <div className="radio-row">
        {[
          ['yes', 'Yes'],
          ['no', 'No'],
          ['', 'Rather not say'],
        ].map(([value, label]) => (
          <label key={value} className="radio-line">
            <input type="radio" value={value} {...register(name)} /> {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The question's example, as the placeholder of its answer. */
const placeholderOf = (q: Question) => (q.example ? `e.g. ${q.example}` : undefined);

interface Props {
  questions: readonly Question[];
  register: UseFormRegister<{ answers: AnswerValues }>;
  errors: FieldErrors<{ answers: AnswerValues }>['answers'];
  /** The server's word on an answer (the first one it refused). */
  serverError?: string;
}

/**
 * "A few things only you know": the occasion's two to four questions, each a sentence the
 * customer finishes in their own words (its example as the placeholder), all optional. The intro
 * says why one true detail makes the card; {@link QuestionNudge} says it again when nothing was given.
 */
export function CardQuestions({ questions, register, errors, serverError }: Props) {
  if (!questions.length) return null;
  return (
    <fieldset className="fieldset card-questions" aria-describedby="card-questions-why">
      <legend>A few things only you know</legend>
      <p id="card-questions-why" className="field-hint">
        One true detail, in your own words, is what makes a card theirs: the thing they love, a moment you shared. Answer one or two; skip
        any that don’t fit. We use your answers to write the words.
      </p>
      {questions.map((q) =>
        q.kind === 'yes_no' ? (
          <YesNo key={q.id} q={q} register={register} />
        ) : q.kind === 'name' ? (
          <TextField
            key={q.id}
            label={q.prompt}
            placeholder={placeholderOf(q)}
            autoComplete="off"
            maxLength={300}
            error={errors?.[answerKey(q.id)]?.message}
            {...register(`answers.${answerKey(q.id)}`)}
          />
        ) : (
          // Two lines: a sentence is finished here, and its example wraps rather than being cut off on a phone.
          <TextArea
            key={q.id}
            label={q.prompt}
            placeholder={placeholderOf(q)}
            rows={2}
            maxLength={300}
            error={errors?.[answerKey(q.id)]?.message}
            {...register(`answers.${answerKey(q.id)}`)}
          />
        ),
      )}
      {serverError && (
        <p className="field-error" role="alert">
          {serverError}
        </p>
      )}
    </fieldset>
  );
}

/**
 * The kind second ask, beside the button, once the customer tried to go on with nothing told: not
 * a wall, as pressing again goes ahead. Always in the page, so a screen reader announces it when it fills.
 */
export function QuestionNudge({ shown }: { shown: boolean }) {
  return (
    <p className={shown ? 'form-note question-nudge' : 'visually-hidden'} role="status">
      {shown &&
        'Nothing to add? That’s fine: we’ll still write you a card. But one small true thing, something they love or a moment you remember, is what makes it sound like you. Add one above, or press the button again to go ahead as it is.'}
    </p>
  );
}
