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
  for (const m of text.matchAll(likes)) {
    const clause = m[1]!.split(/\bbut\b|\bwho\b|\bwhich\b|\bsince\b|\bbecause\b/i)[0]!;
    for (const raw of clause.split(/,|\band\b|&/i)) {
      let item = tidy(raw.trim());
      if (!item || (/^(to|that|it|them|him|her|you|me|us|being|having)\b/i.test(item) && !/^her\s+\w/i.test(item))) continue;
      item = neutralOwner(item);
      const itemDoc = nlp(item);
      const species = words(item)
        .map((w) => SPECIES[w])
        .find(Boolean);
      if (species) {
        const name = itemDoc.match('#ProperNoun').not(Object.keys(SPECIES).join('|')).first().text() || undefined;
        out.push({ kind: 'pet', phrase: name ?? `the ${species}`, name, species, cues: cuesOf(name, species) });
        continue;
      }
      if (FAMILY.test(item)) {
        out.push({ kind: 'family', phrase: item.startsWith('the ') ? item : `the ${item}`, cues: cuesOf(item) });
        continue;
      }
      if (itemDoc.has('^#Verb') && !itemDoc.has('^#Gerund')) continue; // "loves to travel" reads badly out of context
      if (item.split(' ').length > 4) continue;
      out.push({ kind: 'hobby', phrase: item, cues: cuesOf(item) });
    }
  }
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
