import { MOTIF_WORDS, motifsFor } from '@cards/card-art';
import { FAMILY_LOOK, styleFamily } from '@cards/card-layout';
import type { ImageRequest } from '../image-generator.port.js';

/** Compositions the options of a card take in turn, so three pictures made at once are not one picture thrice. */
const COMPOSITIONS = [
  'A single motif, large and centred in the upper third, with generous plain space around it.',
  'A border of smaller motifs framing the edges, the centre left open.',
  'A scene that fills the lower third, with a wide open sky or wash above it.',
] as const;

/**
 * Artwork prompt: the style's own description and its family's look (the same families the
 * offline painter draws), the occasion's motifs — led by one the notes name, never the notes
 * themselves, which are private — a composition by the option, a calm middle for the greeting,
 * and firmly no lettering (the words are set as live type).
 */
export function imagePrompt(req: ImageRequest): string {
  const family = styleFamily(req.style);
  const { motifs, fromNotes } = motifsFor(req.occasion.slug, req.details);
  const palette = req.style?.palette.length ? ` Colour palette: ${req.style.palette.join(', ')}.` : '';
  const subject = motifs.slice(0, 3).map((m) => MOTIF_WORDS[m]);
  // Consecutive options of a card have consecutive ids; a regenerate moves on to the next composition.
  const composition = COMPOSITIONS[(req.instanceId + req.version - 1) % COMPOSITIONS.length]!;
  return [
    `Front artwork for a printed ${req.occasion.name} greeting card, portrait format.`,
    req.style ? `Style: ${req.style.name}. ${req.style.prompt_hint}` : 'Style: soft, friendly watercolour illustration.',
    `Look: ${FAMILY_LOOK[family]}.`,
    palette,
    `Motifs: ${fromNotes ? `${subject[0]} as the main subject, with ${subject.slice(1).join(' and ')}` : subject.join(', ')}.`,
    `Composition: ${composition}`,
    'Keep the middle third of the picture calm and uncluttered, plain paper or a soft wash: the greeting is printed there.',
    'Absolutely no text, letters, numbers, words, signatures or watermarks anywhere in the image.',
  ]
    .filter(Boolean)
    .join(' ');
}
