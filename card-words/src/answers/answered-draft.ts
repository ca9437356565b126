import { hashSeed } from '@cards/card-art';
import type { CardWords } from '../card-brief.js';
import { factSentence, familyOf, frontLine, pickFitting, salutation, type Composition } from '../composer.js';
import { signOffs, type Tone } from '../phrases.js';
import { doubledPhrases, stutters } from '../said-once.js';
import { signedAs } from '../party-grammar.js';
import { ANSWER_LINES, framesFor, wordsFor, type OccasionWords } from './answer-lines.js';
import { formOf, placeIn } from './answer-form.js';
import { JOLLY } from './serious-notes.js';
import { ANCHORS, type Answered, type PlacedAnswer } from './answered.js';
import { notedFacts } from './noted-facts.js';

/**
 * The three designs of a card written from answers, one per option: a short one (15 to 30
 * words), one led by a memory or the detail, and one looking forward. Options beyond the third
 * take the designs again, from other frames.
 */
export const DESIGNS = ['short', 'memory', 'forward'] as const;
export type Design = (typeof DESIGNS)[number];

const SHORT = { min: 15, max: 30 } as const;
/** Roles that lead a memory-led option, in the order they are tried. */
const LEADS = [
  'memory',
  'memory_of_deceased',
  'our_news',
  'thanks_for',
  'this_year',
  'love_most',
  'will_miss',
  'appreciate',
  'detail',
  'interest',
];
const WISH_MOVE = 'wish';
/** Roles that look ahead: a forward-looking option is made of them. */
const FORWARD = new Set([
  'plans',
  'off_to',
  'moving_to',
  'hope_to_see',
  'looking_forward',
  'help_offer',
  'luck_for',
  'hope',
  'hope_for_baby',
  'strength',
]);

const countWords = (lines: readonly string[]) => lines.join(' ').split(/\s+/).filter(Boolean).length;

/** The voice of an answered card: a joke only where the occasion and the answers allow one; poetic reads warm. */
function voice(c: Composition, a: Answered): Tone {
  if (c.tone === 'funny' && (!a.jokes || c.gentle || !a.playbook.tone.allowed.includes('funny'))) return 'warm';
  return c.tone === 'poetic' ? 'warm' : c.tone;
}

/** The sentence an answer goes into, its frame chosen by the draft; `undefined` when its role has none. */
function sentenceOf(c: Composition, p: PlacedAnswer, variant: number, said: readonly string[]): string | undefined {
  const a = c.answered!;
  // The question's own sentence, finished by the customer: the one frame it takes.
  if (p.frames === 'asked') return pickFitting([p.text], c, { pool: `answer:${p.role}`, variant }, said);
  // Only the frames the answer's grammar fits; a fact no frame of its role fits goes into one of its shape's; none, and the move is left out.
  const fitting = fittingFrames(c, p, p.frames);
  if (!fitting.length && p.fallback) fitting.push(...fittingFrames(c, p, p.fallback));
  if (!fitting.length) return undefined;
  // The sender's own news is told with the subject they typed ("we moved…"), else the card's own "I" or "we".
  const me = p.fact?.who ?? (c.sender.plural ? 'we' : 'I');
  // Who a sympathy card remembers, as a subject ("how your mum taught me") and as an object ("remember her singing").
  const vars = {
    ...a.vars,
    ref: referee(a.vars.ref!, said),
    refo: herOrHim(a.vars.ref!, said),
    me,
    baby: firstNameAfter(a.vars.baby!, said),
  };
  return pickFitting(fitting, c, { pool: `answer:${p.role}`, variant, vars }, said);
}

/** A past event that was no achievement (a lost tooth, a sleepover) is news, never something to be proud of. */
const PROUD = /\bproud\b/i;
/** Happy news of love or family (an engagement, a wedding, a baby) is celebrated, never an achievement earned. */
const HAPPY_NEWS = /\b(?:engage\w*|wedding|married|marriage|marrying|baby|expecting|pregnan\w*)\b/i;
const EARNED = /\bproud\b|achievement|deserve|well done|earned|success/i;

