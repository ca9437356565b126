/**
 * Turns what the sender wrote about the recipient ("loves gardening", "she just retired to
 * Cornwall", "our trip to Rome") into a piece that fits a sentence addressed to them: a
 * clause ("you love gardening", "we met at university") or a noun phrase ("our trip to Rome").
 */
export type WovenDetails = { kind: 'clause'; text: string } | { kind: 'np'; text: string } | { kind: 'sentences'; text: string };

const THIRD_PERSON = new Set(['he', 'she', 'they']);
const POSSESSIVE = new Set(['his', 'her', 'their']);
const SUBJECTS = new Set(['i', 'we', 'you', 'my', 'our', 'your', 'it', 'there']);
const IRREGULAR: Record<string, string> = { is: 'are', was: 'were', has: 'have', does: 'do', "'s": 'are', isn: 'aren', wasn: 'weren', hasn: 'haven', doesn: 'don' };
const VERB_START = /^(is|was|has|had|does|did|loves|likes|enjoys|adores|hates|works|lives|plays|runs|turned|turns|turning|just|recently|always|never|still|finally|got|gets|started|starts|moved|moves|became|passed|retired|graduated|won|bought|made|can|could|will|would|should|deserves|needs|wants|collects|bakes|cooks|paints|sings|dances|swims|cycles|walks|travels|studies|teaches|loved|liked|spent|spends)\b/i;
const FINITE = /\b(is|are|was|were|has|have|had|will|can|could|would|did|do|does|got|met|made|loved|love|loves|passed|moved|went|came|became|bought|started|finished|won|turned|turns|shared|helped|spent)\b/i;
const DETERMINERS = new Set(['the', 'a', 'an', 'your', 'my', 'our', 'all', 'every', 'this', 'that', 'these', 'those', 'some', 'his', 'her', 'their']);

/** "loves" → "love", "is" → "are", "passed" stays: for "you" as the subject. */
function secondPersonVerb(word: string): string {
  const lower = word.toLowerCase();
  if (IRREGULAR[lower]) return IRREGULAR[lower]!;
  if (/(ch|sh|ss|x|o)es$/.test(lower)) return lower.slice(0, -2);
  if (/[^aeiou]ies$/.test(lower)) return `${lower.slice(0, -3)}y`;
  if (/[^s]s$/.test(lower) && !/(ed|ing)$/.test(lower) && VERB_START.test(lower)) return lower.slice(0, -1);
  return lower;
}

function toYou(rest: string[]): string {
  const [verb, ...tail] = rest;
  if (!verb) return 'you';
  const fixed = tail.map((w) => (POSSESSIVE.has(w.toLowerCase()) ? 'your' : w.toLowerCase() === 'herself' || w.toLowerCase() === 'himself' ? 'yourself' : w));
  return ['you', secondPersonVerb(verb), ...fixed].join(' ');
}

export function weaveDetails(details: string, recipientName: string): WovenDetails | undefined {
  let d = details.replace(/\s+/g, ' ').trim().replace(/[.!;:,]+$/, '');
  if (!d) return undefined;
  // Several sentences cannot be folded into one: keep them as written, as a postscript.
  if (/[.!?]\s+\S/.test(d)) return { kind: 'sentences', text: /[.!?]$/.test(details.trim()) ? details.trim() : `${d}.` };
  d = d.replace(/\s*\n\s*/g, ' ');
  const words = d.split(' ');
  const first = words[0]!.toLowerCase();
  const firstName = recipientName.trim().split(/\s+/).pop()?.toLowerCase();

  if (THIRD_PERSON.has(first) && words.length > 1) return { kind: 'clause', text: toYou(words.slice(1)) };
  if (firstName && first.replace(/'s$/, '') === firstName && words.length > 1) {
    if (first.endsWith("'s")) return { kind: 'np', text: ['your', ...words.slice(1)].join(' ') };
    return { kind: 'clause', text: toYou(words.slice(1)) };
  }
  if (VERB_START.test(d)) return { kind: 'clause', text: toYou(words) };
  if (POSSESSIVE.has(first)) {
    const rest = ['your', ...words.slice(1)];
    return FINITE.test(words.slice(1).join(' ')) ? { kind: 'clause', text: rest.join(' ') } : { kind: 'np', text: rest.join(' ') };
  }
  if (SUBJECTS.has(first) && FINITE.test(d)) return { kind: 'clause', text: first === 'i' ? d : lowerFirst(d) };
  if (DETERMINERS.has(first)) return { kind: 'np', text: lowerFirst(d) };
  // A proper noun or anything else: keep the writer's capitals.
  return FINITE.test(d) && words.length > 2 ? { kind: 'clause', text: d } : { kind: 'np', text: d };
}

function lowerFirst(s: string) {
  return s.charAt(0).toLowerCase() + s.slice(1);
}

export function upperFirst(s: string) {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
