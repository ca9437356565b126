import dictionary from 'dictionary-en-gb';
import retextEnglish from 'retext-english';
import retextIndefiniteArticle from 'retext-indefinite-article';
import retextRepeatedWords from 'retext-repeated-words';
import retextSpell from 'retext-spell';
import { unified } from 'unified';
import { VFile } from 'vfile';
import type { CardWords } from './card-brief.js';
import extraWords from './phrases/extra-words.json' with { type: 'json' };
import { harperFindings, warmHarper } from './harper-check.js';
import { wordsOf } from './word-overlap.js';

/**
 * The prose check every card's words pass before they are shown, whoever wrote them: retext
 * (the unified collective's natural-language processor) with its English parser, repeated
 * words ("the the"), indefinite articles ("a amazing") and British spelling (hunspell's en-GB
 * dictionary, plus `phrases/extra-words.json` for the card words it lacks: "cuppa", "grandad").
 * The names on the card and the words of the notes are never spelling mistakes. Beside it,
 * Harper (`harper-check.ts`) reads the grammar: its findings are returned with retext's, so the
 * writer drafts again and a language model is asked again with them.
 * Built once: loading the dictionary takes about a second, a check then a few milliseconds.
 */
const processor = unified()
  .use(retextEnglish)
  .use(retextRepeatedWords)
  .use(retextIndefiniteArticle)
  .use(retextSpell, { dictionary, personal: (extraWords as string[]).join('\n'), max: 20, ignoreLiteral: true, ignoreDigits: true });

/** Words English says twice on purpose. */
const DOUBLED_ON_PURPOSE = new Set(['hip hip', 'bye bye', 'night night', 'there there', 'knock knock']);

/** The problems retext and Harper find in a card's words, in plain English. `known` are words the card may use whatever the dictionary says. */
export async function proseFindings(words: CardWords, known: readonly string[] = []): Promise<string[]> {
  const allowed = new Set(known.flatMap((k) => wordsOf(k)));
  const grammar = await Promise.all([words.front, words.inside].map((t) => harperFindings(t.replace(/[‘’]/g, "'"), allowed)));
  return [...new Set([...(await spellingFindings(words, known)), ...grammar.flat()])];
}

/** The problems retext alone finds: spelling (British, with the card's own words), repeated words, articles. */
export async function spellingFindings(words: CardWords, known: readonly string[] = []): Promise<string[]> {
  const allowed = new Set(known.flatMap((k) => wordsOf(k)));
  const out: string[] = [];
  for (const text of [words.front, words.inside]) {
    const file = new VFile(text.replace(/[‘’]/g, "'"));
    await processor.run(processor.parse(file), file);
    for (const m of file.messages) {
      const actual = String(m.actual ?? '');
      if (m.source === 'retext-spell') {
        if (allowed.has(actual.toLowerCase()) || wordsOf(actual).every((w) => allowed.has(w))) continue;
        out.push(`“${actual}” is not a word we know (a spelling mistake?)`);
      } else if (m.source === 'retext-repeated-words') {
        if (!DOUBLED_ON_PURPOSE.has(actual.toLowerCase())) out.push(`“${actual}” is said twice in a row`);
      } else if (m.source === 'retext-indefinite-article')
        out.push(`“${actual}” should be “${(m.expected ?? [])[0] ?? ''}” before the next word`);
      else out.push(m.reason);
    }
  }
  return [...new Set(out)];
}

/**
 * Loads the dictionary now (about a second of CPU, in one piece) rather than inside the first
 * card's check: a service calls it while it starts, before it answers requests.
 */
export async function warmProseCheck(): Promise<void> {
  await warmHarper();
  await proseFindings({ front: 'Hello', inside: 'Dear friend, happy birthday.' });
}
