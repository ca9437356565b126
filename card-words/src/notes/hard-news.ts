import type { Draft } from './fact.js';
import { cuesOf, type Doc, RELATIONS } from './phrasing.js';

/** Words that tell of a death or a serious illness. */
export const LOSS = new RegExp(
  // "Lost his dad" is a loss; "lost his first front tooth" or "lost her job" is not.
  `\\b(passed away|passed on|died|dies|death|funeral|killed|bereave\\w*|widow\\w*|stillborn|miscarriage|lost (?:her|his|their|my|our|a) (?:(?:dear|beloved|little|old|best|lovely|late|lifelong)\\s+)?(?:${RELATIONS}|pet|grandson|granddaughter|nephew|niece|cousin))\\b`,
  'i',
);
export const SERIOUS =
  /\b(cancer|chemo\w*|radiotherapy|tumou?r|diagnos\w*|terminal|stroke|dementia|alzheimer'?s|hospice|heart attack|illness|seriously ill|very ill)\b/i;

/**
 * A hard time that is neither a death nor a named illness: a hard year, a divorce, a job lost, a
 * spell in and out of hospital, someone low. The card is gentle and alludes to it as to an illness.
 */
export const HARD_TIME =
  /\b((?:really |very |such a |a )?(?:hard|tough|difficult|rough|awful|horrible|terrible|horrid|grim) (?:year|time|few months|months|spell|patch|few weeks|weeks)|struggl\w+|been (?:so |really |very )?(?:low|down|poorly|unwell|ill|depressed)|depress\w*|anxiety|divorc\w*|separated|split up|lost (?:her|his|their|my|our) job|in and out of hospital)\b/i;

/** A loss or a serious illness in a sentence: the card alludes to it with care and never restates it. */
export function sensitive(doc: Doc, text: string): { loss?: Draft; illness?: Draft } {
  const out: { loss?: Draft; illness?: Draft } = {};
  if (LOSS.test(text)) {
    // "Mark's father passed away", "Emma's mum, Linda, died": the one whose loss it is (Mark, Emma) is never the one who died.
    const person = (doc.people().not('#Pronoun').out('array') as string[])
      .filter(
        (p) => !new RegExp(`\\b${p.replace(/[.,;!?]+$/, '').replace(/[^\\w' -]/g, '')}'s\\s`, 'i').test(text) && !/'s?[.,;!?]?$/.test(p),
      )
      .map((p) => p.replace(/[.,;!?']s?$/, ''))[0];
    const rel = new RegExp(
      `(?:\\b(?:her|his|their|my|our)|\\b[A-Z][a-z]+'s)\\s+(?:(?:late|old|dear|beloved|lovely)\\s+)*(${RELATIONS}|father|mother)\\b`,
      'i',
    ).exec(text);
    const relation = rel ? `your ${rel[1]!.toLowerCase()}` : undefined;
    const name = person && !new RegExp(`^(${RELATIONS})$`, 'i').test(person) ? person : undefined;
    out.loss = { kind: 'loss', phrase: name ?? relation ?? 'the one you have lost', name, sensitive: true, cues: cuesOf(name) };
  }
  if (SERIOUS.test(text) || HARD_TIME.test(text)) out.illness = { kind: 'illness', phrase: 'this hard time', sensitive: true, cues: [] };
  return out;
}

/** "He loved fishing", "John was a keen sailor": a sentence about the late loved one, in the past. */
export function isAboutTheLate(clause: string, loss: Draft): boolean {
  const subject = new RegExp(`^(he|she|they${loss.name ? `|${loss.name}` : ''}|(?:her|his|their) (?:late )?(?:${RELATIONS}))\\b`, 'i');
  return subject.test(clause.trim()) && /\b(loved|enjoyed|liked|adored|was|were|used to|spent|played)\b/i.test(clause);
}

export const PARTS = 'leg|arm|wrist|ankle|hip|knee|collarbone|foot|back|shoulder|elbow|finger|toe|nose|ribs?|hand|thumb|neck';
export const INJURY = new RegExp(
  `\\b(?:broke|broken|fractured|sprained|twisted|injured|hurt|dislocated|pulled|tore|torn)\\s+(?:(?:his|her|their|my|a|an|the)\\s+)?(${PARTS})\\b(?:\\s+(\\w+ing)\\b)?`,
  'i',
);
export const OPERATION = /\b((?:hip|knee|heart|back|shoulder|eye|cataract|hernia|foot)\s+)?(operation|surgery|replacement|op)\b/i;

/** A get-well card's news: the hurt part of the body ("your leg"), what was being done ("skiing"), or the operation. */
export function injuries(clause: string): Draft[] {
  const out: Draft[] = [];
  const hurt = INJURY.exec(clause);
  if (hurt) {
    const part = hurt[1]!.toLowerCase();
    out.push({ kind: 'injury', phrase: `your ${part}`, cues: [part] });
    // "Broke his leg skiing": skiing is what they love and will get back to; "falling off a ladder" is how it happened.
    if (hurt[2] && !/^(playing|doing|having|being|getting|falling|tripping|slipping|stumbling|crashing|trying)$/i.test(hurt[2]))
      out.push({ kind: 'hobby', phrase: hurt[2].toLowerCase(), cues: [hurt[2].toLowerCase()], time: 'now', owner: 'recipient' });
  }
  const op = OPERATION.exec(clause);
  if (op && !new RegExp(`\\b(my|our)\\s+(${RELATIONS})\\b`, 'i').test(clause)) {
    const what = `${(op[1] ?? '').toLowerCase()}${op[2]!.toLowerCase() === 'op' ? 'operation' : op[2]!.toLowerCase()}`;
    out.push({ kind: 'recovery', phrase: `the ${what}`, cues: cuesOf(what), time: 'now', owner: 'recipient' });
  }
  return out;
}
