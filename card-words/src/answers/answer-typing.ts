import dictionary from 'dictionary-en-gb';
import nspell from 'nspell';
import nlp from 'compromise';
import { remembered } from '../remembered.js';

/**
 * The customer's typing tidied without changing their words, so nothing is printed as typed
 * on a phone: a lone "i" made "I", text-speak spelt out ("ur" → "your", "bc" → "because"),
 * laughs and kisses left out ("lol", "xx"), apostrophes put back ("hes" → "he's"), "!!" made
 * one, an obvious misspelling corrected to the en-GB dictionary's suggestion when it has exactly
 * one ("finaly" → "finally"), and the names of people, places, months and firms given their
 * capitals ("london", "lake windermere", "max", "since may", "the bbc", "mum" used as a name).
 */
const TEXT_SPEAK: Record<string, string> = {
  ur: 'your',
  u: 'you',
  tho: 'though',
  thx: 'thanks',
  pls: 'please',
  plz: 'please',
  coz: 'because',
  cos: 'because',
  cuz: 'because',
  bc: 'because',
  bcos: 'because',
  gr8: 'great',
  b4: 'before',
  luv: 'love',
  abt: 'about',
  ppl: 'people',
  thru: 'through',
  nite: 'night',
  tmrw: 'tomorrow',
  bday: 'birthday',
  xmas: 'Christmas',
  yrs: 'years',
  yr: 'year',
  esp: 'especially',
  mon: 'Monday',
  tues: 'Tuesday',
  weds: 'Wednesday',
  thurs: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  jan: 'January',
  feb: 'February',
  aug: 'August',
  sept: 'September',
  oct: 'October',
  nov: 'November',
  dec: 'December',
  gcse: 'GCSE',
  gcses: 'GCSEs',
  hrs: 'hours',
  gonna: 'going to',
  wanna: 'want to',
  n: 'and',
};

/** Contractions typed without their apostrophe: never a word of their own on a card. */
const APOSTROPHE: Record<string, string> = Object.fromEntries(
  [
    "he's",
    "she's",
    "they're",
    "you're",
    "what's",
    "that's",
    "there's",
    "here's",
    "don't",
    "didn't",
    "doesn't",
    "can't",
    "won't",
    "isn't",
    "wasn't",
    "aren't",
    "weren't",
    "haven't",
    "hasn't",
    "couldn't",
    "wouldn't",
    "shouldn't",
    "I've",
    "I'm",
    "you've",
    "they've",
    "we've",
    "you'll",
    "they'll",
    "something's",
    "everything's",
    "nothing's",
    "could've",
    "would've",
    "should've",
  ].map((c) => [c.replace("'", '').toLowerCase(), c]),
);

/** Laughs, kisses and smileys: how people sign a text, never a card's words. */
const NOISE = /(?:^|\s+)(?:lol|lmao|lmfao|rofl|haha+|hehe+|omg|:-?\)|:-?d|;-?\))(?=$|\s|[.,!?;:])|\s+x{1,5}\s*$/gi;

let speller: ReturnType<typeof nspell> | undefined;
// The dictionary's files are bytes; nspell's types ask for Buffers, which are bytes too.
const spell = () => (speller ??= nspell({ aff: Buffer.from(dictionary.aff), dic: Buffer.from(dictionary.dic) }));

const upperFirst = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

/** "japan" is also a lacquer: a country or city compromise knows, typed in lower case, is the place. */
const PLACE = (word: string) => !/^(?:turkey|china|jersey|chile|guinea)$/.test(word) && nlp(upperFirst(word)).has('(#Country|#City)');

/** A first name compromise knows ("ellie", "alfie"); asked only of words the dictionary does not know ("pat", "grace" are words too). */
const FIRST_NAME = (word: string) => nlp(word).has('#FirstName');

const missedOne = (typed: string, word: string) => [...word].some((_, i) => word.slice(0, i) + word.slice(i + 1) === typed);

/** Family names used as names ("looking after mum") take a capital; "her mum", "ur mum" are a relation and keep none. */
const FAMILY = /^(?:mum|mam|mom|dad|nan|nana|nanna|nanny|gran|granny|grandma|grandad|granddad|grandpa|grampa)$/;
const BEFORE_RELATION =
  /^(?:my|your|his|her|our|their|the|a|an|ur|this|that|every|any|new|great|step|s|best|own|lovely|proud|brilliant|amazing)$/i;
