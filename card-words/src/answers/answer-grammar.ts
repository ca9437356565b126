import nlp from 'compromise';
import { pronounsToYou } from './answer-pronouns.js';

/**
 * Turning a customer's answer into words that fit its sentence, with compromise: the answer is
 * a clause about "them" (the recipient), and the card speaks to "you", so its subject, its
 * verbs and the pronouns that are the recipient's change person; nothing else of the
 * customer's words changes.
 */

const SUBJECT = /^(?:he|she|they)\b(?!')\s*/i;
const CONTRACTED = /^(?:they're|he'd|she'd|they'd|he'll|she'll|they'll|they've|he've|she've)\s*/i;
const AUX_TO_YOU: Record<string, string> = {
  has: 'have',
  is: 'are',
  was: 'were',
  does: 'do',
  "doesn't": "don't",
  "isn't": "aren't",
  "wasn't": "weren't",
  "hasn't": "haven't",
};
const CONTRACTION_TO_YOU: Record<string, string> = {
  "he's": "you're",
  "she's": "you're",
  "they're": "you're",
  "he'd": "you'd",
  "she'd": "you'd",
  "they'd": "you'd",
  "he'll": "you'll",
  "she'll": "you'll",
  "they'll": "you'll",
  "they've": "you've",
};

/** The pronouns a customer types for the ones a question uses ("he" for "they"). */
const SAME_PERSON: Record<string, string> = { he: 'they', she: 'they', "he's": "they're", "she's": "they're", i: 'i' };

const tidy = (s: string) =>
  s
    .replace(/[’‘]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!,;:\s]+$/, '');

