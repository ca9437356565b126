import type { CardWords, TextGenerator, TextRequest } from '../text-generator.port.js';
import { checkWords, isGentle, suitableFacts, type WordsCheck } from '../words/card-words-checker.js';
import { readNotes } from '../words/notes-facts.js';
import { partyOf } from '../words/party-grammar.js';
import { composeDraft, type Composition } from './card-composer.js';
import { linesFor, type Tone } from './message-library.js';

const TONE_WORDS: Array<[Tone, RegExp]> = [
  ['funny', /funny|humou?r|witty|wit\b|playful|cheeky|silly|jok|light-?hearted/i],
  ['formal', /formal|professional|polite|elegant|classic|business|respectful/i],
  ['poetic', /poet|lyric|verse|rhyme|romantic|sentimental|whimsical|dreamy/i],
];

/** The tone family a persona writes in, from its slug, name and tone instructions. */
export function toneOf(persona: TextRequest['persona']): Tone {
  if (!persona) return 'warm';
  const text = `${persona.slug} ${persona.name} ${persona.tone_prompt}`;
  for (const [tone, re] of TONE_WORDS) if (re.test(`${persona.slug} ${persona.name}`)) return tone;
  for (const [tone, re] of TONE_WORDS) if (re.test(text)) return tone;
  return 'warm';
}

/** How many drafts the writer composes before settling for the best of them: six openings, six twists of the body. */
const DRAFTS = 36;
/** Drafts of successive versions start this far apart, so a regenerate starts from fresh lines. */
const VERSION_STRIDE = 4;

/** Sets up one card's composition: the notes read as facts, the voice, who writes to whom. */
export function compositionFor(req: TextRequest): Composition {
  const reading = readNotes(req.details);
  return {
    occasion: req.occasion,
    lines: linesFor(req.occasion),
    tone: toneOf(req.persona),
    sender: partyOf(req.sender_name),
    recipient: partyOf(req.recipient_name),
    reading,
    facts: suitableFacts(req, reading),
    gentle: isGentle(req, reading),
    seed: `card:${req.cardId ?? req.instanceId}`,
    front: req.front,
  };
}

/**
 * The first words of the options before this one in its card, as this writer gives them:
 * options are written in parallel and cannot see each other, but each can work out what
 * its elders say (the writing is deterministic) and keep clear of it.
 */
function elders(req: TextRequest): CardWords[] {
  if (req.version !== 1 || !req.option) return [];
  const out: CardWords[] = [];
  for (let p = 0; p < req.option; p++) {
    const key = JSON.stringify([
      req.cardId ?? req.instanceId,
      p,
      req.occasion,
      req.persona,
      req.recipient_name,
      req.sender_name,
      req.details,
      req.front ?? null,
    ]);
    let words = ELDERS.get(key);
    if (!words) {
      words = writeOption({ ...req, option: p, previous: undefined, siblings: [] }).words;
      if (ELDERS.size >= 500) ELDERS.delete(ELDERS.keys().next().value!);
      ELDERS.set(key, words);
    }
    out.push(words);
  }
  return out;
}
const ELDERS = new Map<string, CardWords>();

/**
 * Writes one option: composes drafts from the option's place in its card onwards and keeps
 * the first that passes every rule of the checker against the card's other options (those
 * stored, and the first words of its elders) and the option's previous words (or, if none
 * does, the one with the fewest problems).
 */
export function writeOption(req: TextRequest): { words: CardWords; check: WordsCheck } {
  const others = [...elders(req), ...(req.siblings ?? []), ...(req.previous ? [req.previous] : [])];
  const c = { ...compositionFor(req), others: others.map((o) => o.inside), otherFronts: others.map((o) => o.front) };
  const start = (req.option ?? 0) + (req.version - 1) * VERSION_STRIDE;
  let best: { words: CardWords; check: WordsCheck; score: number } | undefined;
  for (let k = 0; k < DRAFTS; k++) {
    const words = composeDraft(c, start + (k % 6), Math.floor(k / 6));
    const check = checkWords(words, req, others, c.reading);
    if (check.ok) return { words, check };
    const score = check.problems.length * 10 + (check.detailsUsed.ok ? 0 : 5) + check.distinct.maxOverlap;
    if (!best || score < best.score) best = { words, check, score };
  }
  return { words: best!.words, check: best!.check };
}

/**
 * Card words without a network, that a person would send: the notes read as facts (never
 * copied), one or two woven into each draft in the occasion's and the voice's terms, the
 * grammar of who sends and who receives, gentle words where the news is sad, and every
 * option of a card unlike the others. Seeded by the card, the option and the version, so the
 * same request gives the same words.
 */
export class OfflineTextGenerator implements TextGenerator {
  readonly name = 'offline';

  async generate(req: TextRequest, signal?: AbortSignal): Promise<CardWords> {
    signal?.throwIfAborted();
    return writeOption(req).words;
  }
}
