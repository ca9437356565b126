import nlp from 'compromise';
import { remembered } from './remembered.js';

/**
 * What a piece of the sender's notes is about, in the order facts are woven in: what a thank-you
 * is for and news first, then milestones, memories, pastimes, places, plans, a get-well card's
 * news, and the sad news last.
 */
export const FACT_KINDS = [
  /** What a thank-you card thanks for: "the lovely dinner", "looking after Dad". */
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
  /** Something ahead: "the trip to Japan". */
  'plan',
  /** A hurt part of the body, on a get-well card: "your leg". */
  'injury',
  'recovery',
  'loss',
  'illness',
] as const;
export type FactKind = (typeof FACT_KINDS)[number];

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
  /** When it happens: past events are told as memories, plans as wishes, the rest as they are. */
  time: FactTime;
  /**
   * Whose it is: the recipient's, the sender's, both of theirs ("we met…"), or a late loved
   * one's (a late husband's fishing is a memory of him, never a wish on the widow).
   */
  owner: FactOwner;
}
export type FactTime = 'past' | 'now' | 'future';
export type FactOwner = 'recipient' | 'sender' | 'shared' | 'late';
/** A fact as the readers below find it: its time and owner are the sentence's, added after. */
type Draft = Omit<Fact, 'time' | 'owner'> & Partial<Pick<Fact, 'time' | 'owner'>>;

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
const RELATIONS =
  'son|daughter|husband|wife|partner|mum|mother|dad|father|brother|sister|gran|granny|grandma|grandmother|grandad|granddad|grandpa|grandfather|nan|nana|uncle|aunt|auntie|friend|baby|dog|cat|boy|girl';
/** Roles a card is written to, named in the notes: never something a card thanks for. */
const ROLES =
  'niece|nephew|cousin|son|daughter|grandson|granddaughter|sister|brother|teacher|tutor|headteacher|nurse|carer|midwife|doctor|neighbour|neighbours|colleague|boss|manager|friend|mate|team|coach|wife|husband|partner|girlfriend|boyfriend|fiance|fiancee';
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
  'me',
  'my',
  'us',
  'i',
  'all',
  'those',
  'after',
  'before',
  'that',
]);
const cuesOf = (...parts: Array<string | undefined>) => [
  ...new Set(parts.flatMap((p) => words(p ?? '')).filter((w) => !STOP_CUES.has(w) && w.length > 1)),
];
const tidy = (s: string) =>
  s
    .replace(
      /\b(?:a|an|\d+|a few|few|several|many|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty)?\s*(?:years?|months?|weeks?|days?)\s+ago\b/gi,
      '',
    )
    .replace(DATE_WORDS, '')
    .replace(/[.,;:!?]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(\s+(in|at|on|to|of|for|with|by|the|a|an|and|so|very))+$/i, '');
const capped = (s: string, max = 5) => s.split(' ').slice(0, max).join(' ');

/** Past tenses that open news rather than a deed to thank for: "Passed her driving test", "Moved to Leeds". */
const NEWS_VERBS =
  /^(passed|won|completed|finished|ran|aced|smashed|graduated|retired|moved|relocated|started|turned|got|became|married|celebrated|reached|welcomed|announced|promoted|joined|qualified|recovered|broke|fractured|sprained|injured|hurt|had|died|lost)\b/i;

/** Past tenses a thank-you opens with that compromise may not conjugate on their own. */
const IRREGULAR: Record<string, string> = {
  fed: 'feeding',
  taught: 'teaching',
  made: 'making',
  gave: 'giving',
  took: 'taking',
  kept: 'keeping',
  brought: 'bringing',
  held: 'holding',
  drove: 'driving',
  sent: 'sending',
  knitted: 'knitting',
  built: 'building',
  sat: 'sitting',
  stood: 'standing',
  lent: 'lending',
  found: 'finding',
  put: 'putting',
  ran: 'running',
  wrote: 'writing',
  sang: 'singing',
};

