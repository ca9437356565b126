export { H, W, type ArtBrief, type Box, type Painted, type Painter } from './art-kit.js';
export { artworkSvg, COMPOSITIONS, paintArtwork, PAINTERS, type ArtworkBrief } from './card-artwork.js';
export { MOTIF_WORDS, motifFromNotes, motifsFor, OCCASION_ART, type Mood } from './motif-choice.js';
export { artColors, desaturate, luminance, mix, occasionPalette, saturation, type ArtColors, type Palette } from './palettes.js';
export { between, hashSeed, pick, seededRandom } from './seeded-random.js';
export { renderStylePreview } from './style-preview.js';
export { SHAPES, type Motif, type Part } from './svg-motifs.js';
