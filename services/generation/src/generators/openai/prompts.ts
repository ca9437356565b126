import { MOTIF_WORDS, motifsFor } from '@cards/card-art';
import { FAMILY_LOOK, styleFamily } from '@cards/card-layout';
import { bondOf, isGentle, isSolemnOccasion, linesFor, partyOf, readNotes, suitableFacts } from '@cards/card-words';
import type { ImageRequest } from '../image-generator.port.js';
import type { TextRequest } from '../text-generator.port.js';

/** How the writer is told who writes to whom. */
const VOICE_OF: Record<string, string> = {
  partner:
    'The sender is the recipient\'s partner: write as one half of the couple, to the one they love ("I love you"); never address the couple from outside ("you two", "you both", "each other").',
  parent: "The sender is the recipient's child (or children): write to them as their child would, to a mum, a dad or both parents.",
  grandparent: "The sender is the recipient's grandchild: write as a loving grandchild.",
  child: "The recipient is the sender's child or grandchild: write as a proud, loving parent or grandparent.",
  sibling: "The sender is the recipient's brother or sister.",
  relative: 'The sender and the recipient are family (an aunt, uncle, cousin, niece or nephew).',
  friend: 'The sender is a friend of the recipient.',
  colleague: 'The sender works with the recipient: warm but right for work, nothing romantic.',
  teacher: "The recipient is the sender's teacher (or their child's): grateful and respectful.",
  carer: 'The recipient is a nurse or carer who looked after the sender or their family: grateful and respectful.',
  neighbour: "The sender is the recipient's neighbour.",
};

/**
 * The system prompt for card words: the same rules the card-words checker enforces on the
 * answer (and the offline writer keeps): the notes are private, the grammar follows who sends
 * and who receives, sad news is alluded to, sympathy is gentle, options differ.
 */
export function textSystemPrompt(req: TextRequest): string {
  const reading = readNotes(req.details);
  const sympathy = isSolemnOccasion(req.occasion);
  const gentle = isGentle(req, reading);
  const sender = partyOf(req.sender_name);
  const recipient = partyOf(req.recipient_name);
  const bond = bondOf(req);
  const facts = suitableFacts(req, reading);
  return [
    'You write the words of printed greeting cards in British English.',
    'Answer with JSON: "front" is a short greeting for the front of the card (at most 8 words);',
    '"inside" is the message inside (40 to 90 words), starting with a greeting that addresses the recipient by name and ending with a sign-off line followed by the sender\'s name on its own line when one is given.',
    "The sender's notes are private instructions to you, never card text: do not quote them, never repeat five or more of their words in a row, never add them as a P.S.",
    'Weave at least one fact from the notes into the message in your own words and in the occasion\'s terms (for example "I hope the new job at the bakery is everything you wanted"); when the card has other options, use a different fact from theirs where the notes give several. Never invent facts about the people.',
    'Tell each fact in its own time: past events as memories ("I still smile about our first date in the Lake District"), plans as wishes; a late loved one\'s pastimes are memories of them, never wishes for the reader. Keep proper names as written, with their article ("the Lake District").',
    linesFor(req.occasion).register === 'thanks'
      ? 'This is a thank-you card: every line thanks; never wish the reader a recovery.'
      : linesFor(req.occasion).register === 'recover'
        ? 'This is a get-well card: wish the reader a recovery; do not thank them.'
        : '',
    'Say everything once: no word of six letters or more three times, no sentence or phrase twice.',
    'If the notes tell of a death or an illness, allude to it with care ("thinking of you at this hard time") and never restate it (no "passed away", "died", "cancer" and the like).',
    sender.plural
      ? `The card is from several people (${req.sender_name}): write as "we", "us" and "our", never "I", "me" or "my".`
      : 'The card is from one person: write as "I", "me" and "my", never "we" or "us".',
    recipient.count === 'one'
      ? 'The card is for one person: never "you both", "you all" or "yourselves".'
      : `The card is for ${recipient.count === 'two' ? 'two people: "you both" is right' : 'a group: "you all" is right'}, never "yourself".`,
    bond.relationship ? VOICE_OF[bond.relationship]! : '',
    facts.length
      ? `The facts you may use, with their time: ${facts.map((f) => `${f.phrase} (${f.owner === 'late' ? "a late loved one's, past" : f.time === 'now' ? 'now' : f.time})`).join('; ')}.`
      : '',
    'No hashtags, no emojis, no quotation marks around the message.',
    sympathy
      ? 'This is a sympathy card: be gentle, sincere and respectful; no jokes, no exclamation marks, no clichés about "better places"; whatever voice is asked for, soften it accordingly.'
      : gentle
        ? 'The notes tell of a hard time: keep the card gentle and sincere; no jokes, no exclamation marks; whatever voice is asked for, soften it accordingly.'
        : 'Match the occasion and keep it warm and personal.',
    'When the card has other options, write something clearly different from each of them: a different opening, different sentences and a different sign-off.',
    req.persona?.tone_prompt
      ? `Voice: ${req.persona.name}. ${req.persona.tone_prompt}`
      : req.persona
        ? `Voice: ${req.persona.name}.`
        : 'Voice: warm and friendly.',
  ]
    .filter(Boolean)
    .join(' ');
}