/** The frames of a set the answer fits: its grammar, the card's mood, and the register of what it tells. */
function fittingFrames(c: Composition, p: PlacedAnswer, set: string): string[] {
  const a = c.answered!;
  // A memory told as a laugh ("still makes us grin") is a joke: never on a card without jokes (a loss, a serious illness).
  const all = framesFor(linesKey(c), set, a.mood);
  const frames = (a.jokes && !c.gentle && !a.mood ? all : all.filter((f) => !LIGHT.test(f))).filter(
    // "…still {a:vp}" with an answer that has its own "still" or "always" would say it twice.
    // An answer that says "always" itself is not framed with another ("always treasure how he always had a joke ready").
    (f) =>
      (!PROUD.test(f) || !p.fact || p.fact.feat) &&
      !(/\bstill \{a/.test(f) && /^(?:still|always|never)\b/i.test(p.text)) &&
      !(/\balways\b/i.test(f) && /\balways\b/i.test(p.text)) &&
      !(EARNED.test(f) && HAPPY_NEWS.test(p.text)),
  );
  const form = formOf(p.text);
  // A frame that says again what the answer says ("…whenever you're ready, whenever you're ready") does not fit it.
  return frames
    .map((f) => placeIn(f, p.text, form))
    .filter((f): f is string => !!f && !doubledPhrases(f.replace(/\[([^|\]]*)\|[^\]]*\]/g, '$1')).length);
}

/** Closings whose joke is a grown-up's (the chores): never to a child. */
const GROWN_UP = /\bwashing up\b/i;
/** A card to a child: an age under 13 answered. */
const young = (a: Answered) => Number.parseInt(a.vars.ord ?? '', 10) < 13;

/** Relationships at work: an occasion may word itself apart for them ("anniversary.work": a work anniversary, never a marriage). */
const AT_WORK = new Set(['colleague', 'teacher', 'carer']);

/** The key of the occasion's words in answer-lines.json: its work wording when it has one and the card is to a colleague. */
function linesKey(c: Composition): string {
  const slug = c.answered!.playbook.slug;
  return AT_WORK.has(c.bond.relationship ?? '') && ANSWER_LINES.occasions[`${slug}.work`] ? `${slug}.work` : slug;
}

/** "sang to her", "time for his questions": a third person the answer never names ("helping Oliver with his reading" names him). */
const dangles = (text: string) => {
  const pronoun = /\b(?:he|she|him|her|his|hers)\b/i.exec(text);
  return !!pronoun && !/\b(?:[A-Z][a-z]+|mum|dad|nan|gran|grandma|grandad|son|daughter)\b/.test(text.slice(0, pronoun.index));
};
const LIGHT = /\b(?:laugh|grin|giggle|smile)/i;

const SHE = /\b(?:mum|mother|mam|gran|granny|grandma|nan|nana|wife|sister|daughter|aunt|auntie)$/i;
const HE = /\b(?:dad|father|grandad|grandpa|grandfather|husband|brother|son|uncle)$/i;

/** Who a sympathy card remembers, once named ("your mum, Margaret"), is "she" or "he" after: never "your mum" twice. */
function referee(ref: string, said: readonly string[]): string {
  if (!said.some((l) => l.includes(ref))) return ref;
  return SHE.test(ref) ? 'she' : HE.test(ref) ? 'he' : ref;
}

/** A baby named in full once ("Arlo James is here") is called by the first name after: "Here's hoping Arlo sleeps…". */
const firstNameAfter = (baby: string, said: readonly string[]) =>
  /^\p{Lu}\S*\s+\p{Lu}/u.test(baby) && said.some((l) => l.includes(baby)) ? baby.split(/\s+/)[0]! : baby;

/** Who a sympathy card remembers, once named, as an object: "Though we never met her", never "your wife" twice. */
function herOrHim(ref: string, said: readonly string[]): string {
  const subject = referee(ref, said);
  return subject === 'she' ? 'her' : subject === 'he' ? 'him' : subject === 'they' ? 'them' : subject;
}

/** Words after "your" that a card may say twice: the day, the year, its own ("your birthday", "your way"). */
const OFTEN =
  /^(?:day|year|birthday|anniversary|way|life|own|best|new|big|first|family|heart|retirement|wedding|home|mum|mother|dad|father|wife|husband|partner|son|daughter|brother|sister|gran|grandma|grandad|nan|baby|friend)$/i;

/**
 * A thing of theirs named twice reads clumsily ("your dog Pickle… your dog"): the second time it
 * is "the dog", as a person telling it would say.
 */
function saidOnce(line: string, said: readonly string[]): string {
  const before = said.join(' ').toLowerCase();
  return line.replace(/\byour (\w+)\b/gi, (m, thing: string) =>
    !OFTEN.test(thing) && before.includes(`your ${thing.toLowerCase()}`) ? `the ${thing}` : m,
  );
}

/** Names of occasions that are not a day one wishes happy ("Thinking of You", "Just Because"). */
const NOT_A_DAY = /thinking|just|because|sorry|miss|sympathy|condolence|get well|hello|thank/i;

/**
 * An occasion an admin added (Diwali, Eid) is read with the generic playbook: its card still
 * opens by wishing the day by its own name, as the admin spelt it.
 */
