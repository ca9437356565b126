import nlp from 'compromise';
import { remembered } from './remembered.js';
import { timeOf, ownerOf } from './notes/clause-context.js';
import { FACT_KINDS, SENSITIVE_WORDS, type Draft, type Fact, type NotesReading } from './notes/fact.js';
import { injuries, isAboutTheLate, sensitive } from './notes/hard-news.js';
import { milestone, news } from './notes/life-news.js';
import { afterHours, memories, trip } from './notes/memories.js';
import { ourNews } from './notes/our-news.js';
import { pastimes } from './notes/pastimes.js';
import { cuesOf, withArticle } from './notes/phrasing.js';
import { deed, kindness, opensWithADeed } from './notes/thanks.js';

export { FACT_KINDS, SENSITIVE_WORDS, type Fact, type FactKind, type FactOwner, type FactTime, type NotesReading } from './notes/fact.js';

/**
 * Reads the sender's notes as facts with compromise (sentences, tags, numbers, places,
 * people, verb forms): milestones, news, memories, pastimes, pets, places, kindnesses,
 * injuries, plans and sensitive news, each with its time (past, now, future) and its owner
 * (the recipient, the sender, both, or a late loved one). The notes are instructions, never
 * card text: every phrase is rebuilt in card words, third-person owners become neutral ("her
 * garden" → "the garden"), dates are dropped and proper names keep their article ("the Lake
 * District").
 */
/** A sentence telling the writer how to write rather than what happened. */
const INSTRUCTION =
  /^(?:(?:please|but|and|so|just|be (?:tactful|gentle|careful|kind)|keep it (?:general|short|simple|light|low[- ]key))[,\s]+)*(?:(?:please\s+)?(?:don'?t|do not|never|avoid|no need to)\s+(?:say|saying|mention|mentioning|use|write|bring up|talk about|put)\b|be (?:tactful|gentle|careful)\b|keep it (?:general|short|simple|light|low[- ]key)\b|(?:he|she|they|i|we)\s+(?:wants?|would like|'d like)\s+it\s+to\s+(?:sound|be|read|feel)\b|(?:make|write)\s+it\s+(?:sound|short|simple|light|gentle)\b|(?:i\s+)?(?:want|need)\s+(?:something|it)\s+(?:simple|short|gentle|light)\b)/i;

/** When the sender was away: the time of what the sentence tells, never a fact of its own. */
const WHILE_AWAY =
  /,?\s*\b(?:while|when)\s+(?:we|i)\s+(?:was|were)\s+(?:away|on holiday|abroad|in hospital)\b(?:\s+(?:in|at|on)\s+(?:the\s+)?\w+)?/i;

/** A name or a he or she before a kindness done: "ken fed the cats", "she drove me to the hospital". */
const DONE_BY =
  /^(?!(?:we|i|it|there|the|my|our)\b)(?:he|she|they|[a-z]+)\s+(?=(?:fed|watered|looked after|helped|drove|took|brought|made|cooked|cleaned|walked|minded|fixed|lent|gave|organised|collected|picked)\b)/i;

/** A sentence up to an instruction after a comma: "written by my son, he wants it to sound like him" tells only the first half. */
function beforeInstruction(clause: string): string {
  const parts = clause.split(/,\s*/);
  const at = parts.findIndex((part, j) => j > 0 && INSTRUCTION.test(part));
  return at > 0 ? parts.slice(0, at).join(', ') : clause;
}

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
  clauses.forEach((whole, i) => {
    const typed = beforeInstruction(whole);
    // "Be tactful, don't say enjoy your well earned rest", "keep it general": how to write, never a fact to tell.
    if (INSTRUCTION.test(typed)) return;
    // "while we were away in Portugal" says when a kindness was done, never a trip to remember together.
    const clause = typed.replace(WHILE_AWAY, '');
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
    // "Our big news is that…": the senders' own news, told whole as theirs, never read again as the recipient's.
    const own = ourNews(text, clause);
    if (own) return add(own);
    // A deed told without a subject ("Taught me to bake") is what the card thanks them for, whatever else its words say;
    // so is one told after a name or a "he" ("ken fed the cats"): a kindness's verb says whose the deed is.
    const done = clause.replace(DONE_BY, '');
    if (opensWithADeed(done)) {
      const thanked = kindness(nlp(done), done);
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
      // A place is theirs only when the notes say they live there: a trip or a camp is not a home.
      const bare = place.replace(/^the /i, '');
      const theirs =
        new RegExp(`\\b(?:live|lives|living|lived|moved|moving|settled|based|home|house|flat)\\b[^.;]*\\b${bare}`, 'i').test(text) &&
        !new RegExp(`\\bwe (?:were|went|stayed|had|visited)\\b[^.;]*\\b${bare}`, 'i').test(text);
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
