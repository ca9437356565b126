import type { CardWords, TextGenerator, TextRequest } from '../text-generator.port.js';
import { weaveDetails } from './details-weaver.js';
import { DETAIL_FRAMES, GREETINGS, LIBRARY, SIGN_OFFS, genericLines, type Tone } from './message-library.js';
import { pick, seededRandom } from './seeded-random.js';

const TONE_WORDS: Array<[Tone, RegExp]> = [
  ['funny', /funny|humou?r|witty|wit\b|playful|cheeky|silly|jok|light-?hearted/i],
  ['formal', /formal|professional|polite|elegant|classic|business|respectful/i],
  ['poetic', /poet|lyric|verse|rhyme|romantic|sentimental|whimsical|dreamy/i],
];

/** The tone family a persona writes in, from its slug, name and tone instructions. */
export function toneOf(persona: TextRequest['persona']): Tone {
  if (!persona) return 'warm';
  const text = `${persona.slug} ${persona.name} ${persona.tone_prompt}`;
  for (const [tone, re] of TONE_WORDS) if (re.test(`${persona.slug} ${persona.name}`)) return tone;
  for (const [tone, re] of TONE_WORDS) if (re.test(text)) return tone;
  return 'warm';
}

/**
 * Card words without a network: the occasion's curated lines in the persona's tone, with a
 * greeting by name, a sentence weaving in the details, and a sign-off from the sender. The
 * choice is seeded by instance id and version, so options of one card differ, a regenerate
 * gives new words, and the result never repeats the option's previous words.
 */
export class OfflineTextGenerator implements TextGenerator {
  readonly name = 'offline';

  async generate(req: TextRequest, signal?: AbortSignal): Promise<CardWords> {
    signal?.throwIfAborted();
    for (let salt = 0; salt < 12; salt++) {
      const words = this.compose(req, salt);
      if (!req.previous || (words.inside !== req.previous.inside && (words.front !== req.previous.front || salt > 6))) return words;
    }
    return this.compose(req, 99);
  }

  private compose(req: TextRequest, salt: number): CardWords {
    const lines = LIBRARY[req.occasion.slug] ?? genericLines(req.occasion.name);
    const tone = toneOf(req.persona);
    const rnd = seededRandom(`${req.instanceId}:${req.version}:${salt}`);
    const r = req.recipient_name.trim() || 'friend';
    const fill = (s: string) => s.replaceAll('{r}', r);

    // Successive instance ids and versions step through the messages, so the options of
    // one card and successive regenerates differ even with few lines per tone.
    const messages = lines.messages[tone];
    const message = messages[(req.instanceId + req.version + salt) % messages.length]!;
    const front = fill(lines.fronts[(req.instanceId * 7 + req.version * 3 + salt) % lines.fronts.length]!);

    const parts = [fill(pick(rnd, GREETINGS[lines.family === 'comfort' ? 'formal' : tone])), '', fill(message)];
    const woven = weaveDetails(req.details, r);
    const frames = DETAIL_FRAMES[lines.family];
    let postscript: string | undefined;
    if (woven?.kind === 'clause') parts[2] += ` ${pick(rnd, frames.clause).replace('{clause}', woven.text)}`;
    else if (woven?.kind === 'np') parts[2] += ` ${pick(rnd, frames.np).replace('{np}', woven.text).replace(/^(\S)/, (c) => c.toUpperCase())}`;
    else if (woven?.kind === 'sentences') postscript = `P.S. ${woven.text}`;

    const signOff = pick(rnd, SIGN_OFFS[lines.family][tone]);
    const sender = req.sender_name.trim();
    parts.push('', sender ? `${signOff},\n${sender}` : signOff);
    if (postscript) parts.push('', postscript);
    return { front, inside: parts.join('\n') };
  }
}
