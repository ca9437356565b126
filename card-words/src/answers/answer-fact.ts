import nlp from 'compromise';
import type { AnswerOwner } from '../playbooks.js';
import { formOf } from './answer-form.js';

/**
 * An answer read as a fact before it is placed: who does it (the recipient, the sender, the
 * two of them, someone else), what is done and when (a habit, something going on now, a past
 * event, a plan, a plan to carry on), or a thing. The writer chooses the frame by this shape
 * ("you still…" for a habit, a memory for a past event, a forward-looking line for a plan, a
 * noun frame for a thing) and tells the verbs in the card's person through compromise, so a
 * typed answer is never pasted into a sentence whose grammar it breaks.
 */
export type FactShape = 'habit' | 'ongoing' | 'past' | 'plan' | 'keep' | 'thing';
/** Who does it: the recipient, the sender, the two of them, or someone else the answer is about (a late loved one). */
export type FactSubject = 'recipient' | 'sender' | 'shared' | 'other';

type Tense = 'present' | 'past' | 'progressive' | 'perfect' | 'future' | 'bare';

/** One verb phrase of a fact: the adverbs before it, its verb as typed and in its tense, and the words after it. */
interface Clause {
  join: string;
  adverbs: string;
  tense: Tense;
  /** The auxiliary as typed ("is", "has", "will"), when the tense has one. */
  aux?: string;
  verb: string;
  infinitive: string;
  rest: string;
}

export interface AnswerFact {
  subject: FactSubject;
  shape: FactShape;
  /** A past event that is something achieved ("passed at the second go"), which a card may be proud of; a lost tooth is not. */
  feat: boolean;
  clauses: Clause[];
  /** The thing, when the answer is one ("dinosaurs", "30 years as a postman"). */
  thing?: string;
  /** A deed typed after the thing ("… and never missed a day even in the snow"), read as a fact of its own. */
  then?: AnswerFact;
  /** The sender's own subject as typed ("we", "I"): their news is told with it, whoever signs. */
  who?: 'I' | 'we';
}

const ADVERB =
  /^(?:now|still|always|never|just|finally|really|also|even|often|usually|already|sometimes|actually|properly|nearly|almost)$/i;
/** Verbs of something achieved: a card may say it is proud of them. */
const FEATS =
  /^(?:pass|win|learn|finish|complete|run|swim|climb|earn|start|graduate|qualify|build|raise|reach|achieve|become|get|make|score|beat|save|train|walk|ride|read|write|publish|open|launch|land)$/;
/** A plan to carry on with something: "keep running the tea fund". */
const KEEP = /^(?:keep|carry|continue|stay|stick)$/;
const SUBJECTS: Record<string, FactSubject | undefined> = {
  he: 'recipient',
  she: 'recipient',
  they: 'recipient',
  you: 'recipient',
  we: 'shared',
  i: 'sender',
};
const CONTRACTED = /^(he|she|they|you|we|i)'(s|re|ve|ll|m)\s+/i;
const AUX_EXPANDED: Record<string, string> = { re: 'are', ve: 'have', ll: 'will', m: 'am' };
const OWNERS: Partial<Record<AnswerOwner, FactSubject>> = {
  recipient: 'recipient',
  recipient_you: 'recipient',
  couple: 'recipient',
  shared: 'shared',
  sender: 'sender',
  deceased: 'other',
};

type Term = { text: string; tags: Set<string> };
const termsOf = (text: string): Term[] =>
  (nlp(text).terms().json() as { text: string; terms: { tags: string[] }[] }[]).map((t) => ({
    text: t.text,
    tags: new Set(t.terms[0]?.tags ?? []),
  }));

type Forms = { Infinitive?: string; PastTense?: string; PresentTense?: string; Gerund?: string; Participle?: string };
const formsOf = (verb: string): Forms => (nlp(verb).verbs().conjugate()[0] as Forms | undefined) ?? {};

/** A word read as a verb in a subject's mouth: "waves" after "she" is one, "go" after "the second" is not. */
function verbTerm(word: string, subject = 'she'): Term | undefined {
  const t = termsOf(`${subject} ${word}`)[subject.split(' ').length];
  return t?.tags.has('Verb') ? t : undefined;
}

