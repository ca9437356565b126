/**
 * The ways a card's artwork can be drawn. Every catalogue style maps to one family, which
 * decides how the offline generator paints (and what the OpenAI image prompt asks for) and
 * which typefaces the layout sets the words in, so artwork and type belong together.
 */
export type StyleFamily = 'watercolour' | 'line' | 'flat' | 'vintage' | 'doodle' | 'deco';

export const STYLE_FAMILIES: readonly StyleFamily[] = ['watercolour', 'line', 'flat', 'vintage', 'doodle', 'deco'];

/** What a style is known by: the slug, and where there, its name and prompt hint. */
export interface StyleRef {
  slug: string;
  name?: string | null;
  prompt_hint?: string | null;
}

/**
 * Keyword rules, first match wins: the specific looks (gold foil, line art) before the broad
 * ones ("botanical" alone would read as vintage, but watercolour botanicals are washes).
 */
const RULES: Array<[StyleFamily, RegExp]> = [
  ['deco', /\bgold\b|\bfoil\b|art[ -]deco|\bdeco\b|luxur|metallic|gilded/i],
  ['line', /line[ -]art|single[ -]line|continuous|line[ -]drawing|\bminimal/i],
  ['watercolour', /watercolou?r|\bwash(es)?\b|gouache|painted|pastel/i],
  ['doodle', /doodle|playful|hand[ -]drawn|marker|crayon|whims|cartoon|\bkids?\b|confetti|\bfun\b/i],
  ['vintage', /vintage|letterpress|retro|linocut|engrav|woodcut|botanical|antique/i],
  ['flat', /bold|modern|geometric|\bflat\b|graphic|poster|swiss|abstract|colou?r[ -]block/i],
];

/** The family a style belongs to; a style no rule recognises is painted in soft washes. */
export function styleFamily(style: StyleRef | null | undefined): StyleFamily {
  if (!style) return 'watercolour';
  // The slug and name say what the style is; the hint only settles what they leave open.
  for (const text of [`${style.slug} ${style.name ?? ''}`, style.prompt_hint ?? '']) {
    for (const [family, re] of RULES) if (re.test(text)) return family;
  }
  return 'watercolour';
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