function namedDay(c: Composition, words: OccasionWords): OccasionWords {
  const name = c.occasion.name.trim();
  if (c.answered!.playbook.slug !== 'generic' || c.occasion.slug === 'generic' || !name || NOT_A_DAY.test(name) || c.answered!.mood)
    return words;
  const happy = [`Happy ${name}!`, `Wishing you a very happy ${name}.`, `A very happy ${name} to you.`];
  return {
    ...words,
    open: { warm: happy, funny: happy, formal: [`Wishing you a very happy ${name}.`, `Warm wishes for ${name}.`] },
    fronts: [`Happy ${name}, {r}`, `With love this ${name}, {r}`, `${name} wishes for you, {r}`],
  };
}

type Voiced = { warm: string[]; funny: string[]; formal: string[] };

/** A line from a voiced set (an opening or a closing), the voice's own, else the warm ones. */
function voiced(c: Composition, set: Voiced, tone: Tone, choice: { pool: string; variant: number; said: readonly string[] }) {
  const own = set[tone as keyof Voiced];
  return pickFitting(own?.length ? own : set.warm, c, { pool: choice.pool, variant: choice.variant }, choice.said);
}

/**
 * A stock joke is said once a card, where the card has least of its own to tell: the short
 * option's greeting. The detail carries the other options, and every closing is a warm one.
 */
const jokeOnce = (tone: Tone, design: Design | 'closing'): Tone => (tone === 'funny' && design !== 'short' ? 'warm' : tone);

/** Words of six letters or more: what a closing must not say again. */
const longWords = (x: string) => new Set(x.toLowerCase().match(/\b[a-z]{6,}\b/g) ?? []);

/**
 * The closings (and openings) an option may say: none that says again a word the card has said
 * ("Best wishes for your recovery… a speedy recovery"), none that calls happy news earned ("Well
 * done, you!" on an engagement), and to a child none whose joke is a grown-up's (the washing
 * up); where that leaves none, the voice's own.
 */
function closingsFor(a: Answered, close: Voiced, said: readonly string[]): Voiced {
  const spoken = new Set(said.flatMap((l) => [...longWords(l)]));
  // An engagement, a wedding or a baby is happy news, never "well deserved".
  const happy = a.placed.some((p) => HAPPY_NEWS.test(p.text));
  const pick = (every: string[]) => {
    const all = happy && every.some((l) => !EARNED.test(l)) ? every.filter((l) => !EARNED.test(l)) : every;
    const lines = young(a) && all.some((l) => !GROWN_UP.test(l)) ? all.filter((l) => !GROWN_UP.test(l)) : all;
    const fresh = lines.filter((l) => ![...longWords(l)].some((w) => spoken.has(w)));
    return fresh.length ? fresh : lines;
  };
  return { warm: pick(close.warm), funny: pick(close.funny), formal: pick(close.formal) };
}

/** The answers an option places, in the order of the playbook's moves. */
function bodyAnswers(a: Answered, design: Design, round = 0): PlacedAnswer[] {
  const order = a.playbook.moves.map((m) => m.move);
  const byMove = [...a.placed].sort((x, y) => order.indexOf(x.move ?? 'meaning') - order.indexOf(y.move ?? 'meaning'));
  const top = a.top!;
  // A second short option (a card's fourth) is built on the next answer that can stand alone.
  if (design === 'short') {
    // Told alone, an answer whose "her" is someone only another answer names ("made her a cuppa") points at nobody.
    // The anchor (the age, the baby's name) opens every option anyway: built on it alone, a short option tells nothing
    // the sender told ("A very happy 90th birthday to you"), so it is built on an answer with something to say, as
    // telling as the best one, or at least half as.
    const able = a.placed.filter((p) => p.specificity > 0 && !ANCHORS.has(p.role));
    const clear = able.filter((p) => !dangles(p.text));
    const alone = (clear.length ? clear : able).sort((x, y) => y.specificity - x.specificity);
    const telling = alone.filter((p) => p.specificity * 2 >= (alone[0]?.specificity ?? 0));
    return [telling[round % Math.max(1, telling.length)] ?? top];
  }
  if (design === 'memory') {
    // A memory whose "his" or "her" is someone only another answer names ("sang to her" before "looking after Mum")
    // does not lead: told first, its pronoun points at nobody.
    const leads = LEADS.map((r) => a.placed.find((p) => p.role === r)).filter((p): p is PlacedAnswer => !!p);
    const lead = leads.find((p) => !dangles(p.text)) ?? leads[0] ?? top;
    const rest = byMove.filter((p) => p !== lead && p.move !== WISH_MOVE && !ANCHORS.has(p.role));
    // An offer of help is something the recipient can take up: it is in this option as well as the forward-looking one.
    const help = a.placed.find((p) => p.role === 'help_offer' && p !== lead);
    // With nothing else to tell, the sender's wish is told (a new baby's card: the name, then the hope for her).
    const wishes = rest.length ? [] : byMove.filter((p) => p !== lead && p !== help && p.move === WISH_MOVE && !ANCHORS.has(p.role));
    const told = [...rest.filter((p) => p !== help), ...wishes].slice(0, help ? 1 : 2);
    return [lead, ...told, ...(help ? [help] : [])];
  }
  // A role the playbook also lists among its wishes ("interest" on a birthday: "lots more dinosaurs") can look ahead too.
  const wishes = new Set(a.playbook.moves.find((m) => m.move === WISH_MOVE)?.roles ?? []);
  const ahead = byMove.filter((p) => p.move === WISH_MOVE || FORWARD.has(p.role) || wishes.has(p.role));
  // The most specific answer is in at least two options: the short one, and the memory-led one or this.
  // A forward-looking option with one thing to look forward to tells the card's main news first ("we moved to Devon… we hope to see you…").
  const needsTop = (!bodyAnswers(a, 'memory').includes(top) || ahead.length < 2) && !ahead.includes(top) && !ANCHORS.has(top.role);
  const out = needsTop ? [top, ...ahead] : ahead;
  return (out.length ? out : [top]).slice(0, 3);
}

