import { hashSeed } from '@cards/card-art';
import type { Answered } from './answers/answered.js';
import type { Bond } from './relationship.js';
import { suitsBond } from './relationship.js';
import type { CardWords } from './card-brief.js';
import type { Fact, NotesReading } from './notes-reader.js';
import { agree, isPhraseName, signedAs, type Party } from './party-grammar.js';
import {
  FACT_LINES,
  RELATIONSHIPS,
  SALUTATIONS,
  isSolemnOccasion,
  linesInVoice,
  registerLines,
  signOffFamily,
  signOffs,
  type FactKey,
  type FactMood,
  type OccasionLines,
  type SignOffFamily,
  type Tone,
} from './phrases.js';
import { doubledPhrases, overusedWords, stutters } from './said-once.js';

/** Everything one card's drafts are composed from; `seed` is the card's, so its options share offsets. */
export interface Composition {
  occasion: { slug: string; name: string };
  lines: OccasionLines;
  tone: Tone;
  sender: Party;
  recipient: Party;
  bond: Bond;
  reading: NotesReading;
  /** The facts that suit the card, in the order they are offered to the options. */
  facts: Fact[];
  /** Sympathy, or sad news in the notes: no jokes, no exclamation marks, the news alluded to. */
  gentle: boolean;
  seed: string;
  /** The option's place among its card's options, and how many regenerates it has had: they pick its lead fact. */
  option: number;
  turn: number;
  /** A front greeting to keep instead of writing one. */
  front?: string;
  /** The inside words of the card's other options and earlier texts: their lines are not used again while others are free. */
  others?: string[];
  /** Their front greetings, likewise. */
  otherFronts?: string[];
  /** The answers to the card's questions, read: when any is placed, the card is composed from them. */
  answered?: Answered;
}

function at<T>(list: readonly T[], c: Composition, pool: string, variant: number): T {
  return list[(hashSeed(`${c.seed}:${pool}`) + variant) % list.length]!;
}

/** Whether another option of the card (or an earlier text) already says this line. */
const taken = (c: Composition, line: string) => !!line && (c.others ?? []).some((o) => o.includes(line));

/** Lines the card's relationship may say, filled in; lines naming the role ("{kin}") only when the role is known. */
function usable(list: readonly string[], c: Composition): string[] {
  const lines = list.filter((l) => (c.bond.kinKnown || !l.includes('{kin}')) && suitsBond(fill(l, c), c.bond));
  // A serious illness on a get-well card is not hurried along: no "speedy recovery", no "back on your feet".
  const serious = c.reading.illness && c.lines.register === 'recover' ? lines.filter((l) => !SPEEDY.test(l)) : lines;
  // A gentle card on a happy day (a first Christmas after a death, a birthday after a hard year) says it quietly.
  const quiet = c.gentle && !isSolemnOccasion(c.occasion) ? serious.filter((l) => !LOUD.test(l)) : serious;
  return quiet.length ? quiet : serious.length ? serious : lines;
}
const LOUD = /\bmerry\b|twinkl|laughter|spoilt|\bpart(?:y|ies)\b|\bfun\b|happiest|every happiness|cake|candles|magical/i;
const SPEEDY =
  /speedy|swift|quick|get well soon|feel better soon|better soon|back on your feet|in no time|bounce back|right as rain|back to (?:your|normal)|good as new|up and about/i;

/** Which line of a pool a draft takes: the pool, the draft's step through it, and what fills its blanks. */
interface LineChoice {
  pool: string;
  variant: number;
  vars?: Record<string, string>;
  /** How the line reads among the card's other options (a sign-off on its own line: "\nWith love,"). */
  as?: (line: string) => string;
}

/** The line of a pool for this draft, filled in; if another option already says it, the next free one. */
function pickLine(list: readonly string[], c: Composition, { pool, variant, vars, as = (line) => line }: LineChoice): string {
  const ok = usable(list, c);
  const from = ok.length ? ok : list;
  const first = fill(at(from, c, pool, variant), c, vars);
  if (!taken(c, as(first))) return first;
  for (let step = 1; step < from.length; step++) {
    const line = fill(at(from, c, pool, variant + step), c, vars);
    if (!taken(c, as(line))) return line;
  }
  return first;
}

