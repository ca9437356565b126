import nlp from 'compromise';

/** What a piece of the sender's notes is about. */
export type FactKind =
  | 'milestone'
  | 'new-job'
  | 'new-home'
  | 'baby'
  | 'retirement'
  | 'engagement'
  | 'achievement'
  | 'memory'
  | 'habit'
  | 'hobby'
  | 'pet'
  | 'family'
  | 'place'
  | 'recovery'
  | 'loss'
  | 'illness'
  /** What a thank-you card thanks for: "the lovely dinner", "looking after Dad". */
  | 'kindness';

/**
 * One fact read from the notes, ready for a card: `phrase` is already in card words (never a
 * copy of the notes' sentence: "the new job at the bakery", "Sundays on the allotment",
 * "Biscuit"), `cues` are the words whose presence in a card shows the fact was used.
 */
export interface Fact {
  kind: FactKind;
  phrase: string;
  cues: string[];
  /** A death or a serious illness: alluded to with care, never restated. */
  sensitive?: boolean;
  /** Milestones: the number and what it counts. */
  number?: number;
  unit?: 'age' | 'years-together' | 'years-service';
  /** A pet's, a baby's or a late loved one's name; a pet's species. */
  name?: string;
  species?: string;
}

/** The notes, read: the facts a writer may weave in, and the care the card needs. */
export interface NotesReading {
  facts: Fact[];
  /** A loss in the notes: the card becomes gentle (no jokes, no exclamation marks) and never restates it. */
  loss?: Fact;
  /** A serious illness: the same care. */
  illness?: Fact;
  /** The words a card must not use because they would restate sensitive news. */
  sensitiveWords: string[];
}

/** Words that restate a death or a serious illness; a card alludes to such news instead. */
export const SENSITIVE_WORDS = [
  'died',
  'dies',
  'die',
  'death',
  'dead',
  'passed away',
  'passed on',
  'passing',
  'funeral',
  'killed',
  'deceased',
  'bereaved',
  'bereavement',
  'miscarriage',
  'stillborn',
  'cancer',
  'chemo',
  'chemotherapy',
  'radiotherapy',
  'tumour',
  'tumor',
  'diagnosis',
  'diagnosed',
  'terminal',
  'stroke',
  'dementia',
  "alzheimer's",
  'alzheimers',
  'hospice',
  'illness',
  'heart attack',
  'seriously ill',
  'very ill',
];

const LOSS =
  /\b(passed away|passed on|died|dies|death|funeral|killed|bereave\w*|widow\w*|stillborn|miscarriage|lost (?:her|his|their|my|our|a) \w+)\b/i;
