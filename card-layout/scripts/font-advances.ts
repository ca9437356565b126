/**
 * Reads the advance widths of every face a card may use from the woff2 files the project ships
 * (`@fontsource/*`, the files the print and the preview load) and writes them to
 * `src/font-advances.ts`, so the layout can size words without a font engine or a DOM.
 *
 * Run after a face is added or a `@fontsource` package is upgraded:
 *   npm run font-advances -w card-layout
 * `src/font-advances.test.ts` fails while the table and the shipped files disagree.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';
import { FONT_FACES, fontFaceId, type FontFace } from '../src/font-faces.js';

const require = createRequire(import.meta.url);

/**
 * The characters measured: printable ASCII, Latin-1, and the punctuation people type in
 * greetings (curly quotes, dashes, ellipsis). Everything the faces' latin subset draws that a
 * card's words are likely to hold.
 */
export const MEASURED_CHARS = [
  ...Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => 0x20 + i),
  ...Array.from({ length: 0xff - 0xa0 + 1 }, (_, i) => 0xa0 + i),
  0x131,
  0x152,
  0x153,
  0x2013,
  0x2014,
  0x2018,
  0x2019,
  0x201a,
  0x201c,
  0x201d,
  0x201e,
  0x2022,
  0x2026,
  0x2032,
  0x2033,
  0x20ac,
  0x2122,
]
  .map((c) => String.fromCodePoint(c))
  .join('');

/** The woff2 file of a face, as the print service inlines it. */
export function faceFile(face: FontFace): string {
  return join(dirname(require.resolve(`@fontsource/${face.pkg}/package.json`)), 'files', `${face.pkg}-${face.file}.woff2`);
}

/** Advance of each measured character in thousandths of an em, rounded up; 0 where the face has no glyph. */
export function faceAdvances(face: FontFace): number[] {
  const font = fontkit.create(readFileSync(faceFile(face))) as fontkit.Font;
  return [...MEASURED_CHARS].map((ch) => {
    const cp = ch.codePointAt(0)!;
    return font.hasGlyphForCodePoint(cp) ? Math.ceil((font.glyphForCodePoint(cp).advanceWidth * 1000) / font.unitsPerEm) : 0;
  });
}

function moduleText(): string {
  const rows = FONT_FACES.map((face) => `  '${fontFaceId(face)}': '${faceAdvances(face).join(' ')}',`);
  return `/**
 * Advance widths of the card faces, in thousandths of an em, of the characters in
 * {@link ADVANCE_CHARS} in order (0: the face has no glyph). Generated from the shipped woff2
 * files by \`scripts/font-advances.ts\` (\`npm run font-advances -w card-layout\`); do not edit.
 */
export const ADVANCE_CHARS = ${JSON.stringify(MEASURED_CHARS)};

export const ADVANCES: Readonly<Record<string, string>> = {
${rows.join('\n')}
};
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'font-advances.ts');
  writeFileSync(out, moduleText());
  console.log(`wrote ${out}`);
}
