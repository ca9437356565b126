import nlp from 'compromise';
import { remembered } from './remembered.js';

/** A sender or a recipient as grammar sees them: one person, or several (a couple, a family, a team). */
export interface Party {
  name: string;
  plural: boolean;
  /** Two people ("Tom and Priya") read "you both"; a larger group ("the whole team") "you all". */
  count: 'one' | 'two' | 'many';
}

// Words that name a group whatever their grammatical number ("the whole team", "Everyone at …").
const GROUP_WORDS =
  /\b(everyone|everybody|all|team|family|families|staff|colleagues|friends|gang|crew|us|both|household|lot|lads|girls|class|department|office|club|choir|squad|committee|society|neighbours|neighbors|grandchildren|grandkids|kids|children|parents|folks)\b/i;
// Two or more names joined: "Tom and Priya", "Mum & Dad", "Mr and Mrs Patel", "Gran, Grandad and the dogs".
const JOINED = /\S\s*(\band\b|&|\+)\s*\S/i;

/**
 * Whether a name stands for one person or several, read with compromise: joined names,
 * group nouns, plural nouns ("colleagues") and family names in the plural ("The Smiths").
 */
export const partyOf = remembered(500, (name: string) => name, partyOfAfresh);

function partyOfAfresh(name: string): Party {
  const n = name.trim();
  const one: Party = { name: n, plural: false, count: 'one' };
  const many: Party = { name: n, plural: true, count: 'many' };
  if (!n) return one;
  if (GROUP_WORDS.test(n)) return many;
  if (JOINED.test(n)) {
    // "Tom and Priya", "Mr and Mrs Patel": two; "Gran, Grandad and the dogs": more.
    const joins = (n.match(/\band\b|&|\+|,/gi) ?? []).length;
    return { name: n, plural: true, count: joins === 1 ? 'two' : 'many' };
  }
  // "The Smiths", "the Okafors": a determiner before a capitalised name ending in s.
  if (/^[Tt]he\s+[A-Z][a-z]+s$/.test(n)) return many;
  // The noun before "of/at/in/from" heads the name: "The governors of St Mary's School" are several.
  const head = n.split(/\s+(?:of|at|in|from|on)\s+/i)[0]!;
  // "The Nguyens at number 4": a family name in the plural heads the name.
  if (/^[Tt]he\s+[A-Z][a-z]+s$/.test(head)) return many;
  const doc = nlp(head);
  if (doc.has('^the? #Plural$') && !doc.has('#Person')) return many;
  return one;
}

/**
 * Who signs a card together: one person; a household (a couple, a family: "Tom and Priya", "Mum &
 * Dad", "the Smiths", "Helen, Mark and the kids"), who may send love and kisses; or a group of
 * friends, teammates or colleagues ("the five-a-side lot", "everyone at the surgery", "the book
 * club"), who write warmly but never as one person's intimate ("Dearest", "hugs", "all our love").
 */
export type Signers = 'one' | 'household' | 'group';

/** Words that name a group of people who are not a household: a team, a club, friends, a workplace. */
const FELLOWS =
  /\b(?:team|staff|colleagues|friends|gang|crew|lot|lads|girls|boys|class|department|office|club|squad|choir|committee|society|group|members|mates|everyone|everybody|surgery|ward|practice|school|governors|partners|co|ltd|plc|llp|firm|company|studio|salon|neighbours|neighbors)\b/i;
/** Words of a household: family and kin signing together. */
const HOUSEHOLD =
  /\b(?:family|families|household|kids|children|grandchildren|grandkids|parents|folks|mum|mummy|mam|dad|daddy|nan|nana|gran|granny|grandma|grandad|grandpa|auntie|aunt|uncle|sister|brother|cousins|both)\b/i;

/** Whether a sender is one person, a household or a group of friends, teammates or colleagues (`Signers`). */
export function signersOf(name: string): Signers {
  const n = name.trim();
  if (!partyOf(n).plural) return 'one';
  if (HOUSEHOLD.test(n)) return 'household';
  if (FELLOWS.test(n)) return 'group';
  // "Tom and Priya", "Mr and Mrs Patel", "the Smiths": a couple or a family by its names.
  if (JOINED.test(n) || /^[Tt]he\s+[A-Z][a-z]+s$/.test(n)) return 'household';
  return 'group';
}

