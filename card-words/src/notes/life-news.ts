import nlp from 'compromise';
import type { Draft, Fact } from './fact.js';
import { LOSS } from './hard-news.js';
import { capped, cuesOf, type Doc, group, neutralOwner, numberIn, placeAfter, tidy } from './phrasing.js';

/** A milestone (an age, years together, years of service) read from a sentence. */
export function milestone(doc: Doc, text: string): Draft | undefined {
  const num = numberIn;
  let n = num(
    doc
      .match('(turning|turns|turned|turn|be|is|reaches|reached|hits|hit|celebrating) [#Value] (years old)?', 0)
      .not('(years|months|weeks|days)'),
  );
  let unit: Fact['unit'] = 'age';
  if (n === undefined) n = num(doc.match('[#Ordinal] birthday', 0));
  if (n === undefined || /\b(anniversary|married|together)\b/i.test(text)) {
    const together =
      num(doc.match('[#Value] years (married|together|of marriage)', 0)) ??
      num(doc.match('married for [#Value] years', 0)) ??
      num(doc.match('[#Ordinal] (wedding)? anniversary', 0)) ??
      namedAnniversary(text) ??
      // "our silver wedding anniversary, 25 years": years said beside the anniversary are the years together.
      (/\b(anniversary|wedding)\b/i.test(text) ? num(doc.match('[#Value] years', 0)) : undefined);
    if (together !== undefined) {
      n = together;
      unit = 'years-together';
    }
  }
  let where: string | undefined;
  if (n === undefined && /\b(retir|work|service|career|company|job|headteacher|teacher|served)\w*/i.test(text)) {
    const service = num(doc.match('(after|for) [#Value] years', 0));
    if (service !== undefined) {
      n = service;
      unit = 'years-service';
      where = placeAfter(doc, 'years');
    }
  }
  if (n === undefined || !Number.isInteger(n) || n < 1 || n > 120) return undefined;
  // "thirty five" → "thirty-five", as it is written.
  const asWords = nlp(String(n))
    .numbers()
    .toText()
    .text()
    .replace(/(ty) (one|two|three|four|five|six|seven|eight|nine)\b/g, '$1-$2');
  const ordinal = nlp(String(n)).numbers().toOrdinal().text();
  const ordinalWords = nlp(ordinal).numbers().toText().text();
  const phrase = unit === 'age' ? ordinal : `${asWords} years${where ? ` ${where}` : ''}`;
  return {
    kind: 'milestone',
    phrase,
    number: n,
    unit,
    cues: [String(n), ordinal.toLowerCase(), asWords.toLowerCase(), ordinalWords.toLowerCase(), ...cuesOf(where)],
  };
}

/** The anniversaries named for what they give: a ruby wedding is forty years, never "another year". */
const NAMED_ANNIVERSARIES: Record<string, number> = {
  silver: 25,
  pearl: 30,
  coral: 35,
  ruby: 40,
  sapphire: 45,
  golden: 50,
  gold: 50,
  diamond: 60,
};

function namedAnniversary(text: string): number | undefined {
  const m = /\b(silver|pearl|coral|ruby|sapphire|golden|gold|diamond)\s+(?:wedding|anniversary)\b/i.exec(text);
  return m ? NAMED_ANNIVERSARIES[m[1]!.toLowerCase()] : undefined;
}

/** An ordeal still ahead, as the notes name it: exams, tests, an interview, a race. */
const TRIAL =
  /\b(?:(?:her|his|their|my|your|the|a|an|this|next)\s+)?(?:big\s+)?(a[- ]?levels?|gcses?|finals|(?:final\s+|mock\s+)?exams?|driving test|theory test|(?:job\s+)?interview|audition|(?:half\s+)?marathon|triathlon|race)\b/i;
/** Sat, had or done already: a trial behind them is news or an achievement, never wished luck. */
const BEHIND = /\b(?:had|sat|did|took|failed|after|since)\s+(?:(?:her|his|their|the|a|an|my)\s+)?[\w-]*\s*$/i;

/** "my niece Leah has her A levels next month" → "your A levels"; "running a marathon in May" → "the marathon". */
function trial(text: string): Draft | undefined {
  const m = TRIAL.exec(text);
  if (!m || BEHIND.test(text.slice(0, m.index + m[0].length - m[1]!.length))) return undefined;
  const what = m[1]!
    .toLowerCase()
    .replace(/^a[- ]?levels?$/, 'A levels')
    .replace(/^gcses?$/, 'GCSEs');
  const own = /marathon|triathlon|race/.test(what) ? 'the' : 'your';
  return { kind: 'trial', phrase: `${own} ${what}`, time: 'future', cues: cuesOf(what) };
}

