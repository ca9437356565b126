import { fontFaceId, type FontSource } from '@cards/card-layout';
import caveat400 from '@fontsource/caveat/files/caveat-latin-400-normal.woff2?url';
import caveat700 from '@fontsource/caveat/files/caveat-latin-700-normal.woff2?url';
import dancing400 from '@fontsource/dancing-script/files/dancing-script-latin-400-normal.woff2?url';
import dancing700 from '@fontsource/dancing-script/files/dancing-script-latin-700-normal.woff2?url';
import indieFlower400 from '@fontsource/indie-flower/files/indie-flower-latin-400-normal.woff2?url';
import kalam400 from '@fontsource/kalam/files/kalam-latin-400-normal.woff2?url';
import lora400 from '@fontsource/lora/files/lora-latin-400-normal.woff2?url';
import lora400i from '@fontsource/lora/files/lora-latin-400-italic.woff2?url';
import montserrat400 from '@fontsource/montserrat/files/montserrat-latin-400-normal.woff2?url';
import montserrat600 from '@fontsource/montserrat/files/montserrat-latin-600-normal.woff2?url';
import montserrat800 from '@fontsource/montserrat/files/montserrat-latin-800-normal.woff2?url';
import playfair400i from '@fontsource/playfair-display/files/playfair-display-latin-400-italic.woff2?url';
import playfair600 from '@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff2?url';

/**
 * The card's faces as files of the web app's own origin (the same `@fontsource` woff2 files
 * the printer inlines), by `fontFaceId`: the live preview sets the words with exactly the
 * fonts of the PDF, and the site's font-src allows them.
 */
export const CARD_FONT_URLS: Record<string, string> = {
  'caveat/latin-400-normal': caveat400,
  'caveat/latin-700-normal': caveat700,
  'dancing-script/latin-400-normal': dancing400,
  'dancing-script/latin-700-normal': dancing700,
  'indie-flower/latin-400-normal': indieFlower400,
  'kalam/latin-400-normal': kalam400,
  'lora/latin-400-normal': lora400,
  'lora/latin-400-italic': lora400i,
  'montserrat/latin-400-normal': montserrat400,
  'montserrat/latin-600-normal': montserrat600,
  'montserrat/latin-800-normal': montserrat800,
  'playfair-display/latin-400-italic': playfair400i,
  'playfair-display/latin-600-normal': playfair600,
};

/** Absolute URLs (the preview's document has no base of its own), on the page's origin. */
export const webFonts: FontSource = (face) => {
  const url = CARD_FONT_URLS[fontFaceId(face)];
  if (!url) throw new Error(`the web app does not ship the card font ${fontFaceId(face)}`);
  return new URL(url, window.location.href).href;
};
