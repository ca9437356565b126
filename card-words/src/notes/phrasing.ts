import nlp from 'compromise';

/** The people the notes speak of, by their relation to the recipient or the sender. */
export const RELATIONS =
  'son|daughter|husband|wife|partner|mum|mother|dad|father|brother|sister|gran|granny|grandma|grandmother|grandad|granddad|grandpa|grandfather|nan|nana|uncle|aunt|auntie|friend|baby|dog|cat|boy|girl';
export const DATE_WORDS =
  /\b(last|this|next|every|each)\s+(year|month|week|summer|spring|autumn|winter|weekend|christmas|easter|january|february|march|april|may|june|july|august|september|october|november|december)\b|\b(in|on)\s+(january|february|march|april|may|june|july|august|september|october|november|december|\d{4})\b|\b(years ago|ago|recently|yesterday|today|soon)\b/gi;

export type Doc = ReturnType<typeof nlp>;
export type Found = { found: boolean; text(): string };

/** The text of a named capture group of a match ('' when it did not match). */
export function group(m: ReturnType<Doc['match']>, name: string): string {
  const g = m.groups(name) as unknown as Partial<Found> | undefined;
  return typeof g?.text === 'function' ? g.text() : '';
}

/** The value of the first number in a match, read by compromise ("ninety" and "90th" both count). */
export function numberIn(m: Found): number | undefined {
  if (!m.found) return undefined;
  const v = nlp(m.text()).numbers().get();
  const n = Array.isArray(v) ? v[0] : v;
  return typeof n === 'number' ? n : undefined;
}

export const words = (s: string) =>
  s
    .toLowerCase()
    .replace(/[‘’]/g, "'")
    .match(/[a-z0-9']+/g) ?? [];
export const STOP_CUES = new Set([
  'the',
  'a',
  'an',
  'our',
  'your',
  'her',
  'his',
  'their',
  'my',
  'at',
  'in',
  'on',
  'to',
  'of',
  'for',
  'and',
  'new',
  'with',
  'by',
  'days',
  'time',
  'together',
  'little',
  'me',
  'my',
  'us',
  'i',
  'all',
  'those',
  'after',
  'before',
  'that',
]);
export const cuesOf = (...parts: Array<string | undefined>) => [
  ...new Set(parts.flatMap((p) => words(p ?? '')).filter((w) => !STOP_CUES.has(w) && w.length > 1)),
];
export const tidy = (s: string) =>
  s
    .replace(
      /\b(?:a|an|\d+|a few|few|several|many|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty)?\s*(?:years?|months?|weeks?|days?)\s+ago\b/gi,
      '',
    )
    .replace(DATE_WORDS, '')
    .replace(/[.,;:!?]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(\s+(in|at|on|to|of|for|with|by|the|a|an|and|so|very))+$/i, '');
export const capped = (s: string, max = 5) => s.split(' ').slice(0, max).join(' ');

/** Past tenses a thank-you opens with that compromise may not conjugate on their own. */
export const IRREGULAR: Record<string, string> = {
  fed: 'feeding',
  taught: 'teaching',
  made: 'making',
  gave: 'giving',
  took: 'taking',
  kept: 'keeping',
  brought: 'bringing',
  held: 'holding',
  drove: 'driving',
  sent: 'sending',
  knitted: 'knitting',
  built: 'building',
  sat: 'sitting',
  stood: 'standing',
  lent: 'lending',
  found: 'finding',
  put: 'putting',
  ran: 'running',
  wrote: 'writing',
  sang: 'singing',
};

/** "fixed" → "fixing", conjugated in a sentence (compromise reads a lone "fixed" as an adjective). */
export function gerundOf(verb: string): string | undefined {
  const known = IRREGULAR[verb.toLowerCase()];
  if (known) return known;
  for (const text of [`they ${verb.toLowerCase()}`, `${verb.toLowerCase()} the thing`, verb.toLowerCase()]) {
    const g = (nlp(text).verbs().conjugate()[0] as { Gerund?: string } | undefined)?.Gerund;
    if (g && /^[a-z]+ing$/.test(g)) return g;
  }
  return undefined;
}

/** "her garden" → "the garden", "his grandchildren" → "the grandchildren": the notes speak of the recipient in the third person. */
export function neutralOwner(s: string): string {
  return s.replace(/^(her|his|their|my)\s+/i, 'the ').replace(/^(a|an)\s+/i, '');
}

/** The first prepositional phrase after a word: "at the bakery" of "job at the bakery on the high street". */
export function placeAfter(doc: Doc, head: string): string | undefined {
  const m = doc.match(`${head} [<pp>(at|with|in|for|to|into) #Determiner? #Adjective? (#Noun|#ProperNoun|#Place)+]`);
  if (!m.found) return undefined;
  // A comma ends the place: "a new job in Edinburgh, she made…" is "in Edinburgh".
  const pp = tidy(group(m, 'pp').split(/[,;:]/)[0]!).split(/\s+(?:on|at|in|with|near|by)\s+/i)[0]!;
  return pp.split(' ').length > 1 ? capped(pp, 4) : undefined;
}

/** A proper name as the notes write it: with its "the" when they give one ("Lake District" → "the Lake District"). */
export function withArticle(phrase: string, text: string): string {
  const m = /(?:^|\s)((?:[A-Z][a-z']+)(?: (?:of )?[A-Z][a-z']+)*)$/.exec(phrase);
  if (!m || phrase.length !== m[0].trim().length) return phrase;
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`\\bthe ${escaped}`, 'i').test(text) && !/^the /i.test(phrase) ? `the ${phrase}` : phrase;
}
