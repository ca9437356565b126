import type { FaceRef, FontFamily, Typography } from './card-theme.js';

/** A face shipped with the project: `@fontsource/<pkg>/files/<pkg>-<file>.woff2` (latin subset). */
export interface FontFace extends FaceRef {
  pkg: string;
  file: string;
}

const f = (family: FontFamily, pkg: string, weight: number, style: FaceRef['style'] = 'normal'): FontFace => ({
  family,
  pkg,
  weight,
  style,
  file: `latin-${weight}-${style}`,
});

/** Every face a card may use. Each page carries only the faces its typography names. */
export const FONT_FACES: readonly FontFace[] = [
  f('Playfair Display', 'playfair-display', 600),
  f('Playfair Display', 'playfair-display', 400, 'italic'),
  f('Lora', 'lora', 400),
  f('Lora', 'lora', 400, 'italic'),
  f('Montserrat', 'montserrat', 400),
  f('Montserrat', 'montserrat', 600),
  f('Montserrat', 'montserrat', 800),
  f('Caveat', 'caveat', 400),
  f('Caveat', 'caveat', 700),
  f('Dancing Script', 'dancing-script', 400),
  f('Dancing Script', 'dancing-script', 700),
  // Signers' hands on group cards (see signature-layout.ts).
  f('Indie Flower', 'indie-flower', 400),
  f('Kalam', 'kalam', 400),
];

/** The key a font source is looked up by, e.g. `lora/latin-400-italic`. */
export const fontFaceId = (face: Pick<FontFace, 'pkg' | 'file'>) => `${face.pkg}/${face.file}`;

/** Where a face's woff2 bytes come from: a `data:` URL (print) or a URL on the page's own origin (live preview). */
export type FontSource = (face: FontFace) => string;

/** The small print on the back and the kicker over the greeting are always Montserrat. */
const ALWAYS: FaceRef[] = [
  { family: 'Montserrat', weight: 400, style: 'normal' },
  { family: 'Montserrat', weight: 600, style: 'normal' },
];

/** The faces a page set in `type` uses, with `extra` faces it also needs (the hands of a group card's signers). */
export function facesFor(type: Typography, extra: readonly FaceRef[] = []): FontFace[] {
  const wanted = [type.display, type.body, type.script, ...ALWAYS, ...extra];
  return FONT_FACES.filter((face) => wanted.some((w) => w.family === face.family && w.weight === face.weight && w.style === face.style));
}

const SAFE_URL = /^(?:data:font\/woff2;base64,[A-Za-z0-9+/]+=*|https?:\/\/[^\s"'()\\]+|\/[^\s"'()\\]*)$/;

/**
 * `@font-face` rules for the faces of `type`, their bytes from `source`. The same faces and
 * rules reach Chromium when it prints and the browser when it previews, so both lay the words
 * out with the same metrics.
 */
export function fontFacesCss(type: Typography, source: FontSource, extra: readonly FaceRef[] = []): string {
  return facesFor(type, extra)
    .map((face) => {
      const url = source(face);
      if (!SAFE_URL.test(url)) throw new Error(`font source for ${fontFaceId(face)} is not a data: or http(s) URL`);
      return `@font-face{font-family:'${face.family}';font-style:${face.style};font-weight:${face.weight};font-display:block;src:url(${url}) format('woff2');}`;
    })
    .join('\n');
}
