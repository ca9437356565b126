import { wordsOf } from './word-overlap.js';

/** Sentences opening with "May" in one card, verse included: more reads like a litany. */
export const MAX_WISHES = 3;
/** A word this long said this often in one card is a word said too often ("appreciated… appreciated… appreciated"). */
export const LONG_WORD = 6;
export const LONG_WORD_TIMES = 3;
/** Words in a row that, said twice in one card, are a doubled phrase. */
export const PHRASE_WORDS = 3;

const sentencesOf = (texts: readonly string[]) =>
  texts
    .flatMap((t) => t.match(/[^.!?;:\n]+[.!?;:]*/g) ?? [])
    .map((x) => wordsOf(x))
    .filter((w) => w.length > 1);

/**
 * Where a text stutters: two sentences in a row opening with the same two words ("We hope…
 * We hope…"), or three anywhere, or one sentence said twice. Blessings ("May the year… May the
 * light…") may follow each other, as verse does, but not more than three times.
 */
export function stutters(texts: readonly string[]): string[] {
  const sentences = sentencesOf(texts);
  const starts = sentences.map((w) => w.slice(0, 2).join(' '));
  const out = starts.filter(
    (x, i) => (starts[i - 1] === x && !x.startsWith('may ')) || starts.slice(0, i).filter((y) => y === x).length >= 2,
  );
  if (sentences.filter((w) => w[0] === 'may').length > MAX_WISHES) out.push('may');
  const whole = sentences.map((w) => w.join(' '));
  out.push(...whole.filter((x, i) => whole.indexOf(x) !== i));
  return [...new Set(out)];
}

/** Long words said three times or more in a card, the names of the people on it aside. */
export function overusedWords(text: string, names: readonly string[] = []): string[] {
  const skip = new Set(names.flatMap((n) => wordsOf(n)));
  const counts = new Map<string, number>();
  for (const w of wordsOf(text)) if (w.length >= LONG_WORD && !skip.has(w)) counts.set(w, (counts.get(w) ?? 0) + 1);
  return [...counts].filter(([, n]) => n >= LONG_WORD_TIMES).map(([w]) => w);
}

/**
 * Runs of three words said twice in one card ("very much appreciated… very much appreciated"),
 * unless every word of the run is short (a run like "for you and" is how English is written)
 * or part of a name on the card.
 */
export function doubledPhrases(text: string, names: readonly string[] = []): string[] {
  const skip = new Set(names.flatMap((n) => wordsOf(n)));
  const words = wordsOf(text);
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (let i = 0; i + PHRASE_WORDS <= words.length; i++) {
    const run = words.slice(i, i + PHRASE_WORDS);
    if (!run.some((w) => w.length >= 4 && !skip.has(w))) continue;
    const key = run.join(' ');
    const at = seen.get(key);
    if (at !== undefined && i - at >= PHRASE_WORDS) out.add(key);
    else if (at === undefined) seen.set(key, i);
  }
  return [...out];
}
