/**
 * How a card sent to many reaches each person and how it greets them. Cart-order decides both
 * when a list is set; the web app previews the same answers before then. Apart from the
 * mailing schemas so that the web app can import it without zod.
 */

/** How a recipient is reached: posted when their entry has a postcode, else e-mailed when it has an e-mail address. */
export type RecipientChannel = 'post' | 'ecard';

export function recipientChannel(a: { postcode?: string | null; email?: string | null }): RecipientChannel | null {
  if (a.postcode?.trim()) return 'post';
  if (a.email?.trim()) return 'ecard';
  return null;
}

const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'prof', 'rev', 'sir', 'dame', 'lady', 'lord']);

const isTitle = (word: string) => TITLES.has(word.toLowerCase().replace(/\.$/, ''));

/** Where one person's name ends and the next begins: "Sam and Priya Shah", "Tom & Jackie". */
const AND = /\s+(?:and|&|\+)\s+/i;

/**
 * The people an entry names, each as their words: a comma parts them only beside an "and"
 * ("Ann, Bob and Cy Lee"); without one, "Smith, John" is one person written surname first.
 */
function peopleIn(name: string): string[][] {
  const trimmed = name.trim();
  const surnameFirst = /^([^,]+),\s*([^,]+)$/.exec(trimmed);
  const parts = AND.test(trimmed)
    ? trimmed.split(AND).flatMap((p) => p.split(/\s*,\s*/))
    : surnameFirst
      ? [`${surnameFirst[2]} ${surnameFirst[1]}`]
      : [trimmed];
  return parts.map((p) => p.split(/\s+/).filter(Boolean)).filter((words) => words.length > 0);
}

/** "Sam", "Sam and Priya", "Ann, Bob and Cy". */
function listed(names: string[]): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * The greeting for someone with none of their own: "Dear Jean" from "Jean Smith"; with a title,
 * the title and surname ("Dr Patel" → "Dear Dr Patel"), as a letter to them would begin. An
 * entry for a couple or a household greets every name on it, as a Christmas card to them would
 * ("Sam and Priya Shah" → "Dear Sam and Priya", "Ann, Bob and Cy Lee" → "Dear Ann, Bob and Cy"),
 * and titles share the surname ("Mr and Mrs Smith" → "Dear Mr and Mrs Smith"). "The Shah
 * family" is "Dear Shah family".
 */
export function defaultSalutation(name: string): string {
  const people = peopleIn(name);
  if (!people.length) return 'Dear friend';
  if (people.length === 1 && people[0]![0]!.toLowerCase() === 'the' && people[0]!.length > 1)
    return `Dear ${people[0]!.slice(1).join(' ')}`;
  const surname = people[people.length - 1]!.at(-1)!;
  const titles = people.map((words) => words[0]!).filter(isTitle);
  if (titles.length === people.length && surname !== titles[titles.length - 1]) return `Dear ${listed(titles)} ${surname}`;
  return `Dear ${listed(people.map((words) => (isTitle(words[0]!) && words.length > 1 ? `${words[0]} ${words[words.length - 1]}` : words[0]!)))}`;
}