/** Whether a line added to what a draft already says keeps everything said once. */
const fits = (said: readonly string[], line: string) => {
  const text = [...said, line].join('\n');
  return !doubledPhrases(text).length && !overusedWords(text).length && !stutters([...said, line]).length;
};

/**
 * Like `pickLine`, but the line must also fit what the draft already says (no phrase twice,
 * no long word a third time): free lines that fit first, then taken ones that fit, then the
 * free ones, so a pool the card's other options have used up never forces a repeat.
 */
export function pickFitting(
  list: readonly string[],
  c: Composition,
  { pool, variant, vars, as = (line) => line }: LineChoice,
  said: readonly string[],
): string {
  const ok = usable(list, c);
  const from = ok.length ? ok : list;
  const lines = Array.from({ length: from.length }, (_, step) => fill(at(from, c, pool, variant + step), c, vars));
  const free = lines.filter((l) => !taken(c, as(l)));
  return free.find((l) => fits(said, l)) ?? lines.find((l) => fits(said, l)) ?? free[0] ?? lines[0]!;
}

const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
}

/** Orders the sentences that may move so that the card never stutters ("We hope… We hope…"). */
function smoothest(lead: readonly string[], movable: readonly string[], closing: string): string[] {
  let best = [...movable];
  let bestScore = Infinity;
  for (const order of permutations(movable)) {
    const score = stutters([...lead, ...order, closing]).length;
    if (score < bestScore) {
      best = order;
      bestScore = score;
    }
    if (score === 0) break;
  }
  return best;
}

function factKey(f: Fact): FactKey {
  if (f.kind === 'milestone')
    return f.unit === 'years-together' ? 'milestone-years' : f.unit === 'years-service' ? 'milestone-service' : 'milestone-age';
  if (f.kind === 'loss') return 'remembrance';
  if (f.kind === 'illness') return 'allusion-illness';
  return f.kind;
}

/**
 * The mood a fact is told in: a late loved one's as a memory of them; on a get-well card as
 * recovery; on a gentle card gently; a past event as a memory and a plan as a wish when the
 * kind has such lines; else brightly.
 */
function moodsOf(f: Fact, c: Composition): FactMood[] {
  // The loss itself is remembered in the sympathy card's own gentle words.
  if (f.kind === 'loss') return ['gentle'];
  if (f.owner === 'late') return ['remembered'];
  if (c.lines.register === 'recover') return ['recover', 'gentle'];
  if (c.gentle) return ['gentle'];
  // A milestone is told as itself whenever it falls ("your 80th"), never as a plan or a memory.
  if (f.kind === 'milestone') return ['bright'];
  if (f.time === 'past') return ['past', 'bright'];
  if (f.time === 'future') return ['future', 'bright'];
  return ['bright'];
}

/** The lines a fact can be told with on this card, the voice's own first; none when the fact does not suit it. */
export function factLines(f: Fact, c: Composition, tone: Tone): string[] {
  const key = factKey(f);
  for (const mood of moodsOf(f, c)) {
    const own =
      FACT_LINES[key]?.[mood] ??
      (mood === 'remembered' ? FACT_LINES.memory.remembered : mood === 'future' ? FACT_LINES.plan.future : undefined);
    const lines = usable(linesInVoice(own, tone), c);
    if (lines.length) return lines;
  }
  return [];
}

/** A name as it reads inside a sentence: "The Williams family" becomes "the Williams family". */
const inSentence = (name: string) => name.replace(/^The\s(?=\S)/, 'the ');