/** "fixed" → "fixing", conjugated in a sentence (compromise reads a lone "fixed" as an adjective). */
function gerundOf(verb: string): string | undefined {
  const known = IRREGULAR[verb.toLowerCase()];
  if (known) return known;
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

function milestone(doc: Doc, text: string): Draft | undefined {
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

/** What someone studied: "studying physics", "graduated in law", "a degree in history". */
const STUDY = /\b(?:studying|studied|graduated in|degree in)\s+(?!and\b|the\b|a\b)([a-z]{3,})\b/i;

function news(doc: Doc, text: string): Draft[] {
  const out: Draft[] = [];
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
  } else if (STUDY.test(text)) {
    const subject = STUDY.exec(text)![1]!.toLowerCase();
    out.push({ kind: 'achievement', phrase: `the degree in ${subject}`, cues: [subject, 'degree'] });
  } else if (/\bgraduat(ed|ing|es)\b/i.test(text)) {
    out.push({ kind: 'achievement', phrase: 'graduating', cues: ['graduating', 'graduation', 'graduate'] });
  }
  return out;
}

function memories(doc: Doc, text: string): Draft[] {
  if (!/\b(we|our|us|together|remember)\b/i.test(text)) return [];
  // "Our first date was in the Lake District ten years ago" → "our first date in the Lake District".
  const was = /\bour\s+((?:[a-z-]+\s+){0,2}[a-z-]+)\s+(?:was|were)\s+(in|at|on|by)\s+(.+)$/i.exec(text);
  if (was) {
    const where = capped(tidy(was[3]!.split(/[,;]|\s(?:and|but|when|where|which)\s/i)[0]!), 4);
    if (where)
      return [
        {
          kind: 'memory',
          phrase: `our ${was[1]!.toLowerCase()} ${was[2]!.toLowerCase()} ${where}`,
          cues: cuesOf(was[1], where),
          time: 'past',
        },
      ];
  }
  // "We met at a rainy bus stop in Leeds" → "that rainy bus stop in Leeds"; "we met at university" → "our days at university".
  const metAt =
    /\bwe\s+(?:first\s+)?met\s+(?:at|in|on)\s+(?:(a|an|the)\s+)?([a-z][\w' -]*?)(?:\s+(in|at)\s+((?:the\s+)?[A-Z][\w']*(?:\s+[A-Z][\w']*)*))?(?=[,.;!?]|\s+(?:when|where|in \d|\d|years|last|and)\b|$)/i.exec(
      text,
    );
  if (metAt) {
    const where = tidy(metAt[2]!);
    const pp = metAt[3] ? ` ${metAt[3]} ${metAt[4]}` : '';
    const phrase = metAt[1] ? `that ${capped(where, 3)}${pp}` : `our days at ${capped(where, 3)}${pp}`;
    return [{ kind: 'memory', phrase, cues: cuesOf(where, metAt[4]), time: 'past', owner: 'shared' }];
  }
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
function pastimes(doc: Doc, text: string): Draft[] {
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

/**
 * What a thank-you is for, when a sentence is nothing else: a thing ("the lovely dinner") or
 * a deed told without a subject ("Looked after Dad so kindly" → "looking after Dad").
 */
function kindness(doc: Doc, text: string): Draft | undefined {
  const t = tidy(text);
  // "The meals you brought round every week" → "the meals".
  const gift =
    /^(?:the|your|those|all the)\s+((?:[a-z-]+\s+)?[a-z-]+?)\s+(?:you|she|he|they)\s+(?:brought|made|cooked|sent|gave|knitted|baked|organised|arranged|lent|shared|wrote|planned)\b/i.exec(
      t,
    );
  if (gift) return { kind: 'kindness', phrase: `the ${gift[1]!.toLowerCase()}`, cues: cuesOf(gift[1]) };
  // "My wife.", "Our year 6 teacher": who the card is for, not what it thanks them for.
  if (new RegExp(`^(my|our|her|his|their)\\s+(?:[\\w-]+\\s+){0,2}(${RELATIONS}|${ROLES})$`, 'i').test(t)) return undefined;
  if (/^(the|her|his|their|your|my|our|a|an)\s/i.test(t) && !doc.has('#Verb') && t.split(' ').length <= 5) {
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

function sensitive(doc: Doc, text: string): { loss?: Draft; illness?: Draft } {
  const out: { loss?: Draft; illness?: Draft } = {};
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
  return out;
}

/** Words that put a sentence in the future or the past ("next month", "ten years ago"). */
const FUTURE =
  /\b(will|going to|plans? to|planning|about to|due (?:in|on|to)|next (?:week|month|year|summer|spring|autumn|winter|weekend|christmas|easter)|soon|upcoming|expecting)\b/i;
const PAST =
  /\b(ago|last (?:week|month|year|summer|spring|autumn|winter|weekend|christmas|easter)|used to|in (?:19|20)\d\d|when we were|remember|first date)\b/i;

/** When a sentence happens: its date words first, then its first verb's tense. */
function timeOf(doc: Doc, clause: string): FactTime {
  if (FUTURE.test(clause)) return 'future';
  if (PAST.test(clause)) return 'past';
  const verbs = doc.verbs();
  if (verbs.found && (verbs.first().has('#PastTense') || doc.has('^#Pronoun? #PastTense'))) return 'past';
  return 'now';
}

/** Whose a sentence's facts are: the sender's and recipient's together ("we"), the sender's ("I"), else the recipient's. */
function ownerOf(clause: string): FactOwner {
  if (/\b(we|our|us)\b/i.test(clause)) return 'shared';
  if (/^(i|my)\b|\b(i|me)\b/i.test(clause)) return 'sender';
  return 'recipient';
}

/**
 * Reads the sender's notes as facts with compromise (sentences, tags, numbers, places,
 * people, verb forms): milestones, news, memories, pastimes, pets, places, kindnesses,
 * injuries, plans and sensitive news, each with its time (past, now, future) and its owner
 * (the recipient, the sender, both, or a late loved one). The notes are instructions, never
 * card text: every phrase is rebuilt in card words, third-person owners become neutral ("her
 * garden" → "the garden"), dates are dropped and proper names keep their article ("the Lake
 * District").
 */
export const readNotes = remembered(200, (notes: string) => notes, readNotesAfresh);

function readNotesAfresh(notes: string): NotesReading {
  const text = notes.replace(/[‘’]/g, "'").replace(/\s+/g, ' ').trim();
  const reading: NotesReading = { facts: [], sensitiveWords: [] };
  if (!text) return reading;
  // Clauses: sentences, and their halves either side of a semicolon.
  const clauses = (nlp(text).sentences().out('array') as string[]).flatMap((s) => s.split(/\s*;\s*/)).filter(Boolean);
  const seen = new Set<string>();
  let context: Pick<Fact, 'time' | 'owner'> = { time: 'now', owner: 'recipient' };
  const add = (f: Draft | undefined) => {
    if (!f || !f.phrase || seen.has(f.phrase.toLowerCase())) return;
    seen.add(f.phrase.toLowerCase());
    reading.facts.push({ ...context, ...f, phrase: withArticle(f.phrase, text) });
  };
  const losses = clauses.map((c) => sensitive(nlp(c), c));
  const late = losses.find((s) => s.loss)?.loss;
  clauses.forEach((clause, i) => {
    const doc = nlp(clause);
    const s = losses[i]!;
    if (s.loss) reading.loss ??= { ...s.loss, time: 'past', owner: 'late' };
    if (s.illness) reading.illness ??= { ...s.illness, time: 'now', owner: 'recipient' };
    context = { time: timeOf(doc, clause), owner: ownerOf(clause) };
    // What a late loved one did or loved ("He loved fishing") is a memory of them.
    if (late && !s.loss && isAboutTheLate(clause, late)) context = { time: 'past', owner: 'late' };
    // From a sentence about a loss or an illness only the deed a thank-you is for is woven ("cared for Dad after his stroke").
    if (s.loss || s.illness) {
      add(deed(clause));
      return;
    }
    // A deed told without a subject ("Taught me to bake") is what the card thanks them for, whatever else its words say.
    const opening = clause.trim();
    if (new RegExp(`^(?:[A-Z][a-z]*ed|${Object.keys(IRREGULAR).join('|')})\\b`, 'i').test(opening) && !NEWS_VERBS.test(opening)) {
      const thanked = kindness(doc, clause);
      if (thanked) {
        add(thanked);
        return;
      }
    }
    const before = reading.facts.length;
    injuries(clause).forEach(add);
    add(milestone(doc, clause));
    news(doc, clause).forEach(add);
    const trips = trip(doc, clause);
    add(trips);
    if (!trips) memories(doc, clause).forEach(add);
    pastimes(doc, clause).forEach(add);
    add(deed(clause));
    add(afterHours(clause));
    if (reading.facts.length === before) add(kindness(doc, clause));
  });
  // Places not already part of another fact: "lives in Cornwall".
  const used = new Set(reading.facts.flatMap((f) => f.cues));
  context = { time: 'now', owner: 'recipient' };
  if (!(reading.loss || reading.illness))
    for (const place of placesIn(text)) {
      // Where the sender was ("while we were in Spain") is not where the recipient is.
      const theirs = !new RegExp(`\\bwe (?:were|went|stayed|had|visited)\\b[^.;]*\\b${place.replace(/^the /i, '')}`, 'i').test(text);
      if (theirs && !cuesOf(place).some((c) => used.has(c))) add({ kind: 'place', phrase: place, cues: cuesOf(place) });
    }
  if (reading.loss || reading.illness) {
    reading.sensitiveWords = [...SENSITIVE_WORDS];
  }
  mergeService(reading);
  // Whatever a fact's phrase says counts as using it ("all those working years" uses the retirement).
  for (const f of reading.facts) if (!f.sensitive) f.cues = [...new Set([...f.cues, ...cuesOf(f.phrase)])];
  reading.facts.sort((a, b) => FACT_KINDS.indexOf(a.kind) - FACT_KINDS.indexOf(b.kind));
  return reading;
}

/** "He loved fishing", "John was a keen sailor": a sentence about the late loved one, in the past. */
function isAboutTheLate(clause: string, loss: Draft): boolean {
  const subject = new RegExp(`^(he|she|they${loss.name ? `|${loss.name}` : ''}|(?:her|his|their) (?:late )?(?:${RELATIONS}))\\b`, 'i');
  return subject.test(clause.trim()) && /\b(loved|enjoyed|liked|adored|was|were|used to|spent|played)\b/i.test(clause);
}

/** Place names in the notes, with their article when the notes give one ("the Lake District", "the Science Museum"). */
function placesIn(text: string): string[] {
  const places = (nlp(text).places().out('array') as string[]).map((p) => p.replace(/[.,;!?]$/, ''));
  // Proper names after "the" that compromise does not know as places: "the Lake District".
  for (const m of text.matchAll(/\b(?:in|at|to|from|around|near|visit(?:ed|ing)?) the ((?:[A-Z][a-z']+)(?: [A-Z][a-z']+){0,2})/g))
    places.push(m[1]!);
  const out: string[] = [];
  for (const p of places) {
    const full = withArticle(p, text);
    if (!out.some((o) => o.toLowerCase().includes(p.toLowerCase()) || p.toLowerCase().includes(o.toLowerCase()))) out.push(full);
  }
  return out;
}

/** A proper name as the notes write it: with its "the" when they give one ("Lake District" → "the Lake District"). */
function withArticle(phrase: string, text: string): string {
  const m = /(?:^|\s)((?:[A-Z][a-z']+)(?: (?:of )?[A-Z][a-z']+)*)$/.exec(phrase);
  if (!m || phrase.length !== m[0].trim().length) return phrase;
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`\\bthe ${escaped}`, 'i').test(text) && !/^the /i.test(phrase) ? `the ${phrase}` : phrase;
}

const PARTS = 'leg|arm|wrist|ankle|hip|knee|collarbone|foot|back|shoulder|elbow|finger|toe|nose|ribs?|hand|thumb|neck';
const INJURY = new RegExp(
  `\\b(?:broke|broken|fractured|sprained|twisted|injured|hurt|dislocated|pulled|tore|torn)\\s+(?:(?:his|her|their|my|a|an|the)\\s+)?(${PARTS})\\b(?:\\s+(\\w+ing)\\b)?`,
  'i',
);
const OPERATION = /\b((?:hip|knee|heart|back|shoulder|eye|cataract|hernia|foot)\s+)?(operation|surgery|replacement|op)\b/i;

/** A get-well card's news: the hurt part of the body ("your leg"), what was being done ("skiing"), or the operation. */
function injuries(clause: string): Draft[] {
  const out: Draft[] = [];
  const hurt = INJURY.exec(clause);
  if (hurt) {
    const part = hurt[1]!.toLowerCase();
    out.push({ kind: 'injury', phrase: `your ${part}`, cues: [part] });
    // "Broke his leg skiing": skiing is what they love and will get back to.
    if (hurt[2] && !/^(playing|doing|having|being|getting)$/i.test(hurt[2]))
      out.push({ kind: 'hobby', phrase: hurt[2].toLowerCase(), cues: [hurt[2].toLowerCase()], time: 'now', owner: 'recipient' });
  }
  const op = OPERATION.exec(clause);
  if (op && !new RegExp(`\\b(my|our)\\s+(${RELATIONS})\\b`, 'i').test(clause)) {
    const what = `${(op[1] ?? '').toLowerCase()}${op[2]!.toLowerCase() === 'op' ? 'operation' : op[2]!.toLowerCase()}`;
    out.push({ kind: 'recovery', phrase: `the ${what}`, cues: cuesOf(what), time: 'now', owner: 'recipient' });
  }
  return out;
}

/** A trip: "the school trip to the Science Museum" (thanked for), "our trip to Rome" (a memory), "going to Japan" (a plan). */
function trip(doc: Doc, clause: string): Draft | undefined {
  const m =
    /\b(?:([Oo]ur|[Mm]y|[Tt]he|[Aa]|[Hh]er|[Hh]is|[Tt]heir)\s+)?(?:[\w-]+\s+){0,2}?(trip|holiday|visit|day out)\s+to\s+((?:the\s+)?[A-Z][\w']*(?:\s+[A-Z][\w']*){0,3})/.exec(
      clause,
    );
  const going =
    /\b(?:[Gg]oing|[Oo]ff|[Tt]ravelling|[Ff]lying|[Hh]eading|[Mm]oving|[Ww]ent|[Tt]ravelled|[Ff]lew|[Dd]rove|[Tt]aking (?:him|her|them|you|us))\s+to\s+((?:the\s+)?[A-Z][\w']*(?:\s+(?:of\s+)?[A-Z][\w']*){0,3})/.exec(
      clause,
    );
  if (!m && !going) return undefined;
  const place = (m?.[3] ?? going![1]!).trim();
  const what = m ? m[2]!.toLowerCase() : /moving/i.test(clause) ? 'move' : 'trip';
  const future = FUTURE.test(clause) || (!!going && !doc.has('#PastTense') && !/\b(went|travelled|flew|drove)\b/i.test(clause));
  const ours = m?.[1]?.toLowerCase() === 'our' || (!m && /\bwe\b/i.test(clause));
  const phrase = `${ours ? 'our' : 'the'} ${what} to ${place}`;
  const kind: FactKind = future ? 'plan' : /^(our|my)$/i.test(m?.[1] ?? '') || /\bwe\b/i.test(clause) ? 'memory' : 'kindness';
  return { kind, phrase, cues: cuesOf(place), time: future ? 'future' : 'past' };
}

/**
 * A deed told in a relative clause or without a subject, the way a thank-you is written: "who
 * stayed after school every Tuesday to help me with fractions" → "helping me with fractions",
 * "The nurse who cared for my father after his stroke" → "caring for my father".
 */
function deed(clause: string): Draft | undefined {
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

/** Time given after hours, "every Tuesday after school": remembered as "all those Tuesdays after school". */
function afterHours(clause: string): Draft | undefined {
  const m =
    /\bevery\s+(monday|tuesday|wednesday|thursday|friday|saturday|sunday|morning|evening|lunchtime|weekend)\b.*?\b((?:after|before) (?:school|work|class|lessons)|at lunchtime)\b|\b((?:after|before) (?:school|work))\s+every\s+(monday|tuesday|wednesday|thursday|friday|saturday|sunday|morning|evening|weekend)\b/i.exec(
      clause,
    );
  if (!m) return undefined;
  const day = (m[1] ?? m[4])!;
  const when = (m[2] ?? m[3])!.toLowerCase();
  const days = /^[a-z]+day$/i.test(day) ? `${day.charAt(0).toUpperCase()}${day.slice(1).toLowerCase()}s` : `${day.toLowerCase()}s`;
  return { kind: 'memory', phrase: `all those ${days} ${when}`, cues: [day.toLowerCase(), ...cuesOf(when)], time: 'past', owner: 'shared' };
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