/** A verb phrase read into its tense: the adverbs, the auxiliary, the verb and what follows it. */
function clauseOf(text: string, join = ''): Clause | undefined {
  const words = text.split(/\s+/).filter(Boolean);
  let i = 0;
  while (words[i] && ADVERB.test(words[i]!)) i++;
  const adverbs = words.slice(0, i).join(' ');
  const first = words[i]?.toLowerCase();
  if (!first) return undefined;
  const next = words[i + 1];
  const rest = (k: number) => words.slice(k).join(' ');
  const make = (tense: Tense, verb: string, k: number, aux?: string): Clause | undefined => {
    const infinitive = formsOf(verb).Infinitive ?? verb;
    return { join, adverbs, tense, ...(aux ? { aux } : {}), verb, infinitive: infinitive.split(' ')[0]!, rest: rest(k) };
  };
  if (/^(?:will|shall|'ll)$/.test(first) && next) return make('future', next, i + 2, first);
  if (/^(?:is|are|am|was|were)$/.test(first) && next && verbTerm(next)?.tags.has('Gerund')) return make('progressive', next, i + 2, first);
  if (/^(?:has|have|had)$/.test(first) && next && verbTerm(next, 'she has')?.tags.has('PastTense'))
    return make('perfect', next, i + 2, first);
  const term = verbTerm(words[i]!);
  // A gerund leads a thing ("taking in all our parcels"), never a clause; a plural standing alone is a thing ("dinosaurs").
  if (!term || term.tags.has('Gerund') || (!rest(i + 1) && !termsOf(words[i]!)[0]?.tags.has('Verb'))) return undefined;
  if (term.tags.has('PastTense')) return make('past', words[i]!, i + 1);
  // "does", "whistles": a verb in the third person's present; "take", "keep": one in its bare form, a plan.
  const bare = !/[^s]s$|^(?:is|has|does)$/i.test(first);
  // "always sort out the rota", "walk the dog every morning": typed to "they", a verb done as a habit is no plan.
  const habit =
    /\b(?:always|never|usually|often|still|sometimes)\b/i.test(adverbs) ||
    /\bevery\s+(?:day|morning|night|week|weekend|time)\b/i.test(rest(i + 1));
  return make(bare && !habit ? 'bare' : 'present', words[i]!, i + 1);
}

/** "passed at the second go", "never missed a day": tags that make a word no verb where it stands. */
const NOT_AFTER = /^(?:a|an|the|my|your|his|her|our|their|first|second|third|next|last|every|each)$/i;

/** Where a clause joined by "and", "but", "then" begins: a verb (after its adverbs) after the join. */
function splitClauses(text: string): { join: string; text: string }[] {
  const parts: { join: string; text: string }[] = [];
  const re = /,?\s+\b(and|but|then|so)\s+/gi;
  let from = 0;
  let join = '';
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const after = text.slice(m.index + m[0].length).split(/\s+/);
    let k = 0;
    while (after[k] && ADVERB.test(after[k]!)) k++;
    const before = text.slice(0, m.index).split(/\s+/).at(-1) ?? '';
    // Read where it stands: "night classes" after "and" is a thing, "now whistles through the gap" a verb phrase.
    // "and feeds it more carefully": a word read as a plural alone is a verb when an object follows it, as after a subject.
    const object = /^(?:it|the|a|an|her|his|them|me|us|him|my|our|their|your)$/i.test(after[k + 1] ?? '');
    // "and whistles through the gap": so is one a preposition follows, unless the word before the
    // join is a plural, which makes a list of things ("dinosaurs and trains in the garden").
    const preposition =
      /^(?:through|at|in|on|to|with|around|round|about|into|like|over|under|whenever|everywhere|all)$/i.test(after[k + 1] ?? '') &&
      !termsOf(before)[0]?.tags.has('Plural');
    const verb = after[k] ? ((object || preposition) && verbTerm(after[k]!)) || termsOf(after.join(' '))[k] : undefined;
    // "two goes and loads of lessons": a quantity after the join is a thing, never "you load".
    if (!verb?.tags.has('Verb') || verb.tags.has('Gerund') || NOT_AFTER.test(before) || after[k + 1] === 'of') continue;
    parts.push({ join, text: text.slice(from, m.index) });
    join = m[0].trim();
    from = m.index + m[0].length;
  }
  parts.push({ join, text: text.slice(from) });
  return parts;
}

function shapeOf(first: Clause): FactShape {
  if (first.tense === 'bare' || first.tense === 'future') return KEEP.test(first.infinitive) ? 'keep' : 'plan';
  if (first.tense === 'progressive') return /^(?:was|were)$/i.test(first.aux ?? '') ? 'past' : 'ongoing';
  if (first.tense === 'past' || first.tense === 'perfect') return 'past';
  return 'habit';
}

/**
 * Whose a leading pronoun is in an answer of this owner. In the sender's own answer ("Our news
 * this year…") "we" and "I" are the sender. In a memory of someone who died ("I'll always
 * remember how they…") "she" and "he" are that person. In an answer about them ("This year
 * they…") a "we" or an "I" is the sender's own news ("we got a puppy"), never theirs.
 */
function leadOf(word: string, owner: AnswerOwner): { subject?: FactSubject; who?: 'I' | 'we' } {
  const s = SUBJECTS[word.toLowerCase()];
  const who = word.toLowerCase() === 'we' ? 'we' : 'I';
  if (s && s !== 'recipient' && (owner === 'recipient' || owner === 'couple')) return { subject: 'sender', who };
  if (!s || (owner !== 'sender' && owner !== 'deceased')) return { subject: s };
  if (owner === 'deceased') return { subject: s === 'recipient' ? 'other' : undefined };
  return s === 'recipient' ? {} : { subject: 'sender', who };
}

/**
 * A leading pronoun that cannot be in this answer: the recipient's in the sender's news ("he started
 * school" is one of theirs the answer never names), the sender's in a memory of the dead.
 */
function foreignLead(word: string, owner: AnswerOwner): boolean {
  const s = SUBJECTS[word.toLowerCase()];
  return !!s && ((owner === 'sender' && s === 'recipient') || (owner === 'deceased' && (s !== 'recipient' || /^you$/i.test(word))));
}

/**
 * The fact an answer states, read with compromise, or `undefined` when it is someone else's
 * doing ("your mum always had biscuits out") or its grammar cannot be read: such an answer is
 * placed as before, in frames its form fits, or left out.
 */
export function factOf(typed: string, owner: AnswerOwner): AnswerFact | undefined {
  let text = typed
    .trim()
    .replace(/[’‘]/g, "'")
    .replace(/[.!,;:\s]+$/, '');
  let subject = OWNERS[owner];
  let who: AnswerFact['who'];
  const said = (word: string) => {
    const read = leadOf(word, owner);
    if (read.who) who = read.who;
    return read.subject;
  };
  const foreign = (word: string) => foreignLead(word, owner);
  const contracted = CONTRACTED.exec(text);
  if (contracted) {
    const s = contracted[2]!.toLowerCase();
    // "she's worked so hard" (has), "he's learning to swim" (is).
    const aux =
      s === 's'
        ? verbTerm(text.slice(contracted[0].length).split(/\s+/)[0] ?? '', 'she has')?.tags.has('PastTense')
          ? 'has'
          : 'is'
        : AUX_EXPANDED[s]!;
    if (foreign(contracted[1]!)) return undefined;
    subject = said(contracted[1]!) ?? subject;
    text = `${aux} ${text.slice(contracted[0].length)}`;
  } else {
    const lead = /^(\w+)\s+/.exec(text);
    if (lead && foreign(lead[1]!)) return undefined;
    const sayer = lead && said(lead[1]!);
    if (
      sayer &&
      verbTerm(
        text
          .slice(lead[0].length)
          .split(/\s+/)
          .find((w) => !ADVERB.test(w)) ?? '',
      )
    ) {
      subject = sayer;
      text = text.slice(lead[0].length);
    }
  }
  if (!subject || !text) return undefined;
  // "running, she's doing the London marathon in April": a thing, and a fact about it with a subject of its own.
  // "sourdough — he has named the starter Gary": after a dash as after a comma.
  const aside = /^([^,—–]+?)\s*(?:,|\s[—–-])\s+((?:he|she|they)(?:'s|'re)?\s+.+)$/i.exec(text);
  if (aside && /^(?:noun|gerund)$/.test(formOf(aside[1]!))) {
    const then = factOf(aside[2]!, owner);
    if (then?.clauses.length) return { subject, shape: 'thing', feat: false, clauses: [], thing: aside[1]!, then };
  }
  const parts = splitClauses(text);
  // The answer's form decides first whether it is a thing ("crosswords and a nice sherry", "horses"): never "you crosswords".
  const thing = /^(?:noun|gerund)$/.test(formOf(parts[0]!.text));
  const clauses = parts.map((p, i) => (i === 0 && thing ? undefined : clauseOf(p.text, p.join)));
  if (clauses[0]) {
    if (clauses.some((c) => !c)) return undefined;
    const read = clauses as Clause[];
    const feat = read.some((c) => (c.tense === 'past' || c.tense === 'perfect') && FEATS.test(c.infinitive));
    return { subject, shape: shapeOf(read[0]!), feat, clauses: read, ...(who ? { who } : {}) };
  }
  // A thing, and maybe a deed typed after it ("30 years as a postman and never missed a day").
  const deed = parts.length > 1 && clauses.slice(1).every(Boolean) ? (clauses.slice(1) as Clause[]) : undefined;
  const fact: AnswerFact = { subject, shape: 'thing', feat: false, clauses: [], thing: deed ? parts[0]!.text : text };
  if (deed) {
    deed[0] = { ...deed[0]!, join: '' };
    const feat = deed.some((c) => (c.tense === 'past' || c.tense === 'perfect') && FEATS.test(c.infinitive));
    fact.then = { subject, shape: shapeOf(deed[0]!), feat, clauses: deed };
  }
  return fact;
}

const YOU_AUX: Record<string, string> = { is: 'are', am: 'are', was: 'were', has: 'have', does: 'do' };

/** The verb as the card's subject says it: "you" ("whistles" → "whistle", "is" → "are") or "we" for a plan shared. */
function verbFor(c: Clause): string {
  if (c.aux) return `${YOU_AUX[c.aux.toLowerCase()] ?? c.aux} ${c.verb}`;
  if (c.tense === 'present')
    return /^(?:is|has|does)$/i.test(c.verb) ? YOU_AUX[c.verb.toLowerCase()]! : (formsOf(c.verb).Infinitive ?? c.verb);
  if (c.tense === 'past' && /^was$/i.test(c.verb)) return 'were';
  return c.verb;
}

/** Nouns of kin or names: once one is named, the pronouns after it are theirs ("helping Oliver with his reading"). */
const OTHER =
  /^(?:mum|mother|dad|father|husband|wife|partner|son|daughter|brother|sister|gran|granny|grandma|grandad|grandpa|nan|nana|aunt|auntie|uncle|baby|kids|children|friend)$/i;

/**
 * The words after a verb told to the recipient: "his", "their" and a possessive "her" are
 * "your"; "her", "him", "them" as an object are "you" when the fact is the sender's or shared
 * (the card's "we take her out" takes the recipient out); once another person is named, the
 * pronouns after are that person's.
 */
function restFor(rest: string, subject: FactSubject, third = false): string {
  const terms = termsOf(rest);
  let other = false;
  return (
    terms
      .map((t, i) => {
        const lower = t.text.toLowerCase().replace(/[^a-z']/g, '');
        const next = terms[i + 1];
        if (OTHER.test(lower) || (i > 0 && t.tags.has('ProperNoun') && !t.tags.has('Place'))) other = true;
        // A thank-you's "his", "her" and "them" are the ones helped ("sang to her", "made them pancakes"); "their" is the recipient's.
        if (other || (third && /^(?:his|her|him|them|himself|herself)$/.test(lower))) return t.text;
        const swap = (to: string) => t.text.replace(new RegExp(lower, 'i'), to);
        const possessive =
          !!next &&
          !next.tags.has('Preposition') &&
          !next.tags.has('Determiner') &&
          !next.tags.has('Conjunction') &&
          !next.tags.has('Adverb');
        if (/^(?:his|their)$/.test(lower)) return swap('your');
        if (lower === 'her' && possessive) return swap('your');
        if (/^(?:her|him|them)$/.test(lower)) return subject === 'recipient' && lower !== 'them' ? t.text : swap('you');
        if (/^(?:himself|herself|themselves)$/.test(lower)) return swap('yourself');
        return t.text;
      })
      // A contraction's hidden word ("couldn't": could + not) has no text of its own: never a space before the full stop.
      .filter(Boolean)
      .join(' ')
  );
}

/**
 * The fact as its frame takes it: a verb phrase agreeing with "you" (or "we"), or its thing, with
 * the recipient's pronouns as "your". The sender's own fact ("we moved to Devon and Pete retired")
 * stays theirs, as typed: its "our", "his" and "her" are the sender's people.
 */
export function toldAs(fact: AnswerFact, { third = false } = {}): string {
  // Likewise what a late loved one did ("taught me to bake"): their "her garden" is theirs.
  if (fact.subject === 'sender' || fact.subject === 'other')
    return fact.clauses.length
      ? fact.clauses.map((c) => [c.join, c.adverbs, c.aux, c.verb, c.rest].filter(Boolean).join(' ')).join(' ')
      : (fact.thing ?? '');
  if (!fact.clauses.length) return restFor(fact.thing ?? '', fact.subject, third);
  return fact.clauses.map((c) => [c.join, c.adverbs, verbFor(c), restFor(c.rest, fact.subject, third)].filter(Boolean).join(' ')).join(' ');
}

/**
 * A fact of something done, told as what a thanks is for: each verb as its gerund ("drove me to
 * the airport and waited" → "driving me to the airport and waiting"), the rest as `toldAs` tells it.
 */
export function asGerunds(fact: AnswerFact, { third = false } = {}): string | undefined {
  const gerunds = fact.clauses.map((c) => formsOf(c.infinitive).Gerund);
  if (!fact.clauses.length || gerunds.some((g) => !g || g.includes(' '))) return undefined;
  const rest = (c: Clause) => (fact.subject === 'recipient' || fact.subject === 'shared' ? restFor(c.rest, fact.subject, third) : c.rest);
  return fact.clauses.map((c, i) => [c.join, c.adverbs, gerunds[i], rest(c)].filter(Boolean).join(' ')).join(' ');
}