export function textUserPrompt(req: TextRequest): string {
  const others = req.siblings ?? [];
  const lines = [
    `Occasion: ${req.occasion.name}`,
    `Recipient's name: ${req.recipient_name}`,
    req.sender_name ? `From: ${req.sender_name}` : 'From: (no name given; end with a sign-off only)',
    req.details ? `The sender's private notes (facts to use, not words to copy): ${req.details}` : 'Notes: none',
    req.style ? `The card's artwork style: ${req.style.name}${req.style.prompt_hint ? ` (${req.style.prompt_hint})` : ''}` : '',
    req.front ? `The front greeting stays "${req.front}": answer with it unchanged as "front".` : '',
    others.length ? `The card's other options, which yours must not resemble: ${JSON.stringify(others)}` : '',
    req.previous ? `Write something different from the previous version, which was: ${JSON.stringify(req.previous)}` : '',
    req.earlier?.length ? `Never give any of the card's earlier texts again: ${JSON.stringify(req.earlier.map((e) => e.inside))}` : '',
    req.corrections?.length ? `Your last answer broke these rules; fix them: ${req.corrections.join('; ')}.` : '',
  ];
  return lines.filter(Boolean).join('\n');
}

/**
 * Artwork prompt: the style's own description and its family's look (the same families the
 * offline painter draws), the occasion's motifs — led by one the notes name, never the notes
 * themselves, which are private — a calm middle for the greeting, and firmly no lettering
 * (the words are set as live type).
 */
export function imagePrompt(req: ImageRequest): string {
  const family = styleFamily(req.style);
  const { motifs, fromNotes } = motifsFor(req.occasion.slug, req.details);
  const palette = req.style?.palette.length ? ` Colour palette: ${req.style.palette.join(', ')}.` : '';
  const subject = motifs.slice(0, 3).map((m) => MOTIF_WORDS[m]);
  return [
    `Front artwork for a printed ${req.occasion.name} greeting card, portrait format.`,
    req.style ? `Style: ${req.style.name}. ${req.style.prompt_hint}` : 'Style: soft, friendly watercolour illustration.',
    `Look: ${FAMILY_LOOK[family]}.`,
    palette,
    `Motifs: ${fromNotes ? `${subject[0]} as the main subject, with ${subject.slice(1).join(' and ')}` : subject.join(', ')}.`,
    'Keep the middle third of the picture calm and uncluttered, plain paper or a soft wash: the greeting is printed there.',
    'Absolutely no text, letters, numbers, words, signatures or watermarks anywhere in the image.',
  ]
    .filter(Boolean)
    .join(' ');
}
