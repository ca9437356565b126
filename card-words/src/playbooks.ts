/**
 * The occasions' playbooks, as data: for each occasion the two to four questions the card asks
 * (chosen by who the recipient is, and whether a household writes to many), the order of the
 * card's moves, which answer each move needs, and the tones it allows. Browser-safe on purpose:
 * the web form imports this entry (`@cards/card-words/playbooks`), so it loads JSON and zod only.
 */
import { z } from 'zod';
import { AnswerRole, Relationship } from '@cards/contracts';
import anniversary from './playbooks/anniversary.json' with { type: 'json' };
import birthday from './playbooks/birthday.json' with { type: 'json' };
import christmas from './playbooks/christmas.json' with { type: 'json' };
import congratulations from './playbooks/congratulations.json' with { type: 'json' };
import fathersDay from './playbooks/fathers-day.json' with { type: 'json' };
import generic from './playbooks/generic.json' with { type: 'json' };
import getWell from './playbooks/get-well.json' with { type: 'json' };
import goodLuck from './playbooks/good-luck.json' with { type: 'json' };
import graduation from './playbooks/graduation.json' with { type: 'json' };
import leaving from './playbooks/leaving.json' with { type: 'json' };
import mothersDay from './playbooks/mothers-day.json' with { type: 'json' };
import newBaby from './playbooks/new-baby.json' with { type: 'json' };
import newHome from './playbooks/new-home.json' with { type: 'json' };
import retirement from './playbooks/retirement.json' with { type: 'json' };
import sympathy from './playbooks/sympathy.json' with { type: 'json' };
import thankYou from './playbooks/thank-you.json' with { type: 'json' };
import valentinesDay from './playbooks/valentines-day.json' with { type: 'json' };
import wedding from './playbooks/wedding.json' with { type: 'json' };

/**
 * Whose words the answer is in, read from its question: `recipient` ("They're really into…",
 * told of them in the third person), `recipient_you` ("What I love most about you is…"),
 * `couple` (the recipients as a pair), `shared` ("the time we…"), `sender` ("our new puppy" is
 * the sender's), `deceased` (the person a sympathy card remembers), `other` (a third person: the
 * baby, the one they marry).
 */
export const AnswerOwner = z.enum(['recipient', 'recipient_you', 'couple', 'shared', 'sender', 'deceased', 'other']);
export type AnswerOwner = z.infer<typeof AnswerOwner>;

export const Question = z.object({
  id: z.string().regex(/^[a-z][a-z0-9_.-]{1,79}$/),
  role: AnswerRole,
  /** A sentence the customer finishes, ending in an ellipsis, or a plain question for yes/no. */
  prompt: z.string().min(3).max(120),
  example: z.string().min(1).max(120),
  kind: z.enum(['text', 'yes_no', 'name']),
  owner: AnswerOwner,
  /** Not asked once another question has this answer: "When they're better I look forward to…" after "no" to a full recovery. */
  unless: z.object({ role: AnswerRole, answer: z.enum(['yes', 'no']) }).optional(),
});
export type Question = z.infer<typeof Question>;

export const MoveName = z.enum(['greeting', 'detail', 'meaning', 'wish', 'sign_off']);
export type MoveName = z.infer<typeof MoveName>;

const Move = z.object({ move: MoveName, roles: z.array(AnswerRole).optional() });

export const Playbook = z
  .object({
    slug: z.string().regex(/^[a-z][a-z-]*$/),
    /** Words in an occasion's name that lead to this playbook when an admin adds an occasion. */
    names: z.array(z.string().min(2)),
    /** The notes box's example for this occasion: what a customer might tell of it (a sympathy card's is no birthday's). */
    notes_example: z.string().min(10).max(120).optional(),
    question_sets: z
      .array(
        z.object({
          when: z.object({ relationships: z.array(Relationship).optional(), to_many: z.boolean().optional() }).optional(),
          questions: z.array(Question).min(2).max(4),
        }),
      )
      .min(1),
    moves: z.array(Move).min(3),
    tone: z.object({
      allowed: z.array(z.enum(['warm', 'funny', 'formal', 'poetic'])).min(1),
      jokes: z.boolean(),
      /** Answers that take the jokes away: "no" to a full recovery, a leaving not chosen. */
      no_jokes_when: z.array(z.object({ role: AnswerRole, answer: z.enum(['yes', 'no']) })).optional(),
    }),
  })
  .superRefine((p, ctx) => {
    const last = p.question_sets.at(-1);
    if (last?.when) ctx.addIssue({ code: 'custom', message: `${p.slug}: the last question set must have no condition` });
    const asked = new Set(p.question_sets.flatMap((s) => s.questions.map((q) => q.role)));
    for (const m of p.moves)
      for (const role of m.roles ?? [])
        if (!asked.has(role))
          ctx.addIssue({ code: 'custom', message: `${p.slug}: the ${m.move} move needs "${role}", which no question asks` });
  });
