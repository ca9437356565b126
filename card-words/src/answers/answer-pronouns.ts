import nlp from 'compromise';

/**
 * The recipient's pronouns told to them: "he fell in" → "you fell in", "she swore she never
 * would" → "you swore you never would", "his tea rounds" and "their tea rounds" → "your tea rounds". Only the
 * recipient becomes "you": once the answer names someone else ("our dad Peter", "Oliver",
 * "her mum", "him"), the pronouns after that name are that person's and stay as typed
 * ("helping Oliver with his reading").
 */
const KIN =
  /^(?:him|mum|mother|dad|father|husband|wife|partner|son|daughter|brother|sister|gran|granny|grandma|grandad|grandpa|nan|nana|aunt|auntie|uncle|baby|boy|girl|kids|children|friend)$/i;
const TO_YOU: Record<string, string> = {
  was: 'were',
  is: 'are',
  has: 'have',
  does: 'do',
  "doesn't": "don't",
  "isn't": "aren't",
  "wasn't": "weren't",
  "hasn't": "haven't",
};
const THEY_TO_YOU: Record<string, string> = {
  they: 'you',
  "they're": "you're",
  "they've": "you've",
  "they'd": "you'd",
  "they'll": "you'll",
  their: 'your',
  theirs: 'yours',
  them: 'you',
};
const ADVERB = /^(?:still|never|always|really|just|often|usually|finally|already|even|also|now|sometimes|rarely|hardly|actually)$/i;
/** Capitalised words that name no one: "her Friday pastries", "his Christmas jumper". */
const WHEN =
  /^(?:(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?|january|february|march|april|may|june|july|august|september|october|november|december|christmas|easter|boxing)$/i;
const STOP = /^(?:to|for|with|at|on|in|about|from|and|but|or|so|because|when|after|before|[.,;:!?])$/i;

/** A present verb made to agree with "you": "loves" → "love", "is" → "are"; others as typed. */
function agree(verb: string): string {
  const lower = verb.toLowerCase();
  if (TO_YOU[lower]) return TO_YOU[lower];
  if (!/[^s]s$/.test(lower)) return verb;
  const term = nlp(`she ${lower}`).terms().eq(1);
  if (!term.has('#Verb') || term.has('#PastTense')) return verb;
  const forms = nlp(lower).verbs().conjugate()[0] as { Infinitive?: string } | undefined;
  return forms?.Infinitive && !forms.Infinitive.includes(' ') ? forms.Infinitive : verb;
}

/** "he's had" → "you've had", "she's ready" → "you're ready". */
const contracted = (next: string | undefined) =>
  next && (/^(?:got|been|had|done|gone|made)$/i.test(next) || nlp(`she has ${next}`).terms().eq(2).has('#PastTense')) ? "you've" : "you're";

/** Verbs of giving: the "her" after one is who is given to ("giving her lifts", "made her a cuppa"), never whose. */
const GIVING =
  /^(?:give|gives|giving|gave|bring|brings|bringing|brought|make|makes|making|made|buy|buys|buying|bought|send|sends|sending|sent|show|showing|showed|lend|lending|lent|teach|teaching|taught|offer|offering|offered|cook|cooking|cooked|get|getting|got)$/i;

/** Words that open a noun phrase of their own: after "her", she is the one spoken to or of, never whose. */
const DETERMINER = /^(?:the|a|an|this|that|these|those|every|each|some)$/i;

/** A particle after "her" that makes it an object ("her round the corner", "her out"), never a thing of hers ("her round of golf"). */
const particle = (next: string, after?: string) =>
  /^(?:round|around|over|up|down|out|off|across|along|through)$/i.test(next) &&
  (!after || /^(?:the|a|an|my|our|this|that|with|for|to|again|now)$/i.test(after.replace(/[^\w']/g, '')));

export function pronounsToYou(text: string): string {
  const words = text.split(/(\s+)/);
  let other = false;
  let agreeNext = false;
  let inPlace = false;
  for (let i = 0; i < words.length; i += 2) {
    const w = words[i]!;
    const bare = w.replace(/[^\w']/g, '');
    const lower = bare.toLowerCase();
    const next = words[i + 2]?.replace(/[^\w']/g, '');
    const swap = (to: string) => (words[i] = w.replace(bare, /^[A-Z]/.test(bare) ? to.charAt(0).toUpperCase() + to.slice(1) : to));
    if (agreeNext && !ADVERB.test(lower)) {
      agreeNext = false;
      if (bare) swap(agree(bare));
      continue;
    }
    // A name is a person's unless it follows "to", "in", "at"…: "went to Filey" is a place.
    // "at Lake Windermere": a place's name runs on over its capitalised words, and over the
    // small words inside one ("the Camino de Santiago"). "the" before a capital names a thing or
    // a place, not a person.
    const place: boolean =
      /^(?:to|in|at|from|near|into|around|round|across|through|over|via|of|by|the)$/i.test(words[i - 2] ?? '') ||
      (inPlace && /^[A-Z]/.test(bare));
    const joinsName: boolean = inPlace && /^(?:de|del|la|le|du|von|van|y|upon|on|under)$/.test(bare) && /^[A-Z]/.test(next ?? '');
    inPlace = (place && /^[A-Z]/.test(bare)) || joinsName;
    if (joinsName) continue;
    // An answer about "they" that opens with "him" speaks of the recipient: "him buying the bacon rolls again".
    if (i === 0 && lower === 'him') {
      swap('you');
      continue;
    }
    if (KIN.test(lower) || (i > 0 && /^[A-Z][a-z]+$/.test(bare) && bare !== 'I' && !place && !WHEN.test(bare))) other = true;
    if (other) continue;
    if (lower === 'he' || lower === 'she') {
      swap('you');
      agreeNext = true;
    } else if (lower === "he's" || lower === "she's") swap(contracted(next));
    else if (lower === 'his') swap('your');
    // "our Sunday roasts at hers": their home, told to them.
    else if (lower === 'hers') swap('yours');
    // "having her round the corner", "taking her out": "her" before a particle that takes no noun of its own is the person.
    else if (lower === 'her')
      // "rang her that night", "wished her the best": a determiner after "her" opens a phrase of its own, so "her" is the person.
      swap(
        !next || STOP.test(next) || DETERMINER.test(next) || particle(next, words[i + 4]) || GIVING.test(words[i - 2] ?? '')
          ? 'you'
          : 'your',
      );
    else if (lower === 'himself' || lower === 'herself' || lower === 'themselves' || lower === 'themself') swap('yourself');
    // The form asks about the recipient as "they": "their driving test", "while they rest".
    else if (THEY_TO_YOU[lower]) swap(THEY_TO_YOU[lower]);
  }
  return words.join('');
}

const OBJECT_PRONOUN = /\b(him|her)\b(?=\s*(?:$|[.,;!?]|(?:to|back|for|with|at|in|on|out|home|round|over|up|again|through|off)\b))/gi;

/**
 * In the sender's own words on a card to one person, "him" or "her" as an object is that person
 * ("having him back in midfield", "driving her to physio"), unless the words name someone else
 * first ("taking Mum to see her sister"): told as "you".
 */
export function objectsToYou(text: string): string {
  return text.replace(OBJECT_PRONOUN, (pronoun: string, _: string, at: number) => {
    const before = text.slice(0, at).split(/\s+/).slice(1);
    const named = before.some((w) => /^[A-Z][a-z]/.test(w) || KIN.test(w.replace(/[^a-z]/gi, '')));
    return named ? pronoun : 'you';
  });
}
