import { FAMILY_LOOK, styleFamily } from '@cards/card-layout';
import type { ImageRequest } from '../image-generator.port.js';
import { MOTIF_WORDS, motifsFor } from '../offline/motif-choice.js';
import type { TextRequest } from '../text-generator.port.js';

/** The system prompt for card words: British English, by name, the persona's voice, sympathy handled with care. */
export function textSystemPrompt(req: TextRequest): string {
  const sympathy = req.occasion.slug === 'sympathy' || /sympathy|condolence|bereave|funeral|loss/i.test(req.occasion.name);
  return [
    'You write the words of printed greeting cards in British English.',
    'Answer with JSON: "front" is a short greeting for the front of the card (at most 8 words);',
    '"inside" is the message inside (40 to 90 words), starting with a greeting that addresses the recipient by name and ending with a sign-off line followed by the sender\'s name on its own line when one is given.',
    'Use the details naturally; never invent facts about the people. No hashtags, no emojis, no quotation marks around the message.',
    sympathy
      ? 'This is a sympathy card: be gentle, sincere and respectful; no jokes, no exclamation marks, no clichés about "better places"; whatever voice is asked for, soften it accordingly.'
      : 'Match the occasion and keep it warm and personal.',
    req.persona?.tone_prompt ? `Voice: ${req.persona.name}. ${req.persona.tone_prompt}` : req.persona ? `Voice: ${req.persona.name}.` : 'Voice: warm and friendly.',
  ].join(' ');
}

export function textUserPrompt(req: TextRequest): string {
  const lines = [
    `Occasion: ${req.occasion.name}`,
    `Recipient's name: ${req.recipient_name}`,
    req.sender_name ? `From: ${req.sender_name}` : 'From: (no name given; end with a sign-off only)',
    req.details ? `Details to weave in: ${req.details}` : 'Details: none',
    req.style ? `The card's artwork style: ${req.style.name}${req.style.prompt_hint ? ` (${req.style.prompt_hint})` : ''}` : '',
    req.previous ? `Write something different from the previous version, which was: ${JSON.stringify(req.previous)}` : '',
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
  ].filter(Boolean).join(' ');
}
