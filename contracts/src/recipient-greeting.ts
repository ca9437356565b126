/**
 * How a card sent to many reaches each person and how it greets them. Cart-order decides both
 * when a list is set; the web app previews the same answers before then. Apart from the
 * mailing schemas so that the web app can import it without zod.
 */

/** How a recipient is reached: posted when their entry has a postcode, else e-mailed when it has an e-mail address. */
export type RecipientChannel = 'post' | 'ecard';

export function recipientChannel(a: { postcode?: string | null; email?: string | null }): RecipientChannel | null {
  if (a.postcode?.trim()) return 'post';
  if (a.email?.trim()) return 'ecard';
  return null;
}

const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'prof', 'rev', 'sir', 'dame', 'lady', 'lord']);

/**
 * The greeting for someone with none of their own: "Dear Jean" from "Jean Smith"; with a title,
 * the title and surname ("Dr Patel" → "Dear Dr Patel"), as a letter to them would begin.
 */
export function defaultSalutation(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  if (TITLES.has(first.toLowerCase().replace(/\.$/, '')) && words.length > 1) return `Dear ${first} ${words[words.length - 1]}`;
  return first ? `Dear ${first}` : 'Dear friend';
}
