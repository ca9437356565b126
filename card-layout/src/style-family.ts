import { STYLE_FAMILIES, type StyleFamily } from '@cards/contracts';

/**
 * The ways a card's artwork can be drawn. Every catalogue style names its family (a field of the
 * style, chosen in the admin), which decides how the offline generator paints (and what the
 * OpenAI image prompt asks for) and which typefaces the layout sets the words in, so artwork and
 * type belong together.
 */
export { STYLE_FAMILIES, type StyleFamily };

/** What a style is known by: the slug, and where there, its name and its family. */
export interface StyleRef {
  slug: string;
  name?: string | null;
  family?: StyleFamily | null;
}

/** The family a style says it belongs to; a card without a style (or a sender that said none) is painted in soft washes. */
export function styleFamily(style: StyleRef | null | undefined): StyleFamily {
  return style?.family ?? 'watercolour';
}

/**
 * How each family looks, in words: the OpenAI image prompt carries it, and it documents what
 * the offline generator draws for the family.
 */
export const FAMILY_LOOK: Record<StyleFamily, string> = {
  watercolour:
    'soft transparent watercolour washes with bleeding, uneven edges and visible paper grain; loose hand-painted shapes, gentle colour',
  line: 'one continuous thin ink line on white, lots of empty space, with a single soft accent shape of colour behind part of the drawing',
  flat: 'bold flat colour blocks and large geometric shapes with crisp edges, strong contrast, no gradients or texture, Swiss poster feel',
  vintage:
    'two-colour vintage letterpress print on cream cotton paper: ornamental double border, engraved-looking botanical or emblem, slightly uneven ink',
  doodle: 'cheerful hand-drawn marker doodles: wobbly outlines, stars, squiggles, dots and hearts in bright colours, playful and light',
  deco: 'elegant art deco design in metallic gold on a deep rich background: symmetrical fans, fine lines and flourishes, luxurious and calm',
};