/** The answer without the words of its question typed again ("Thank you for thank you for the cake" → "the cake"). */
export function withoutEcho(text: string, prompt: string): string {
  const answer = tidy(text);
  const stem = tidy(prompt.replace(/…$/, ''));
  if (stem && answer.toLowerCase().startsWith(stem.toLowerCase())) return answer.slice(stem.length).trim();
  // "They're really into…" answered "He's really into dinosaurs".
  const tail = stem.replace(/^(?:they're|they|i'll|i|we'll|we)\s+/i, '').toLowerCase();
  const m = /^(?:he's|she's|they're|he|she|they|i'll|i|we'll|we)\s+(.*)$/i.exec(answer);
  if (tail && m && m[1]!.toLowerCase().startsWith(tail)) return m[1]!.slice(tail.length).trim();
  // "I can help by…" answered "i can do the school run": the opening words they share go.
  const words = answer.split(' ');
  const said = stem.toLowerCase().split(' ');
  const same = (w: string, i: number) => SAME_PERSON[w.toLowerCase()] === said[i] || w.toLowerCase() === said[i];
  const k = words.findIndex((w, i) => !same(w, i));
  return k >= 2 && k < words.length ? words.slice(k).join(' ') : answer;
}

/** The present-tense verb a clause about "you" needs: "loves" → "love", "has" → "have", "is" → "are". */
function verbForYou(verb: string): string {
  const lower = verb.toLowerCase();
  if (AUX_TO_YOU[lower]) return AUX_TO_YOU[lower];
  if (!/s$/.test(lower) || /ss$/.test(lower)) return verb;
  const doc = nlp(`she ${lower}`);
  const term = doc.terms().eq(1);
  if (!term.has('#Verb') || term.has('#PastTense')) return verb;
  const forms = nlp(lower).verbs().conjugate()[0] as { Infinitive?: string } | undefined;
  return forms?.Infinitive && !forms.Infinitive.includes(' ') ? forms.Infinitive : verb;
}

/**
 * A clause about the recipient told to them: "she taught me to bake" → "you taught me to bake";
 * "he loves his garden" → "you love your garden"; "has started school" (no subject) → "have
 * started school". Possessives become "your" only where the clause is plainly about the
 * recipient alone (its own subject, or no other person in it): "sang to him on his last
 * morning" keeps "his".
 */
export function toYou(text: string): string {
  let s = tidy(text);
  let hadSubject = false;
  // "he's got", "she's ready": "you've got", "you're ready", told by the pronouns' own rule.
  const contracted = CONTRACTED.exec(s) ?? /^(?:he|she)'s\s*/i.exec(s);
  if (contracted && /^(?:he|she)'s/i.test(contracted[0])) {
    s = pronounsToYou(s).replace(/^Y/, 'y');
    hadSubject = true;
  } else if (contracted) {
    s = `${CONTRACTION_TO_YOU[contracted[0].trim().toLowerCase()] ?? 'you'} ${s.slice(contracted[0].length)}`;
    hadSubject = true;
  } else if (SUBJECT.test(s)) {
    s = s.replace(SUBJECT, '');
    hadSubject = true;
  }
  // The verbs of the clause agree with "you" where they are in the present ("loves" → "love", and
  // after "and": "lost a tooth and whistles" → "and whistle"); the past stays as typed.
  if (!contracted)
    s = s.replace(
      // An adverb between ("always makes", "and still laughs") leaves the verb after it to agree.
      // A word before "of" is a quantity, never a verb: "two goes and loads of lessons".
      /(^|\b(?:and|but|then)\s+)((?:(?:always|still|really|just|never|often|usually|also)\s+)*)([a-z']+)\b(?!\s+of\b)/gi,
      (_, lead: string, adverbs: string, w: string) => `${lead}${adverbs}${verbForYou(w)}`,
    );
  s = pronounsToYou(s);
  return hadSubject && !contracted ? `you ${s}` : s;
}

/** Words before a surname that are no first name of their own ("Mrs Patel", "Auntie Jean"). */
const TITLE = /^(?:mr|mrs|ms|miss|dr|prof|auntie|aunt|uncle|nan|nana|gran|grandma|grandad|grandpa|sir|dame)$/i;

/**
 * The recipient's own things, typed with their name, told to them: a card to Emma says "walking
 * your dog", never "walking Emma's dog". Only one person's name: a card to "Lucy and Ben" keeps
 * "Lucy's", which may be hers alone.
 */
export function recipientsOwnToYou(text: string, recipient: string): string {
  const name = recipient.trim();
  if (!name || /\s(?:and|&)\s|,|\+/i.test(name)) return text;
  const words = name.split(/\s+/);
  const names = [name, ...(words.length === 2 && !TITLE.test(words[0]!) ? [words[0]!] : [])];
  const escaped = names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return text.replace(new RegExp(`\\b(?:${escaped.join('|')})['’]s\\b`, 'g'), 'your');
}

/** A possessive of the recipient in the third person made second ("his tea rounds" → "your tea rounds"); the rest kept. */
export function possessivesToYou(text: string): string {
  return pronounsToYou(tidy(text));
}

/** A clause whose subject the sentence gives ("how {who} …"): its own leading pronoun goes. */
export const withoutSubject = (text: string) => tidy(text).replace(SUBJECT, '');

/** A gerund phrase as an infinitive one: "bringing round a meal" → "bring round a meal". */
export function toInfinitive(text: string): string {
  // Every gerund of a list: "walking the dog or doing the school run" → "walk the dog or do the school run".
  return tidy(text).replace(/(^|\b(?:and|or)\s+(?:just\s+|maybe\s+|even\s+)?|,\s*)(\w+ing)\b/gi, (m, lead: string, gerund: string) => {
    const forms = nlp(gerund).verbs().conjugate()[0] as { Infinitive?: string } | undefined;
    return forms?.Infinitive && !forms.Infinitive.includes(' ') ? `${lead}${forms.Infinitive}` : m;
  });
}

/** "7" → "7th", "seventy" kept as the customer wrote it. */
export function ordinal(text: string): string {
  const n = /\d+/.exec(text)?.[0];
  if (!n) return tidy(text);
  const v = Number(n) % 100;
  const suffix = v >= 11 && v <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[v % 10] ?? 'th');
  return `${n}${suffix}`;
}

const KIN =
  /\b(?:her|his|their|your)\s+((?:late\s+)?(?:mum|mother|dad|father|husband|wife|partner|son|daughter|brother|sister|gran|granny|grandma|grandad|grandpa|nan|nana|aunt|auntie|uncle|friend|best friend|dog|cat))\b/i;

/**
 * Who a sympathy card remembers, from the answer naming them: "her mum, Margaret" → the
 * relation "your mum" and the name "Margaret"; "Margaret" → the name; "her dad" → the relation.
 */
export function deceasedOf(text: string): { name?: string; relation?: string } {
  const s = tidy(text);
  const kin = KIN.exec(s);
  const relation = kin ? `your ${kin[1]!.toLowerCase().replace(/^late\s+/, '')}` : undefined;
  const rest = kin ? s.replace(kin[0], '') : s;
  const name = /([A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+)*)/.exec(rest.replace(/^[,\s]+/, ''))?.[1];
  return { ...(name ? { name } : {}), ...(relation ? { relation } : {}) };
}