export function fill(template: string, c: Composition, vars: Record<string, string> = {}): string {
  const late = c.reading.loss;
  let s = agree(template, c.sender, c.recipient)
    .replaceAll('{r}', inSentence(c.recipient.name || 'friend'))
    .replaceAll('{day}', c.lines.day)
    .replaceAll('{kin}', c.bond.kin ?? 'friend')
    .replaceAll('{n}', late ? late.phrase : 'them')
    .replaceAll('{N}', upperFirst(late ? late.phrase : 'them'));
  for (const [k, v] of Object.entries(vars)) s = s.replaceAll(`{${k}}`, v).replaceAll(`{${k.toUpperCase()}}`, upperFirst(v));
  if (c.gentle) s = s.replace(/!(\s|$)/g, '.$1').replace(/!/g, '');
  return s;
}

export function factSentence(f: Fact, c: Composition, variant: number, said: readonly string[]): string | undefined {
  const lines = factLines(f, c, voiceOf(c));
  if (!lines.length) return undefined;
  const w = f.unit === 'age' ? (f.cues[2] ?? String(f.number)) : f.phrase.replace(/ years.*$/, '');
  return pickFitting(lines, c, { pool: `fact:${factKey(f)}`, variant, vars: { x: f.phrase, w } }, said);
}

/** The facts this card can tell, in its order. */
export const tellable = (c: Composition) => c.facts.filter((f) => factLines(f, c, voiceOf(c)).length);

/**
 * The facts an option tells: its own lead fact (the first option the first fact, the second
 * the second…, a regenerate the next), so options of a card speak of different things where
 * the notes give several; `pair` adds the one after it.
 */
export function factsForOption(c: Composition, pair: boolean): Fact[] {
  const facts = tellable(c);
  const n = facts.length;
  if (n <= 1) return facts;
  const lead = (c.option + c.turn) % n;
  return pair ? [facts[lead]!, facts[(lead + 1) % n]!] : [facts[lead]!];
}

/** The voice a card is written in: a witty voice never jokes about sad news. */
export function voiceOf(c: Composition): Tone {
  if (c.gentle && c.tone === 'funny' && !isSolemnOccasion(c.occasion)) return 'warm';
  return c.tone;
}

export function salutation(c: Composition, tone: Tone, variant: number): string {
  const name = c.recipient.name || 'friend';
  // A group is greeted as one: "Dear all,", "To the nurses on Ward 7,", "Dear friends and neighbours,".
  if (/^(?:everyone|everybody|all)$/i.test(name.trim())) return 'Dear all,';
  if (/^(?:friends|neighbours|family|friends and family|friends and neighbours)$/i.test(name.trim()))
    return `Dear ${name.trim().toLowerCase()},`;
  if (isPhraseName(name) && /^(?:the|everyone|everybody|all)\b/i.test(name)) return `To ${lowerFirst(inSentence(name))},`;
  if (isPhraseName(name)) return `Dear ${/^[A-Z][a-z]+\s+[a-z]/.test(name) ? lowerFirst(name) : name},`;
  const own = c.bond.relationship ? RELATIONSHIPS.relationships[c.bond.relationship].salutations?.[tone] : undefined;
  const pool = c.gentle ? SALUTATIONS.solemn : (own ?? SALUTATIONS[tone]);
  // Only greetings the people may say: a group of teammates never opens "Dearest Tony,".
  const fitting = pool.filter((l) => suitsBond(fill(l, c), c.bond));
  return fill(at(fitting.length ? fitting : pool, c, 'salutation', variant), c);
}

/** The sign-off family: the occasion's, or the relationship's own for a bright card (a partner signs off with love). */
export function familyOf(c: Composition): SignOffFamily {
  const own = signOffFamily(c.lines.register);
  const rel = c.bond.relationship ? RELATIONSHIPS.relationships[c.bond.relationship].signOffs : undefined;
  return own === 'bright' && rel ? rel : own;
}