/**
 * Fills a template's number choices: `[one|several]` follows the sender ("[I|we] hope"),
 * `<one|two|many>` the recipient ("<you|you both|you all>"; with two choices the second is for any group). Without a choice the text is kept.
 */
export function agree(template: string, sender: Party, recipient: Party): string {
  return template
    .replace(/\[([^\]|]*)\|([^\]]*)\]/g, (_, one: string, many: string) => (sender.plural ? many : one))
    .replace(/<([^>|]*)\|([^>|]*)(?:\|([^>]*))?>/g, (_, one: string, two: string, many?: string) =>
      recipient.count === 'one' ? one : recipient.count === 'two' || many === undefined ? two : many,
    );
}

/**
 * True when the name reads as a phrase ("the whole team", "everyone at the depot", "Friends and
 * neighbours") rather than a name: it opens with a determiner or "everyone", or has a word in
 * lower case that is not a name's joint ("and", "of", "van"). Fronts never put it after a
 * greeting's comma ("You're a star, the nurses on Ward 7").
 */
export function isPhraseName(name: string): boolean {
  const n = name.trim();
  if (/^(the|all|everyone|everybody|my|our|your)\b/i.test(n)) return true;
  // A common noun in lower case ("neighbours", "nurses"); a first name typed in lower case ("sarah") is still a name.
  return n
    .split(/\s+/)
    .some((w) => /^[a-z]{3,}$/.test(w) && !/^(?:and|of|van|von|der|den|del|della|bin|bint|the)$/.test(w) && !nlp(w).has('#Person'));
}

/** A closing typed before the names of a sign-off: "Love from", "Lots of love,", "With love from", "From". */
const OWN_CLOSING =
  /^(?:(?:(?:with\s+)?(?:lots\s+of\s+|all\s+(?:my|our)\s+)?love(?:\s+and\s+hugs)?(?:\s+from)?|best\s+wishes(?:\s+from)?|from)\b\s*,?\s*)/i;

/**
 * A sender's name as a card is signed, not as it was typed into the form: "me (lou)" is Lou,
 * "Ellie x" is Ellie (the kisses are the sender's, the sign-off carries the love), "Poppy (and
 * mum)" is "Poppy and Mum", "The Millers (Dan, Sophie & Evie)" is "Dan, Sophie & Evie", and a
 * name typed in lower case opens with a capital.
 */
export function signedAs(name: string): string {
  let n = name.trim().replace(/\s+x{1,5}$/i, '');
  // "Love from all of us, Helen, Mark and the kids", "lots of love, Jo": the card has its own
  // closing, so the sender's is left out and the names sign ("Love from" twice reads as a slip).
  n =
    n
      .replace(OWN_CLOSING, '')
      .replace(/^(?:all of us|us all)\s*,\s*/i, '')
      .trim() || n;
  // "me (lou)", "us (the Taylors)": the words in brackets are the name.
  const me = /^(?:me|us|myself)\s*\(([^()]+)\)$/i.exec(n);
  if (me) n = me[1]!.trim();
  // "Poppy (and mum)": the bracket joins someone to the name.
  n = n.replace(/\s*\(\s*((?:and|&|\+)\s+[^()]+)\)/gi, ' $1');
  // "The Millers (Dan, Sophie, Evie & Bruno the dog)": the people in brackets sign, by their names.
  const members = /^[^()]*\(([^()]*(?:,|\band\b|&)[^()]*)\)$/i.exec(n);
  if (members) n = members[1]!.trim();
  // Any other aside in brackets is the sender's note to us ("Jo (from work)"): never signed.
  n = n.replace(/\s*\([^()]*\)/g, '').trim() || name.trim();
  // Family names signed as names: "and mum" → "and Mum".
  n = n.replace(
    /\b(and|&)\s+(mum|dad|nan|gran|grandma|grandad)\b/gi,
    (_, j: string, w: string) => `${j} ${w.charAt(0).toUpperCase()}${w.slice(1)}`,
  );
  return n.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
}
