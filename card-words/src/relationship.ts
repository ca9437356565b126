import type { Relationship } from '@cards/contracts';
import { partyOf, signersOf, type Signers } from './party-grammar.js';
import { remembered } from './remembered.js';
import { RELATIONSHIPS } from './phrases.js';

/** What the writer needs to know about a card to tell who writes to whom. */
export interface RelationshipBrief {
  occasion: { slug: string; name: string };
  recipient_name: string;
  sender_name: string;
  details: string;
  relationship?: Relationship | null;
}

/** Who the recipient is to the sender, how the writer knows, and the recipient's role in a word ("mum", "grandma"). */
export interface Bond {
  relationship?: Relationship;
  source: 'given' | 'names' | 'notes' | 'occasion' | 'unknown';
  /** The word for the recipient's role when the names or notes say it; else the relationship's own word. */
  kin?: string;
  /** True when `kin` came from the names or the notes (lines that name the role use only such a word). */
  kinKnown: boolean;
  /** Who signs: one person, a household, or a group of friends, teammates or colleagues (who never write "Dearest" or "hugs"). */
  signers?: Signers;
}

const w = (s: string) => new RegExp(`\\b(?:${s})\\b`, 'i');
/** Words in the recipient's name that say who they are, in the order they are tried. */
const NAME_WORDS: Array<[RegExp, Relationship, (m: string) => string]> = [
  [w('mum and dad|mom and dad|parents|mam and dad'), 'parent', () => 'parents'],
  [
    w('grandma and grandad|grandparents|nan and grandad|gran and grandad|granny and grandad|nana and grandad'),
    'grandparent',
    () => 'grandparents',
  ],
  [
    w('grandma|granny|gran|nan|nana|nanna|grandmother|grandad|granddad|grandpa|grandfather|gramps|granda'),
    'grandparent',
    (m) => GRAND[m.toLowerCase()] ?? m.toLowerCase(),
  ],
  [w('mum|mummy|mom|mommy|mam|mother|dad|daddy|father|pops'), 'parent', (m) => PARENT[m.toLowerCase()] ?? m.toLowerCase()],
  [w('aunt|auntie|aunty|uncle|cousin|niece|nephew'), 'relative', (m) => m.toLowerCase().replace(/^aunty$/, 'auntie')],
  [w('sis|bro'), 'sibling', (m) => (m.toLowerCase() === 'sis' ? 'sister' : 'brother')],
  [w('team|staff|colleagues|everyone at|the office|department'), 'colleague', () => 'team'],
  [w('nurses?|matron|midwife|carers?'), 'carer', (m) => m.toLowerCase().replace(/s$/, '')],
];
const GRAND: Record<string, string> = {
  granddad: 'grandad',
  grandmother: 'grandma',
  grandfather: 'grandad',
  nanna: 'nana',
  gramps: 'grandad',
  granda: 'grandad',
};
const PARENT: Record<string, string> = {
  mummy: 'mum',
  mom: 'mum',
  mommy: 'mum',
  mam: 'mum',
  mother: 'mum',
  daddy: 'dad',
  father: 'dad',
  pops: 'dad',
};

