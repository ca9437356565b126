import { HARD_TIME, LOSS, SERIOUS } from '../notes/hard-news.js';
import type { Mood } from './answer-lines.js';

/**
 * What the sender's private notes say the card must not make light of: an illness that will
 * not get better, a retirement or leaving that was not wanted, or plainly "don't make it too
 * jolly". Read as a mood, like a "no" to the yes/no questions, so no jollity is written.
 */
const TERMINAL = /\b(?:terminal|hospice|palliative|end of life|not expected to (?:recover|get better)|won't get better|no cure)\b/i;
const UNWANTED = /\b(?:redundan\w*|laid off|let go|forced|pushed out|didn't want to (?:retire|leave|go)|not (?:by )?choice|not wanted)\b/i;
const NOT_JOLLY = /\b(?:don't|do not|dont|not)\s+(?:make it\s+)?(?:too\s+)?(?:jolly|cheerful|upbeat|funny|jokey)\b/i;

/** The mood the notes set on an occasion, if any. */
export function moodOfNotes(slug: string, notes: string): Mood | undefined {
  if (slug === 'get-well' && TERMINAL.test(notes)) return 'serious_illness';
  if (slug === 'retirement' && (UNWANTED.test(notes) || NOT_JOLLY.test(notes))) return 'unwanted_retirement';
  if (slug === 'leaving' && (UNWANTED.test(notes) || NOT_JOLLY.test(notes))) return 'unwanted_leaving';
  return undefined;
}

/** Whether the notes ask for no jollity at all, whatever the occasion. */
export const seriousNotes = (notes = '') =>
  TERMINAL.test(notes) || UNWANTED.test(notes) || NOT_JOLLY.test(notes) || SERIOUS.test(notes) || HARD_TIME.test(notes) || LOSS.test(notes);

/** Words that make light of it: never on a card whose notes or answers say it is serious. */
export const JOLLY =
  /get[- ]well|feel better soon|better soon|speedy|recovery|enjoy the freedom|earned (?:it|every)|happy retirement!|well-earned|no more alarm/i;