/** Where a name follows: "since may", "to skegness", "at lake windermere". */
const MONTH_BEFORE = /^(?:since|in|until|till|by|from|of|next|last|early|late|mid|end|before|after|this)$/i;
const PREPOSITION = /^(?:to|at|in|from|near|around|round|into|of|by|via|through|visit|visiting|off)$/i;
const GEO = /^(?:lake|loch|mount|river|isle|port|st|saint|north|south|east|west|upper|lower|great|little|new)$/i;
const PET = /^(?:dog|cat|puppy|pup|kitten|hamster|rabbit|bunny|tortoise|pony|horse|parrot|budgie|pig|gerbil|ferret|called|named)$/i;
const NOT_A_PET_NAME = /^(?:food|flap|bed|lead|toy|toys|basket|hair|sitter|show|treats|house|door|walk|walks|too|as|is|and|who|that)$/i;

function tidyWord(word: string, before: string[], after: string | undefined): string {
  const lower = word.toLowerCase();
  const prev = before.at(-1) ?? '';
  if (word === 'i') return 'I';
  if (/^i'(?:m|ll|ve|d)$/.test(word)) return `I${word.slice(1)}`;
  if (TEXT_SPEAK[lower] && (lower !== 'n' || /^[a-z]/i.test(after ?? ''))) return TEXT_SPEAK[lower];
  if (APOSTROPHE[lower] && !/^(?:its|were|well|ill|id|shell|hell|wed|lets)$/.test(lower)) return APOSTROPHE[lower];
  if (!/^[a-z]{2,}$/.test(word)) return word;
  // "grandad" is the customer's spelling of their own family, never "corrected" to "granddad".
  if (FAMILY.test(word)) return BEFORE_RELATION.test(prev) ? word : upperFirst(word);
  if (lower === 'may' && MONTH_BEFORE.test(prev)) return 'May';
  // "her cat biscuit": the word after a pet is its name.
  if (PET.test(prev) && !NOT_A_PET_NAME.test(word) && (!after || /^(?:and|or|but|[,.;!?])$/.test(after))) return upperFirst(word);
  const known = spell().correct(word);
  if (word.length > 2 && PLACE(word)) return upperFirst(word);
  // "tom fell in", "and jack started school": a first name that is also a word, as the subject of a verb.
  if (
    known &&
    FIRST_NAME(word) &&
    /^(?:|and|with|&)$/.test(prev) &&
    after &&
    nlp(`${upperFirst(word)} ${after}`)
      .terms()
      .eq(1)
      .has('#Verb')
  )
    return upperFirst(word);
  if (known) return word;
  // "isla", "alfie": a first name the dictionary does not know as a word.
  if (FIRST_NAME(word)) return upperFirst(word);
  const capital = upperFirst(word);
  // "ipad", "bbc": a word the dictionary knows only in its own capitals.
  const cased = spell()
    .suggest(word)
    .filter((s) => s.toLowerCase() === lower);
  // Capitals only where the letters are said one by one ("BBC"): "de" is no "DE".
  if (cased.length === 1 && !(/^[A-Z]+$/.test(cased[0]!) && /[aeiouy]/i.test(word))) return cased[0]!;
  const apple = `i${upperFirst(word.slice(1))}`;
  if (word.startsWith('i') && spell().correct(apple)) return apple;
  if (spell().correct(capital)) return capital;
  // "bbc", "nhs", "gp": letters said one by one have no vowel; "de" of "pastéis de nata" is no acronym.
  if (word.length <= 4 && !/[aeiouy]/i.test(word) && nlp(word).has('#Acronym')) return word.toUpperCase();
  // "to skegness", "at lake windermere": a word the dictionary does not know, where a place goes, is a place.
  const back = [...before].reverse();
  const geo = back.findIndex((w) => !GEO.test(w));
  if (geo >= 0 && PREPOSITION.test(back[geo]!)) return capital;
  // A missed letter, the commonest slip: the one word the typing is one letter short of.
  const close = spell()
    .suggest(word)
    .filter((s) => s.length === word.length + 1 && missedOne(lower, s.toLowerCase()));
  return close.length === 1 ? close[0]! : word;
}

/**
 * "ur the best", "your so kind": before a word that follows a verb and never a possessive (an
 * article, "so", a gerund, an adjective standing alone) the "ur" or "your" is "you're".
 */
const YOU_ARE =
  /\b(?:ur|your|u r)\s+(?=(?:the|a|an|so|such|too|really|not|always|never|just|gonna|going|doing|getting|being)\b|(?:amazing|brilliant|welcome|right|kind|lovely|great|awesome|incredible|wonderful|ace|a star|a legend|ready|done|back|home|here|free)(?:\s*$|\s*[,.!?;]|\s+(?:and|to|for|at)\b))/gi;

/** Tidied once per answer: the checker asks again for every draft, and the dictionary's suggestions are slow. */
export const tidyTyping = remembered(500, (text: string) => text, tidyTypingAfresh);

/**
 * A bracketed aside ("lost his first tooth (tooth fairy left £1)", "a flat in Manchester
 * (finally!)") is the sender talking to us, never words a sentence can carry: it is left out.
 * Names in brackets ("the cats (Salt n Pepper)", "a puppy (Bruno)") are the thing's names, told
 * after a comma. An exclamation inside an answer is the sender's: the card's sentence has its own stop.
 */
export function withoutAsides(text: string): string {
  return text
    .replace(/\s*\(([^()]*)\)\s*/g, (m, inner: string, at: number) => {
      const end = at + m.length >= text.length;
      const names = inner.trim().replace(/\s+(?:n|and|&)\s+/g, ' ');
      return /^(?:[A-Z][\w'-]*\s*)+$/.test(names) ? `, ${inner.trim()}${end ? '' : ','} ` : ' ';
    })
    .replace(/!+/g, '')
    .replace(/\s+,/g, ',')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

function tidyTypingAfresh(text: string): string {
  const tokens = withoutAsides(text)
    .replace(NOISE, '')
    .replace(YOU_ARE, (m) => `${/^[A-Z]/.test(m) ? 'Y' : 'y'}ou're `)
    .replace(/\bb\/c\b/gi, 'because')
    .replace(/\bw\/(?=\s)/gi, 'with')
    .replace(/\beach others\b/gi, "each other's")
    // "every patients name": whose name, typed without its apostrophe.
    .replace(/\b(every|each)\s+(\w+?)s\s+(names?|birthdays?)\b/gi, "$1 $2's $3")
    .replace(/\b(everyone|everybody)s\s+(?=[a-z])/gi, "$1's ")
    // "his mums good looks": a relation's thing, typed without its apostrophe.
    .replace(/\b(his|her|their|your|my|our)\s+(mum|dad|nan|gran|wife|husband|sister|brother)s\s+(?=[a-z])/gi, "$1 $2's ")
    // "a sleepover at grandmas", "round nans for tea": where a person lives, typed without its apostrophe.
    .replace(/\b(at|to|from|round|over)\s+(grandma|grandad|granny|grandpa|gran|nan|nana|nanny|auntie|uncle)s\b/gi, "$1 $2's")
    // "on boxing day", "christmas eve": the days of the year are names.
    .replace(
      /\b(boxing|christmas|new year's|new years)\s+(day|eve)\b/gi,
      (_, d: string, w: string) =>
        `${d.replace(/\b\w/g, (c) => c.toUpperCase()).replace(/years$/i, "Year's")} ${w.charAt(0).toUpperCase()}${w.slice(1).toLowerCase()}`,
    )
    .replace(/([!?])\1+/g, '$1')
    .split(/(\s+|[(),.;:!?"])/);
  const words = (from: number, to: number) =>
    tokens
      .slice(from, to)
      .filter((t) => t.trim())
      .map((t) => t.toLowerCase());
  const out = tokens.map((w, i) => (/^[\w']+$/.test(w) ? tidyWord(w, words(0, i), words(i + 1, tokens.length)[0]) : w));
  // A place's words before its name take capitals with it: "lake windermere" → "Lake Windermere".
  for (let i = out.length - 1; i > 0; i--)
    if (/^[A-Z]/.test(out[i] ?? '') && /^\s+$/.test(out[i - 1] ?? '') && GEO.test(out[i - 2] ?? '') && out[i - 2] !== 'new')
      out[i - 2] = upperFirst(out[i - 2]!);
  return out.join('').trim();
}
