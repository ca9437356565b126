import { isCoupleOccasion, isSolemnOccasion, linesFor } from '../offline/message-library.js';
import type { CardWords } from '../text-generator.port.js';
import { readNotes, type Fact, type NotesReading } from './notes-facts.js';
import { partyOf, type Party } from './party-grammar.js';
import { contentWords, jaccard, longestSharedRun, wordsOf } from './word-overlap.js';

/**
 * The rules a card's words must keep, checked the one way everywhere: by the offline writer
 * choosing among its drafts, by the guard on the OpenAI writer's answers, by the tests and by
 * the `bench/card-quality` evaluation.
 */
export const WORD_RULES = {
  /** Six consecutive words shared with the notes is copying them. */
  maxSharedRun: 5,
  /** Jaccard similarity of content words between two options of one card. */
  maxOverlap: 0.3,
  /** Sentences opening with "May" in one card, verse included: more reads like a litany. */
  maxWishes: 3,
} as const;

/** What a card's words are checked against. */
export interface WordsBrief {
  occasion: { slug: string; name: string };
  recipient_name: string;
  sender_name: string;
  details: string;
}

export interface WordsCheck {
  notesCopied: { longestRun: number; words: string; postscript: boolean; ok: boolean };
  detailsUsed: { used: string[]; suitable: number; ok: boolean };
  pronouns: { sender: Party['count']; recipient: Party['count']; problems: string[]; ok: boolean };
  solemn: { applies: boolean; problems: string[]; ok: boolean };
  distinct: { maxOverlap: number; sameOpening: boolean; sameSignOff: boolean; ok: boolean };
  /** Sentence starts a card stutters on: the same two words starting two sentences in a row, or three sentences. */
  flow: { repeated: string[]; ok: boolean };
  /** Every rule, details included (the evaluation's pass). */
  ok: boolean;
  /** The rules an answer may never break, in plain words (the guard's pass: details are a quality, not a rule). */
  problems: string[];
}

const SENDER_ONE = /\b(we|us|ourselves|we're|we've|we'll|we'd)\b/gi;
const SENDER_MANY = /\b(i|me|my|mine|myself|i'm|i've|i'll|i'd)\b/gi;
// "You all" names a group only at the end of a phrase: "wishing you all the joy" is for one person.
const RECIPIENT_ONE = /\b(you both|both of you|you two|the two of you|you all(?=\s*[.,;:!?]|\s*$)|all of you|each of you|yourselves)\b/gi;
const RECIPIENT_MANY = /\byourself\b/gi;
const JOKES = /\b(joke|jokes|joking|jokey|haha|lol|hilarious|silly|banter|lovebirds?|pizza|snacks?)\b/gi;
const FESTIVITY = /\b(party|celebrat\w*|congratulat\w*|cake|hooray|yay|woohoo|cheers)\b/gi;

// Kinds a gentle card may weave in; news and milestones wait for a happier card.
const GENTLE_KINDS = new Set<Fact['kind']>([
  'kindness',
  'memory',
  'habit',
  'hobby',
  'pet',
  'family',
  'place',
  'recovery',
  'new-home',
  'baby',
  'retirement',
  'milestone',
]);

/** Whether a card must be gentle: a sympathy occasion, or sad news in the notes. */
export function isGentle(brief: Pick<WordsBrief, 'occasion'>, reading: NotesReading): boolean {
  return isSolemnOccasion(brief.occasion) || !!reading.loss || !!reading.illness;
}

/** The facts that suit the card: all of them for a happy card, the comforting ones for a gentle one. */
export function suitableFacts(brief: Pick<WordsBrief, 'occasion'>, reading: NotesReading): Fact[] {
  const gentle = isGentle(brief, reading);
  const solemn = isSolemnOccasion(brief.occasion);
  // In get-well notes a place is usually where it happened ("broke his leg skiing in France"),
  // not where the person is now, so a get-well card does not send its love "all the way to" it.
  const recovering = linesFor(brief.occasion).register === 'recover';
  return reading.facts
    .filter((f) => !(recovering && f.kind === 'place'))
    .filter(
      (f) => !gentle || (GENTLE_KINDS.has(f.kind) && !(solemn && (f.kind === 'milestone' || f.kind === 'baby' || f.kind === 'retirement'))),
    );
}

