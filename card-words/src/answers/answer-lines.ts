import { z } from 'zod';
import linesJson from './answer-lines.json' with { type: 'json' };

/**
 * The sentences answers are placed in, as data: per role, the frames the answer goes into
 * (`{a}` the answer in card words, `{A}` capitalised, `{ref}` and `{who}` the person a sympathy
 * card remembers, `{baby}` the baby, `{ord}` an age as "70th", `{inf}` a help offered as an
 * infinitive); per occasion, a short opening and a closing wish in each voice, a rhyming couplet
 * that closes a poetic card, the frames it
 * words its own way, and front greetings where the occasion's library has none; and the moods
 * an answer sets (a recovery not expected, a leaving not chosen), which replace the occasion's.
 */
const Lines = z.array(z.string().trim().min(1)).min(1);
const Voiced = z.object({ warm: Lines, funny: z.array(z.string()), formal: Lines }).strict();
// `verse`: a poetic card's closing, a rhyming couplet (its lines parted by "\n") after the answers' sentences.
const Words = z
  .object({ open: Voiced, close: Voiced, verse: Lines, roles: z.record(z.string(), Lines).optional(), fronts: Lines.optional() })
  .strict();
export const Mood = z.enum(['serious_illness', 'unwanted_leaving', 'unwanted_retirement']);
export type Mood = z.infer<typeof Mood>;

const AnswerLinesFile = z
  .object({ roles: z.record(z.string(), Lines), occasions: z.record(z.string(), Words), moods: z.record(Mood, Words), knew_not: Lines })
  .strict();
export type OccasionWords = z.infer<typeof Words>;

const parsed = AnswerLinesFile.safeParse(linesJson);
if (!parsed.success) throw new Error(`card-words: answers/answer-lines.json is not valid: ${z.prettifyError(parsed.error)}`);
export const ANSWER_LINES = parsed.data;

/**
 * The frames of a role on an occasion: the mood's own first (a retirement not wanted is never
 * "earned"), then the occasion's, else the role's.
 */
export const framesFor = (slug: string, role: string, mood?: Mood): string[] =>
  (mood && ANSWER_LINES.moods[mood].roles?.[role]) || (ANSWER_LINES.occasions[slug]?.roles?.[role] ?? ANSWER_LINES.roles[role] ?? []);

/** An occasion's words, or the mood's an answer sets, or the generic ones. */
export const wordsFor = (slug: string, mood?: Mood): OccasionWords =>
  (mood && ANSWER_LINES.moods[mood]) || ANSWER_LINES.occasions[slug] || ANSWER_LINES.occasions.generic!;
