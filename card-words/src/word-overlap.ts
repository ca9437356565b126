import nlp from 'compromise';
import { remembered } from './remembered.js';

/** Words as a reader sees them: lower case, curly apostrophes made straight, punctuation dropped. */
export function wordsOf(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/[‘’]/g, "'")
      .match(/[a-z0-9]+(?:'[a-z]+)?/g) ?? []
  );
}

/**
 * The longest run of consecutive words two texts share (the notes and a card): six or more
 * means the card copies the sender's private notes. Dynamic programming over word positions.
 */
export function longestSharedRun(a: string, b: string): { length: number; words: string } {
  const x = wordsOf(a);
  const y = wordsOf(b);
  let best = 0;
  let end = 0;
  let prev = new Array<number>(y.length + 1).fill(0);
  for (let i = 1; i <= x.length; i++) {
    const cur = new Array<number>(y.length + 1).fill(0);
    for (let j = 1; j <= y.length; j++) {
      if (x[i - 1] === y[j - 1]) {
        cur[j] = prev[j - 1]! + 1;
        if (cur[j]! > best) {
          best = cur[j]!;
          end = i;
        }
      }
    }
    prev = cur;
  }
  return { length: best, words: x.slice(end - best, end).join(' ') };
}

// Function words carry no content: two cards sharing "the", "you" or "and" are not alike.
const FUNCTION_TAGS = [
  'Pronoun',
  'Determiner',
  'Preposition',
  'Conjunction',
  'Copula',
  'Auxiliary',
  'Modal',
  'Possessive',
  'QuestionWord',
  'Negative',
];
const STOP = new Set([
  'so',
  'very',
  'just',
  'all',
  'too',
  'more',
  'much',
  'really',
  'always',
  'still',
  'ever',
  'also',
  'here',
  'there',
  'now',
  'today',
  'let',
  "let's",
  'do',
  'does',
  'did',
  'be',
  'been',
  'being',
  'get',
  'got',
  'go',
  'make',
  'made',
  // A card's own greeting words, in every option by design as the occasion's name is: two options
  // that both "hope" and wish a "happy day" are not alike for it.
  'happy',
  'wish',
  'hope',
  'love',
  "here's",
  'day',
  'dear',
]);

/**
 * The content words of a text, reduced to their roots ("wishes" and "wishing" are one word),
 * without function words and without the names given in `ignore` (the sender's and the
 * recipient's, which every option of a card shares by design). A writer compares each draft
 * with the same siblings many times: their words are read once.
 */
export const contentWords = remembered(
  2000,
  (text: string, ignore: readonly string[] = []) => `${ignore.join('|')}\u0000${text}`,
  contentWordsOf,
);

function contentWordsOf(text: string, ignore: readonly string[] = []): Set<string> {
  const skip = new Set(ignore.flatMap((n) => wordsOf(n)));
  const doc = nlp(text.replace(/[‘’]/g, "'"));
  doc.compute('root');
  const out = new Set<string>();
  for (const sentence of doc.json() as Array<{ terms: Array<{ normal?: string; root?: string; tags?: string[] }> }>) {
    for (const t of sentence.terms) {
      const word = (t.root ?? t.normal ?? '').toLowerCase().replace(/[^a-z0-9']/g, '');
      if (!word || word.length < 2 || STOP.has(word) || skip.has(word) || skip.has((t.normal ?? '').toLowerCase())) continue;
      if (t.tags?.some((tag) => FUNCTION_TAGS.includes(tag))) continue;
      out.add(word);
    }
  }
  return out;
}

/** Jaccard similarity of two word sets: 0 when nothing is shared, 1 when they are the same. */
export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 0;
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return shared / (a.size + b.size - shared);
}