/** The parts of an inside message: salutation, opening words, sign-off line, body. */
export function partsOf(inside: string, sender: string): { salutation: string; opening: string; signOff: string; body: string } {
  const lines = inside
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const first = lines[0] ?? '';
  const hasSalutation = /[,!]$/.test(first) && first.split(/\s+/).length <= 8;
  const bodyStart = hasSalutation ? 1 : 0;
  const last = lines.at(-1) ?? '';
  const signedByName = !!sender.trim() && last === sender.trim();
  const signOffIndex = signedByName ? lines.length - 2 : lines.length - 1;
  const signOff = (lines[signOffIndex] ?? '').replace(/,$/, '');
  const body = lines.slice(bodyStart, Math.max(bodyStart, signOffIndex)).join(' ');
  // The first six words: two options that begin alike ("Happy birthday! I hope today…") open the same.
  const opening = wordsOf(body).slice(0, 6).join(' ');
  return { salutation: hasSalutation ? first : '', opening, signOff, body };
}

/**
 * Where a text stutters: two sentences in a row opening with the same two words ("We hope…
 * We hope…"), or three anywhere, or one sentence said twice. Blessings ("May the year… May the
 * light…") may follow each other, as verse does, but not three times.
 */
export function stutters(texts: readonly string[]): string[] {
  const sentences = texts
    .flatMap((t) => t.match(/[^.!?;:]+[.!?;:]*/g) ?? [])
    .map((x) => wordsOf(x))
    .filter((w) => w.length > 1);
  const starts = sentences.map((w) => w.slice(0, 2).join(' '));
  const out = starts.filter(
    (x, i) => (starts[i - 1] === x && !x.startsWith('may ')) || starts.slice(0, i).filter((y) => y === x).length >= 2,
  );
  // A wish may open a sentence or two ("May…"), but a card of four reads like a litany.
  if (sentences.filter((w) => w[0] === 'may').length > WORD_RULES.maxWishes) out.push('may');
  // The same sentence twice ("Get well soon. … Get well soon.") is a stutter too.
  const whole = sentences.map((w) => w.join(' '));
  out.push(...whole.filter((x, i) => whole.indexOf(x) !== i));
  return [...new Set(out)];
}

const found = (re: RegExp, text: string) => [...new Set((text.match(re) ?? []).map((m) => m.toLowerCase()))];
const plain = (s: string) => s.replace(/[‘’]/g, "'");

/**
 * Checks one option's words against the brief and against the other options of the card
 * (and the option's own previous words): notes copied, details used, pronoun agreement,
 * the gentle register, distinctness. Pass the notes' reading when it is already made.
 */