/** A sentence in the relationship's voice for this card ("I love you more with every year"), if it has one. */
function bondLine(c: Composition, tone: Tone, variant: number, said: readonly string[]): string | undefined {
  // A relationship's lines speak to one person ("so lucky to have a friend like you"): a card to many is to no one person.
  if (!c.bond.relationship || c.recipient.count === 'many') return undefined;
  const bonds = RELATIONSHIPS.relationships[c.bond.relationship].bonds;
  const family = familyOf(c);
  const set = bonds[family] ?? (family === 'love' ? bonds.bright : undefined);
  // The voice's own lines: a witty card's bond is a joke, not a borrowed verse.
  const lines = usable(linesInVoice(set, tone, false), c);
  if (!lines.length) return undefined;
  const line = pickFitting(lines, c, { pool: 'bond', variant }, said);
  // Better no line in the relationship's voice than one that repeats the card.
  return fits(said, line) ? line : undefined;
}

/** Registers whose day reads well after "this" ("this birthday", "this Christmas"). */
const LYRICAL_REGISTERS = new Set(['celebrate', 'couple', 'love', 'family', 'festive']);
const LYRICAL_FRONTS = ['With love this {day}, {r}', 'A wish for you this {day}'];

const TWIST = { middle: 1, closing: 2, signoff: 3, coda: 1, fact: 1, allusion: 1, bond: 2 } as const;

/**
 * The sad news alluded to, when there is any: a late loved one remembered by name or by relation
 * on a sympathy card, else a gentle line (never on a thank-you, nor an illness on a get-well card).
 */
function careLines(c: Composition, variant: number, opening: string): string[] {
  const tone = voiceOf(c);
  const solemnOccasion = isSolemnOccasion(c.occasion);
  const care: string[] = [];
  const { loss, illness } = c.reading;
  const thanks = c.lines.register === 'thanks';
  if (loss && solemnOccasion) {
    // Named ("Arjun") or by relation ("your mum"): remembered with love; never the news itself.
    if (loss.name || /^your /.test(loss.phrase)) care.push(factSentence(loss, c, variant, [opening])!);
  } else if (loss && !thanks) {
    care.push(pickFitting(linesInVoice(FACT_LINES['allusion-loss'].gentle, tone), c, { pool: 'allusion', variant }, [opening]));
  } else if (illness && !thanks && c.lines.register !== 'recover') {
    care.push(pickFitting(linesInVoice(FACT_LINES['allusion-illness'].gentle, tone), c, { pool: 'allusion', variant }, [opening]));
  }
  return care;
}

/**
 * The front greeting: a gentle, a formal or a poetic card takes the quieter greetings (no "Hip
 * hip hooray!"); the poetic voice has two lyrical ones of its own where the day allows.
 */
export function frontLine(c: Composition, tone: Tone, variant: number): string {
  // A group's name is no name to greet on a front ("Thank you so much, Friends and neighbours!"): the greeting stands alone.
  const named = (list: readonly string[]) =>
    isPhraseName(c.recipient.name) ? [...new Set(list.map((f) => f.replace(/,?\s*\{r\}/, '')))] : [...list];
  const all = named(c.lines.fronts);
  // Quiet fronts: those without "!", and when they are too few for a card's options, the others said calmly.
  const calm = all.filter((f) => !f.includes('!'));
  const quiet = calm.length >= 3 ? calm : [...new Set([...calm, ...all.map((f) => f.replace(/!/g, ''))])];
  const lyrical = tone === 'poetic' && !c.gentle && LYRICAL_REGISTERS.has(c.lines.register) ? named(LYRICAL_FRONTS) : [];
  const fronts = (c.gentle || tone === 'formal' || tone === 'poetic') && quiet.length ? [...quiet, ...lyrical] : all;
  return pickLine(fronts, { ...c, others: c.otherFronts?.map((f) => `\n${f}\n`) }, { pool: 'front', variant, as: (l) => `\n${l}\n` });
}

/**
 * One draft of a card's words: salutation, an opening in the occasion's and the voice's terms
 * (a rhyming verse for the poetic voice), the sad news alluded to when there is any (never on a
 * thank-you), the option's facts from the notes in their time, a line in the relationship's
 * voice, a closing, and a sign-off that agrees with the sender. `variant` steps every pool from
 * the card's own offsets; `twist` moves the body's pools against the opening, for more drafts.
 */
