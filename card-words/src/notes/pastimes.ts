import nlp from 'compromise';
import type { Draft } from './fact.js';
import { cuesOf, type Doc, group, neutralOwner, tidy, words } from './phrasing.js';

const SPECIES: Record<string, string> = {
  dog: 'dog',
  dogs: 'dog',
  puppy: 'puppy',
  pup: 'puppy',
  cat: 'cat',
  cats: 'cat',
  kitten: 'kitten',
  horse: 'horse',
  pony: 'pony',
  rabbit: 'rabbit',
  bunny: 'rabbit',
  hamster: 'hamster',
  parrot: 'parrot',
  budgie: 'budgie',
  tortoise: 'tortoise',
  hens: 'hens',
  chickens: 'hens',
  spaniel: 'dog',
  labrador: 'dog',
  lab: 'dog',
  terrier: 'dog',
  collie: 'dog',
  retriever: 'dog',
  poodle: 'dog',
  dachshund: 'dog',
  greyhound: 'dog',
  whippet: 'dog',
  pug: 'dog',
  beagle: 'dog',
  cockapoo: 'dog',
  labradoodle: 'dog',
  schnauzer: 'dog',
};
const FAMILY = /^(the )?(grandchildren|grandkids|grandsons|granddaughters|kids|children|family|nieces|nephews|grandson|granddaughter)$/i;
const KEEN: Record<string, string> = {
  gardener: 'gardening',
  cyclist: 'cycling',
  baker: 'baking',
  runner: 'running',
  swimmer: 'swimming',
  walker: 'walking',
  golfer: 'golf',
  reader: 'reading',
  painter: 'painting',
  cook: 'cooking',
  knitter: 'knitting',
  fisherman: 'fishing',
  angler: 'fishing',
  sailor: 'sailing',
  climber: 'climbing',
  birdwatcher: 'birdwatching',
  photographer: 'photography',
  dancer: 'dancing',
  singer: 'singing',
  hiker: 'hiking',
};