export function checkWords(
  words: CardWords,
  brief: WordsBrief,
  others: readonly CardWords[] = [],
  reading: NotesReading = readNotes(brief.details),
): WordsCheck {
  const inside = plain(words.inside);
  const all = `${plain(words.front)}\n${inside}`;
  const sender = partyOf(brief.sender_name);
  const recipient = partyOf(brief.recipient_name);
  // The names, the occasion, the notes and the facts read from them are the card's subject,
  // shared by every option by design; overlap measures the writing around them.
  const shared = [
    brief.sender_name,
    brief.recipient_name,
    brief.details,
    brief.occasion.name,
    ...reading.facts.map((f) => f.phrase),
    ...(reading.loss ? [reading.loss.phrase] : []),
  ];

  const run = longestSharedRun(brief.details, all);
  const postscript = /(^|\n)\s*p\.?\s*s\b/i.test(inside);
  const notesCopied = { longestRun: run.length, words: run.words, postscript, ok: run.length <= WORD_RULES.maxSharedRun && !postscript };

  const cardWords = new Set(wordsOf(all));
  const suitable = suitableFacts(brief, reading);
  const used = suitable.filter((f) => f.cues.some((c) => c.split(' ').every((w) => cardWords.has(w)))).map((f) => f.phrase);
  const detailsUsed = { used, suitable: suitable.length, ok: suitable.length === 0 || used.length > 0 };

  const pronounProblems: string[] = [];
  const wrongSender = found(sender.plural ? SENDER_MANY : SENDER_ONE, all);
  if (wrongSender.length)
    pronounProblems.push(
      `${sender.plural ? 'several people send' : 'one person sends'} this card, but it says “${wrongSender.join('”, “')}”`,
    );
  if (!isCoupleOccasion(brief.occasion)) {
    const wrongRecipient = found(recipient.plural ? RECIPIENT_MANY : RECIPIENT_ONE, all);
    if (wrongRecipient.length)
      pronounProblems.push(
        `the card is for ${recipient.plural ? 'several people' : 'one person'}, but it says “${wrongRecipient.join('”, “')}”`,
      );
  }
  const pronouns = { sender: sender.count, recipient: recipient.count, problems: pronounProblems, ok: pronounProblems.length === 0 };

  const gentle = isGentle(brief, reading);
  const solemnProblems: string[] = [];
  if (gentle) {
    if (all.includes('!')) solemnProblems.push('a gentle card has an exclamation mark');
    const jokes = found(JOKES, all);
    if (jokes.length) solemnProblems.push(`a gentle card jokes (“${jokes.join('”, “')}”)`);
    if (isSolemnOccasion(brief.occasion)) {
      const festive = found(FESTIVITY, all);
      if (festive.length) solemnProblems.push(`a sympathy card sounds festive (“${festive.join('”, “')}”)`);
    }
  }
  if (reading.loss || reading.illness) {
    const lower = ` ${wordsOf(all).join(' ')} `;
    const restated = reading.sensitiveWords.filter((w) => lower.includes(` ${w.toLowerCase()} `));
    if (restated.length) solemnProblems.push(`the card restates the sad news (“${restated.join('”, “')}”) instead of alluding to it`);
  }
  const solemn = { applies: gentle, problems: solemnProblems, ok: solemnProblems.length === 0 };

  const mine = partsOf(inside, brief.sender_name);
  // The message between the salutation and the sign-off: "Dear" and "With love" are compared on their own.
  const myWords = contentWords(mine.body, shared);
  let maxOverlap = 0;
  let sameOpening = false;
  let sameSignOff = false;
  for (const other of others) {
    const theirs = partsOf(plain(other.inside), brief.sender_name);
    maxOverlap = Math.max(maxOverlap, jaccard(myWords, contentWords(theirs.body, shared)));
    sameOpening ||= !!mine.opening && mine.opening.toLowerCase() === theirs.opening.toLowerCase();
    sameSignOff ||= !!mine.signOff && mine.signOff.toLowerCase() === theirs.signOff.toLowerCase();
  }
  const distinct = {
    maxOverlap: Math.round(maxOverlap * 100) / 100,
    sameOpening,
    sameSignOff,
    ok: maxOverlap <= WORD_RULES.maxOverlap && !sameOpening && !sameSignOff,
  };

  const repeated = stutters([mine.body]);
  const flow = { repeated, ok: repeated.length === 0 };

  const problems: string[] = [];
  if (postscript) problems.push('the notes are added as a P.S.');
  if (run.length > WORD_RULES.maxSharedRun) problems.push(`the card copies ${run.length} words in a row from the notes (“${run.words}”)`);
  problems.push(...pronounProblems, ...solemnProblems);
  if (maxOverlap > WORD_RULES.maxOverlap)
    problems.push(`the words are too like another option of the card (overlap ${distinct.maxOverlap})`);
  if (sameOpening) problems.push('the card opens like another option of the card');
  if (sameSignOff) problems.push('the card signs off like another option of the card');
  return { notesCopied, detailsUsed, pronouns, solemn, distinct, flow, ok: problems.length === 0 && detailsUsed.ok && flow.ok, problems };
}
