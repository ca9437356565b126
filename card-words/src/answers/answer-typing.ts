import dictionary from 'dictionary-en-gb';
import nspell from 'nspell';
import nlp from 'compromise';

/**
 * The customer's typing tidied without changing their words: a lone "i" made "I", text-speak
 * spelt out ("ur" → "your", "ur the best" → "you're the best"), "!!" made one, an obvious misspelling corrected to the en-GB
 * dictionary's suggestion when it has exactly one ("finaly" → "finally"), and a name the
 * dictionary knows only with a capital given one ("london", "sunday").
 */
const TEXT_SPEAK: Record<string, string> = {
  ur: 'your',
  u: 'you',
  tho: 'though',
  thx: 'thanks',
  pls: 'please',
  plz: 'please',
  coz: 'because',
  cos: 'because',
  gr8: 'great',
  b4: 'before',
};

let speller: ReturnType<typeof nspell> | undefined;
// The dictionary's files are bytes; nspell's types ask for Buffers, which are bytes too.
const spell = () => (speller ??= nspell({ aff: Buffer.from(dictionary.aff), dic: Buffer.from(dictionary.dic) }));

/** "japan" is also a lacquer: a country or city compromise knows, typed in lower case, is the place. */
const PLACE = (word: string) =>
  !/^(?:turkey|china|jersey|chile|guinea)$/.test(word) && nlp(word.charAt(0).toUpperCase() + word.slice(1)).has('(#Country|#City)');

const missedOne = (typed: string, word: string) => [...word].some((_, i) => word.slice(0, i) + word.slice(i + 1) === typed);

function tidyWord(word: string): string {
  const lower = word.toLowerCase();
  if (word === 'i') return 'I';
  if (/^i'(?:m|ll|ve|d)$/.test(word)) return `I${word.slice(1)}`;
  if (TEXT_SPEAK[lower]) return TEXT_SPEAK[lower];
  if (/^[a-z]{3,}$/.test(word) && spell().correct(word) && PLACE(word)) return word.charAt(0).toUpperCase() + word.slice(1);
  if (!/^[a-z]{3,}$/.test(word) || spell().correct(word)) return word;
  const capital = word.charAt(0).toUpperCase() + word.slice(1);
  if (spell().correct(capital)) return capital;
  // A missed letter, the commonest slip: the one word the typing is one letter short of.
  const close = spell()
    .suggest(word)
    .filter((s) => s.length === word.length + 1 && missedOne(lower, s.toLowerCase()));
  return close.length === 1 ? close[0]! : word;
}

/**
 * "ur the best", "your so kind": before a word that follows a verb and never a possessive (an
 * article, "so", a gerund, an adjective standing alone) the "ur" or "your" is "you're".
 */
const YOU_ARE =
  /\b(?:ur|your|u r)\s+(?=(?:the|a|an|so|such|too|really|not|always|never|just|gonna|going|doing|getting|being)\b|(?:amazing|brilliant|welcome|right|kind|lovely|great|awesome|incredible|wonderful|ace|a star|a legend)(?:\s*$|\s*[,.!?;]|\s+(?:and|to|for|at)\b))/gi;

export function tidyTyping(text: string): string {
  return text
    .replace(YOU_ARE, (m) => `${/^[A-Z]/.test(m) ? 'Y' : 'y'}ou're `)
    .replace(/([!?])\1+/g, '$1')
    .split(/(\s+|[(),.;:!?"])/)
    .map((w) => (/^[\w']+$/.test(w) ? tidyWord(w) : w))
    .join('');
}
