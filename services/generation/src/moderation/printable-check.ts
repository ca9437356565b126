import { unprocessable } from '@cards/kit';
import type { ModerationResult, Moderator } from './moderation.port.js';

/** How each field a person types is named to them when it cannot be printed. */
const FIELD_NAMES: Record<string, string> = {
  recipient_name: 'The recipient’s name',
  sender_name: 'The sender’s name',
  details: 'What you told us about the recipient',
  title: 'The card’s title',
  text: 'The message inside the card',
  front_text: 'The greeting on the front',
  message: 'The personal message',
  name: 'The name',
  answers: 'Your answers',
};

/**
 * Fields that are never printed or mailed: the notes (and guided answers) only instruct the
 * writer. For them a flag matters only in the categories that are wrong to act on at all (a
 * threat, hate, sexual content involving minors, self-harm instructions, slurs and profanity
 * from the word list); a sympathy note about how someone died (violence, self-harm) is fine.
 * Everything printed or mailed is refused on any flag, as before.
 */
const NEVER_PRINTED = new Set(['details', 'answers']);
const MATTERS_UNPRINTED =
  /^(hate|hate\/threatening|harassment\/threatening|sexual\/minors|self-harm\/instructions|illicit\/violent|profanity)$/;

/** Whether a moderator's result refuses a field: any flag for printed words, only what matters for never-printed ones. */
export function refuses(field: string, result: ModerationResult | undefined): boolean {
  if (!result?.flagged) return false;
  if (!NEVER_PRINTED.has(field)) return true;
  return result.categories.some((c) => MATTERS_UNPRINTED.test(c));
}

/**
 * Refuses, with a 422 naming each field in plain English, any text a person gave that the
 * moderator flags (by category for the never-printed notes, see `refuses`); nothing is saved. `prefix` is the body key ("card", "card_instance"), or '' for top-level fields.
 */
export async function assertPrintable(
  moderator: Moderator,
  prefix: string,
  fields: Record<string, string | null | undefined>,
): Promise<void> {
  const entries = Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].trim() !== '');
  if (!entries.length) return;
  const results = await moderator.check(entries.map(([, v]) => v));
  const flagged = entries.filter(([k], i) => refuses(k, results[i])).map(([k]) => k);
  if (!flagged.length) return;
  const named = flagged.map((k, i) => (i === 0 ? (FIELD_NAMES[k] ?? k) : (FIELD_NAMES[k] ?? k).replace(/^\w/, (c) => c.toLowerCase())));
  const details = Object.fromEntries(
    flagged.map((k) => [prefix ? `${prefix}.${k}` : k, [`${FIELD_NAMES[k] ?? k} contains words we can’t print. Please reword it.`]]),
  );
  throw unprocessable(
    'content_not_allowed',
    `${named.join(' and ')} ${flagged.length > 1 ? 'contain' : 'contains'} words we can’t print on a card. Please reword ${flagged.length > 1 ? 'them' : 'it'}.`,
    details,
  );
}