/** The sender's own words for the recipient in the notes: "my wife", "our teacher", "the nurse who…". */
const NOTE_WORDS: Array<[RegExp, Relationship, string | undefined]> = [
  [
    /\b(?:my|our)\s+(?:lovely\s+|amazing\s+|wonderful\s+)?(wife|husband|partner|girlfriend|boyfriend|fianc[ée]e?|other half)\b/i,
    'partner',
    undefined,
  ],
  [
    /\b(?:our|my) first date\b|\bwe (?:got married|have been married|married)\b|\bour (?:wedding|engagement)\b|\bwhen we met\b/i,
    'partner',
    undefined,
  ],
  [
    /\b(?:my|our)\s+(?:year \d+\s+|form\s+|class\s+|piano\s+|music\s+|swimming\s+|driving\s+)?(teacher|tutor|headteacher|head teacher|teaching assistant|coach)\b/i,
    'teacher',
    'teacher',
  ],
  [
    /\b(nurse|carer|midwife|doctor|dr|paramedic|physio)\b.*\b(?:cared for|looked after|care of|nursed|treated|helped)\b|\b(?:cared for|looked after|nursed)\s+(?:my|our)\s+(?:mum|dad|father|mother|husband|wife|son|daughter|gran|grandad|grandma|nan|baby|family)\b|\bon the ward\b/i,
    'carer',
    undefined,
  ],
  [/\b(?:my|our)\s+(?:lovely\s+)?(neighbours?)\b|\bnext door\b/i, 'neighbour', undefined],
  [
    /\b(?:my|our)\s+(?:little\s+|baby\s+|eldest\s+|youngest\s+)?(son|daughter|grandson|granddaughter|grandchildren|kids|children|boy|girl)\b/i,
    'child',
    undefined,
  ],
  [/\b(?:my|our)\s+(?:big\s+|little\s+|baby\s+|twin\s+)?(sister|brother|sis)\b/i, 'sibling', undefined],
  [/\b(?:my|our)\s+(aunt|auntie|uncle|cousin|niece|nephew)\b/i, 'relative', undefined],
  [/\b(?:my|our)\s+(?:oldest\s+|best\s+|dear\s+|good\s+|old\s+)*(friend|mate|pal)\b|\bbest friends?\b/i, 'friend', 'friend'],
  [
    /\b(?:my|our)\s+(?:old\s+)?(colleague|boss|manager|team|line manager|workmate)\b|\bworks? with\b|\bat work\b|\bin the office\b/i,
    'colleague',
    undefined,
  ],
  [/\b(teacher|tutor|headteacher|school|class|pupils?|lessons?|homework)\b/i, 'teacher', 'teacher'],
  [/\b(nurse|carer|midwife|ward|hospice nurse)\b/i, 'carer', undefined],
];

/** Senders whose name says who the recipient is to them: "Mum and Dad" write to their child, "Class 4B" to its teacher. */
const SENDER_WORDS: Array<[RegExp, Relationship]> = [
  [w('mum|dad|mummy|daddy|mum and dad|mam|parents'), 'child'],
  [w('grandma|granny|gran|nan|nana|grandad|grandpa|grandparents'), 'child'],
  [w('auntie|aunt|aunty|uncle'), 'relative'],
  [w('class \\w+|year \\d+|form \\w+|pupils|the children of'), 'teacher'],
  [w('everyone at|everyone in|the team|the whole team|the office|colleagues|all at|staff'), 'colleague'],
  [w('your neighbours|next door'), 'neighbour'],
];

/**
 * Who the recipient is to the sender: the card's own `relationship` when the customer chose
 * one; else read from the recipient's name ("Mum and Dad", "Grandma Rose", "the whole team"),
 * the notes in the sender's words ("my wife", "our year 6 teacher", "the nurse who looked after
 * Dad"), the sender's name ("Mum and Dad" write to their child) and, last, the occasion
 * (a Valentine between two people is to a partner). Unknown when nothing says it: the writer
 * then uses no relationship's lines.
 */
export const bondOf = remembered(
  500,
  (b: RelationshipBrief) =>
    JSON.stringify([b.occasion.slug, b.occasion.name, b.recipient_name, b.sender_name, b.details, b.relationship ?? null]),
  (b: RelationshipBrief): Bond => ({ ...bondAfresh(b), signers: signersOf(b.sender_name) }),
);

/**
 * A kin word that names someone else, not the recipient: "the first grandchild for my sister",
 * "staying with my brother", "my sister's boy". Only "a card for my sister" names whom it is for.
 */
