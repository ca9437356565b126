import nlp from 'compromise';
import type { CardAnswer } from '@cards/contracts';
import { jokesAllowed, moveOf, playbookFor, questionOf, yesNo, type AnswerOwner, type MoveName, type Playbook } from '../playbooks.js';
import { readNotes } from '../notes-reader.js';
import { remembered } from '../remembered.js';
import { ANSWER_LINES, type Mood } from './answer-lines.js';
import { objectsToYou, pronounsToYou } from './answer-pronouns.js';
import { tidyTyping } from './answer-typing.js';
import { formOf } from './answer-form.js';
import { askedSentence } from './answer-asked.js';
import { asGerunds, factOf, toldAs, type AnswerFact } from './answer-fact.js';
import { moodOfNotes, seriousNotes } from './serious-notes.js';
import { deceasedOf, ordinal, possessivesToYou, toInfinitive, toYou, withoutEcho, withoutSubject } from './answer-grammar.js';

/** One answer made ready for its sentence: its role, whose it is, the move it serves and its words in card form. */
export interface PlacedAnswer {
  role: string;
  owner: AnswerOwner;
  move?: MoveName;
  /** The customer's words as the sentence takes them ("you love your garden"). */
  text: string;
  /** The customer's words as typed: the checks look for them in the card. */
  raw: string;
  /** The frame set the answer goes into: usually its role's; "off_to_verb" for "They're off to start a new life". */
  frames: string;
  /** How much the answer says: the most specific one leads the card. */
  specificity: number;
  /** The answer read as a fact (who does what, when, or a thing), when its grammar could be read. */
  fact?: AnswerFact;
  /** The frame set of the fact's shape, for when none of the role's frames fits it ("fact.past"). */
  fallback?: string;
}

/** A card's answers, read: the ones that are placed, the most specific, the mood they set, and what they fill in. */
export interface Answered {
  playbook: Playbook;
  placed: PlacedAnswer[];
  top?: PlacedAnswer;
  mood?: Mood;
  jokes: boolean;
  /** Fills for the frames: `ref` (who a sympathy card remembers), `who`, `baby`, `ord`, `inf`. */
  vars: Record<string, string>;
  /** "no" when the sender did not know the person a sympathy card remembers. */
  knewDeceased?: 'yes' | 'no';
}

/** Roles whose answer is a clause about the recipient ("This year they…", "We appreciate how they…"): told to "you". */
const CLAUSES = new Set(['this_year', 'appreciate', 'plans', 'effort', 'detail', 'hope', 'strength']);
/** Answers that set a mood or open a gate, placed in no sentence of their own. */
const GATES = new Set(['recovery_expected', 'glad_to_retire', 'leaving_wanted', 'knew_deceased']);
/** Roles that anchor a card (the baby's name, who died): in the opening of the longer options. */
export const ANCHORS = new Set(['deceased_name', 'baby_name', 'age', 'partner_name', 'luck_for', 'achievement']);
/** Roles that carry the most: a memory, a thanks, a name or a love told in the sender's own words. */
/**
 * A setback in an answer ("failed his second-year exams", "after the redundancy"): a card that
 * celebrates never repeats it, however the sender framed it; it says softly that the road was
 * hard. Cards that comfort or thank may tell it as typed.
 */
