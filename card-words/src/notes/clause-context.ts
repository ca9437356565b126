import type { Doc } from './phrasing.js';
import type { FactOwner, FactTime } from './fact.js';

/** Words that put a sentence in the future or the past ("next month", "ten years ago"). */
export const FUTURE =
  /\b(will|going to|plans? to|planning|about to|due (?:in|on|to)|next (?:week|month|year|summer|spring|autumn|winter|weekend|christmas|easter)|soon|upcoming|expecting)\b/i;
export const PAST =
  /\b(ago|last (?:week|month|year|summer|spring|autumn|winter|weekend|christmas|easter)|used to|in (?:19|20)\d\d|when we were|remember|first date)\b/i;

/** When a sentence happens: its date words first, then its first verb's tense. */
export function timeOf(doc: Doc, clause: string): FactTime {
  if (FUTURE.test(clause)) return 'future';
  if (PAST.test(clause)) return 'past';
  const verbs = doc.verbs();
  if (verbs.found && (verbs.first().has('#PastTense') || doc.has('^#Pronoun? #PastTense'))) return 'past';
  return 'now';
}

/** Whose a sentence's facts are: the sender's and recipient's together ("we"), the sender's ("I"), else the recipient's. */
export function ownerOf(clause: string): FactOwner {
  if (/\b(we|our|us)\b/i.test(clause)) return 'shared';
  if (/^(i|my)\b|\b(i|me)\b/i.test(clause)) return 'sender';
  return 'recipient';
}
