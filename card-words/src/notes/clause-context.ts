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

/** A sentence's subject that is someone of the sender's ("my niece Leah", "my best friend"), whose the sentence then is. */
const KIN_SUBJECT =
  /^my\s+(?:(?:little|big|baby|eldest|youngest|best|oldest|lovely|dear|old)\s+)*(?:niece|nephew|sister|brother|son|daughter|grandson|granddaughter|cousin|friend|mate|mum|mother|dad|father|nan|gran|grandma|grandad|grandpa|aunt|auntie|uncle|wife|husband|partner|boyfriend|girlfriend|colleague|boss|neighbour|godson|goddaughter)\b(?:\s+[A-Za-z]+)?(?=\s+(?:is|was|has|had|just|will|got|gets|starts|started|turns|passed|loves|\w+s)\b)/;

/** Whose a sentence's facts are: the sender's and recipient's together ("we"), the sender's ("I"), else the recipient's. */
export function ownerOf(clause: string): FactOwner {
  // "My niece Leah has her A levels": the sentence is about the niece, not the sender.
  const rest = clause.replace(KIN_SUBJECT, '');
  if (/\b(we|our|us)\b/i.test(rest)) return 'shared';
  if (/^(i|my)\b|\b(i|me)\b/i.test(rest)) return 'sender';
  return 'recipient';
}
