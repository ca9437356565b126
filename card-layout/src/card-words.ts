import type { CardContent } from './card-content.js';

/**
 * The printed words, in the order they were written: the greeting line, the message, the
 * sign-off, and whatever follows the sign-off (kept after it, never moved before it).
 */
export interface CardWords {
  headline: string;
  occasionName: string | null;
  recipientName: string | null;
  /** "Dear Sam," — set in the script face. */
  greeting: string | null;
  message: string;
  /** "With love,\nAlex" — set in the script face; the sender's name is added when it is missing. */
  signOff: string | null;
  /** Paragraphs written after the sign-off (a P.S.), in the body face. */
  after: string | null;
}

const GREETING = /^[^\n]{1,48}[,!:]$/;
const PS = /^p\.?\s?s\.?/i;

/**
 * Splits the inside words into the parts set differently, by paragraphs and in their order:
 * a short first paragraph ending in a comma, "!" or ":" is the greeting ("Dear Sam,"); the
 * last paragraph that is not a P.S., when it is short and names the sender or opens with a
 * closing line ("With love,"), is the sign-off. No word is dropped or moved.
 */
export function splitInsideText(inside: string, sender: string | null): Pick<CardWords, 'greeting' | 'message' | 'signOff' | 'after'> {
  const paras = inside
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  let greeting: string | null = null;
  if (paras.length > 1 && GREETING.test(paras[0]!)) greeting = paras.shift()!;
  let end = paras.length;
  while (end > 1 && PS.test(paras[end - 1]!)) end--;
  let signOff: string | null = null;
  if (end > 1) {
    const last = paras[end - 1]!;
    const lines = last.split('\n');
    const namesSender = !!sender && lines[lines.length - 1]!.trim() === sender.trim();
    if (lines.length <= 3 && last.length <= 90 && (namesSender || /,$/.test(lines[0]!.trim()))) signOff = last;
  }
  const bodyEnd = signOff ? end - 1 : end;
  const after = signOff ? paras.slice(end).join('\n\n') || null : null;
  const message = [...paras.slice(0, bodyEnd), ...(signOff ? [] : paras.slice(end))].join('\n\n');
  return { greeting, message, signOff, after };
}

const clean = (s: string | null | undefined) => (s ?? '').replace(/[ \t]+\n/g, '\n').trim() || null;

function titleCase(slug: string): string | null {
  const s = slug.replace(/[-_]+/g, ' ').trim();
  return s ? s.replace(/\b\w/g, (c) => c.toUpperCase()) : null;
}

/** A recipient's salutation as a greeting line: "Dear Aunt Jean" is set as "Dear Aunt Jean,". */
export function greetingLine(salutation: string | null | undefined): string | null {
  const s = clean(salutation?.replace(/\s+/g, ' '));
  if (!s) return null;
  return /[,!:.]$/.test(s) ? s : `${s},`;
}

/** The printed words of a card, with sensible fallbacks for what is missing. */
export function cardWords(d: CardContent): CardWords {
  const occasion = clean(d.occasion_name) ?? titleCase(d.occasion_slug);
  const sender = clean(d.sender_name);
  const inside = splitInsideText(d.inside, sender);
  // A sign-off still waiting for a name ("With love,") gets the sender's; one the customer
  // signed themselves ("With love,\nGran") is left as written.
  const unsigned = !!inside.signOff && /,$/.test(inside.signOff.split('\n').at(-1)!.trim());
  const signOff =
    inside.signOff && sender && unsigned && !inside.signOff.includes(sender) ? `${inside.signOff}\n${sender}` : (inside.signOff ?? sender);
  return {
    headline: clean(d.headline) ?? occasion ?? 'With love',
    occasionName: occasion,
    // The card's "For Sam" was the designer's first recipient: a card set for someone else on the list names no one.
    recipientName: greetingLine(d.salutation) ? null : clean(d.recipient_name),
    greeting: greetingLine(d.salutation) ?? clean(inside.greeting),
    message: clean(inside.message) ?? '',
    signOff: clean(signOff),
    after: clean(inside.after),
  };
}