/** What someone studied: "studying physics", "graduated in law", "a degree in history". */
const STUDY = /\b(?:studying|studied|graduated in|degree in)\s+(?!and\b|the\b|a\b)([a-z]{3,})\b/i;

/** A retirement that has not happened: "should have retired years ago", "never retiring", "no plans to retire". */
const UNREAL_RETIREMENT =
  /\b(?:(?:should|could|would|might|ought to)(?:n't| not)?(?:'ve| have)|never|not|won't|isn't|doesn't|hasn't|no plans to|refuses to)\s+(?:\w+\s+)?retir/i;

/** Life news: a new job, a new home, a baby, a retirement, an engagement, an exam passed or a degree. */
export function news(doc: Doc, text: string): Draft[] {
  const out: Draft[] = [];
  if (
    /\b(new (job|role|position)|start(ed|ing|s)? (a |her |his |their |the )?(new )?(job|role|position)|first job|got the job)\b/i.test(text)
  ) {
    const where = placeAfter(doc, '(job|role|position)');
    out.push({ kind: 'new-job', phrase: `the new job${where ? ` ${where}` : ''}`, cues: cuesOf('job', where) });
  } else if (/\bpromot(ed|ion)\b/i.test(text)) {
    out.push({ kind: 'achievement', phrase: 'the promotion', cues: ['promotion', 'promoted'] });
  }
  if (
    /\b(moved|moving|relocat\w*|new (house|home|flat|place|apartment|cottage)|bought (a|their|her|his) (house|home|flat)|first home)\b/i.test(
      text,
    )
  ) {
    const place = doc
      .places()
      .first()
      .text()
      .replace(/[.,;!?]$/, '');
    out.push({
      kind: 'new-home',
      phrase: place ? `the new home in ${place}` : 'the new home',
      cues: cuesOf('home', 'house', 'move', place),
    });
  }
  if (
    /\b(pregnant|expecting|newborn|new arrival|born|new baby|had (a|the|their) baby|baby (girl|boy)|little (girl|boy) (called|named))\b/i.test(
      text,
    )
  ) {
    const named = doc.match('(called|named) [#ProperNoun]', 0).text() || doc.match('baby (girl|boy)? [#FirstName]', 0).text();
    const sex = /\b(girl|daughter)\b/i.test(text) ? 'girl' : /\b(boy|son)\b/i.test(text) ? 'boy' : undefined;
    const name = named.replace(/[.,;!?]$/, '') || undefined;
    out.push({
      kind: 'baby',
      phrase: name ? `little ${name}` : sex ? `your little ${sex}` : 'the baby',
      name,
      cues: cuesOf('baby', name, sex, 'arrival'),
    });
  }
  if (/\bretir(ed|es|ing|ement|e)\b/i.test(text) && !UNREAL_RETIREMENT.test(text)) {
    const from = group(doc.match('(retired|retiring|retires|retire) from [<what>#Determiner? #Adjective? #Noun+]'), 'what').replace(
      /[.,;!?]$/,
      '',
    );
    const what = from ? neutralOwner(capped(tidy(from), 4)) : undefined;
    out.push({
      kind: 'retirement',
      phrase: what ? `all those years at ${what.replace(/^the the /, 'the ')}` : 'all those working years',
      cues: cuesOf('retirement', 'retire', 'retired', what),
    });
  }
  if (/\b(engaged|engagement|proposed|fianc\w*)\b/i.test(text))
    out.push({ kind: 'engagement', phrase: 'the engagement', cues: ['engagement', 'engaged'] });
  const done =
    /\b(?:passed|won|completed|finished|ran|aced|smashed)\s+(?:her|his|their|the|a|an|my|our)?\s*((?:[\w'-]+\s?){1,3}?)(?=[.,;!?]|$|\s(?:at|in|on|with|and|after|for|first|last|this)\b)/i.exec(
      text,
    );
  const ahead = done ? undefined : trial(text);
  if (ahead) out.push(ahead);
  if (done && !LOSS.test(text) && !/^(away|on)\b/i.test(done[1]!)) {
    const what = tidy(done[1]!.trim());
    out.push({ kind: 'achievement', phrase: `the ${what}`, cues: cuesOf(what) });
  } else if (STUDY.test(text)) {
    const subject = STUDY.exec(text)![1]!.toLowerCase();
    out.push({ kind: 'achievement', phrase: `the degree in ${subject}`, cues: [subject, 'degree'] });
  } else if (/\bgraduat(ed|ing|es)\b/i.test(text)) {
    out.push({ kind: 'achievement', phrase: 'graduating', cues: ['graduating', 'graduation', 'graduate'] });
  }
  return out;
}
