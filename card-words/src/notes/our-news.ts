import nlp from 'compromise';
import { tidyTyping } from '../answers/answer-typing.js';
import { longestSharedRun } from '../word-overlap.js';
import type { Draft } from './fact.js';
import { cuesOf, tidy } from './phrasing.js';

/** "Our big news is that…", "my news this year:": what follows is the senders' own news. */
const ANNOUNCED =
  /\b(?:our|my)\s+(?:(?:big|main|biggest|own|exciting|other)\s+)?news\b(?:\s+this\s+year)?\s*(?:is|was|:|-)?\s*(?:that\s+)?/i;
/** Where one piece of news ends and the next begins ("Chidi graduated and we finally got a dog"), never before a name said of the last ("a dog, Pepper"). */
const NEXT = /\s*,?\s+and\s+|,\s+(?!\S+\s*$)(?![A-Z][a-z]+\s*(?:,|$))/;
/** A pet got is a pet they have: "we finally got a dog, Pepper" → "we finally have a dog, Pepper". */
const GOT_A_PET =
  /\bgot\s+(?=(?:a|an|our|my)\s+(?:new\s+|little\s+|rescue\s+)?(?:dog|puppy|cat|kitten|rabbit|bunny|tortoise|hamster|guinea pig)s?\b)/i;
/** Participles compromise gives in American ("gotten") or not at all. */
const PARTICIPLES: Record<string, string> = {
  got: 'got',
  went: 'been',
  did: 'done',
  saw: 'seen',
  took: 'taken',
  began: 'begun',
  ran: 'run',
  wrote: 'written',
  came: 'come',
  became: 'become',
  gave: 'given',
  grew: 'grown',
  flew: 'flown',
  swam: 'swum',
  rode: 'ridden',
};

/**
 * News is told as it stands now: "Pete retired" → "Pete has retired", "we moved to Leeds" →
 * "we've moved to Leeds", "we finally moved" → "we've finally moved".
 */
function asNews(piece: string): string {
  const forms = nlp(piece).verbs().conjugate()[0] as { PastTense?: string; Participle?: string } | undefined;
  const words = piece.split(' ');
  const at = words.findIndex((w) => w.toLowerCase() === forms?.PastTense);
  if (!forms?.PastTense || at < 1) return piece;
  let from = at;
  while (from > 1 && /^(?:just|finally|also|\w+ly)$/i.test(words[from - 1]!)) from--;
  const subject = words.slice(0, from).join(' ');
  const many = /^(?:we|i|they|you)$/i.test(subject) || /\band\b/i.test(subject);
  const participle =
    PARTICIPLES[forms.PastTense] ?? (forms.Participle && forms.Participle !== 'gotten' ? forms.Participle : forms.PastTense);
  const aux = /^(?:we|i)$/i.test(subject) ? `${subject}'ve` : `${subject} ${many ? 'have' : 'has'}`;
  return [aux, ...words.slice(from, at), participle, ...words.slice(at + 1)].join(' ');
}

/** A run of the notes' words the card may repeat: one fewer than the checker allows, for the words around it. */
const COPIED = 5;
const MOST_WORDS = 8;

/**
 * The senders' own news, told as theirs: "our big news is that Chidi graduated and we finally got
 * a dog, Pepper" → "Chidi graduated, and we finally have a dog, Pepper". Each piece in the
 * customer's words, tidied; a piece too long to say whole is left out, never cut short.
 */
export function ourNews(notes: string, clause: string): Draft | undefined {
  const m = ANNOUNCED.exec(clause);
  if (!m) return undefined;
  const pieces = clause
    .slice(m.index + m[0].length)
    .split(NEXT)
    // Typed as people type: "leeds", "i" and "hes" take their capitals and apostrophes, as an answer's do.
    .map((p) => asNews(tidyTyping(tidy(p.replace(GOT_A_PET, 'have ')))))
    .filter((p) => p && p.split(' ').length <= MOST_WORDS)
    .map((p) => (/^(?:we|I|our|my|the|a|an)\b/.test(p) ? p : p.charAt(0).toUpperCase() + p.slice(1)));
  // Pieces joined as long as the card would not repeat the notes' own run of words.
  const told = pieces
    .filter((p) => longestSharedRun(notes, p).length <= COPIED)
    .reduce((said, p, i, all) => {
      const next = !said ? p : `${said}${i === all.length - 1 ? ', and' : ','} ${p}`;
      return longestSharedRun(notes, next).length <= COPIED ? next : said;
    }, '');
  return told ? { kind: 'our-news', phrase: told, owner: 'sender', time: 'now', cues: cuesOf(told) } : undefined;
}
