const rules = new Intl.PluralRules('en-GB');
const number = new Intl.NumberFormat('en-GB');

/**
 * A count and its noun in the right number: "1 card", "20 cards", "1 copy", "3 copies", "0
 * print files". The one way the shop counts things, so no page says "5 e-card sent" or
 * "1 e-cards". `many` is the plural when it is not `one` + "s".
 */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${number.format(n)} ${rules.select(n) === 'one' ? one : many}`;
}

/**
 * The possessive of a name as British English writes it: "Sam's", "James's", but a plural that
 * ends in s takes the apostrophe alone: a group named in ordinary words ("Family and friends'"),
 * or a family ("the Patels'").
 */
export function possessive(name: string): string {
  const n = name.trim();
  if (!n) return n;
  const last = n.split(/\s+/).at(-1)!;
  const pluralS = /s$/.test(last) && (/^[a-z]/.test(last) || /^the\s/i.test(n));
  return pluralS ? `${n}’` : `${n}’s`;
}

/** Occasions named as proper nouns keep their capitals mid-sentence: Christmas, Mother's Day, Easter. */
const PROPER = /\b(Day|Eve|Year)\b|^(Christmas|Easter|Diwali|Eid|Hanukkah|Ramadan|Passover|Halloween)$/;

/** An occasion's name inside a sentence: "your birthday", "your anniversary", but "your Christmas". */
export function occasionInSentence(name: string): string {
  return PROPER.test(name) ? name : name.toLowerCase();
}
