import nlp from 'compromise';
import type { Draft } from './fact.js';
import { capped, cuesOf, type Doc, gerundOf, group, IRREGULAR, neutralOwner, RELATIONS, tidy } from './phrasing.js';

/** Roles a card is written to, named in the notes: never something a card thanks for. */
const ROLES =
  'niece|nephew|cousin|son|daughter|grandson|granddaughter|sister|brother|teacher|tutor|headteacher|nurse|carer|midwife|doctor|neighbour|neighbours|colleague|boss|manager|friend|mate|team|coach|wife|husband|partner|girlfriend|boyfriend|fiance|fiancee';
/** Past tenses that open news rather than a deed to thank for: "Passed her driving test", "Moved to Leeds". */
const NEWS_VERBS =
  /^(passed|won|completed|finished|ran|aced|smashed|graduated|retired|moved|relocated|started|turned|got|became|married|celebrated|reached|welcomed|announced|promoted|joined|qualified|recovered|broke|fractured|sprained|injured|hurt|had|died|lost)\b/i;

/** A clause that opens with a deed and no subject ("Taught me to bake"), not with news ("Passed her driving test"). */
export function opensWithADeed(clause: string): boolean {
  const opening = clause.trim();
  return new RegExp(`^(?:[A-Z][a-z]*ed|${Object.keys(IRREGULAR).join('|')})\\b`, 'i').test(opening) && !NEWS_VERBS.test(opening);
}

/**
 * What a thank-you is for, when a sentence is nothing else: a thing ("the lovely dinner") or
 * a deed told without a subject ("Looked after Dad so kindly" → "looking after Dad").
 */
export function kindness(doc: Doc, text: string): Draft | undefined {
  const t = tidy(text);
  // "The meals you brought round every week" → "the meals".
  const gift =
    /^(?:the|your|those|all the)\s+((?:[a-z-]+\s+)?[a-z-]+?)\s+(?:you|she|he|they)\s+(?:brought|made|cooked|sent|gave|knitted|baked|organised|arranged|lent|shared|wrote|planned)\b/i.exec(
      t,
    );
  if (gift) return { kind: 'kindness', phrase: `the ${gift[1]!.toLowerCase()}`, cues: cuesOf(gift[1]) };
  // "My wife.", "Our year 6 teacher": who the card is for, not what it thanks them for.
  if (new RegExp(`^(my|our|her|his|their)\\s+(?:[\\w-]+\\s+){0,2}(${RELATIONS}|${ROLES})$`, 'i').test(t)) return undefined;
  // A thing with no verb is a thanks only when nothing says it is someone: "the oldest friend Sarah" is a person, not a gift.
  const someone = new RegExp(`\\b(?:${RELATIONS}|${ROLES})\\b`, 'i').test(t) || /\s[A-Z][a-z]+/.test(t);
  if (/^(the|her|his|their|your|my|our|a|an)\s/i.test(t) && !doc.has('#Verb') && t.split(' ').length <= 5 && !someone) {
    const np = neutralOwner(t.charAt(0).toLowerCase() + t.slice(1));
    return { kind: 'kindness', phrase: /^(the|your|my|our) /.test(np) ? np : `the ${np}`, cues: cuesOf(t) };
  }
  // Read with a small first letter: compromise takes a capitalised "Fixed" for a name.
  const deed = nlp(t.charAt(0).toLowerCase() + t.slice(1)).match('^[<verb>#PastTense] [<rest>.+]');
  const first = /^([a-z]+)\s+(.+)$/i.exec(t);
  const known = first && IRREGULAR[first[1]!.toLowerCase()] ? first : undefined;
  if (!deed.found && !known) return undefined;
  const gerund = gerundOf(known ? known[1]! : group(deed, 'verb'));
  const rest = tidy(
    (known ? known[2]! : group(deed, 'rest')).split(
      /\s(?:so|very|really|in|on|at|last|this|when|while|during|because|and|every|each)\b/i,
    )[0]!,
  );
  if (!gerund || !rest) return undefined;
  const phrase = `${gerund} ${tidy(capped(rest.replace(/^(her|his|their|my)\s+/i, 'the '), 5))}`;
  return { kind: 'kindness', phrase, cues: cuesOf(rest) };
}

/**
 * A deed told in a relative clause or without a subject, the way a thank-you is written: "who
 * stayed after school every Tuesday to help me with fractions" → "helping me with fractions",
 * "The nurse who cared for my father after his stroke" → "caring for my father".
 */
export function deed(clause: string): Draft | undefined {
  const who = /\bwho\s+(?:always\s+|so\s+kindly\s+|kindly\s+|patiently\s+)?([a-z]+)\s+(.+)$/i.exec(clause);
  if (!who) return undefined;
  const purpose = /\bto\s+([a-z]+)\s+(.+)$/i.exec(who[2]!);
  const [verb, rest] = purpose ? [purpose[1]!, purpose[2]!] : [who[1]!, who[2]!];
  const gerund = purpose
    ? gerundOf(verb)
    : /ed$/.test(verb) || /^(took|gave|made|kept|brought|taught|held|sat|stood|drove|ran|sent)$/.test(verb)
      ? gerundOf(verb)
      : undefined;
  const what = tidy(rest.split(/\s(?:after|during|when|while|because|so|very|every|each|and|but|through)\b|[,.;]/i)[0]!);
  if (!gerund || !what) return undefined;
  return { kind: 'kindness', phrase: `${gerund} ${capped(what, 4)}`, cues: cuesOf(what), time: 'past' };
}
