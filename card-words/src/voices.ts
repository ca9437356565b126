/**
 * The voices' lengths and forms, declared once in `voices/voices.json` (checked by zod when the
 * package loads): how many words a message in each voice runs to, whether it is prose, short
 * and witty, or a verse, what a writer is asked for, and a few curated example cards. The
 * AI writer's prompt states them and `formProblems` checks any writer's words against them,
 * with the greeting by name and the sign-off, so the prompt and the check never disagree.
 */
import { z } from 'zod';
import type { CardBrief, CardWords } from './card-brief.js';
import { toneOf } from './card-writer.js';
import { TONES, type Tone } from './phrases.js';
import { wordsOf } from './word-overlap.js';
import { signedAs } from './party-grammar.js';
import { partsOf } from './words-checker.js';
import voicesJson from './voices/voices.json' with { type: 'json' };

const Range = z
  .object({ min: z.number().int().positive(), max: z.number().int().positive() })
  .refine((r) => r.min <= r.max, 'min must not exceed max');
const Example = z.object({ front: z.string().min(1), inside: z.string().min(1) });
const VoiceSpec = z
  .object({
    /** Words of the message between the greeting and the sign-off. */
    words: Range,
    form: z.enum(['prose', 'short', 'verse']),
    /** Lines of the verse, for the verse form. */
    lines: Range.optional(),
    /** What a writer is asked for, in a sentence. */
    asks: z.string().min(1),
    examples: z.array(Example).min(2).max(3),
  })
  .refine((v) => v.form !== 'verse' || v.lines, 'a verse voice declares its lines');
export type Voice = z.infer<typeof VoiceSpec> & { tone: Tone };

export const VOICES: Record<Tone, Voice> = Object.fromEntries(
  TONES.map((t) => [t, { ...VoiceSpec.parse((voicesJson as Record<string, unknown>)[t]), tone: t }]),
) as Record<Tone, Voice>;

/** The voice a persona writes in (by its tone family). */
export const voiceOf = (persona: CardBrief['persona']): Voice => VOICES[toneOf(persona)];

const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'dr', 'and', 'the', 'family', 'to', 'of']);
/** A greeting addresses the recipient by a word of their name ("Dear Grandma," for "Grandma Rose"). */
const greetsByName = (salutation: string, recipient: string) => {
  const names = wordsOf(recipient).filter((w) => !TITLES.has(w));
  const said = new Set(wordsOf(salutation));
  return names.length === 0 || names.some((n) => said.has(n));
};

/**
 * What the words break of their voice's form: the message's length, a greeting that names the
 * recipient, a sign-off line followed by the sender's name on its own line, and a verse where
 * the voice is one. Plain words, as the guard re-asks a writer with them.
 */
export function formProblems(words: CardWords, brief: Pick<CardBrief, 'persona' | 'recipient_name' | 'sender_name'>): string[] {
  const voice = voiceOf(brief.persona);
  const inside = words.inside.replace(/[‘’]/g, "'");
  const parts = partsOf(inside, brief.sender_name);
  const problems: string[] = [];
  if (!parts.salutation) problems.push(`the message does not open with a greeting line to ${brief.recipient_name}`);
  else if (!greetsByName(parts.salutation, brief.recipient_name)) problems.push(`the greeting does not name ${brief.recipient_name}`);
  const lines = inside
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  if (brief.sender_name.trim() && lines.at(-1) !== brief.sender_name.trim() && lines.at(-1) !== signedAs(brief.sender_name))
    problems.push(`the message does not end with the sender's name (${brief.sender_name}) on its own line`);
  if (
    !parts.signOff ||
    wordsOf(parts.signOff).length > 8 ||
    parts.signOff === brief.sender_name.trim() ||
    parts.signOff === signedAs(brief.sender_name)
  )
    problems.push('the message has no sign-off line (such as "With love,") before the name');
  const n = wordsOf(parts.body).length;
  if (n < voice.words.min) problems.push(`the message is ${n} words; the ${voice.tone} voice needs at least ${voice.words.min}`);
  if (n > voice.words.max) problems.push(`the message is ${n} words; the ${voice.tone} voice keeps to ${voice.words.max} at most`);
  if (voice.form === 'verse' && voice.lines) {
    const body = lines.slice(parts.salutation ? 1 : 0, brief.sender_name.trim() ? -2 : -1);
    const verse = body.filter((l) => wordsOf(l).length <= 12 && !/[.!?]\s+\S/.test(l)).length;
    if (verse < voice.lines.min) problems.push(`the ${voice.tone} voice asks for a verse of at least ${voice.lines.min} short lines`);
  }
  return problems;
}
