import type { Motif } from './svg-motifs.js';

/** How an occasion feels, which tempers every family: no confetti for sympathy, sparkle for birthdays. */
export type Mood = 'festive' | 'romantic' | 'gentle' | 'wintry' | 'calm';

interface OccasionArt {
  motifs: Motif[];
  mood: Mood;
  /** Motifs the occasion never shows, whatever the notes say: no cake on a sympathy card. */
  never?: Motif[];
}

/** What a gentle or a get-well card never shows: celebration. */
const NO_PARTY: Motif[] = ['cake', 'balloon', 'bauble', 'ring'];

/** What each occasion is decorated with (the first motif leads) and its mood. */
export const OCCASION_ART: Record<string, OccasionArt> = {
  birthday: { motifs: ['balloon', 'cake', 'star', 'heart'], mood: 'festive' },
  anniversary: { motifs: ['heart', 'ring', 'flower', 'leaf'], mood: 'romantic' },
  wedding: { motifs: ['ring', 'flower', 'sprig', 'heart'], mood: 'romantic' },
  'thank-you': { motifs: ['flower', 'sprig', 'leaf', 'heart'], mood: 'calm' },
  sympathy: { motifs: ['sprig', 'leaf', 'bird', 'flower'], mood: 'gentle', never: NO_PARTY },
  christmas: { motifs: ['tree', 'snowflake', 'star', 'bauble'], mood: 'wintry' },
  'new-baby': { motifs: ['moon', 'star', 'cloud', 'balloon'], mood: 'gentle' },
  'get-well': { motifs: ['sunflower', 'sun', 'leaf', 'cup'], mood: 'calm', never: NO_PARTY },
  congratulations: { motifs: ['star', 'balloon', 'heart'], mood: 'festive' },
  'mothers-day': { motifs: ['tulip', 'flower', 'heart', 'sprig'], mood: 'romantic' },
  'fathers-day': { motifs: ['mountain', 'sun', 'star', 'leaf'], mood: 'calm' },
  'valentines-day': { motifs: ['heart', 'flower', 'star'], mood: 'romantic' },
  graduation: { motifs: ['cap', 'star', 'book'], mood: 'festive' },
  retirement: { motifs: ['sun', 'boat', 'wave', 'cloud'], mood: 'calm' },
  'good-luck': { motifs: ['star', 'sun', 'leaf', 'heart'], mood: 'festive' },
  'new-home': { motifs: ['house', 'flower', 'leaf', 'heart'], mood: 'calm' },
  leaving: { motifs: ['boat', 'sun', 'star', 'leaf'], mood: 'calm', never: ['cake'] },
};
const DEFAULT_ART: OccasionArt = { motifs: ['star', 'flower', 'leaf', 'heart'], mood: 'calm' };

/**
 * Words in the notes that name something the library can draw. A small lookup on purpose:
 * the notes are read properly for the words; here a dahlia only needs to become a dahlia.
 */
const NOTE_MOTIFS: Array<[RegExp, Motif]> = [
  [/\bdahlias?\b|\bchrysanthemums?\b/i, 'dahlia'],
  [/\bsunflowers?\b|\bdaisy|\bdaisies\b/i, 'sunflower'],
  [/\btulips?\b/i, 'tulip'],
  [/\broses?\b|\bpeon(?:y|ies)\b|\bflowers?\b|\bgarden(?:s|ing|er)?\b|\bbloom/i, 'flower'],
  [/\bdogs?\b|\bpupp(?:y|ies)\b|\bspaniel|\blabrador|\bterrier|\bwalkies\b/i, 'dog'],
  [/\bcats?\b|\bkitten/i, 'cat'],
  [/\bsail(?:s|ing|or)?\b|\bboats?\b|\byacht/i, 'boat'],
  [/\bsea\b|\bseaside\b|\bocean\b|\bbeach\b|\bcoast|\bsurf(?:ing)?\b|\bswim/i, 'wave'],
  [/\bbak(?:e|es|ing|er)\b|\bcakes?\b/i, 'cake'],
  [/\bmusic|\bpiano\b|\bguitar|\bsing(?:s|ing|er)?\b|\bchoir\b|\bviolin|\bconcert/i, 'note'],
  [/\bbooks?\b|\bread(?:s|ing|er)?\b|\bnovels?\b|\blibrar/i, 'book'],
  [/\bcoffee\b|\btea\b|\bcuppa\b|\bcaf[eé]\b/i, 'cup'],
  [/\bmountains?\b|\bhik(?:e|es|ing)\b|\bclimb|\bhills?\b|\bfells?\b|\bwalking\b/i, 'mountain'],
  [/\bbirds?\b|\bbirdwatch|\brobins?\b/i, 'bird'],
  [/\bnew (?:home|house|flat)\b|\bmov(?:ed|ing) (?:house|home|in)\b|\bhousewarming\b/i, 'house'],
  [/\bstars?\b|\bastronom|\bspace\b/i, 'star'],
  [/\bsnow\b|\bski(?:s|ing)?\b/i, 'snowflake'],
];

/** The motif the notes ask for, if the library has one. */
export function motifFromNotes(notes: string): Motif | undefined {
  for (const [re, motif] of NOTE_MOTIFS) if (re.test(notes)) return motif;
  return undefined;
}

/**
 * The motifs of a card and its mood, the occasion first: it says what may be shown (a sympathy
 * or a get-well card never shows a cake or balloons, whatever the notes say about baking) and,
 * on a card with such limits, keeps its own lead motif in front. The details come second: a
 * motif they name joins the occasion's, and on a happy card it leads (her dahlias on her
 * birthday).
 */
export function motifsFor(occasionSlug: string, notes: string): { focal: Motif; motifs: Motif[]; mood: Mood; fromNotes: boolean } {
  const art = OCCASION_ART[occasionSlug] ?? DEFAULT_ART;
  const never = new Set(art.never ?? []);
  const found = motifFromNotes(notes);
  const named = found && !never.has(found) ? found : undefined;
  const own = art.motifs.filter((m) => !never.has(m) && m !== named);
  const motifs = !named ? own : never.size ? [own[0]!, named, ...own.slice(1)] : [named, ...own];
  return { focal: motifs[0]!, motifs, mood: art.mood, fromNotes: !!named };
}

/** The motifs in words, for the OpenAI image prompt. */
export const MOTIF_WORDS: Record<Motif, string> = {
  balloon: 'balloons',
  heart: 'hearts',
  flower: 'flowers',
  dahlia: 'dahlias',
  sunflower: 'sunflowers',
  tulip: 'tulips',
  leaf: 'leaves',
  sprig: 'sprigs of foliage',
  star: 'stars',
  snowflake: 'snowflakes',
  tree: 'a Christmas tree',
  bauble: 'baubles',
  moon: 'a crescent moon',
  cloud: 'soft clouds',
  sun: 'a sun',
  wave: 'the sea',
  boat: 'a sailing boat',
  cap: 'a graduation cap',
  ring: 'rings',
  cake: 'a birthday cake',
  dog: 'a dog',
  cat: 'a cat',
  bird: 'a small bird',
  note: 'music notes',
  book: 'books',
  cup: 'a cup of tea',
  mountain: 'mountains',
  house: 'a house',
};
