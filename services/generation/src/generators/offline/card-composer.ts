import { createHash } from 'node:crypto';
import type { CardWords } from '../text-generator.port.js';
import { stutters } from '../words/card-words-checker.js';
import type { Fact, NotesReading } from '../words/notes-facts.js';
import { agree, isPhraseName, type Party } from '../words/party-grammar.js';
import { FACT_LINES, type FactKey } from './fact-lines.js';
import { isSolemnOccasion, type OccasionLines, type Tone } from './message-library.js';
import { REGISTER_LINES } from './register-lines.js';
import { SALUTATIONS, signOffsFor } from './sign-offs.js';

/** Everything one card's drafts are composed from; `seed` is the card's, so its options share offsets. */
export interface Composition {
  occasion: { slug: string; name: string };
  lines: OccasionLines;
  tone: Tone;
  sender: Party;
  recipient: Party;
  reading: NotesReading;
  /** The facts that suit the card, in the order they are offered to successive drafts. */
  facts: Fact[];
  /** Sympathy, or sad news in the notes: no jokes, no exclamation marks, the news alluded to. */
  gentle: boolean;
  seed: string;
  /** A front greeting to keep instead of writing one. */
  front?: string;
  /** The inside words of the card's other options (and this option's previous words): their lines are not used again while others are free. */
  others?: string[];
  /** Their front greetings, likewise. */
  otherFronts?: string[];
}

/** A pool's starting point for this card: every option of the card then steps through it from there. */
function base(seed: string, pool: string): number {
  return createHash('sha256').update(`${seed}:${pool}`).digest().readUInt32LE(0);
}

function at<T>(list: readonly T[], c: Composition, pool: string, variant: number): T {
  return list[(base(c.seed, pool) + variant) % list.length]!;
}

/** Whether another option of the card already says this line. */
const taken = (c: Composition, line: string) => !!line && (c.others ?? []).some((o) => o.includes(line));

/**
 * The line of a pool for this draft, filled in; if another option already says it, the next
 * line of the pool that nobody says yet.
 */
function pickLine(
  list: readonly string[],
  c: Composition,
  pool: string,
  variant: number,
  vars?: Record<string, string>,
  as = (line: string) => line,
): string {
  const first = fill(at(list, c, pool, variant), c, vars);
  if (!taken(c, as(first))) return first;
  for (let step = 1; step < list.length; step++) {
    const line = fill(at(list, c, pool, variant + step), c, vars);
    if (!taken(c, as(line))) return line;
  }
  return first;
}

const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
}

/**
 * Orders the sentences that may move (facts and the middle line) between the fixed lead and
 * the closing so that the card never stutters ("We hope… We hope…"); the draft's lines stay
 * its own, so options of a card keep apart.
 */
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
  if (f.kind === 'loss' || f.kind === 'illness') return f.kind === 'loss' ? 'remembrance' : 'allusion-illness';
  return f.kind as FactKey;
}

/**
 * The lines for a fact in the card's mood, the voice's own first and then the other voices'
 * (a fact every option mentions needs more lines than one voice has); none when the fact does
 * not suit the mood. A witty voice never borrows for a gentle card: it has no gentle lines.
 */
function factLines(key: FactKey, c: Composition, tone: Tone): string[] | undefined {
  const moods = FACT_LINES[key];
  const lines = c.gentle || c.lines.register === 'recover' ? moods.gentle : moods.bright;
  if (!lines) return undefined;
  const order: Tone[] = [tone, 'warm', tone === 'formal' ? 'poetic' : 'formal', tone === 'poetic' ? 'formal' : 'poetic'];
  return [...new Set(order.filter((t) => t !== 'funny' || t === tone).flatMap((t) => lines[t] ?? []))];
}

/** A name as it reads inside a sentence: "The Williams family" becomes "the Williams family". */
const inSentence = (name: string) => name.replace(/^The\s(?=\S)/, 'the ');