const SERIOUS =
  /\b(cancer|chemo\w*|radiotherapy|tumou?r|diagnos\w*|terminal|stroke|dementia|alzheimer'?s|hospice|heart attack|illness|seriously ill|very ill)\b/i;
const MINOR =
  /\b(operation|surgery|broken|broke|fractur\w*|hip replacement|knee replacement|recovering|recovery|in hospital|injur\w*|flu|covid|sprain\w*|ill|unwell|poorly)\b/i;
const RELATIONS =
  'son|daughter|husband|wife|partner|mum|mother|dad|father|brother|sister|gran|granny|grandma|grandmother|grandad|granddad|grandpa|grandfather|nan|nana|uncle|aunt|auntie|friend|baby|dog|cat|boy|girl';
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
const DATE_WORDS =
  /\b(last|this|next|every|each)\s+(year|month|week|summer|spring|autumn|winter|weekend|christmas|easter|january|february|march|april|may|june|july|august|september|october|november|december)\b|\b(in|on)\s+(january|february|march|april|may|june|july|august|september|october|november|december|\d{4})\b|\b(years ago|ago|recently|yesterday|today|soon)\b/gi;

type Doc = ReturnType<typeof nlp>;
type Found = { found: boolean; text(): string };

/** The text of a named capture group of a match ('' when it did not match). */
function group(m: ReturnType<Doc['match']>, name: string): string {
  const g = m.groups(name) as unknown as Partial<Found> | undefined;
  return typeof g?.text === 'function' ? g.text() : '';
}

/** The value of the first number in a match, read by compromise ("ninety" and "90th" both count). */
function numberIn(m: Found): number | undefined {
  if (!m.found) return undefined;
  const v = nlp(m.text()).numbers().get();
  const n = Array.isArray(v) ? v[0] : v;
  return typeof n === 'number' ? n : undefined;
}

const words = (s: string) =>
  s
    .toLowerCase()
    .replace(/[‘’]/g, "'")
    .match(/[a-z0-9']+/g) ?? [];
const STOP_CUES = new Set([
  'the',
  'a',
  'an',
  'our',
  'your',
  'her',
  'his',
  'their',
  'my',
  'at',
  'in',
  'on',
  'to',
  'of',
  'for',
  'and',
  'new',
  'with',
  'by',
  'days',
  'time',
  'together',
  'little',
]);
const cuesOf = (...parts: Array<string | undefined>) => [
  ...new Set(parts.flatMap((p) => words(p ?? '')).filter((w) => !STOP_CUES.has(w) && w.length > 1)),
];
const tidy = (s: string) =>
  s
    .replace(DATE_WORDS, '')
    .replace(/[.,;:!?]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(\s+(in|at|on|to|of|for|with|by|the|a|an|and|so|very))+$/i, '');
const capped = (s: string, max = 5) => s.split(' ').slice(0, max).join(' ');

/** "fixed" → "fixing", conjugated in a sentence (compromise reads a lone "fixed" as an adjective). */
function gerundOf(verb: string): string | undefined {
  for (const text of [`they ${verb.toLowerCase()}`, `${verb.toLowerCase()} the thing`, verb.toLowerCase()]) {
    const g = (nlp(text).verbs().conjugate()[0] as { Gerund?: string } | undefined)?.Gerund;
    if (g && /^[a-z]+ing$/.test(g)) return g;
  }
  return undefined;
}

/** "her garden" → "the garden", "his grandchildren" → "the grandchildren": the notes speak of the recipient in the third person. */
function neutralOwner(s: string): string {
  return s.replace(/^(her|his|their|my)\s+/i, 'the ').replace(/^(a|an)\s+/i, '');
}

/** The first prepositional phrase after a word: "at the bakery" of "job at the bakery on the high street". */
function placeAfter(doc: Doc, head: string): string | undefined {
  const m = doc.match(`${head} [<pp>(at|with|in|for|to|into) #Determiner? #Adjective? (#Noun|#ProperNoun|#Place)+]`);
  if (!m.found) return undefined;
  const pp = tidy(group(m, 'pp')).split(/\s+(?:on|at|in|with|near|by)\s+/i)[0]!;
  return pp.split(' ').length > 1 ? capped(pp, 4) : undefined;
}

function milestone(doc: Doc, text: string): Fact | undefined {
  const num = numberIn;
  let n = num(
    doc
      .match('(turning|turns|turned|turn|be|is|reaches|reached|hits|hit|celebrating) [#Value] (years old)?', 0)
      .not('(years|months|weeks|days)'),
  );
  let unit: Fact['unit'] = 'age';
  if (n === undefined) n = num(doc.match('[#Ordinal] birthday', 0));
  if (n === undefined || /\b(anniversary|married|together)\b/i.test(text)) {
    const together =
      num(doc.match('[#Value] years (married|together|of marriage)', 0)) ??
      num(doc.match('married for [#Value] years', 0)) ??
      num(doc.match('[#Ordinal] (wedding)? anniversary', 0));
    if (together !== undefined) {
      n = together;
      unit = 'years-together';
    }
  }
  let where: string | undefined;
  if (n === undefined && /\b(retir|work|service|career|company|job|headteacher|teacher|served)\w*/i.test(text)) {
    const service = num(doc.match('(after|for) [#Value] years', 0));
    if (service !== undefined) {
      n = service;
      unit = 'years-service';
      where = placeAfter(doc, 'years');
    }
  }
  if (n === undefined || !Number.isInteger(n) || n < 1 || n > 120) return undefined;
  // "thirty five" → "thirty-five", as it is written.
  const asWords = nlp(String(n))
    .numbers()
    .toText()
    .text()
    .replace(/(ty) (one|two|three|four|five|six|seven|eight|nine)\b/g, '$1-$2');
  const ordinal = nlp(String(n)).numbers().toOrdinal().text();
  const ordinalWords = nlp(ordinal).numbers().toText().text();
  const phrase = unit === 'age' ? ordinal : `${asWords} years${where ? ` ${where}` : ''}`;
  return {
    kind: 'milestone',
    phrase,
    number: n,
    unit,
    cues: [String(n), ordinal.toLowerCase(), asWords.toLowerCase(), ordinalWords.toLowerCase(), ...cuesOf(where)],
  };
}

function news(doc: Doc, text: string): Fact[] {
  const out: Fact[] = [];
  if (
    /\b(new (job|role|position)|start(ed|ing|s)? (a |her |his |their |the )?(new )?(job|role|position)|first job|got the job)\b/i.test(text)
  ) {
    const where = placeAfter(doc, '(job|role|position)');
    out.push({ kind: 'new-job', phrase: `the new job${where ? ` ${where}` : ''}`, cues: cuesOf('job', where) });
  } else if (/\bpromot(ed|ion)\b/i.test(text)) {
    out.push({ kind: 'achievement', phrase: 'the promotion', cues: ['promotion', 'promoted'] });
  }
  if (
    /\b(moved|moving|relocat\w*|new (house|home|flat|place|apartment|cottage)|bought (a|their|her|his) (house|home|flat)|first home)\b/i.test(
      text,
    )
  ) {
    const place = doc
      .places()
      .first()
      .text()
      .replace(/[.,;!?]$/, '');
    out.push({
      kind: 'new-home',
      phrase: place ? `the new home in ${place}` : 'the new home',
      cues: cuesOf('home', 'house', 'move', place),
    });
  }
  if (
    /\b(pregnant|expecting|newborn|new arrival|born|new baby|had (a|the|their) baby|baby (girl|boy)|little (girl|boy) (called|named))\b/i.test(
      text,
    )
  ) {
    const named = doc.match('(called|named) [#ProperNoun]', 0).text() || doc.match('baby (girl|boy)? [#FirstName]', 0).text();
    const sex = /\b(girl|daughter)\b/i.test(text) ? 'girl' : /\b(boy|son)\b/i.test(text) ? 'boy' : undefined;
    const name = named.replace(/[.,;!?]$/, '') || undefined;
    out.push({
      kind: 'baby',
      phrase: name ? `little ${name}` : sex ? `your little ${sex}` : 'the baby',
      name,
      cues: cuesOf('baby', name, sex, 'arrival'),
    });
  }
  if (/\bretir(ed|es|ing|ement|e)\b/i.test(text)) {
    const from = group(doc.match('(retired|retiring|retires|retire) from [<what>#Determiner? #Adjective? #Noun+]'), 'what').replace(
      /[.,;!?]$/,
      '',
    );
    const what = from ? neutralOwner(capped(tidy(from), 4)) : undefined;
    out.push({
      kind: 'retirement',
      phrase: what ? `all those years at ${what.replace(/^the the /, 'the ')}` : 'all those working years',
      cues: cuesOf('retirement', 'retire', 'retired', what),
    });
  }
  if (/\b(engaged|engagement|proposed|fianc\w*)\b/i.test(text))
    out.push({ kind: 'engagement', phrase: 'the engagement', cues: ['engagement', 'engaged'] });
  const done =
    /\b(?:passed|won|completed|finished|ran|aced|smashed)\s+(?:her|his|their|the|a|an|my|our)?\s*((?:[\w'-]+\s?){1,3}?)(?=[.,;!?]|$|\s(?:at|in|on|with|and|after|for|first|last|this)\b)/i.exec(
      text,
    );
  if (done && !LOSS.test(text) && !/^(away|on)\b/i.test(done[1]!)) {
    const what = tidy(done[1]!.trim());
    out.push({ kind: 'achievement', phrase: `the ${what}`, cues: cuesOf(what) });
  } else if (/\bgraduat(ed|ing|es)\b/i.test(text)) {
    out.push({ kind: 'achievement', phrase: 'graduating', cues: ['graduating', 'graduation', 'graduate'] });
  }
  return out;
}

function memories(doc: Doc, text: string): Fact[] {
  if (!/\b(we|our|us|together|remember)\b/i.test(text)) return [];
  const ours = doc.match('our [<what>#Adjective? #Noun+] [<pp>(to|in|at|on|around|up|down) #Determiner? (#ProperNoun|#Noun|#Place)+]?');
  if (ours.found) {
    const what = group(ours, 'what');
    const pp = group(ours, 'pp');
    const phrase = capped(tidy(`our ${what} ${pp}`), 5);
    if (phrase.split(' ').length > 1) return [{ kind: 'memory', phrase, cues: cuesOf(what, pp) }];
  }
  const met = doc.match('we (first)? met (at|in) [<where>#Determiner? (#Noun|#ProperNoun|#Place)+] [<pp>(in|at) (#ProperNoun|#Place)+]?');
  if (met.found) {
    const where = tidy(group(met, 'where')).replace(/^the /i, '');
    const pp = group(met, 'pp');
    return [{ kind: 'memory', phrase: capped(tidy(`our days at ${where} ${pp}`), 6), cues: cuesOf(where, pp) }];
  }
  const did = doc.match('(we|us) [<verb>#PastTense] [<rest>.+]');
  if (did.found) {
    const verb = group(did, 'verb');
    const gerund = { Gerund: gerundOf(verb) };
    const rest = capped(tidy(group(did, 'rest').split(/,|;| and | but /)[0]!), 4);
    if (gerund?.Gerund && rest && !/\b(so|very|really)\b/.test(rest)) {
      return [{ kind: 'memory', phrase: `${gerund.Gerund} ${rest.replace(/\s*together$/, '')} together`, cues: cuesOf(rest) }];
    }
  }
  return [];
}

/** Things they love or do: "loves wild swimming and her dog Biscuit", "plays golf", "a keen gardener", "spends every Sunday on the allotment". */
function pastimes(doc: Doc, text: string): Fact[] {
  const out: Fact[] = [];
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

/**
 * What a thank-you is for, when a sentence is nothing else: a thing ("the lovely dinner") or
 * a deed told without a subject ("Looked after Dad so kindly" → "looking after Dad").
 */
function kindness(doc: Doc, text: string): Fact | undefined {
  const t = tidy(text);
  if (/^(the|her|his|their|your|my|our|a|an)\s/i.test(t) && !doc.has('#Verb') && t.split(' ').length <= 5) {
    const np = neutralOwner(t.charAt(0).toLowerCase() + t.slice(1));
    return { kind: 'kindness', phrase: np.startsWith('the ') ? np : `the ${np}`, cues: cuesOf(t) };
  }
  // Read with a small first letter: compromise takes a capitalised "Fixed" for a name.
  const deed = nlp(t.charAt(0).toLowerCase() + t.slice(1)).match('^[<verb>#PastTense] [<rest>.+]');
  if (!deed.found) return undefined;
  const gerund = gerundOf(group(deed, 'verb'));
  const rest = tidy(group(deed, 'rest').split(/\s(?:so|very|really|in|on|at|last|this|when|while|during|because|and)\b/i)[0]!);
  if (!gerund || !rest) return undefined;
  const phrase = `${gerund} ${tidy(capped(rest.replace(/^(her|his|their|my)\s+/i, 'the '), 5))}`;
  return { kind: 'kindness', phrase, cues: cuesOf(rest) };
}

function sensitive(doc: Doc, text: string): { loss?: Fact; illness?: Fact; recovery?: Fact } {
  const out: { loss?: Fact; illness?: Fact; recovery?: Fact } = {};
  if (LOSS.test(text)) {
    const person = doc
      .people()
      .not('#Pronoun')
      .first()
      .text()
      .replace(/[.,;!?']s?$/, '');
    const rel = new RegExp(`\\b(her|his|their|my|our)\\s+(?:late\\s+)?(${RELATIONS})\\b`, 'i').exec(text);
    const relation = rel ? `your ${rel[2]!.toLowerCase()}` : undefined;
    const name = person && !new RegExp(`^(${RELATIONS})$`, 'i').test(person) ? person : undefined;
    out.loss = { kind: 'loss', phrase: name ?? relation ?? 'the one you have lost', name, sensitive: true, cues: cuesOf(name) };
  }
  if (SERIOUS.test(text)) out.illness = { kind: 'illness', phrase: 'this hard time', sensitive: true, cues: [] };
  // A recovery is the recipient's only when the sentence names nobody else ("looked after Dad in hospital" is not).
  else if (MINOR.test(text) && !out.loss && !new RegExp(`\\b(${RELATIONS})\\b`, 'i').test(text))
    out.recovery = { kind: 'recovery', phrase: 'your recovery', cues: ['recovery', 'recover', 'mend', 'mending', 'strength', 'stronger'] };
  return out;
}

/**
 * Reads the sender's notes as facts with compromise (sentences, tags, numbers, places,
 * people, verb forms): milestones, news, memories, pastimes, pets, places, and sensitive news.
 * The notes are instructions, never card text: every phrase is rebuilt in card words,
 * third-person owners become neutral ("her garden" → "the garden") and dates are dropped.
 */
export function readNotes(notes: string): NotesReading {
  const text = notes.replace(/[‘’]/g, "'").replace(/\s+/g, ' ').trim();
  const reading: NotesReading = { facts: [], sensitiveWords: [] };
  if (!text) return reading;
  const seen = new Set<string>();
  const add = (f: Fact | undefined) => {
    if (!f || !f.phrase || seen.has(f.phrase.toLowerCase())) return;
    seen.add(f.phrase.toLowerCase());
    reading.facts.push(f);
  };
  for (const sentence of nlp(text).sentences().out('array') as string[]) {
    const doc = nlp(sentence);
    const s = sensitive(doc, sentence);
    if (s.loss) reading.loss ??= s.loss;
    if (s.illness) reading.illness ??= s.illness;
    if (s.loss || s.illness) continue; // nothing else is woven from a sentence about a loss or an illness
    const before = reading.facts.length;
    add(s.recovery);
    add(milestone(doc, sentence));
    news(doc, sentence).forEach(add);
    memories(doc, sentence).forEach(add);
    pastimes(doc, sentence).forEach(add);
    if (reading.facts.length === before) add(kindness(doc, sentence));
  }
  // Places not already part of another fact: "lives in Cornwall".
  const used = new Set(reading.facts.flatMap((f) => f.cues));
  for (const place of nlp(text).places().out('array') as string[]) {
    const p = place.replace(/[.,;!?]$/, '');
    if (!cuesOf(p).some((c) => used.has(c)) && !(reading.loss || reading.illness)) add({ kind: 'place', phrase: p, cues: cuesOf(p) });
  }
  if (reading.loss || reading.illness) {
    reading.sensitiveWords = [...SENSITIVE_WORDS];
  }
  mergeService(reading);
  // Whatever a fact's phrase says counts as using it ("all those working years" uses the retirement).
  for (const f of reading.facts) if (!f.sensitive) f.cues = [...new Set([...f.cues, ...cuesOf(f.phrase)])];
  reading.facts.sort((a, b) => RANK.indexOf(a.kind) - RANK.indexOf(b.kind));
  return reading;
}

/** "Retired from the fire service after 30 years": one fact, "thirty years at the fire service", not two. */
function mergeService(reading: NotesReading) {
  const retirement = reading.facts.find((f) => f.kind === 'retirement');
  const service = reading.facts.find((f) => f.kind === 'milestone' && f.unit === 'years-service');
  if (!retirement || !service) return;
  retirement.phrase = retirement.phrase.startsWith('all those years at ')
    ? retirement.phrase.replace('all those years', service.phrase)
    : service.phrase;
  retirement.cues = [...new Set([...retirement.cues, ...service.cues])];
  reading.facts.splice(reading.facts.indexOf(service), 1);
}

/** The order facts are woven in: news first, then milestones, memories, pastimes, places. */
const RANK: FactKind[] = [
  'kindness',
  'new-job',
  'new-home',
  'baby',
  'retirement',
  'engagement',
  'achievement',
  'milestone',
  'memory',
  'habit',
  'hobby',
  'pet',
  'family',
  'place',
  'recovery',
  'loss',
  'illness',
];