/**
 * The answers told to the card's own people. A wedding card to "Becky and Tom" is to Tom as well:
 * the answer that names whom Becky marries says nothing to them ("so happy for you and Tom"), so
 * it is placed nowhere. A name of the sender or the recipient typed in lower case ("helping poppy
 * with her reading", from Poppy) takes its capital: "poppy" is a flower too, so only the card's
 * names tell it.
 */
function withoutRecipients(c: Composition): Composition {
  const a = c.answered!;
  const names = new Set(
    c.recipient.name
      .toLowerCase()
      .split(/[^a-z'-]+/)
      .filter(Boolean),
  );
  const kept = a.placed.filter(
    (p) =>
      p.role !== 'partner_name' ||
      !p.text
        .toLowerCase()
        .split(/\s+/)
        .every((w) => names.has(w)),
  );
  const own = new Set(
    `${c.sender.name} ${c.recipient.name}`.match(/\b[A-Z][a-z]{2,}\b/g)?.filter((w) => !/^(?:The|And|All|Everyone|Dear)$/.test(w)) ?? [],
  );
  const named = (text: string) =>
    text.replace(/\b[a-z]{3,}\b/g, (w) => (own.has(w.charAt(0).toUpperCase() + w.slice(1)) ? w.charAt(0).toUpperCase() + w.slice(1) : w));
  const placed = kept.length ? kept.map((p) => (named(p.text) === p.text ? p : { ...p, text: named(p.text) })) : a.placed;
  if (placed.every((p, i) => p === a.placed[i]) && placed.length === a.placed.length) return c;
  const top = [...placed].sort((x, y) => y.specificity - x.specificity)[0];
  return { ...c, answered: { ...a, placed, top } };
}

/**
 * One draft of an answered card: salutation, an opening (the anchor answer where there is one:
 * who died, the baby's name), the option's answers each in the sentence its question was
 * written for, a closing wish in the voice, and the sign-off. A move whose answer is missing is
 * left out: nothing stands in for it.
 */
export function composeAnswered(card: Composition, variant: number, twist = 0): CardWords {
  const c = withoutRecipients(card);
  const a = c.answered!;
  // A regenerate takes the next design, so it reads unlike the option it replaces and its siblings.
  const design = DESIGNS[(c.option + c.turn) % DESIGNS.length]!;
  const tone = voice(c, a);
  const words = namedDay(c, wordsFor(linesKey(c), a.mood));
  const v = variant + twist + Math.floor(c.option / DESIGNS.length);
  const said: string[] = [];
  const say = (line: string | undefined) => line && !said.includes(line) && said.push(saidOnce(line, said));

  const anchor = a.placed.find((p) => ANCHORS.has(p.role));
  const answers = bodyAnswers(a, design, Math.floor((c.option + c.turn) / DESIGNS.length));
  // The greeting is the anchor where there is one (who died, the baby's name), else the occasion's opening.
  const anchored = anchor && !answers.includes(anchor);
  const opening = anchored
    ? sentenceOf(c, anchor, v, said)
    : voiced(c, closingsFor(a, words.open, said), jokeOnce(tone, design), { pool: 'a-open', variant: v, said });
  // The short one and the forward-looking one open with the greeting; the memory-led one with its memory.
  // A greeting that says what the first answer's sentence says ("A big thank you. Thank you for…") is left out.
  const first = answers[0] && design !== 'memory' ? sentenceOf(c, answers[0], v + (design === 'forward' ? 1 : 0), said) : undefined;
  // Or one that names what it names: "Warm congratulations on your degree. A degree in law from Leeds…".
  const echoes = (x = '', y = '') =>
    [/\bthank/i, /congratulat/i, /\bluck\b/i, /\bsorry\b/i].some((re) => re.test(x) && re.test(y)) ||
    [...longWords(x)].some((w) => longWords(y).has(w) && w !== 'birthday');
  // The anchor (the age, who died, the baby's name) comes first in every design: it is what the card is for.
  if ((design !== 'memory' || anchored) && !echoes(opening, first)) say(opening);
  answers.forEach((p, i) => say(sentenceOf(c, p, v + 2 * i + (design === 'forward' ? 1 : 0), said)));
  // "Though we never met her" follows the sentence that names who died, never comes before it.
  if (design === 'memory' && a.knewDeceased === 'no' && a.placed.some((p) => p.role === 'deceased_name')) {
    const named = said.findIndex((l) => l.includes(a.vars.ref!));
    const vars = { ...a.vars, ref: herOrHim(a.vars.ref!, named >= 0 ? said : []) };
    const line = pickFitting(ANSWER_LINES.knew_not, c, { pool: 'knew-not', variant: v, vars }, said);
    if (!said.includes(line)) said.splice(named + 1, 0, line);
  }
  // A sure fact of the notes the answers leave out (a new puppy by name) is told beside them, before the closing wish.
  const noted = notedFacts(c);
  const note = design === 'short' ? undefined : noted[(design === 'forward' ? 1 : 0) % Math.max(1, noted.length)];
  if (note) say(factSentence(note, c, v, said));
  // A poetic card closes in verse: a rhyming couplet on lines of its own, in place of the closing wish.
  const verse = c.tone === 'poetic' ? pickFitting(words.verse, c, { pool: 'a-verse', variant: v + c.option }, said) : undefined;
  const close = closingsFor(a, words.close, said);
  const closing =
    verse ?? voiced(c, close, jokeOnce(tone, 'closing'), { pool: `a-close:${design}`, variant: v + (design === 'forward' ? 1 : 0), said });
  if (!verse) say(closing);
  // The verse is the poetic card's closing, on lines of its own: the short option's budget is its prose.
  const length = () => countWords(said);
  // A short one under 15 words ("A big welcome to little Rosie. Enjoy every cuddle.") says one more thing the sender told.
  if (design === 'short' && length() < SHORT.min) {
    const more = a.placed.find((p) => p !== answers[0] && p.specificity > 0);
    const line = more && sentenceOf(c, more, v + 1, said);
    if (line && !said.includes(line)) said.splice(verse ? said.length : Math.max(0, said.length - 1), 0, line);
  }
  // The short one keeps to its length: the closing goes first when it runs long, then a greeting the front already says
  // (never the anchor: the age, who died, the baby's name are what the card is for).
  if (design === 'short' && length() > SHORT.max && said.length > 1 && !verse && said.includes(closing))
    said.splice(said.indexOf(closing), 1);
  if (design === 'short' && length() > SHORT.max && said.length > 1 && opening && said[0] === opening && !anchored) said.shift();
  // Two sentences opening alike in a row read as a stutter: the closing goes before the last answer then.
  if (stutters(said).length && said.length > 2) said.splice(said.length - 2, 0, said.pop()!);

  const paragraphs = [salutation(c, tone, variant), said.join(' '), ...(verse ? [verse] : [])];
  // A sign-off another option has not used comes first, whatever the body says.
  // A serious card signs off without "get well soon".
  const offs = signOffs(familyOf(c), tone).filter((l) => !a.mood || !JOLLY.test(l));
  const signOff = pickFitting(
    offs.length ? offs : signOffs(familyOf(c), 'formal'),
    c,
    { pool: 'a-signoff', variant: v + c.option, as: (l) => `\n${l},` },
    [],
  );
  const sender = signedAs(c.sender.name);
  const inside = [...paragraphs, sender ? `${signOff},\n${sender}` : signOff].join('\n\n');
  const fronts = words.fronts ?? c.lines.fronts;
  const front = c.front ?? frontLine({ ...c, lines: { ...c.lines, fronts } }, tone, variant + hashSeed(design));
  return { front, inside };
}