function fill(template: string, c: Composition, vars: Record<string, string> = {}): string {
  let s = agree(template, c.sender, c.recipient)
    .replaceAll('{r}', inSentence(c.recipient.name || 'friend'))
    .replaceAll('{day}', c.lines.day);
  for (const [k, v] of Object.entries(vars)) s = s.replaceAll(`{${k}}`, v).replaceAll(`{${k.toUpperCase()}}`, upperFirst(v));
  if (c.gentle) s = s.replace(/!(\s|$)/g, '.$1').replace(/!/g, '');
  return s;
}

function factSentence(f: Fact, c: Composition, tone: Tone, variant: number): string | undefined {
  const key = factKey(f);
  const lines = factLines(key, c, tone);
  if (!lines) return undefined;
  const w = f.unit === 'age' ? (f.cues[2] ?? String(f.number)) : f.phrase.replace(/ years.*$/, '');
  const own = (FACT_LINES[key][c.gentle || c.lines.register === 'recover' ? 'gentle' : 'bright']?.[tone] ?? []).length || lines.length;
  const first = pickLine(lines.slice(0, own), c, `fact:${key}`, variant, { x: f.phrase, w });
  return taken(c, first) ? pickLine(lines, c, `fact:${key}`, variant, { x: f.phrase, w }) : first;
}

/**
 * The facts a draft weaves in, one or two: successive drafts lead with successive facts, and
 * every third draft pairs two, so options of a card mention different things where they can.
 */
export function factsForDraft(c: Composition, variant: number): Fact[] {
  const usable = c.facts.filter((f) => factLines(factKey(f), c, c.tone));
  const n = usable.length;
  if (n <= 1) return usable;
  const first = usable[variant % n]!;
  return variant % 3 === 0 ? [first, usable[(variant + 1) % n]!] : [first];
}

/** The voice a card is written in: a witty voice never jokes about sad news (sympathy has its own plain-spoken lines). */
function voiceOf(c: Composition): Tone {
  if (c.gentle && c.tone === 'funny' && !isSolemnOccasion(c.occasion)) return 'warm';
  return c.tone;
}

function salutation(c: Composition, tone: Tone, variant: number): string {
  const name = c.recipient.name || 'friend';
  if (isPhraseName(name) && /^the\b/i.test(name)) return `To ${inSentence(name)},`;
  const pool = c.gentle ? SALUTATIONS.solemn : SALUTATIONS[tone];
  return fill(at(pool, c, 'salutation', variant), c);
}

/** Registers whose day reads well after "this" ("this birthday", "this Christmas"). */
const LYRICAL_REGISTERS = new Set(['celebrate', 'couple', 'love', 'family', 'festive']);
const LYRICAL_FRONTS = ['With love this {day}, {r}', 'A wish for you this {day}'];

const TWIST = { middle: 1, closing: 2, signoff: 3, coda: 1, fact: 1, allusion: 1 } as const;

/**
 * One draft of a card's words: salutation, an opening in the occasion's and the voice's
 * terms (a rhyming verse for the poetic voice), the sad news alluded to when there is any,
 * one or two facts from the notes, a closing, and a sign-off that agrees with the sender.
 * Successive `variant`s step every pool from the card's own offsets, so drafts differ in
 * opening, body and sign-off.
 */
