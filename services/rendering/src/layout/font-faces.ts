import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FontFamily, Typography } from './card-theme.js';

const require = createRequire(import.meta.url);

interface Face { family: FontFamily; pkg: string; file: string; weight: number; style: 'normal' | 'italic' }

/** Every face a card uses (only these, to keep each page small): latin subsets of the @fontsource packages (woff2). */
const FACES: Face[] = [
  { family: 'Playfair Display', pkg: 'playfair-display', file: 'latin-600-normal', weight: 600, style: 'normal' },
  { family: 'Lora', pkg: 'lora', file: 'latin-400-italic', weight: 400, style: 'italic' },
  { family: 'Montserrat', pkg: 'montserrat', file: 'latin-400-normal', weight: 400, style: 'normal' },
  { family: 'Montserrat', pkg: 'montserrat', file: 'latin-600-normal', weight: 600, style: 'normal' },
  { family: 'Caveat', pkg: 'caveat', file: 'latin-400-normal', weight: 400, style: 'normal' },
  { family: 'Caveat', pkg: 'caveat', file: 'latin-700-normal', weight: 700, style: 'normal' },
  { family: 'Dancing Script', pkg: 'dancing-script', file: 'latin-400-normal', weight: 400, style: 'normal' },
];

const cssCache = new Map<string, string>();
const dataCache = new Map<string, string>();

function faceData(f: Face): string {
  const id = `${f.pkg}/${f.file}`;
  let d = dataCache.get(id);
  if (!d) {
    const dir = dirname(require.resolve(`@fontsource/${f.pkg}/package.json`));
    d = readFileSync(join(dir, 'files', `${f.pkg}-${f.file}.woff2`)).toString('base64');
    dataCache.set(id, d);
  }
  return d;
}

/**
 * `@font-face` rules with the woff2 bytes inlined as data URLs, read once from node_modules:
 * the page never fetches a font, and Chromium embeds (subsets of) exactly these in the PDF.
 * Only the families of `type` are included, plus Montserrat for the small print on the back.
 */
export function fontFacesCss(type: Typography): string {
  const families = new Set<FontFamily>([type.display, type.body, type.script, 'Montserrat']);
  const key = [...families].sort().join('|');
  let css = cssCache.get(key);
  if (!css) {
    css = FACES.filter((f) => families.has(f.family)).map((f) =>
      `@font-face{font-family:'${f.family}';font-style:${f.style};font-weight:${f.weight};font-display:block;src:url(data:font/woff2;base64,${faceData(f)}) format('woff2');}`,
    ).join('\n');
    cssCache.set(key, css);
  }
  return css;
}

/** Font families a card page may reference, for tests and the PDF check. */
export const SHIPPED_FAMILIES: readonly FontFamily[] = [...new Set(FACES.map((f) => f.family))];
