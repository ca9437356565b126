/** The facts the notes reader finds, and the words a card must not use when the news is sad. */

/**
 * What a piece of the sender's notes is about, in the order facts are woven in: what a thank-you
 * is for and news first, then milestones, memories, pastimes, places, plans, a get-well card's
 * news, and the sad news last.
 */
export const FACT_KINDS = [
  /** What a thank-you card thanks for: "the lovely dinner", "looking after Dad". */
  'kindness',
  /** The senders' own news, told as theirs: "Chidi graduated, and we finally have a dog, Pepper". */
  'our-news',
  'new-job',
  'new-home',
  'baby',
  'retirement',
  'engagement',
  /** An exam, a test, an interview or a race still ahead: "your A levels", "the marathon". */
  'trial',
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
/** A fact as the notes' readers find it: its time and owner are the sentence's, added after. */
export type Draft = Omit<Fact, 'time' | 'owner'> & Partial<Pick<Fact, 'time' | 'owner'>>;

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
  'divorce',
  'divorced',
  'depression',
  'depressed',
  'redundancy',
  'redundant',
];