/** Where or how a game is played, said on its own after a comma or in brackets: "in goal", "usually in goal", "for the pub team". */
const WHERE = /^(?:(?:is|are|was|'s)\s+)?(?:(?:usually|always|often|mostly|normally|still)\s+)?((?:in|up|on|at|as|for)\s+\S.*)$/i;
/** A game named after "and" in a list of loves ("loves football and plays in goal"): what follows is played. */
const PLAYED = /^play(?:s|ing)?\s+/i;
/** The most words a game and where it is played may take ("football in goal for the pub team"). */
const MAX_PLAYED = 7;

/** Things they love or do: "loves wild swimming and her dog Biscuit", "plays golf", "a keen gardener", "spends every Sunday on the allotment". */
export function pastimes(doc: Doc, text: string): Draft[] {
  const out: Draft[] = [];
  const habit = doc.match(
    '(spends|spend|spending)? (every|each|most|all)? [<day>(#WeekDay|weekend|weekends|morning|mornings|evening|evenings)] [<where>(on|at|in|by) #Determiner? #Adjective? #Noun+]',
  );
  if (habit.found) {
    const day = group(habit, 'day').replace(/s$/, '');
    const where = tidy(group(habit, 'where'));
    if (day && where)
      out.push({
        kind: 'habit',
        phrase: `${day}s ${neutralOwner(where).replace(/^the the /, 'the ')}`.replace(/ (on|at|in|by) the /, ' $1 the '),
        cues: cuesOf(where),
      });
  }
  const keen = /\bkeen (\w+)/i.exec(text);
  if (keen && KEEN[keen[1]!.toLowerCase()])
    out.push({ kind: 'hobby', phrase: KEEN[keen[1]!.toLowerCase()]!, cues: cuesOf(KEEN[keen[1]!.toLowerCase()], keen[1]) });
  const likes =
    /\b(?:loves?|loved|enjoys?|adores?|likes?|is into|is obsessed with|is mad about|is passionate about|is a fan of|is crazy about|plays?|playing)\s+([^.;!?]+)/gi;
  for (const m of text.matchAll(likes))
    likedIn(m[1]!.split(/\bbut\b|\bwho\b|\bwhich\b|\bsince\b|\bbecause\b/i)[0]!, /^play/i.test(m[0]), out);
  // A pet named outside a "loves …" clause: "Their spaniel Bertie is getting old".
  if (!out.some((f) => f.kind === 'pet')) {
    const pet = doc.match(`(${Object.keys(SPECIES).join('|')}) (called|named)? [#ProperNoun]`, 0);
    const species = words(
      doc
        .match(`(${Object.keys(SPECIES).join('|')})`)
        .first()
        .text(),
    )
      .map((w) => SPECIES[w])
      .find(Boolean);
    if (pet.found && species)
      out.push({
        kind: 'pet',
        phrase: pet.text().replace(/[.,;!?]$/, ''),
        name: pet.text().replace(/[.,;!?]$/, ''),
        species,
        cues: cuesOf(pet.text(), species),
      });
  }
  return out;
}

/** The things a "loves …" or "plays …" clause lists, each added to `out` whole or not at all. */
function likedIn(clause: string, playsAll: boolean, out: Draft[]) {
  let last: Draft | undefined;
  for (const raw of clause.split(/,|\band\b|&/i)) {
    // "her garden, especially sweet peas": the sweet peas are one more thing loved, not "especially sweet peas".
    const said = tidy(
      raw
        .trim()
        .replace(/[()]/g, ' ')
        .replace(/\s+/g, ' ')
        .replace(/^(?:especially|particularly|mostly|above all|in particular)\s+/i, ''),
    );
    const plays = playsAll || PLAYED.test(said);
    const item = said.replace(PLAYED, '');
    // "football, usually in goal", "five-a-side (in goal)": where they play is part of what they play, kept whole.
    const where = WHERE.exec(item);
    last = where ? playedWhere(where[1]!, plays, last, out) : thingLiked(item, plays, out);
  }
}

/** Where a game is played, joined to the game before it, or the game itself after "plays" ("plays in goal"). */
function playedWhere(where: string, plays: boolean, last: Draft | undefined, out: Draft[]): Draft | undefined {
  if (last) {
    // Too long to say whole: the pastime is left out rather than told without where they do it.
    if (last.phrase.split(' ').length + where.split(' ').length > (plays ? MAX_PLAYED : 4)) out.splice(out.indexOf(last), 1);
    else last.phrase = `${last.phrase} ${where}`;
    last.cues = cuesOf(last.phrase);
    return undefined;
  }
  // "plays in goal", "plays up front": the position is what they play; after "loves" no one can tell what it means.
  const item = `playing ${where}`;
  if (!plays || item.split(' ').length > MAX_PLAYED || out.some((f) => f.kind === 'hobby' && f.phrase.includes(where))) return undefined;
  const hobby: Draft = { kind: 'hobby', phrase: item, cues: cuesOf(where) };
  out.push(hobby);
  return hobby;
}

/** One thing loved or played: a pet, the family, or a pastime named in a few words; the pastime is returned. */
function thingLiked(said: string, plays: boolean, out: Draft[]): Draft | undefined {
  if (!said || (/^(to|that|it|them|him|her|you|me|us|being|having)\b/i.test(said) && !/^her\s+\w/i.test(said))) return undefined;
  const item = neutralOwner(said);
  const itemDoc = nlp(item);
  const species = words(item)
    .map((w) => SPECIES[w])
    .find(Boolean);
  if (species) {
    const name = itemDoc.match('#ProperNoun').not(Object.keys(SPECIES).join('|')).first().text() || undefined;
    out.push({ kind: 'pet', phrase: name ?? `the ${species}`, name, species, cues: cuesOf(name, species) });
    return undefined;
  }
  if (FAMILY.test(item)) {
    out.push({ kind: 'family', phrase: item.startsWith('the ') ? item : `the ${item}`, cues: cuesOf(item) });
    return undefined;
  }
  if (itemDoc.has('^#Verb') && !itemDoc.has('^#Gerund')) return undefined; // "loves to travel" reads badly out of context
  // Too long to be a pastime's name ("football in goal every week for the pub team"): left out, never cut short;
  // a game and where they play it ("football in goal for the pub team") is said whole when it is short enough.
  if (item.split(' ').length > 4) {
    const [head, ...at] = item.split(/\s+(?=(?:in|on|at|up|as|for)\b)/i);
    if (!plays || !at.length || item.split(' ').length > MAX_PLAYED || head!.split(' ').length > 2) return undefined;
  }
  const hobby: Draft = { kind: 'hobby', phrase: item, cues: cuesOf(item) };
  out.push(hobby);
  return hobby;
}
