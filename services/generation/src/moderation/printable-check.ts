import { unprocessable } from '@cards/kit';
import type { Moderator } from './moderation.port.js';

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
};

/**
 * Refuses, with a 422 naming each field in plain English, any text a person gave that the
 * moderator flags; nothing is saved. `prefix` is the body key ("card", "card_instance"), or '' for top-level fields.
 */
export async function assertPrintable(
  moderator: Moderator,
  prefix: string,
  fields: Record<string, string | null | undefined>,
): Promise<void> {
  const entries = Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].trim() !== '');
  if (!entries.length) return;
  const results = await moderator.check(entries.map(([, v]) => v));
  const flagged = entries.filter((_, i) => results[i]?.flagged).map(([k]) => k);
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
