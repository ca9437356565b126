import type { Draft, FactKind } from './fact.js';
import { FUTURE } from './clause-context.js';
import { capped, cuesOf, type Doc, gerundOf, group, tidy } from './phrasing.js';

/** Shared memories: "our first date in the Lake District", "that rainy bus stop in Leeds", "walking the coast path together". */
export function memories(doc: Doc, text: string): Draft[] {
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

/** A trip: "the school trip to the Science Museum" (thanked for), "our trip to Rome" (a memory), "going to Japan" (a plan). */
export function trip(doc: Doc, clause: string): Draft | undefined {
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

/** Time given after hours, "every Tuesday after school": remembered as "all those Tuesdays after school". */
export function afterHours(clause: string): Draft | undefined {
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