export function composeDraft(c: Composition, variant: number, twist = 0): CardWords {
  // A twist moves the body's pools against the opening, for more drafts than the opening lines allow.
  const shift = (pool: keyof typeof TWIST) => variant + twist * TWIST[pool];
  const tone = voiceOf(c);
  const reg = REGISTER_LINES[c.lines.register];
  const solemnOccasion = isSolemnOccasion(c.occasion);
  const prose = tone === 'poetic' ? 'warm' : tone;
  const pick = (list: readonly string[], pool: string) =>
    pickLine(list, c, pool, pool in TWIST ? shift(pool as keyof typeof TWIST) : variant);

  const care: string[] = [];
  const { loss, illness } = c.reading;
  if (loss && solemnOccasion) {
    // Named ("Arjun") or by relation ("your mum"): remembered with love; never the news itself.
    if (loss.name || /^your /.test(loss.phrase)) care.push(factSentence(loss, c, tone, shift('allusion'))!);
  } else if (loss) {
    care.push(pick(factLines('allusion-loss', c, tone)!, 'allusion'));
  } else if (illness && c.lines.register !== 'recover') {
    care.push(pick(factLines('allusion-illness', c, tone)!, 'allusion'));
  }
  // A draft's second fact takes a line from the far side of its pool, away from the line a sibling
  // draft leading with that fact uses.
  const facts = factsForDraft(c, variant)
    .map((f, i) => factSentence(f, c, tone, shift('fact') + 3 * i))
    .filter((s): s is string => !!s);
  const needsMiddle = tone === 'poetic' ? facts.length === 0 : facts.length < 2;
  const closing = pick(reg.closings[tone], 'closing');
  const couplet = (list: ReadonlyArray<[string, string]>, pool: string, v: number) =>
    pickLine(
      list.map((pair) => pair.map(upperFirst).join('\n')),
      c,
      pool,
      v,
    ).split('\n');
  // A gentle card closes its verse with a grieving couplet, except a get-well card: an illness is not a loss.
  const codas = c.gentle && c.lines.register !== 'recover' ? REGISTER_LINES.solemn.codas : reg.codas;
  const verse = tone === 'poetic' ? [...couplet(c.lines.couplets, 'couplet', variant), ...couplet(codas, 'coda', shift('coda'))] : [];
  const lead = tone === 'poetic' ? [verse.join(' '), ...care] : [pick(c.lines.openings[prose], 'opening'), ...care];
  // The middle line is the draft's own unless no order of the sentences keeps it from stuttering;
  // then a spare one is taken: first those the card's first four drafts do not use, then the rest.
  const middles = reg.middles[prose];
  let movable = [...facts];
  if (needsMiddle) {
    const b = base(c.seed, 'middle');
    const own = (b + shift('middle')) % middles.length;
    const spare = Array.from({ length: middles.length }, (_, j) => (b + 4 + (variant % 2) + j) % middles.length).filter((i) => i !== own);
    const free = [own, ...spare].filter((i) => !taken(c, fill(middles[i]!, c)));
    for (const index of free.length ? free : [own, ...spare]) {
      movable = smoothest(lead, [...facts, fill(middles[index]!, c)], closing);
      if (stutters([...lead, ...movable, closing]).length === 0) break;
    }
  }

  const paragraphs: string[] = [salutation(c, tone, variant)];
  if (tone === 'poetic') {
    // A verse of two couplets: the occasion's own, then a closing one of its register.
    paragraphs.push(verse.join('\n'));
    paragraphs.push([...care, ...smoothest(lead, movable, closing), closing].join(' '));
  } else {
    paragraphs.push(lead.join(' '));
    paragraphs.push([...smoothest(lead, movable, closing), closing].join(' '));
  }
  const signOff = pickLine(
    signOffsFor(c.lines.register, tone).map((x) => `\n${x},`),
    c,
    'signoff',
    shift('signoff'),
  ).slice(1, -1);
  const sender = c.sender.name.trim();
  const inside = [...paragraphs, sender ? `${signOff},\n${sender}` : signOff].join('\n\n');
  // A gentle, a formal or a poetic card takes the quieter greetings (no "Hip hip hooray!") for
  // its front; the poetic voice has two lyrical ones of its own where the day allows.
  const quiet = c.lines.fronts.filter((f) => !f.includes('!'));
  const lyrical = tone === 'poetic' && !c.gentle && LYRICAL_REGISTERS.has(c.lines.register) ? LYRICAL_FRONTS : [];
  const fronts = (c.gentle || tone === 'formal' || tone === 'poetic') && quiet.length ? [...quiet, ...lyrical] : c.lines.fronts;
  const front =
    c.front ??
    pickLine(fronts, { ...c, others: c.otherFronts?.map((f) => `\n${f}\n`) }, 'front', variant, undefined, (line) => `\n${line}\n`);
  return { front, inside };
}
