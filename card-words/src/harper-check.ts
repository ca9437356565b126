import { Dialect, LocalLinter } from 'harper.js';
import { binary } from 'harper.js/binary';

/**
 * The one door to Harper, an offline grammar checker compiled to WebAssembly: agreement ("I
 * were", "he have"), "its"/"it's", a/an, doubled words, capitals, punctuation. Its binary
 * (16 MB) loads once per process, lazily, from the package's own file (Harper reads `file:`
 * URLs itself under Node and Jest; no network); a card's text then takes 15 to 70 ms.
 */
let linter: Promise<LocalLinter> | undefined;

/**
 * Rules left out, each for a reason a British card writer would give: spelling is the retext
 * check's (it knows British card words and the card's names); no Oxford comma in British
 * English; "stand a while" is right after a verb; "little one" is a baby, not a number; "every
 * one that follows" is each one; "a relaxing, well-deserved day" is not a mass noun; a duvet is
 * British; "you two are" needs no possessive; "which is true love" and "I am glad you have…"
 * miss no preposition.
 */
const OFF = [
  'SpellCheck',
  'OxfordComma',
  'AWhile',
  'QuantifierNumeralConflict',
  'Everyone',
  'MassNouns',
  'Regionalisms',
  'PossessiveYour',
  'MissingPreposition',
];
/** Lints Harper gives on card English that is right: "Sending you lots of love" is not a pronoun and a verb. */
const RIGHT_AS_IT_IS: Array<{ text: RegExp; message: RegExp }> = [{ text: /^lots$/i, message: /agree/i }];

function linterOnce(): Promise<LocalLinter> {
  linter ??= (async () => {
    const l = new LocalLinter({ binary, dialect: Dialect.British });
    const config = await l.getLintConfig();
    await l.setLintConfig({ ...config, ...Object.fromEntries(OFF.filter((k) => k in config).map((k) => [k, false])) });
    return l;
  })();
  return linter;
}

/** One thing Harper finds: the words, where they are, and what is wrong, in plain English. */
export interface HarperLint {
  kind: string;
  problem: string;
  start: number;
  end: number;
  message: string;
}

/**
 * What Harper finds wrong in a text. `known` are the card's own words (names, the sender's
 * answers and notes, lower-cased): a lint on a word of theirs is left out ("Sam" is not the
 * acronym SAM, the "B" of "Class 4B" is not bytes).
 */
export async function harperLints(text: string, known: ReadonlySet<string> = new Set()): Promise<HarperLint[]> {
  if (!text.trim()) return [];
  const lints = await (await linterOnce()).lint(text, { language: 'plaintext' });
  const out: HarperLint[] = [];
  for (const lint of lints) {
    const span = lint.span();
    const found: HarperLint = {
      kind: lint.lint_kind(),
      problem: lint.get_problem_text(),
      start: span.start,
      end: span.end,
      message: lint.message().replace(/`([^`]*)`/g, '“$1”'),
    };
    lint.free();
    if (found.kind === 'Spelling') continue;
    // The whole words the lint touches, so a lint on part of a name is seen as one on the name.
    const whole = text.slice(text.slice(0, found.start).search(/\S*$/), found.end + (/^\S*/.exec(text.slice(found.end))?.[0].length ?? 0));
    const words = whole.toLowerCase().match(/[a-z0-9']+/g) ?? [];
    if (words.length && words.every((w) => known.has(w) || known.has(w.replace(/'s$/, '')))) continue;
    // "your calm in a crisis": "your" before a thing the sender named is theirs, never "you're" (the "her" typed made "your").
    const next = /^\s*([A-Za-z']+)/.exec(text.slice(found.end))?.[1]?.toLowerCase();
    if (/^your$/i.test(found.problem) && /you're/.test(found.message) && next && known.has(next)) continue;
    if (RIGHT_AS_IT_IS.some((r) => r.text.test(found.problem) && r.message.test(found.message))) continue;
    out.push(found);
  }
  return out;
}

/** Harper's findings in a text, each in plain English with the words it is about. */
export async function harperFindings(text: string, known: ReadonlySet<string> = new Set()): Promise<string[]> {
  return (await harperLints(text, known)).map((l) => `grammar: “${l.problem}”: ${l.message}`);
}

/** Loads Harper's binary now (seconds of CPU, once) rather than inside the first card's check. */
export async function warmHarper(): Promise<void> {
  await harperLints('Hello.');
}
