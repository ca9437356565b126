/**
 * The shape of an occasion's lines in the offline writer's library: what message-library.ts
 * holds and the occasion-lines-*.ts files fill, kept apart so those files need not import the
 * library that imports them.
 */

/** The four voice families the seeded personas write in ("funny" is the Witty persona). */
export type Tone = 'warm' | 'funny' | 'formal' | 'poetic';

/** How an occasion feels: it picks the closings, the sign-offs and how facts are phrased. */
export type Register = 'celebrate' | 'couple' | 'love' | 'family' | 'festive' | 'baby' | 'thanks' | 'solemn' | 'recover';

export interface OccasionLines {
  register: Register;
  /** The day as a noun after "a wonderful …": "birthday", "Christmas", "wedding day". */
  day: string;
  fronts: string[];
  openings: Record<Exclude<Tone, 'poetic'>, string[]>;
  /** Rhyming couplets that each stand alone; the poetic voice sets two as a verse. */
  couplets: Array<[string, string]>;
}
