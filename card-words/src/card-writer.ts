import type { CardWords, WritingRequest } from './card-brief.js';
import { readAnswers } from './answers/answered.js';
import { recipientsOwnToYou } from './answers/answer-grammar.js';
import { composeAnswered } from './answers/answered-draft.js';
import { composeDraft, type Composition } from './composer.js';
import { readNotes } from './notes-reader.js';
import { partyOf } from './party-grammar.js';
import { linesFor, type Tone } from './phrases.js';
import { proseFindings } from './prose-check.js';
import { bondOf } from './relationship.js';
import { checkWords, isGentle, suitableFacts, type WordsCheck } from './words-checker.js';

const TONE_WORDS: Array<[Tone, RegExp]> = [
  ['funny', /funny|humou?r|witty|wit\b|playful|cheeky|silly|jok|light-?hearted/i],
  ['formal', /formal|professional|polite|elegant|classic|business|respectful/i],
  ['poetic', /poet|lyric|verse|rhyme|romantic|sentimental|whimsical|dreamy/i],
];

/** The tone family a persona writes in, from its slug, name and tone instructions. */
export function toneOf(persona: WritingRequest['persona']): Tone {
  if (!persona) return 'warm';
  const text = `${persona.slug} ${persona.name} ${persona.tone_prompt}`;
  for (const [tone, re] of TONE_WORDS) if (re.test(`${persona.slug} ${persona.name}`)) return tone;
  for (const [tone, re] of TONE_WORDS) if (re.test(text)) return tone;
  return 'warm';
}

/** Drafts per round: six openings, six twists of the body. */
const DRAFTS = 36;
/**
 * Rounds of drafts checked before settling for the best: four for a card of a few options;
 * one when it already has many (its lines run out, and a card of thirty options would
 * otherwise cost seconds for each new one). Drafts equal to an earlier text are passed over
 * without counting, within eight rounds.
 */
const ROUNDS = { few: 4, many: 1, manyFrom: 8, search: 8 } as const;
/** Options one generate call makes at most: the ones written in parallel. */
const BATCH = 4;
/** Drafts of successive versions start this far apart, so a regenerate starts from fresh lines. */
const VERSION_STRIDE = 4;

/** Sets up one card's composition: the notes read as facts, the voice, who writes to whom. */
export function compositionFor(req: WritingRequest): Composition {
  const reading = readNotes(req.details);
  const bond = bondOf(req);
  // "walking Emma's dog", typed for a card to Emma, is read as "walking your dog".
  const answers = req.answers?.map((a) => ({ ...a, text: recipientsOwnToYou(a.text, req.recipient_name) }));
  const answered = answers?.length ? readAnswers(req.occasion, answers, req.details) : undefined;
  return {
    occasion: req.occasion,
    lines: linesFor(req.occasion, bond.relationship),
    tone: toneOf(req.persona),
    sender: partyOf(req.sender_name),
    recipient: partyOf(req.recipient_name),
    bond,
    reading,
    facts: suitableFacts(req, reading),
    gentle: isGentle(req, reading),
    seed: `card:${req.cardId ?? req.instanceId}`,
    option: req.option ?? 0,
    turn: req.version - 1,
    front: req.front,
    ...(answered?.placed.length ? { answered } : {}),
  };
}

/** The words a card's people are known by: never a spelling mistake. */
export const knownWords = (req: WritingRequest) => [
  req.recipient_name,
  req.sender_name,
  req.details,
  req.occasion.name,
  ...(req.answers ?? []).map((a) => a.text),
];

/**
 * The first words of the options before this one in its card, as this writer gives them:
 * options are written in parallel and cannot see each other, but each can work out what its
 * elders say (the writing is deterministic) and keep clear of it.
 */
async function elders(req: WritingRequest): Promise<CardWords[]> {
  if (req.version !== 1 || !req.option) return [];
  const out: CardWords[] = [];
  // Only the options written beside it (one generate makes at most four): earlier ones are stored, and come as siblings.
  for (let p = Math.max(0, req.option - (BATCH - 1)); p < req.option; p++) {
    const key = JSON.stringify([
      req.cardId ?? req.instanceId,
      p,
      req.occasion,
      req.persona,
      req.recipient_name,
      req.sender_name,
      req.details,
      req.relationship ?? null,
      req.answers ?? null,
      req.front ?? null,
    ]);
    let words = ELDERS.get(key);
    if (!words) {
      words = (await writeOption({ ...req, option: p, previous: undefined, siblings: [], earlier: [] })).words;
      if (ELDERS.size >= 500) ELDERS.delete(ELDERS.keys().next().value!);
      ELDERS.set(key, words);
    }
    out.push(words);
  }
  return out;
}
const ELDERS = new Map<string, CardWords>();

/** The host's timer (Node's or a browser's; the package is typed without either), for yielding a turn of the event loop. */
const host = globalThis as unknown as { setTimeout(run: () => void, ms: number): unknown };
const nextTurn = () => new Promise<void>((resolve) => host.setTimeout(resolve, 0));

/** One option's words, how they fared against every rule, and what the prose check found. */
export interface WrittenOption {
  words: CardWords;
  check: WordsCheck;
  prose: string[];
}

/**
 * Writes one option: composes drafts from the option's place in its card onwards and keeps
 * the first that passes every rule of the checker (against the card's other options, its
 * elders' first words and its previous words) and the prose check; else the one with the
 * fewest problems. It never gives back an earlier text of the card: those are told to the
 * composer, which keeps clear of their lines, and any draft equal to one is passed over.
 */
export async function writeOption(req: WritingRequest): Promise<WrittenOption> {
  const others = [...(await elders(req)), ...(req.siblings ?? []), ...(req.previous ? [req.previous] : [])];
  const earlier = [...others, ...(req.earlier ?? [])];
  const said = new Set(earlier.map((o) => o.inside.trim()));
  const c: Composition = { ...compositionFor(req), others: earlier.map((o) => o.inside), otherFronts: earlier.map((o) => o.front) };
  const start = (req.option ?? 0) + (req.version - 1) * VERSION_STRIDE;
  // Answers make the card; notes alone are read for what they plainly say.
  const compose = c.answered ? composeAnswered : composeDraft;
  let best: (WrittenOption & { score: number }) | undefined;
  const checks = DRAFTS * (others.length >= ROUNDS.manyFrom ? ROUNDS.many : ROUNDS.few);
  for (let k = 0, checked = 0; k < DRAFTS * ROUNDS.search && checked < checks; k++) {
    // Drafting is CPU work: a service writing words keeps answering its other requests between drafts.
    if (k % 4 === 3) await nextTurn();
    const words = compose(c, start + (k % 6), Math.floor(k / 6));
    if (said.has(words.inside.trim())) continue;
    checked++;
    const check = checkWords(words, req, others, c.reading);
    const score = check.problems.length * 10 + check.distinct.maxOverlap;
    if (check.ok || !best || score < best.score) {
      const prose = await proseFindings(words, knownWords(req));
      if (check.ok && !prose.length) return { words, check, prose };
      const total = score + prose.length * 10;
      if (!best || total < best.score) best = { words, check, prose, score: total };
    }
  }
  if (best) return { words: best.words, check: best.check, prose: best.prose };
  // Every draft tried was an earlier text (hundreds of regenerates): twist further until one is new.
  for (let twist = DRAFTS * ROUNDS.search; ; twist++) {
    const words = compose(c, start + twist, twist);
    if (!said.has(words.inside.trim()) || twist > 10 * DRAFTS * ROUNDS.search)
      return { words, check: checkWords(words, req, others, c.reading), prose: await proseFindings(words, knownWords(req)) };
  }
}
