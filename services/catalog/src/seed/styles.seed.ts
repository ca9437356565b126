import { assetPath } from '@cards/contracts';
import type { StyleInput } from '@cards/contracts';

/** The artwork styles a new shop opens with; previews are painted by `@cards/card-art`. */
export const STYLES: Array<Omit<StyleInput, 'preview_url'> & { slug: string }> = [
  {
    name: 'Watercolour Botanicals',
    slug: 'watercolour-botanicals',
    family: 'watercolour',
    position: 10,
    active: true,
    premium: false,
    description: 'Soft washes of leaves and blooms with loose, hand-painted edges.',
    prompt_hint:
      'delicate watercolour botanical illustration, loose washes, soft bleeding edges, leaves and wildflowers, white paper texture, airy composition',
    palette: ['#7fa88b', '#e8a5a0', '#f4d9c6', '#4f6d7a', '#fdfaf4'],
  },
  {
    name: 'Bold Modern',
    slug: 'bold-modern',
    family: 'flat',
    position: 20,
    active: true,
    premium: false,
    description: 'Confident blocks of colour and big, graphic shapes.',
    prompt_hint:
      'bold modern graphic design, flat colour blocks, large geometric shapes, strong contrast, Swiss poster style, clean vector look',
    palette: ['#ff5a36', '#1d3557', '#ffd166', '#06d6a0', '#ffffff'],
  },
  {
    name: 'Vintage Letterpress',
    slug: 'vintage-letterpress',
    family: 'vintage',
    position: 30,
    active: true,
    premium: false,
    description: 'Inked borders, deep impressions and a cosy, old-print feel.',
    prompt_hint:
      'vintage letterpress print, two-colour ink, ornamental border, slightly uneven ink coverage, cotton paper texture, retro typography feel',
    palette: ['#8c2f39', '#2e4057', '#d9c5a0', '#f2e8d5', '#3b3b3b'],
  },
  {
    name: 'Minimal Line Art',
    slug: 'minimal-line-art',
    family: 'line',
    position: 40,
    active: true,
    premium: false,
    description: 'A single continuous line, lots of white space.',
    prompt_hint:
      'minimal continuous single line drawing, thin black ink line, generous white space, elegant and simple, one accent colour shape',
    palette: ['#222222', '#f7f3ee', '#e4b7a0', '#9db4c0'],
  },
  {
    name: 'Playful Doodles',
    slug: 'playful-doodles',
    family: 'doodle',
    position: 50,
    active: true,
    premium: false,
    description: 'Cheerful hand-drawn doodles, stars and squiggles.',
    prompt_hint:
      'playful hand-drawn doodles, cheerful marker style, stars, squiggles, confetti and hearts, bright cheerful colours, childlike charm',
    palette: ['#ff6b6b', '#4ecdc4', '#ffe66d', '#5f4bb6', '#fff8f0'],
  },
  {
    name: 'Elegant Gold',
    slug: 'elegant-gold',
    family: 'deco',
    position: 60,
    active: true,
    premium: false,
    description: 'Gold-foil flourishes on deep, rich backgrounds.',
    prompt_hint: 'elegant gold foil design, fine art deco flourishes, metallic gold on deep navy or ivory, luxurious, symmetrical ornament',
    palette: ['#c9a227', '#1b2a41', '#f5efe0', '#8a6d1d', '#0f1626'],
  },
];

export const previewKey = (slug: string) => `catalog/previews/${slug}.svg`;
export const previewPath = (slug: string) => assetPath(previewKey(slug));
