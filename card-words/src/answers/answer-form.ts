import nlp from 'compromise';
import { toInfinitive } from './answer-grammar.js';

/**
 * The shape of an answer as people type it, and the frames it can go into grammatically:
 * a full clause with its own subject ("you still laugh at my jokes"), a predicate without one
 * ("got a job at Rolls Royce"), a gerund phrase ("helping Oliver with his reading") or a noun
 * phrase ("dinosaurs"). compromise tells them apart; a frame that cannot take the answer is
 * not used, and a role with no frame that can leaves its move out.
 */
export type AnswerForm = 'clause' | 'predicate' | 'bare' | 'gerund' | 'noun';

export function formOf(text: string): AnswerForm {
  const terms = (nlp(text).terms().json() as { text: string; terms: { tags: string[] }[] }[]).map((t) => ({
    word: t.text.toLowerCase(),
    tags: new Set(t.terms[0]?.tags ?? []),
  }));
  let i = 0;
  while (terms[i]?.tags.has('Adverb')) i++;
  const first = terms[i];
  if (!first) return 'noun';
  if (first.tags.has('Gerund')) return 'gerund';
  // "darts, the footy & his dog", "horses": a plural thing listed or alone is a thing loved, never "darting" or "horsing".
  const listedNext = !terms[i + 1] || /,$/.test(text.split(/\s+/)[i] ?? '') || /^(?:and|&|or)$/.test(terms[i + 1]!.word);
  if (/[^s]s$/.test(first.word.replace(/[^a-z]/g, '')) && listedNext && nlp(`the ${first.word.replace(/[^a-z]/g, '')}`).has('#Plural'))
    return 'noun';
  // "you nicking my charger": a person doing something, missed or loved as a thing ("I'll miss you nicking my charger").
  if (/^(?:you|him|her|them)$/.test(first.word) && terms[i + 1]?.tags.has('Gerund')) return 'noun';
  if (/^(?:i|you|he|she|we|they|it)$/.test(first.word) || /^(?:i|you|he|she|we|they|it)'/.test(first.word)) return 'clause';
  if (first.tags.has('Verb'))
    return first.tags.has('PastTense') || first.tags.has('Auxiliary') || /[^s]s$/.test(first.word) ? 'predicate' : 'bare';
  // "learnt to swim", "spelt her name": British past tenses compromise reads alone as nouns, but as verbs after a subject.
  if (/^[a-z]+t$/.test(first.word) && nlp(`she ${first.word}`).terms().eq(1).has('#PastTense')) return 'predicate';
  // "golf, fishing and annoying nan": a list with something done in it is an activity, not a thing ("lots more annoying nan").
  const listed = (k: number) => /,$/.test(terms[k - 1]?.word ?? '') || /^(?:and|or)$/.test(terms[k - 1]?.word ?? '');
  if (terms.some((t, k) => k > i && listed(k) && t.tags.has('Gerund') && terms[k + 1] && !terms[k + 1]!.tags.has('Conjunction')))
    return 'gerund';
  // "your mum always had biscuits out": a person and then a verb.
  let j = i;
  while (
    terms[j] &&
    (terms[j]!.tags.has('Possessive') ||
      terms[j]!.tags.has('Determiner') ||
      terms[j]!.tags.has('Adjective') ||
      terms[j]!.tags.has('Noun')) &&
    !terms[j]!.tags.has('Verb')
  )
    j++;
  while (terms[j]?.tags.has('Adverb')) j++;
  const verb = terms[j];
  // "your tea rounds and your puns", "our Sunday walks by the canal": a plural noun compromise reads as a verb,
  // as nothing follows it that a verb would take.
  const after = terms[j + 1];
  const plural = verb && /[^s]s$/.test(verb.word) && (!after || after.tags.has('Conjunction') || after.tags.has('Preposition'));
  // "training contract in london": a subject needs a determiner, a possessive, a name or a pronoun; a bare common noun
  // before a word compromise reads as a verb is a noun phrase.
  const subject = terms.slice(i, j);
  // "everything you did for Dad", "the meals you made": a thing and the clause that tells it, not a clause.
  if (subject.slice(1).some((t) => t.tags.has('Pronoun') && !t.tags.has('Possessive'))) return 'noun';
  const named = subject.some(
    (t) => t.tags.has('Determiner') || t.tags.has('Possessive') || t.tags.has('ProperNoun') || t.tags.has('Pronoun'),
  );
  const kin = subject.length === 1 && /^(?:mum|dad|mam|nan|gran|grandma|grandad|grandpa|nanny)$/.test(subject[0]!.word);
  // "the training contract": a verb in its bare form after one thing ("contract") is no verb; "the kids love" is.
  const head = subject.at(-1);
  const agrees = !verb?.tags.has('Infinitive') || !!head?.tags.has('Plural') || !!head?.tags.has('Pronoun');
  return j > i && (named || kin) && verb?.tags.has('Verb') && !verb.tags.has('Gerund') && !plural && agrees ? 'clause' : 'noun';
}

/** A bare verb's gerund ("do" → "doing"), when compromise has one word for it. */
function gerund(verb: string): string | undefined {
  // Alone, "cook" reads as a noun; after "they" it is the verb it is typed as.
  for (const words of [verb, `they ${verb}`]) {
    const forms = nlp(words).verbs().conjugate()[0] as { Gerund?: string } | undefined;
    if (forms?.Gerund && !forms.Gerund.includes(' ')) return forms.Gerund;
  }
  return undefined;
}

/**
 * The gerund of a bare verb phrase: "do the school run" → "doing the school run"; a second verb
 * joined by "and" goes with it ("pop round and take her out" → "popping round and taking her out").
 */
export function gerundOf(text: string): string | undefined {
  const m = /^(\w+)\b(.*)$/.exec(text);
  const first = m && gerund(m[1]!);
  if (!first) return undefined;
  const rest = m[2]!.replace(/\band (\w+)\b/g, (all, verb: string) =>
    nlp(`they ${verb}`).terms().eq(1).has('#Infinitive') ? `and ${gerund(verb) ?? verb}` : all,
  );
  return `${first}${rest}`;
}

/** "sleeps better than her dad did": compromise may read "sleeps" as a plural noun; after a subject it is the verb it can be. */
function readsAsVerb(text: string): boolean {
  const first = /^([a-z]+s)\b/i.exec(text)?.[1];
  return !!first && nlp(`she ${first}`).terms().eq(1).has('#Verb');
}

const OWNED = /\b(?:your|my|our|his|her|their)\s/i;
const PREPOSITION = /\b(?:by|for|on|with|about|of|in|at|from|without)\s*$/i;
const ADVERBIAL = /^(?:over|at|in|on|when|soon|next|this|after|before|around|sometime|some time|whenever)\b/i;
const SUBJECT_SLOT = /(?:\b(?:you|we|I|they)|\{ref\}|\{baby\})\s*$/;

/**
 * The frame with its answer placed as its grammar needs, or `undefined` when the answer cannot
 * stand there: after "by"/"for" a gerund or a thing ("doing the school run"); after a subject a
 * predicate, or the answer's own clause in place of the subject ("how {ref} {a}" + "your mum
 * always had biscuits out"); after "love"/"is" a thing, or a clause as "the way you…".
 */
export function placeIn(frame: string, typed: string, form: AnswerForm = formOf(typed)): string | undefined {
  const m = /\{(a|A)(?::(noun|inf|vp))?\}/.exec(frame);
  if (!m) return frame.includes('{inf}') && form !== 'bare' && form !== 'gerund' ? undefined : frame;
  const before = frame.slice(0, m.index);
  const put = (words: string, from = m.index, to = m.index + m[0].length) =>
    `${frame.slice(0, from)}${m[1] === 'A' && from === 0 ? words.charAt(0).toUpperCase() + words.slice(1) : words}${frame.slice(to)}`;
  // A card's sentence wishes already: "We hope to see you in the summer", never "… in the summer hopefully". After a
  // colon the sender's own words keep their hedge ("Our news: Max starts uni in September, hopefully").
  const text = /:\s*$/.test(before) ? typed : typed.replace(/^hopefully,?\s+|,?\s+hopefully$/i, '');
  // A slot that names its shape takes only that shape: "can't wait for {a:noun}" takes "our walks", never "having you back";
  // "can't wait to {a:inf}" takes "having you back" as "have you back".
  // A thing counted or measured ("lots more {a:noun}") is never a person's own ("lots more your dog Pickle").
  const counted = /\b(?:more|lots of|plenty of)\s*$/i.test(before) && OWNED.test(text);
  // A fact's verb phrase, told in the frame's person by the fact reader ("Not many people {a:vp}, but you do"): only
  // frames chosen by the fact's shape have this slot, so what comes is a verb phrase.
  if (m[2] === 'vp') return put(text);
  if (m[2] === 'noun') return form === 'noun' && !ADVERBIAL.test(text) && !counted ? put(text) : undefined;
  if (m[2] === 'inf')
    return form === 'bare' ? put(text) : form === 'gerund' && /^\w+ing\b/.test(text) ? put(toInfinitive(text)) : undefined;
  // After a colon anything the customer wrote reads as their own words: "Our news this year: we got a puppy."
  if (/:\s*$/.test(before)) return put(text);
  // "over New Year", "when the weather warms up": a when or a where, which follows a verb's object.
  if (ADVERBIAL.test(text)) return PREPOSITION.test(before) ? undefined : put(text);
  if (SUBJECT_SLOT.test(before)) {
    if (form === 'predicate' || form === 'bare' || readsAsVerb(text)) return put(text);
    if (form !== 'clause') return undefined;
    const subject = SUBJECT_SLOT.exec(before)!;
    return put(text, subject.index);
  }
  if (PREPOSITION.test(before)) {
    if (form === 'gerund' || form === 'noun') return put(text);
    if (form === 'bare') return put(gerundOf(text) ?? text);
    return undefined;
  }
  // "the way you sing", "how you make everyone feel at home": already a thing loved, as typed.
  if (form === 'clause' && /^(?:the way|how|when|that)\b/i.test(text))
    return /\b(?:is|love|loved|miss|see|all)\s*$|^$/.test(before) ? put(text) : undefined;
  // "It's lovely to see {a}", "[I|We] have always loved {a}": a clause is a thing seen and loved as "the way you…".
  if (form === 'clause')
    return /\b(?:is|love|loved|miss|see)\s*$|^$/.test(before) ? put(`${before ? 'the way' : 'The way'} ${text}`) : undefined;
  if (form === 'predicate' || form === 'bare') return undefined;
  return put(text);
}