export type Playbook = z.infer<typeof Playbook>;

/** Tried in this order when the occasion's slug is not a playbook's: "moving on" is a leaving before it is a new home. */
const ORDER = [
  sympathy,
  getWell,
  newBaby,
  leaving,
  newHome,
  retirement,
  graduation,
  goodLuck,
  birthday,
  anniversary,
  wedding,
  valentinesDay,
  mothersDay,
  fathersDay,
  christmas,
  thankYou,
  congratulations,
  generic,
];

export const PLAYBOOKS: readonly Playbook[] = ORDER.map((json) => {
  const parsed = Playbook.safeParse(json);
  if (!parsed.success) throw new Error(`A playbook is malformed: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
});

const GENERIC = PLAYBOOKS.find((p) => p.slug === 'generic')!;
const words = (s: string) =>
  ` ${s
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^a-z0-9']+/g, ' ')} `;

/** An occasion's playbook: its own by slug; else the first whose words are in the occasion's name; else the generic one. */
export function playbookFor(occasion: { slug: string; name: string }): Playbook {
  const bySlug = PLAYBOOKS.find((p) => p.slug === occasion.slug && p !== GENERIC);
  if (bySlug) return bySlug;
  const name = words(`${occasion.name} ${occasion.slug.replace(/-/g, ' ')}`);
  return PLAYBOOKS.find((p) => p.names.some((n) => name.includes(words(n)))) ?? GENERIC;
}

export interface QuestionsRequest {
  occasion: { slug: string; name: string };
  relationship?: Relationship | null;
  /** A household sending the same card to many (a Christmas list). */
  toMany?: boolean;
}

/** The questions a card asks: the first question set of the occasion's playbook whose condition fits. */
export function questionsFor({ occasion, relationship, toMany }: QuestionsRequest): Question[] {
  const set = playbookFor(occasion).question_sets.find(
    ({ when }) =>
      !when ||
      ((!when.relationships || (!!relationship && when.relationships.includes(relationship))) &&
        (when.to_many === undefined || when.to_many === !!toMany)),
  );
  return set ? set.questions : [];
}

/**
 * The questions still asked given the answers so far (`answerOf` gives the text typed for a role):
 * a question is dropped once the answer it depends on rules it out.
 */
export const askedGiven = (questions: readonly Question[], answerOf: (role: string) => string | null | undefined): Question[] =>
  questions.filter((q) => !q.unless || yesNo(answerOf(q.unless.role) ?? '') !== q.unless.answer);

/** The notes box's example for an occasion: its playbook's own, else the generic one's. */
export const notesExampleFor = (occasion: { slug: string; name: string }): string =>
  playbookFor(occasion).notes_example ?? GENERIC.notes_example ?? '';

/** Whether an occasion asks a household sending one card to many (a Christmas list) questions of its own. */
export const asksToMany = (occasion: { slug: string; name: string }): boolean =>
  playbookFor(occasion).question_sets.some((s) => s.when?.to_many === true);

/** Whether the occasion, as played, allows a joke: never on a sympathy card, nor when an answer takes jokes away. */
export function jokesAllowed(playbook: Playbook, answers: ReadonlyArray<{ role: string; text: string }>): boolean {
  if (!playbook.tone.jokes) return false;
  return !(playbook.tone.no_jokes_when ?? []).some((c) => answers.some((a) => a.role === c.role && yesNo(a.text) === c.answer));
}

/** A yes/no answer read plainly: "yes", "Yes, thankfully" → yes; "no", "not really", "sadly not" → no. */
export function yesNo(text: string): 'yes' | 'no' | undefined {
  const t = text.trim().toLowerCase();
  if (/^(?:no|nope|not\b|sadly not|unfortunately not|probably not|we don't think so|they don't)/.test(t)) return 'no';
  if (/^(?:yes|yeah|yep|hopefully|we hope so|i think so|they did|definitely|absolutely)/.test(t)) return 'yes';
  return undefined;
}

/** The question an answer was given to: by its id, else the first question of its role (an API client's own ids). */
export function questionOf(answer: { question_id: string; role: string }): Question | undefined {
  const all = PLAYBOOKS.flatMap((p) => p.question_sets.flatMap((s) => s.questions));
  return all.find((q) => q.id === answer.question_id) ?? all.find((q) => q.role === answer.role);
}

/** The move an answer's role is for in a playbook ("memory" is what the detail means on a birthday). */
export const moveOf = (playbook: Playbook, role: string): MoveName | undefined => playbook.moves.find((m) => m.roles?.includes(role))?.move;
