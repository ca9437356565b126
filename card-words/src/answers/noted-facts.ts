import { tellable, type Composition } from '../composer.js';
import { FACT_KINDS, type Fact } from '../notes-reader.js';

/**
 * Kinds of a notes fact the answers' card tells beside them: every kind but a place (it may be
 * anywhere), a milestone (the age's answer says it), and the hard news a card alludes to.
 */
const NOTED_KINDS = new Set<Fact['kind']>(FACT_KINDS.filter((k) => !['place', 'milestone', 'injury', 'loss', 'illness'].includes(k)));

/**
 * The notes' facts a card with answers may tell as well: those the notes reader was sure of
 * (it leaves out what it cannot place or whose it cannot tell), of a kind a line tells plainly,
 * and not already told by an answer (the puppy named in the notes, when the answers say
 * nothing of her). An option tells at most one: the memory-led one the first, the forward one
 * the next.
 */
export function notedFacts(c: Composition): Fact[] {
  const answered = new Set(c.answered!.placed.flatMap((p) => p.raw.toLowerCase().match(/[a-z0-9']+/g) ?? []));
  const told = (f: Fact) => f.cues.some((cue) => cue.split(' ').every((w) => answered.has(w.toLowerCase())));
  // The GCSEs in the notes are the exams an answer wishes luck with: a question already asked of the same thing is its answer, told once.
  const roles = new Set(c.answered!.placed.map((p) => p.role));
  const asked = (f: Fact) => (ASKED_AS[f.kind] ?? []).some((r) => roles.has(r));
  return tellable(c).filter((f) => NOTED_KINDS.has(f.kind) && !f.sensitive && !told(f) && !asked(f));
}

/** The questions whose answer tells the same thing as a notes fact of a kind: the exam wished luck, the home moved to, the senders' news. */
const ASKED_AS: Partial<Record<Fact['kind'], string[]>> = {
  trial: ['luck_for'],
  achievement: ['achievement'],
  'new-home': ['moving_to'],
  'new-job': ['off_to'],
  baby: ['baby_name'],
  retirement: ['years', 'glad_to_retire'],
  'our-news': ['our_news', 'this_year'],
};