export function composeDraft(c: Composition, variant: number, twist = 0): CardWords {
  const shift = (pool: keyof typeof TWIST) => variant + twist * TWIST[pool];
  const tone = voiceOf(c);
  const reg = registerLines(c.lines.register);
  const prose = tone === 'poetic' ? 'warm' : tone;
  const pick = (list: readonly string[], pool: string) =>
    pickLine(list, c, { pool, variant: pool in TWIST ? shift(pool as keyof typeof TWIST) : variant });

  const couplet = (list: ReadonlyArray<[string, string]>, pool: string, v: number) =>
    pickLine(
      list.map((pair) => pair.map(upperFirst).join('\n')),
      c,
      { pool, variant: v },
    ).split('\n');
  // A gentle card closes its verse with a grieving couplet, except a get-well card: an illness is not a loss.
  const codas = c.gentle && c.lines.register !== 'recover' ? registerLines('solemn').codas : reg.codas;
  const verse = tone === 'poetic' ? [...couplet(c.lines.couplets, 'couplet', variant), ...couplet(codas, 'coda', shift('coda'))] : [];
  // What opens the card: the verse for the poetic voice, else an opening line; all that follows must fit it.
  // A fortieth is no "another year": a card that knows the milestone never opens as if it were any year.
  const milestone = c.facts.some((f) => f.kind === 'milestone' && f.unit !== 'years-service');
  const openings = c.lines.openings[prose].filter((l) => !milestone || !/\banother (?:year|anniversary)\b/i.test(l));
  const opening = tone === 'poetic' ? verse.join(' ') : pick(openings.length ? openings : c.lines.openings[prose], 'opening');
  const care = careLines(c, shift('allusion'), opening);
  const pair = twist % 2 === 1;
  // Each fact's line must fit what the draft says before it: two facts never both say "Thank you for".
  const facts: string[] = [];
  factsForOption(c, pair).forEach((f, i) => {
    const line = factSentence(f, c, shift('fact') + 3 * i, [opening, ...care, ...facts]);
    if (line) facts.push(line);
  });
  const bond = bondLine(c, tone, shift('bond'), [opening, ...care, ...facts]);
  const closing = pickFitting(reg.closings[tone], c, { pool: 'closing', variant: shift('closing') }, [
    opening,
    ...care,
    ...facts,
    ...(bond ? [bond] : []),
  ]);
  const lead = [opening, ...care];
  const body = [...facts, ...(bond ? [bond] : [])];
  // A middle line carries a card the notes give little to.
  const needsMiddle = tone !== 'poetic' && body.length < 2;
  let movable = body;
  if (needsMiddle) {
    const middles = usable(reg.middles[prose], c);
    const start = hashSeed(`${c.seed}:middle`) + shift('middle');
    for (let j = 0; j < middles.length; j++) {
      const line = fill(middles[(start + j) % middles.length]!, c);
      if (taken(c, line) || !fits([...lead, ...body, closing], line)) continue;
      movable = smoothest(lead, [...body, line], closing);
      if (stutters([...lead, ...movable, closing]).length === 0) break;
    }
  }

  const paragraphs: string[] = [salutation(c, tone, variant)];
  if (tone === 'poetic') {
    paragraphs.push(verse.join('\n'));
    paragraphs.push([...care, ...smoothest(lead, movable, closing), closing].join(' '));
  } else {
    paragraphs.push(lead.join(' '));
    paragraphs.push([...smoothest(lead, movable, closing), closing].join(' '));
  }
  // Compared whole, on its own line: "With love" is not taken by "With love and hugs".
  const signOff = pickFitting(
    signOffs(familyOf(c), tone),
    c,
    { pool: 'signoff', variant: shift('signoff'), as: (l) => `\n${l},` },
    paragraphs.slice(1),
  );
  const sender = signedAs(c.sender.name);
  const inside = [...paragraphs, sender ? `${signOff},\n${sender}` : signOff].join('\n\n');
  const front = c.front ?? frontLine(c, tone, variant);
  return { front, inside };
}