const SETBACK =
  /\b(?:fail(?:ed|ing|s|ure)?|flunk\w*|resits?|re-sits?|retak(?:e|es|ing)|did(?:n't| not) pass|rejected|rejections?|dropped out|redundan\w*|sacked|fired|laid off|divorced?|miscarriage|bankrupt\w*)\b/i;
const TELLS_SETBACKS = new Set(['sympathy', 'get-well', 'thank-you', 'leaving', 'generic']);
const RICH = new Set(['memory', 'memory_of_deceased', 'thanks_for', 'interest', 'love_most', 'our_news', 'baby_name', 'will_miss']);

/** "they", "their", "them" told to the recipient; "he", "his", "her" left as typed. */
const theyToYou = (s: string) =>
  s
    .replace(/\bthey(?='re|'ve|'d|'ll)/gi, 'you')
    .replace(/\bthey\b/gi, 'you')
    .replace(/\btheirs\b/gi, 'yours')
    .replace(/\btheir\b/gi, 'your')
    .replace(/\bthem\b/gi, 'you');

/**
 * A thank-you is for what was done for someone else ("helping Oliver with his questions", "sang
 * to him"): the recipient is the "they" of its questions, and his or her is that other person's.
 */
const thankedText = (text: string, prompt: string) => theyToYou(withoutEcho(text, prompt).replace(/^(?:they|he|she)\s+/i, ''));

function cardText(role: string, owner: AnswerOwner, text: string, prompt: string): string {
  // "When they're better I look forward to… having him back in goal": the one looked forward to, right after the verb, is the recipient.
  const said =
    role === 'looking_forward'
      ? withoutEcho(text, prompt).replace(/^(\w+ing)\s+(?:him|her)\b(?!\s+(?:mum|dad|own)\b)/i, '$1 you')
      : withoutEcho(text, prompt);
  if (owner === 'recipient') return CLAUSES.has(role) || role === 'memory' ? toYou(said).replace(/^you /, '') : possessivesToYou(said);
  if (owner === 'recipient_you') return possessivesToYou(said);
  if (owner === 'couple')
    return said
      .replace(/\bthey're\b/gi, "you're")
      .replace(/\bthey\b/gi, 'you')
      .replace(/\btheir\b/gi, 'your')
      .replace(/\bthem\b/gi, 'you');
  // A memory with the couple a card is for: "their silver wedding party" is theirs, told to them.
  // "we went to Filey and he fell in": the "he" is the person the card is for.
  if (owner === 'shared') return pronounsToYou(said.replace(/^we\s+/i, '').replace(/\btheir\b/gi, 'your'));
  // "her mum always had biscuits out": the recipient's mum, told to the recipient.
  if (owner === 'deceased')
    return withoutSubject(said).replace(
      /^(?:his|her|their)\s+(?=(?:late\s+)?(?:mum|mother|dad|father|husband|wife|partner|son|daughter|brother|sister|gran|granny|grandma|grandad|grandpa|nan|nana|aunt|auntie|uncle)\b)/i,
      'your ',
    );
  if (role === 'will_miss' || role === 'help_offer') return possessivesToYou(said);
  // "When they're better I look forward to… him buying the bacon rolls again": the recipient, told to them.
  if (role === 'looking_forward') return possessivesToYou(said.replace(/^to\s+/i, ''));
  return said.replace(/^to\s+/i, '');
}

/** A bare verb's phrase, read as compromise reads it after "they" ("live near…", "start a new life"): a plan, not a place. */
const readsAsPlan = (text: string) => {
  const first = /^([a-z]+)\s+\S/i.exec(text)?.[1];
  return !!first && !/^(?:the|a|an|my|our|your|their|his|her)$/i.test(first) && nlp(`they ${first}`).terms().eq(1).has('#Infinitive');
};

/** How a move goes rather than where to: "in with her boyfriend", "back home", "closer to the grandchildren". */
const MOVE_WAY = /^(?:in|back|up|down|out|closer|nearer|abroad|away|home|over|across)\b/i;

/**
 * A place or a job told as theirs now: "a new job at the council" → "the new job at the council";
 * a thing typed without its article ("training contract in London") takes "the" (a place's name,
 * "Melbourne", and a plan, "start a new life", take none).
 */
function asTheirs(role: string, text: string): string {
  if (role !== 'off_to' && role !== 'moving_to') return text;
  // "They're moving to…" answered "in with her boyfriend in Leeds", "back home": the move, not a place; told whole.
  if (role === 'moving_to' && MOVE_WAY.test(text)) return `moving ${text}`;
  const s = text.replace(/^to\s+/i, '').replace(/^(?:a|an)\s+/i, 'the ');
  // "live near their grandchildren": a verb after "they", something they will do, never "the live near…".
  if (role === 'off_to' && readsAsPlan(s)) return s;
  return formOf(s) === 'noun' && /^[a-z]+\s+[a-z]/.test(s) && !/^(?:the|your|my|our|their|his|her|some|two|three)\b/i.test(s)
    ? `the ${s}`
    : s;
}

/**
 * An answer in card words, and the fact it states when its grammar can be read: a fact something
 * is done in is told through its verbs ("whistles" → "you … whistle"); a thing keeps its role's
 * own telling (a thank-you's "he" and "his" are the person helped: `third`).
 */
function answerWords(slug: string, { role, owner, typed, prompt }: { role: string; owner: AnswerOwner; typed: string; prompt: string }) {
  const third = slug === 'thank-you' && owner === 'recipient';
  const told = asTheirs(role, third ? thankedText(typed, prompt) : cardText(role, owner, typed, prompt));
  const read = readsAsFact(owner, role) ? factOf(withoutEcho(typed, prompt), owner) : undefined;
  // The sender's own news is told through its fact only where its shape has a sentence of its own
  // ("This year we moved to Devon"); else as typed after a colon ("Our news this year: …").
  // The sender's own news typed where a question asked about them ("This year they…" → "we got a puppy") is the sender's news.
  const news = read?.subject === 'sender' && owner !== 'sender' ? 'our_news' : role;
  const fact =
    read?.subject === 'sender' && !ownShaped(slug, news, read)
      ? undefined
      : // A memory of someone who died is a deed of theirs ("taught me to bake") or a thing or doing of theirs ("her
        // laugh", "singing in the kitchen"); "her mum always had biscuits out" is placed as before.
        read?.subject === 'other' && !read.clauses.length && !/^(?:noun|gerund)$/.test(formOf(read.thing ?? ''))
        ? undefined
        : read;
  const toldFact = fact?.clauses.length ? toldAs(fact, { third }) : fact?.then ? cardText(role, owner, fact.thing!, prompt) : told;
  // A shared memory's later "he" or "she" ("we played monopoly and he always let us win") is the one the card is for.
  const said = owner === 'shared' && fact ? pronounsToYou(toldFact) : toldFact;
  // Told as theirs only where a sentence of its shape takes it ("This year we got a puppy…").
  if (news !== role && fact) return { said, fact, third, news };
  // "They're ready because…" answered "has revised every evening": a reason needs its subject ("you have revised…").
  if (role === 'strength' && /^(?:predicate|bare)$/.test(formOf(said))) return { said: `you ${said}`, fact, third };
  return { said: thanksFor(role, owner, said, third), fact, third };
}

/**
 * What a thanks is for, typed as a deed ("Thank you for…" answered "drove me to the airport at
 * five"), which "Thank you for {a}" cannot take: read as a fact and told with its verbs as
 * gerunds ("driving me to the airport at five"); a thing or a gerund is kept as typed.
 */
function thanksFor(role: string, owner: AnswerOwner, said: string, third: boolean): string {
  if (role !== 'thanks_for' || !/^(?:predicate|bare)$/.test(formOf(said))) return said;
  const deed = factOf(said, owner);
  return (deed && asGerunds(deed, { third })) ?? said;
}

/** Whose answers are read as facts: the recipient's, the couple's, and what the sender and recipient share. */
const FACT_OWNERS = new Set<AnswerOwner>(['recipient', 'recipient_you', 'couple', 'shared']);
/**
 * Answers owned by the sender or by someone who died that are read as facts: the sender's news
 * ("Our news this year…"), which stays theirs, and a memory of the one who died ("I'll always
 * remember how they…"), whose "she" and "her" stay theirs.
 */
const OWN_FACTS: Partial<Record<AnswerOwner, Set<string>>> = {
  sender: new Set(['our_news']),
  deceased: new Set(['memory_of_deceased']),
};
const readsAsFact = (owner: AnswerOwner, role: string) =>
  !ANCHORS.has(role) && !FORMED.has(role) && (FACT_OWNERS.has(owner) || !!OWN_FACTS[owner]?.has(role));
/** A fact told in its teller's own words, never to "you": the sender's, or a late loved one's. */
const ownFact = (fact?: AnswerFact) => fact?.subject === 'sender' || fact?.subject === 'other';

/**
 * Whether the sender's own fact has a frame of its shape that takes its verbs as typed: a past
 * event ("moved to Devon", "we've had a puppy") goes after "[I|we]" whoever typed it; "was", "is",
 * "am" or "has" would agree with the one who typed it, never perhaps with the card's "[I|we]".
 */
function ownShaped(slug: string, role: string, fact: AnswerFact): boolean {
  const first = fact.clauses[0];
  if (!first || fact.clauses.some((c) => /^(?:is|are|am|was|were|has)$/i.test(c.aux ?? c.verb))) return false;
  return shapedFrames(slug, role, fact) !== role;
}
/** Roles whose answers have a telling of their own (a place, a job, a name, an offer of help): never re-read as facts. */
const FORMED = new Set([
  'off_to',
  'moving_to',
  'help_offer',
  'luck_for',
  'thanks_for',
  'achievement',
  'love_most',
  'admire',
  'hope_to_see',
  'strength',
  'difference',
]);

/** The frames a fact's shape asks for, the occasion's own first ("plans.keep": "so glad you'll keep…"), else the role's. */
function shapedFrames(slug: string, frames: string, fact: AnswerFact): string {
  // What the sender and the recipient do together is told as "we" ("we still go dancing"), never as the recipient's.
  const key = `${frames}.${fact.shape}${fact.subject === 'shared' ? '.we' : ''}`;
  return ANSWER_LINES.occasions[slug]?.roles?.[key] || ANSWER_LINES.roles[key] ? key : frames;
}

/** The frames that fit any answer of the fact's shape, for a role whose own frames take none of it. */
const fallbackFrames = (fact: AnswerFact) => `fact.${fact.shape}${fact.subject === 'shared' ? '.we' : ''}`;

/** Roles that only make sense beside the card's subject ("It took two goes…" says nothing of what): never a card's lead. */
const SUPPORTING = new Set(['effort', 'difference', 'strength', 'years']);
/** Roles that are the card's subject: what is congratulated, thanked for, wished luck with. */
const SUBJECTS = new Set(['achievement', 'thanks_for', 'luck_for', 'moving_to', 'off_to', 'memory_of_deceased']);

const specificity = (role: string, raw: string, move?: MoveName) =>
  Math.min(12, raw.split(/\s+/).length) +
  3 * (raw.match(/(?<!^)\b[A-Z][a-z]+|\d+/g) ?? []).length +
  (RICH.has(role) ? 5 : 0) +
  (SUBJECTS.has(role) ? 6 : 0) -
  (SUPPORTING.has(role) ? 8 : 0) -
  (move === 'wish' ? 2 : 0);

/** The name a new baby's answer opens with ("Rosie, born on Tuesday", "Noah James who arrived early"), else the answer. */
const babyName = (text: string) =>
  /^(\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)*)(?=\s*(?:[,(;:-]|$)|\s+(?:born|who|arrived|weighing|at|on|in|and)\b)/u.exec(text)?.[1] ??
  text;

/** Reads a card's answers against its occasion's playbook; unknown roles are placed nowhere, never guessed. */
export const readAnswers = remembered(
  200,
  (occasion: { slug: string; name: string }, answers: readonly CardAnswer[], notes = '') =>
    JSON.stringify([occasion.slug, occasion.name, answers, notes]),
  readAnswersAfresh,
);

/**
 * An answer with the role its question was written for. An API client may send a known question's
 * id with a role of its own ("sympathy.memory" as `memory`); the sentence must still be the one
 * the question was asked for ("I'll always remember how your mum…", never "the time we…").
 */
function withQuestionRole(a: CardAnswer): CardAnswer {
  const q = questionOf(a);
  return q && q.id === a.question_id && q.role !== a.role ? { ...a, role: q.role as CardAnswer['role'] } : a;
}

/** The frame set an answer goes into: its role's, or one its form or its owner asks for. */
function framesOf(role: string, owner: AnswerOwner, text: string, fact?: AnswerFact): string {
  // "her laugh" is thought of with the one who died; "singing in the kitchen" is remembered of them.
  if (fact?.subject === 'other' && !fact.clauses.length) return `${role}.${formOf(text) === 'gerund' ? 'doing' : 'thing'}`;
  if (role === 'off_to' && (formOf(text) === 'bare' || readsAsPlan(text))) return 'off_to_verb';
  if (role === 'moving_to' && /^moving\b/.test(text)) return 'moving_to.doing';
  return owner === 'shared' && ANSWER_LINES.roles[`${role}_shared`] ? `${role}_shared` : role;
}

/** The mood the notes or a yes/no answer set: a serious illness, a leaving or a retirement not wanted. */
function moodOf(slug: string, notes: string, gate: (role: string) => ReturnType<typeof yesNo>): Mood | undefined {
  return (
    moodOfNotes(slug, notes) ??
    (slug === 'get-well' && gate('recovery_expected') === 'no'
      ? 'serious_illness'
      : slug === 'leaving' && gate('leaving_wanted') === 'no'
        ? 'unwanted_leaving'
        : slug === 'retirement' && gate('glad_to_retire') === 'no'
          ? 'unwanted_retirement'
          : undefined)
  );
}

/** An answer to a question the form no longer asks ("I look forward to…" after "no" to a full recovery) is not told, whoever sent it. */
function stillAsked(answers: CardAnswer[]): CardAnswer[] {
  const gate = (role: string) => yesNo(answers.find((a) => a.role === role)?.text ?? '');
  return answers.filter((a) => {
    const unless = questionOf(a)?.unless;
    return !unless || gate(unless.role) !== unless.answer;
  });
}

const UNITS = 'one|two|three|four|five|six|seven|eight|nine';
const BARE_COUNT = new RegExp(
  `^(?:\\d{1,3}|${UNITS}|ten|eleven|twelve|(?:thir|four|fif|six|seven|eigh|nine)teen|(?:twenty|thirty|forty|fifty|sixty|seventy)(?:[- ](?:${UNITS}))?)\\+?$`,
  'i',
);

/** "27" to "They worked there for…" (or "How many years?") is 27 years: a bare count says its unit, or the frames say "After 27, …". */
const withYears = (role: string, text: string): string =>
  role === 'years' && BARE_COUNT.test(text.trim()) ? `${text.trim().replace(/\+$/, '')} years` : text;

/** An answer as the card tells it: its typing tidied, its years counted, and the sender's "having him back" on a card to that person "having you back". */
function typedText(typed: CardAnswer): string {
  const tidied = withYears(typed.role, tidyTyping(typed.text));
  return ['sender', 'shared'].includes(questionOf(typed)?.owner ?? '') ? objectsToYou(tidied) : tidied;
}

function readAnswersAfresh(occasion: { slug: string; name: string }, typedAnswers: readonly CardAnswer[], notes = ''): Answered {
  const answers = stillAsked(typedAnswers.map(withQuestionRole));
  const playbook = playbookFor(occasion);
  const gate = (role: string) => yesNo(answers.find((a) => a.role === role)?.text ?? '');
  const placed: PlacedAnswer[] = [];
  const vars: Record<string, string> = {};
  for (const typed of answers) {
    if (GATES.has(typed.role) || !typed.text.trim()) continue;
    const a = { ...typed, text: typedText(typed) };
    const q = questionOf(a);
    const owner = q?.owner ?? 'sender';
    const prompt = q?.prompt ?? a.question;
    const move = moveOf(playbook, a.role);
    // An answer whose shape cannot be read goes into its question's own sentence, whole.
    const asked = askedSentence(a.role, owner, prompt, a.text);
    if (asked)
      placed.push({
        role: a.role,
        owner,
        move,
        raw: a.text.trim(),
        text: asked,
        frames: 'asked',
        specificity: specificity(a.role, a.text, move),
      });
    if (asked) continue;
    const { said, fact, third, news } = answerWords(playbook.slug, { role: a.role, owner, typed: a.text, prompt });
    // "baby Noah": the frames say "little {baby}" and "welcome to the world, {baby}"; the name is enough.
    const text = a.role === 'baby_name' ? said.replace(/^(?:baby|little)\s+(?=[A-Z])/i, '') : said;
    if (!text) continue;
    const setback = !TELLS_SETBACKS.has(playbook.slug) && SETBACK.test(a.text);
    const frames = setback ? 'setback' : (news ?? framesOf(a.role, owner, text, fact));
    const base = { role: a.role, owner, move, raw: a.text.trim() };
    placed.push({
      ...base,
      text,
      frames: fact?.clauses.length && !setback ? shapedFrames(playbook.slug, frames, fact) : frames,
      // A setback is never the answer a card is built around.
      // Something done, told in the sender's words ("had her hip done and is back walking the dog"), says more than a list of things.
      specificity: setback ? 0 : specificity(a.role, a.text, move) + (fact?.clauses.length ? 3 : 0),
      // The sender's own fact, or a late loved one's, has no frame of "you" to fall back on ("loved hearing that you moved").
      ...(fact?.clauses.length ? { fact, ...(ownFact(fact) ? {} : { fallback: fallbackFrames(fact) }) } : {}),
    });
    // "30 years as a postman and never missed a day even in the snow": the deed after the thing is a sentence of its own.
    if (fact?.then && !setback && !ownFact(fact))
      placed.push({
        ...base,
        text: toldAs(fact.then, { third }),
        frames: shapedFrames(playbook.slug, 'then', fact.then),
        fallback: fallbackFrames(fact.then),
        specificity: specificity(a.role, a.text, move) - 1,
        fact: fact.then,
      });
    if (a.role === 'deceased_name') {
      const { name, relation } = deceasedOf(a.text);
      vars.who = relation && name ? `${relation}, ${name}` : (relation ?? name ?? text);
      vars.ref = (name && relation && /\b(?:dog|cat)$/.test(relation) ? name : relation) ?? name ?? 'they'; // a pet by its name ("how Murphy…")
    }
    // "Rosie, born on Tuesday at 7lb 2oz": the frames that name the baby ("[I|We] hope {baby} …") take the name alone.
    if (a.role === 'baby_name') vars.baby = babyName(text);
    if (a.role === 'age') vars.ord = ordinal(text);
    if (a.role === 'help_offer') vars.inf = toInfinitive(text);
  }
  // Who died, when no answer names them, as the notes tell it ("Emma's mum, Linda, died" → "Linda"): never "they" when known.
  const loss = vars.ref ? undefined : readNotes(notes).loss;
  if (loss && (loss.name || /^your /.test(loss.phrase))) vars.ref = vars.who = loss.phrase;
  vars.ref ??= 'they';
  vars.baby ??= 'the baby';
  const mood = moodOf(playbook.slug, notes, gate);
  const top = [...placed].sort((a, b) => b.specificity - a.specificity)[0];
  return {
    playbook,
    placed,
    top,
    mood,
    jokes: jokesAllowed(playbook, answers) && !seriousNotes(notes),
    vars,
    knewDeceased: gate('knew_deceased'),
  };
}
