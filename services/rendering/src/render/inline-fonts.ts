import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fontFaceId, type FontFace, type FontSource } from '@cards/card-layout';

const require = createRequire(import.meta.url);
const cache = new Map<string, string>();

/**
 * The card fonts for printing: each face's woff2 from its `@fontsource` package, read once and
 * inlined as a `data:` URL, so a page never fetches a font and Chromium embeds (subsets of)
 * exactly these in the PDF. The web app's preview loads the same files from its own origin.
 */
export const inlineFonts: FontSource = (face: FontFace) => {
  const id = fontFaceId(face);
  let url = cache.get(id);
  if (!url) {
    const dir = dirname(require.resolve(`@fontsource/${face.pkg}/package.json`));
    url = `data:font/woff2;base64,${readFileSync(join(dir, 'files', `${face.pkg}-${face.file}.woff2`)).toString('base64')}`;
    cache.set(id, url);
  }
  return url;
};