function isSomeoneElse(notes: string, hit: RegExpMatchArray): boolean {
  const before = notes.slice(0, hit.index);
  const after = notes.slice(hit.index! + hit[0].length);
  if (/^'s\b/i.test(after)) return true;
  return /\b(?:to|with|from|of|about|for)\s*$/i.test(before) && !/\b(?:card|present|gift|something|one)\s+for\s*$/i.test(before);
}

function bondAfresh(brief: RelationshipBrief): Bond {
  const kinFrom = (rel: Relationship, word?: string): Pick<Bond, 'kin' | 'kinKnown'> =>
    word ? { kin: word.toLowerCase(), kinKnown: true } : { kin: defaultKin(rel, brief.recipient_name), kinKnown: false };
  const byName = NAME_WORDS.find(([re]) => re.test(brief.recipient_name));
  const nameKin = byName ? byName[2](re(byName[0], brief.recipient_name)) : undefined;
  if (brief.relationship) {
    const kin = byName?.[1] === brief.relationship ? nameKin : undefined;
    return { relationship: brief.relationship, source: 'given', ...kinFrom(brief.relationship, kin) };
  }
  if (byName) return { relationship: byName[1], source: 'names', ...kinFrom(byName[1], nameKin) };
  for (const [re, rel, word] of NOTE_WORDS) {
    const m = [...brief.details.matchAll(new RegExp(re.source, `${re.flags}g`))].find((hit) => !isSomeoneElse(brief.details, hit));
    if (m)
      return { relationship: rel, source: 'notes', ...kinFrom(rel, rel === 'partner' || rel === 'neighbour' ? undefined : (word ?? m[1])) };
  }
  const bySender = SENDER_WORDS.find(([re]) => re.test(brief.sender_name));
  if (bySender) return { relationship: bySender[1], source: 'names', ...kinFrom(bySender[1]) };
  const one = !partyOf(brief.sender_name).plural && !partyOf(brief.recipient_name).plural && !!brief.sender_name.trim();
  if (one && /valentine|anniversar/i.test(`${brief.occasion.slug} ${brief.occasion.name}`))
    return { relationship: 'partner', source: 'occasion', ...kinFrom('partner') };
  return { source: 'unknown', kinKnown: false };
}

const re = (r: RegExp, s: string) => r.exec(s)?.[0] ?? '';

/** The relationship's own word for the recipient, in the plural for several ("parents", "neighbours"). */
function defaultKin(rel: Relationship, recipient: string): string {
  const kin = RELATIONSHIPS.relationships[rel].kin;
  if (!partyOf(recipient).plural) return kin;
  return { parent: 'parents', grandparent: 'grandparents', child: 'children', colleague: 'team' }[rel as string] ?? `${kin}s`;
}

/** Whether a line suits the relationship: none of its "never" patterns, and no romance unless between partners. */
export function suitsBond(line: string, bond: Bond): boolean {
  return !bondProblems(line, bond).length;
}

/** Relationships in which a group signing together is family: "the cousins" may send their love. */
const KIN = new Set<Relationship>(['partner', 'parent', 'grandparent', 'child', 'sibling', 'relative']);

/** Whether the card is signed by a group of friends, teammates or colleagues who are not the recipient's family. */
const fromFellows = (bond: Bond) => bond.signers === 'group' && !(bond.relationship && KIN.has(bond.relationship));

/** The patterns a relationship never says, compiled once: its own, and romance unless between partners. */
const neverPatterns = remembered(
  20,
  (rel?: Relationship) => rel ?? '',
  (rel?: Relationship) => {
    const own = rel ? RELATIONSHIPS.relationships[rel] : undefined;
    return [...(own?.never ?? []), ...(own?.romantic ? [] : RELATIONSHIPS.romantic)].map((p) => new RegExp(p, 'i'));
  },
);
const groupPatterns = RELATIONSHIPS.fromGroup.map((p) => new RegExp(p, 'i'));

/**
 * The words of a text that a relationship never says, as plain-English problems; and, for a card
 * a group of friends, teammates or colleagues signs together, the words of one person's intimacy.
 */
export function bondProblems(text: string, bond: Bond): string[] {
  const plain = text.replace(/[‘’]/g, "'");
  const out: string[] = [];
  for (const re of neverPatterns(bond.relationship)) {
    const m = re.exec(plain);
    if (m) out.push(`“${m[0]}” is not how ${bond.relationship ? describe(bond.relationship) : 'someone who is not a partner'} writes`);
  }
  if (fromFellows(bond))
    for (const re of groupPatterns) {
      const m = re.exec(plain);
      if (m && !out.some((p) => p.startsWith(`“${m[0]}”`)))
        out.push(`“${m[0]}” is not how a group of friends or colleagues writes together`);
    }
  return out;
}

const describe = (rel: Relationship) =>
  ({
    partner: 'a partner',
    parent: 'a child to a parent',
    grandparent: 'a grandchild',
    child: 'a parent',
    sibling: 'a brother or sister',
    relative: 'a relative',
    friend: 'a friend',
    colleague: 'a colleague',
    teacher: 'a pupil or parent to a teacher',
    carer: 'someone thanking a carer',
    neighbour: 'a neighbour',
  })[rel];
