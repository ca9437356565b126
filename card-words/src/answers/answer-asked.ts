import nlp from 'compromise';
import type { AnswerOwner } from '../playbooks.js';
import { toYou } from './answer-grammar.js';
import { objectsToYou, pronounsToYou } from './answer-pronouns.js';

/**
 * Roles whose question is no sentence a card can finish as it stands (who died, the baby's name,
 * the age, whom they marry, the sender's news, a memory of someone who died): they keep their
 * own tellings whatever the answer's shape.
 */
const NOT_ASKED = new Set(['deceased_name', 'baby_name', 'age', 'partner_name', 'our_news', 'memory_of_deceased']);

/** Two sentences typed as one: a name starting a clause of its own after a verb or a word that describes ("getting engaged Owen asked her…"). */
function runOn(text: string): { head: string; rest?: string } {
  const at = nlp(text).match('(#Verb|#Adjective|#Adverb) [#ProperNoun+] (#PastTense|#Copula)', 0).out('offset') as Array<{
    offset: { start: number };
  }>;
  const start = at[0]?.offset.start;
  // Only a name typed with its capital starts a sentence: "back in midfield, were rubbish" is one thought.
  return start && /^[A-Z]/.test(text.slice(start)) ? { head: text.slice(0, start).trim(), rest: text.slice(start).trim() } : { head: text };
}

/**
 * An answer whose shape no frame can be trusted with: a label and its detail ("GCSE results: 9s
 * in maths"), halves after a semicolon or a dash, two sentences run together, or a comma after
 * which something is done ("15 years, married for 11"). A list ("his puns, his calm") is read as usual.
 */
function unreadable(text: string): { head: string; rest?: string } | undefined {
  const { head, rest } = runOn(text);
  if (rest) return { head, rest };
  // Halves after a semicolon or a dash: each a sentence of its own when the second has its own subject, else one list.
  const halves = text.split(/\s*;\s*|\s+[–—-]\s+/);
  if (halves.length > 1) {
    const second = halves.slice(1).join(', ');
    return OWN_SUBJECT.test(second) || nlp(second).has('^#Determiner? #Adjective? #Noun #Adverb? #Verb')
      ? { head: halves[0]!, rest: second }
      : { head: `${halves[0]} and ${second.replace(/^[A-Z](?=[a-z]+ing\b)/, (c) => c.toLowerCase())}` };
  }
  if (/:/.test(text)) return { head: text };
  const after = text.split(/,\s*/).slice(1).at(-1);
  // A comma splice ("football, he wants to be a goalie"): the half after the comma has a subject of its own, so it is a sentence of its own.
  if (after && OWN_SUBJECT.test(after) && nlp(after).has('#Verb'))
    return { head: text.slice(0, text.lastIndexOf(after)).replace(/,\s*$/, ''), rest: after };
  return after && !/\b(?:and|or)\b/i.test(after) && nlp(after).has('#Verb') ? { head: text } : undefined;
}

/** A half that opens with someone doing something: a pronoun, or a name (a capitalised word that is no doing). */
const OWN_SUBJECT = /^(?:[Hh]e|[Ss]he|[Tt]hey|[Ww]e|I|[Yy]ou|[Ii]t)\b|^[A-Z][a-z]+(?<!ing)\s/;

const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The question's own sentence, told by the card: the customer finished that very sentence, so an
 * answer whose shape cannot be read goes there rather than into a clever frame it may break
 * ("The way you're A level results: A*AA"). "They" is the recipient, told as "you"; the sender's
 * "I" agrees with who signs.
 */
export function askedSentence(role: string, owner: AnswerOwner, prompt: string, typed: string): string | undefined {
  if (NOT_ASKED.has(role) || owner === 'deceased' || /\?\s*$/.test(prompt)) return undefined;
  const parts = unreadable(typed);
  if (!parts) return undefined;
  const lead = prompt
    .replace(/(?:…|\.\.\.)\s*$/, '')
    .trim()
    .replace(/\b([Tt])hey(?='re|'ve|\b)/g, (_, t: string) => (t === 'T' ? 'You' : 'you'))
    .replace(/\bthem\b/g, 'you')
    .replace(/\btheir\b/g, 'your')
    .replace(/\bI'll\b/g, "[I'll|we'll]")
    .replace(/\bI'm\b/g, "[I'm|we're]")
    .replace(/\bI\b/g, '[I|we]')
    .replace(/\bmy\b/g, '[my|our]')
    .replace(/^\[I'll\|we'll\]/, "[I'll|We'll]")
    .replace(/^\[I\|we\]/, '[I|We]');
  // The recipient's own words are told to them; the sender's, and what they share, stay as typed.
  const you = owner === 'recipient' || owner === 'recipient_you' || owner === 'couple';
  const tell = (x: string) =>
    (you ? toYou(pronounsToYou(x)) : owner === 'sender' || owner === 'shared' ? objectsToYou(x) : x).replace(/[\s.!,;:]+$/, '');
  const first = `${lead} ${tell(parts.head)}.`;
  return parts.rest ? `${first} ${upperFirst(tell(parts.rest))}.` : first;
}
