import type { CardBrief, CardWords } from './card-brief.js';
import { FACT_KINDS, readNotes, type Fact, type FactKind, type NotesReading } from './notes-reader.js';
import { partyOf, signedAs, type Party } from './party-grammar.js';
import { isCoupleOccasion, isSolemnOccasion, linesFor } from './phrases.js';
import { bondOf, bondProblems, type Bond } from './relationship.js';
import { doubledPhrases, LONG_WORD, LONG_WORD_TIMES, MAX_WISHES, overusedWords, stutters } from './said-once.js';
import { seriousNotes } from './answers/serious-notes.js';
import { readAnswers } from './answers/answered.js';
import { ordinal } from './answers/answer-grammar.js';
import { tidyTyping, withoutAsides } from './answers/answer-typing.js';
import { clichesIn } from './cliches.js';
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
  maxWishes: MAX_WISHES,
  /** No word of six letters or more three times in one card. */
  longWord: LONG_WORD,
  longWordTimes: LONG_WORD_TIMES,
} as const;

/** What a card's words are checked against. */
export type WordsBrief = Omit<CardBrief, 'persona'>;

export interface WordsCheck {
  notesCopied: { longestRun: number; words: string; postscript: boolean; ok: boolean };
  detailsUsed: { used: string[]; suitable: number; ok: boolean };
  pronouns: { sender: Party['count']; recipient: Party['count']; problems: string[]; ok: boolean };
  solemn: { applies: boolean; problems: string[]; ok: boolean };
  distinct: { maxOverlap: number; sameOpening: boolean; sameSignOff: boolean; ok: boolean };
  /** Sentence starts a card stutters on: the same two words starting two sentences in a row, or three sentences. */
  flow: { repeated: string[]; ok: boolean };
  /** Said once: long words said three times, runs of words said twice. */
  repetition: { overused: string[]; doubled: string[]; ok: boolean };
  /** One register per occasion: a thank-you thanks, a get-well card wishes recovery; they never mix. */
  register: { problems: string[]; ok: boolean };
  /** Who writes to whom, and what that relationship never says. */
  relationship: { relationship?: string; source: Bond['source']; problems: string[]; ok: boolean };
  /** Worn-out phrases a card never says ("in a better place", "time heals"). */
  cliches: { found: string[]; ok: boolean };
  /** Facts in their time: past events told as memories, plans as wishes, a late loved one's pastime never wished on the reader. */
  tense: { problems: string[]; ok: boolean };
  /** Every rule kept. */
  ok: boolean;
  /** The rules broken, in plain words: the guard asks a writer again with these. */
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
const GENTLE_KINDS = new Set<FactKind>(
  FACT_KINDS.filter((k) => !['our-news', 'new-job', 'engagement', 'achievement', 'loss', 'illness'].includes(k)),
);

const RECOVERY_WISH =
  /\b(get well|get better|recover\w*|feel(?:ing)? better|strength|strong(?:er)?|heal\w*|mend\w*|on your feet|poorly)\b/gi;
const THANKS = /\b(thank(?:s| you)|grateful|gratitude)\b/gi;
const WISH = /^(may\b|(?:i|we) hope\b|here's to\b|wishing\b|good luck\b|enjoy\b|(?:i|we) can't wait\b|let\b)/;
const MEMORY = /\b(remember\w*|still smile|memor(?:y|ies)|recall|think back|still think)\b/;

/** The sentences of a text, each as its words. */
const sentenceWords = (text: string) => (text.match(/[^.!?;:\n]+[.!?;:]*/g) ?? []).map((x) => wordsOf(x)).filter((w) => w.length > 1);

/** Where a fact used in a card is told in the wrong time: a past event wished for, a plan remembered, a late loved one's pastime wished on the reader. */
export function tenseProblems(text: string, facts: readonly Fact[]): string[] {
  const out: string[] = [];
  const sentences = sentenceWords(text);
  for (const f of facts) {
    const cues = f.cues.filter((c) => c.length > 2);
    for (const w of sentences.filter((sw) => cues.some((c) => c.split(' ').every((x) => sw.includes(x))))) {
      const line = w.join(' ');
      const again = /\b(more|again|like)\b/.test(line);
      if (f.owner === 'late' && WISH.test(line) && !MEMORY.test(line))
        out.push(`“${f.phrase}” was a late loved one's, but the card wishes it on the reader`);
      // Only an event that is over is wrong as a wish (a move in the past still makes a home to wish well).
      else if (f.time === 'past' && (f.kind === 'memory' || f.kind === 'place') && WISH.test(line) && !again && !MEMORY.test(line))
        out.push(`“${f.phrase}” is in the past, but the card tells it as a wish`);
      else if (f.time === 'future' && MEMORY.test(line)) out.push(`“${f.phrase}” is still to come, but the card remembers it`);
    }
  }
  return [...new Set(out)];
}

/** Whether a card must be gentle: a sympathy occasion, sad news in the notes, or an answer that takes the jokes away (a recovery not expected, a leaving not chosen). */
export function isGentle(brief: Pick<WordsBrief, 'occasion' | 'answers'> & { details?: string }, reading: NotesReading): boolean {
  const mood = brief.answers?.length ? readAnswers(brief.occasion, brief.answers, brief.details).mood : undefined;
  return isSolemnOccasion(brief.occasion) || !!reading.loss || !!reading.illness || !!mood || seriousNotes(brief.details);
}

/**
 * Kinds of a fact the card's lines can tell when it is the sender's own ("I", or "we" from a
 * household or a group): a thanks, a memory, and the news they announce as theirs ("our big
 * news is…", told "As for us, …"). Every other kind's lines congratulate or ask
 * after the recipient ("Well done on the loft conversion"), which would hand them the
 * senders' own news.
 */
const SENDERS_OWN = new Set<FactKind>(['kindness', 'memory', 'our-news']);

/**
 * Whether the card can tell a fact as its owner's. "We" is the sender and the recipient
 * together only between two people; from a household or a group, or to many, it is the
 * senders alone, and of theirs only a thanks is told ("looking after us"): a memory of "ours"
 * is the senders' own too, and a card to many cannot tell it as shared.
 */
function toldAsItsOwners(f: Fact, brief: { sender_name?: string; recipient_name?: string }): boolean {
  const many = partyOf(brief.sender_name ?? '').plural || partyOf(brief.recipient_name ?? '').plural;
  if (f.owner === 'shared' && many) return f.kind === 'kindness';
  if (f.owner === 'sender') return SENDERS_OWN.has(f.kind);
  return true;
}

/** The facts that suit the card: all of them for a happy card, the comforting ones for a gentle one, each told as its owner's. */
export function suitableFacts(
  brief: Pick<WordsBrief, 'occasion'> & { sender_name?: string; recipient_name?: string },
  reading: NotesReading,
): Fact[] {
  const gentle = isGentle(brief, reading);
  const solemn = isSolemnOccasion(brief.occasion);
  // In get-well notes a place is usually where it happened ("broke his leg skiing in France"),
  // not where the person is now, so a get-well card does not send its love "all the way to" it.
  const recovering = linesFor(brief.occasion).register === 'recover';
  // A kindness read from the notes is told as thanks ("Thank you for …"), which only a thank-you
  // card says: on a birthday or a leaving card the same clause is news or feeling the reader
  // cannot place ("obsessed with his sourdough starter", "gutted but happy for her").
  const thanking = linesFor(brief.occasion).register === 'thanks';
  return (
    reading.facts
      .filter((f) => toldAsItsOwners(f, brief))
      .filter((f) => thanking || f.kind !== 'kindness')
      .filter((f) => !(recovering && f.kind === 'place'))
      // An injury or an operation is a get-well card's to tell; another card leaves it out.
      .filter((f) => recovering || (f.kind !== 'injury' && f.kind !== 'recovery'))
      .filter(
        (f) =>
          !gentle || (GENTLE_KINDS.has(f.kind) && !(solemn && (f.kind === 'milestone' || f.kind === 'baby' || f.kind === 'retirement'))),
      )
  );
}

type Parts = { salutation: string; opening: string; signOff: string; body: string };

/** The parts of an inside message: salutation, opening words, sign-off line, body. */
export function partsOf(inside: string, sender: string): Parts {
  const lines = inside
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const first = lines[0] ?? '';
  const hasSalutation = /[,!]$/.test(first) && first.split(/\s+/).length <= 8;
  const bodyStart = hasSalutation ? 1 : 0;
  const last = lines.at(-1) ?? '';
  // Signed as typed ("Ellie x"), or as the offline writer signs it ("Ellie").
  const signedByName = !!sender.trim() && (last === sender.trim() || last === signedAs(sender));
  const signOffIndex = signedByName ? lines.length - 2 : lines.length - 1;
  const signOff = (lines[signOffIndex] ?? '').replace(/,$/, '');
  const body = lines.slice(bodyStart, Math.max(bodyStart, signOffIndex)).join(' ');
  // The first six words: two options that begin alike ("Happy birthday! I hope today…") open the same.
  const opening = wordsOf(body).slice(0, 6).join(' ');
  return { salutation: hasSalutation ? first : '', opening, signOff, body };
}

const found = (re: RegExp, text: string) => [...new Set((text.match(re) ?? []).map((m) => m.toLowerCase()))];
const plain = (s: string) => s.replace(/[‘’]/g, "'");

/**
 * The text without the sentences that carry the sender's answers ("the time we camped", "our
 * new puppy", "teaching me to ride a bike"): their pronouns are the sender's words, not the
 * writer's to agree.
 */
function withoutOwnWords(text: string, brief: WordsBrief): string {
  const answers = (brief.answers ?? []).map((a) => [...contentWords(a.text, [])]).filter((w) => w.length);
  if (!answers.length) return text;
  const theirs = (sentence: string) => {
    const words = contentWords(sentence, []);
    return answers.some((a) => a.filter((w) => words.has(w)).length * 2 >= a.length);
  };
  return (text.match(/[^.!?\n]+[.!?]*\n?/g) ?? [text]).filter((sentence) => !theirs(sentence)).join(' ');
}

/**
 * The customer's answers as the card says them: the sentence each finishes (its question, "They're
 * ready because…"), their words as typed and as tidied ("hes" → "he's"), and a number as the age it
 * is ("80" → "80th"). Options share them by design (the most specific answer is in two or more), so
 * they are left out when options are compared: overlap measures the writing around them.
 */
function answerWords(brief: WordsBrief): string[] {
  return (brief.answers ?? []).flatMap((a) => [a.question, a.text, tidyTyping(a.text), a.text.replace(/\b(\d+)\b/g, (n) => ordinal(n))]);
}

/** The answers given that a card uses: at least half of an answer's content words are in it. */
function answersIn(brief: WordsBrief, cardWords: ReadonlySet<string>): { used: string[]; given: number } {
  const given = (brief.answers ?? []).filter((a) => !/^(?:yes|no)\b/i.test(a.text.trim()));
  const used = given.filter((a) => {
    // An aside the sender typed in brackets ("(esp the roses)") is theirs to us: a card that leaves it out still uses the answer.
    const words = [...contentWords(withoutAsides(a.text), [])];
    return words.length > 0 && words.filter((w) => cardWords.has(w)).length * 2 >= words.length;
  });
  return { used: used.map((a) => a.text), given: given.length };
}

/** Pronouns that agree with one sender or several, one recipient or several. */
function pronounCheck(brief: WordsBrief, all: string, bond: Bond): WordsCheck['pronouns'] {
  const sender = partyOf(brief.sender_name);
  const recipient = partyOf(brief.recipient_name);
  const problems: string[] = [];
  // A partner writes of the couple as "us" ("another year of us"): one sender, two people.
  const wrongSender = bond.relationship === 'partner' && !sender.plural ? [] : found(sender.plural ? SENDER_MANY : SENDER_ONE, all);
  if (wrongSender.length)
    problems.push(`${sender.plural ? 'several people send' : 'one person sends'} this card, but it says “${wrongSender.join('”, “')}”`);
  if (!isCoupleOccasion(brief.occasion)) {
    const wrongRecipient = found(recipient.plural ? RECIPIENT_MANY : RECIPIENT_ONE, all);
    if (wrongRecipient.length)
      problems.push(`the card is for ${recipient.plural ? 'several people' : 'one person'}, but it says “${wrongRecipient.join('”, “')}”`);
  }
  return { sender: sender.count, recipient: recipient.count, problems, ok: problems.length === 0 };
}

/** A gentle card: no exclamation marks, no jokes, nothing festive on a sympathy card, the sad news never restated. */
function solemnCheck(brief: WordsBrief, reading: NotesReading, all: string): WordsCheck['solemn'] {
  const gentle = isGentle(brief, reading);
  const problems: string[] = [];
  if (gentle) {
    if (all.includes('!')) problems.push('a gentle card has an exclamation mark');
    // "He always had a joke ready" is the sender's memory of him, not a joke the card makes.
    const jokes = found(JOKES, withoutOwnWords(all, brief));
    if (jokes.length) problems.push(`a gentle card jokes (“${jokes.join('”, “')}”)`);
    if (isSolemnOccasion(brief.occasion)) {
      const festive = found(FESTIVITY, all);
      if (festive.length) problems.push(`a sympathy card sounds festive (“${festive.join('”, “')}”)`);
    }
  }
  if (reading.loss || reading.illness) {
    const lower = ` ${wordsOf(all).join(' ')} `;
    const restated = reading.sensitiveWords.filter((w) => lower.includes(` ${w.toLowerCase()} `));
    if (restated.length) problems.push(`the card restates the sad news (“${restated.join('”, “')}”) instead of alluding to it`);
  }
  return { applies: gentle, problems, ok: problems.length === 0 };
}

/**
 * How far an option's message (between the salutation and the sign-off: "Dear" and "With love"
 * are compared on their own) is from the card's other options, leaving out the words every
 * option shares by design.
 */
function distinctCheck(
  mine: Parts,
  others: readonly CardWords[],
  sender: string,
  shared: readonly string[],
): WordsCheck['distinct'] & { tooLike: boolean } {
  // Read only when there is another option to compare with (reading is most of a check's cost).
  const myWords = others.length ? contentWords(mine.body, shared) : new Set<string>();
  let maxOverlap = 0;
  let sameOpening = false;
  let sameSignOff = false;
  for (const other of others) {
    const theirs = partsOf(plain(other.inside), sender);
    maxOverlap = Math.max(maxOverlap, jaccard(myWords, contentWords(theirs.body, shared)));
    sameOpening ||= !!mine.opening && mine.opening.toLowerCase() === theirs.opening.toLowerCase();
    sameSignOff ||= !!mine.signOff && mine.signOff.toLowerCase() === theirs.signOff.toLowerCase();
  }
  return {
    maxOverlap: Math.round(maxOverlap * 100) / 100,
    sameOpening,
    sameSignOff,
    ok: maxOverlap <= WORD_RULES.maxOverlap && !sameOpening && !sameSignOff,
    // Judged before rounding: the rounded figure is for reading.
    tooLike: maxOverlap > WORD_RULES.maxOverlap,
  };
}

/** A thank-you card that wishes recovery, a get-well card that thanks. */
function registerProblems(brief: WordsBrief, body: string): string[] {
  const problems: string[] = [];
  const register = linesFor(brief.occasion).register;
  const wishes = found(RECOVERY_WISH, body);
  if (register === 'thanks' && wishes.length) problems.push(`a thank-you card wishes recovery (“${wishes.join('”, “')}”)`);
  const thanks = found(THANKS, body);
  if (register === 'recover' && thanks.length) problems.push(`a get-well card thanks (“${thanks.join('”, “')}”)`);
  return problems;
}

/** Every check's problems, in plain English, in the order an editor would read them; `tooLike`: the words overlap another option's too much. */
function problemsOf(check: Omit<WordsCheck, 'ok' | 'problems'>, tooLike: boolean): string[] {
  const { notesCopied, detailsUsed, flow, repetition, distinct } = check;
  const problems: string[] = [];
  if (notesCopied.postscript) problems.push('the notes are added as a P.S.');
  if (!detailsUsed.ok) problems.push('the card uses none of the details in the notes');
  problems.push(...flow.repeated.map((r) => `sentences stutter (“${r}”)`));
  problems.push(...repetition.overused.map((w) => `“${w}” is said ${LONG_WORD_TIMES} times or more`));
  problems.push(...repetition.doubled.map((d) => `“${d}” is said twice`));
  problems.push(...check.register.problems, ...check.relationship.problems, ...check.tense.problems);
  problems.push(...check.cliches.found.map((c) => `the card says a cliché (“${c}”)`));
  if (notesCopied.longestRun > WORD_RULES.maxSharedRun)
    problems.push(`the card copies ${notesCopied.longestRun} words in a row from the notes (“${notesCopied.words}”)`);
  problems.push(...check.pronouns.problems, ...check.solemn.problems);
  if (tooLike) problems.push(`the words are too like another option of the card (overlap ${distinct.maxOverlap})`);
  if (distinct.sameOpening) problems.push('the card opens like another option of the card');
  if (distinct.sameSignOff) problems.push('the card signs off like another option of the card');
  return problems;
}

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
  // The names, the occasion, the notes and the facts read from them are the card's subject,
  // shared by every option by design; overlap measures the writing around them.
  const shared = [
    brief.sender_name,
    brief.recipient_name,
    brief.details,
    brief.occasion.name,
    ...reading.facts.map((f) => f.phrase),
    ...(reading.loss ? [reading.loss.phrase] : []),
    ...answerWords(brief),
  ];

