import { createHash } from 'node:crypto';
import type { CardWords } from '../text-generator.port.js';
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
}

/** A pool's starting point for this card: every option of the card then steps through it from there. */
function base(seed: string, pool: string): number {
  return createHash('sha256').update(`${seed}:${pool}`).digest().readUInt32LE(0);
}

function at<T>(list: readonly T[], c: Composition, pool: string, variant: number): T {
  return list[(base(c.seed, pool) + variant) % list.length]!;
}

const startOf = (sentence: string) => sentence.trim().toLowerCase().replace(/[^a-z\s']/g, '').split(/\s+/).slice(0, 2).join(' ');

/**
 * Like `at`, but steps on past lines whose sentences would start like one already in the card
 * ("We hope… We hope…"), so a card never stutters; `said` collects the starts used so far.
 */
function fresh(list: readonly string[], c: Composition, pool: string, variant: number, said: Set<string>, vars?: Record<string, string>): string {
  let line = '';
  for (let step = 0; step < list.length; step++) {
    line = fill(list[(base(c.seed, pool) + variant + step) % list.length]!, c, vars);
    const starts = (line.match(/[^.!?]+[.!?]*/g) ?? [line]).map(startOf);
    if (!starts.some((s) => said.has(s))) {
      starts.forEach((s) => said.add(s));
      return line;
    }
  }
  return line;
}

const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function factKey(f: Fact): FactKey {
  if (f.kind === 'milestone') return f.unit === 'years-together' ? 'milestone-years' : f.unit === 'years-service' ? 'milestone-service' : 'milestone-age';
  if (f.kind === 'loss' || f.kind === 'illness') return f.kind === 'loss' ? 'remembrance' : 'allusion-illness';
  return f.kind as FactKey;
}

/** The lines for a fact in the card's mood and voice, or none when the fact does not suit the mood. */
function factLines(key: FactKey, c: Composition, tone: Tone): string[] | undefined {
  const moods = FACT_LINES[key];
  const lines = c.gentle || c.lines.register === 'recover' ? moods.gentle : moods.bright;
  if (!lines) return undefined;
  return lines[tone] ?? lines.warm;
}

function fill(template: string, c: Composition, vars: Record<string, string> = {}): string {
  let s = agree(template, c.sender, c.recipient).replaceAll('{r}', c.recipient.name || 'friend').replaceAll('{day}', c.lines.day);
  for (const [k, v] of Object.entries(vars)) s = s.replaceAll(`{${k}}`, v).replaceAll(`{${k.toUpperCase()}}`, upperFirst(v));
  if (c.gentle) s = s.replace(/!(\s|$)/g, '.$1').replace(/!/g, '');
  return s;
}

function factSentence(f: Fact, c: Composition, tone: Tone, variant: number, said: Set<string>): string | undefined {
  const key = factKey(f);
  const lines = factLines(key, c, tone);
  if (!lines) return undefined;
  const w = f.unit === 'age' ? (f.cues[2] ?? String(f.number)) : f.phrase.replace(/ years.*$/, '');
  return fresh(lines, c, `fact:${key}`, variant, said, { x: f.phrase, w });
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
  if (isPhraseName(name) && /^the\b/i.test(name)) return `To ${name},`;
  const pool = c.gentle ? SALUTATIONS.solemn : SALUTATIONS[tone];
  return fill(at(pool, c, 'salutation', variant), c);
}

/**
 * One draft of a card's words: salutation, an opening in the occasion's and the voice's
 * terms (a rhyming verse for the poetic voice), the sad news alluded to when there is any,
 * one or two facts from the notes, a closing, and a sign-off that agrees with the sender.
 * Successive `variant`s step every pool from the card's own offsets, so drafts differ in
 * opening, body and sign-off.
 */
export function composeDraft(c: Composition, variant: number): CardWords {
  const tone = voiceOf(c);
  const reg = REGISTER_LINES[c.lines.register];
  const solemnOccasion = isSolemnOccasion(c.occasion);
  const prose = tone === 'poetic' ? 'warm' : tone;
  const said = new Set<string>();
  const opening = tone === 'poetic' ? '' : fresh(c.lines.openings[prose], c, 'opening', variant, said);
  // A verse of two couplets for the poetic voice: the occasion's own, then a closing one of its register.
  const verse = tone === 'poetic' ? [...at(c.lines.couplets, c, 'couplet', variant), ...at(reg.codas, c, 'coda', variant)].map((l) => fill(upperFirst(l), c)) : [];
  for (const sentence of verse.join(' ').match(/[^.!?;:]+[.!?;:]*/g) ?? []) said.add(startOf(sentence));

  const care: string[] = [];
  const { loss, illness } = c.reading;
  if (loss && solemnOccasion) {
    // Named ("Arjun") or by relation ("your mum"): remembered with love; never the news itself.
    if (loss.name || /^your /.test(loss.phrase)) care.push(factSentence(loss, c, tone, variant, said)!);
  } else if (loss) {
    care.push(fresh(factLines('allusion-loss', c, tone)!, c, 'allusion', variant, said));
  } else if (illness && c.lines.register !== 'recover') {
    care.push(fresh(factLines('allusion-illness', c, tone)!, c, 'allusion', variant, said));
  }
  const facts = factsForDraft(c, variant).map((f) => factSentence(f, c, tone, variant, said)).filter((s): s is string => !!s);
  const needsMiddle = tone === 'poetic' ? facts.length === 0 : facts.length < 2;
  const middle = needsMiddle ? fresh(reg.middles[prose], c, 'middle', variant, said) : '';
  const closing = fresh(reg.closings[tone], c, 'closing', variant, said);

  const paragraphs: string[] = [salutation(c, tone, variant)];
  if (tone === 'poetic') {
    paragraphs.push(verse.join('\n'));
    paragraphs.push([...care, ...facts, ...(facts.length ? [] : [middle]), closing].join(' '));
  } else {
    paragraphs.push([opening, ...care].join(' '));
    paragraphs.push([...facts, ...(middle ? [middle] : []), closing].join(' '));
  }
  const signOff = fill(at(signOffsFor(c.lines.register, tone), c, 'signoff', variant), c);
  const sender = c.sender.name.trim();
  const inside = [...paragraphs, sender ? `${signOff},\n${sender}` : signOff].join('\n\n');
  const front = c.front ?? fill(at(c.lines.fronts, c, 'front', variant), c).replace(/\s+$/, '');
  return { front, inside };
}