  const run = longestSharedRun(brief.details, all);
  const postscript = /(^|\n)\s*p\.?\s*s\b/i.test(inside);
  const notesCopied = { longestRun: run.length, words: run.words, postscript, ok: run.length <= WORD_RULES.maxSharedRun && !postscript };

  const cardWords = new Set(wordsOf(all));
  // A late loved one remembered by name counts as a detail of a sympathy card.
  const remembered = reading.loss?.name && isSolemnOccasion(brief.occasion) ? [reading.loss] : [];
  const suitable = [...suitableFacts(brief, reading), ...remembered];
  const usedFacts = suitable.filter((f) => f.cues.some((c) => c.split(' ').every((w) => cardWords.has(w))));
  const used = usedFacts.map((f) => f.phrase);
  // Answers make the card when there are any: it must use one of them; the notes are only read for what they plainly say.
  const answersUsed = brief.answers?.length ? answersIn(brief, contentWords(all)) : undefined;
  const detailsUsed = answersUsed
    ? { used: answersUsed.used, suitable: answersUsed.given, ok: answersUsed.given === 0 || answersUsed.used.length > 0 }
    : { used, suitable: suitable.length, ok: suitable.length === 0 || used.length > 0 };

  const bond = bondOf(brief);
  const mine = partsOf(inside, brief.sender_name);
  const repeated = stutters([mine.body]);
  // The inside is what is read as one text; the front greeting is the card's title, said apart.
  const names = [brief.sender_name, brief.recipient_name, ...(reading.loss?.name ? [reading.loss.name] : [])];
  const overused = overusedWords(inside, names);
  const doubled = doubledPhrases(inside, names);
  const register = registerProblems(brief, mine.body);
  // The customer's own words are theirs to say ("got promoted at work" on a friend's card).
  const relationship = bondProblems(withoutOwnWords(all, brief), bond);
  const tense = tenseProblems(mine.body, usedFacts);
  const cliches = clichesIn(all);
  const { tooLike, ...distinct } = distinctCheck(mine, others, brief.sender_name, shared);
  const check = {
    notesCopied,
    detailsUsed,
    pronouns: pronounCheck(brief, withoutOwnWords(all, brief), bond),
    solemn: solemnCheck(brief, reading, all),
    distinct,
    flow: { repeated, ok: repeated.length === 0 },
    repetition: { overused, doubled, ok: !overused.length && !doubled.length },
    register: { problems: register, ok: !register.length },
    relationship: { relationship: bond.relationship, source: bond.source, problems: relationship, ok: !relationship.length },
    tense: { problems: tense, ok: !tense.length },
    cliches: { found: cliches, ok: !cliches.length },
  };
  const problems = problemsOf(check, tooLike);
  return { ...check, ok: problems.length === 0, problems };
}
