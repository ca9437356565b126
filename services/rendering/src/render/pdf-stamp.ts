import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { cardGeometry, PT_PER_MM } from '@cards/card-layout';
import type { PrintProduct } from '@cards/contracts';
import { ParseSpeeds, PDFDocument, rgb, type PDFFont } from 'pdf-lib';
import { decompress } from 'wawoff2';

const require = createRequire(import.meta.url);

/**
 * The stamp's face: Montserrat Regular, the card's own sans, as TrueType. @fontsource ships
 * WOFF2 and WOFF only: pdf-lib's fontkit fails on WOFF2 ("Index out of range") and, given WOFF,
 * inflates its tables in JavaScript on every embed (15 of a stamp's 41 ms). So the WOFF2 is
 * decompressed to TrueType once per process (wawoff2, Google's woff2 in WebAssembly).
 */
let stampFont: Promise<Uint8Array> | undefined;
const stampFontBytes = () =>
  (stampFont ??= decompress(
    readFileSync(join(dirname(require.resolve('@fontsource/montserrat/package.json')), 'files', 'montserrat-latin-400-normal.woff2')),
  ));
/**
 * fontkit for the stamp's one face, parsed once per process: pdf-lib parses the font it is given
 * on every embed, which with laying out the stamp's words in a fresh parse came to half a
 * stamp's CPU (measured 19–27 against 10–12 ms a stamp). Each PDF still embeds its own subset.
 */
type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
let parsedStampFont: ReturnType<Fontkit['create']> | undefined;
const stampFontkit: Fontkit = { create: (bytes, name) => (parsedStampFont ??= fontkit.create(bytes, name)) };
const INK = rgb(0x22 / 255, 0x22 / 255, 0x22 / 255);
/** A printer's mark, not words for the reader: small, and smaller still (to this) when it is long. */
const STAMP_PT = 4.5;
const MIN_STAMP_PT = 3.5;
/** Of the bleed under the trim, from the sheet's edge: the white ground the stamp stands on, and its baseline. */
const GROUND_OF_BLEED = 0.77;
const BASELINE_OF_BLEED = 0.27;

/**
 * The order's print file from the customer's print PDF: the same pages (not rendered again),
 * with the order stamp ("Order 10042 · line 2 of 3 · qty 5 · CARD-A6") set small in the bleed
 * under the card, where the print team reads it on the sheet and the guillotine cuts it off, so
 * the recipient never does; and added to the keywords. It stands on a strip of white that
 * stops short of the trim (art still runs past the cut), on one line from the trim's left
 * edge, set smaller when it is long and cut with "…" if it would still not fit.
 */
export async function stampPdf(
  bytes: Uint8Array,
  stamp: string,
  product: Pick<PrintProduct, 'flat_width_mm' | 'flat_height_mm' | 'bleed_mm'>,
): Promise<Buffer> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false, parseSpeed: ParseSpeeds.Fastest });
  pdf.registerFontkit(stampFontkit);
  const font = await pdf.embedFont(await stampFontBytes(), { subset: true });
  const g = cardGeometry(product);
  const maxWidth = (g.trimW - 2) * PT_PER_MM;
  const { text, size } = fitLine(stamp, font, maxWidth);
  const width = font.widthOfTextAtSize(text, size);
  const x = (g.bleed + 1) * PT_PER_MM;
  const outside = pdf.getPage(0);
  outside.drawRectangle({
    x: x - PT_PER_MM,
    y: 0,
    width: width + 2 * PT_PER_MM,
    height: g.bleed * GROUND_OF_BLEED * PT_PER_MM,
    color: rgb(1, 1, 1),
  });
  outside.drawText(text, { x, y: g.bleed * BASELINE_OF_BLEED * PT_PER_MM, size, font, color: INK });
  pdf.setKeywords([pdf.getKeywords() ?? '', stamp].filter(Boolean));
  pdf.setModificationDate(new Date());
  return Buffer.from(await pdf.save({ useObjectStreams: false, objectsPerTick: Infinity }));
}

/** The stamp on one line: at its size, else smaller down to the least, else cut with "…". */
function fitLine(stamp: string, font: PDFFont, maxWidth: number): { text: string; size: number } {
  const fits = (t: string, size: number) => font.widthOfTextAtSize(t, size) <= maxWidth;
  if (fits(stamp, STAMP_PT)) return { text: stamp, size: STAMP_PT };
  const size = Math.max(MIN_STAMP_PT, (STAMP_PT * maxWidth) / font.widthOfTextAtSize(stamp, STAMP_PT));
  let text = stamp;
  while (!fits(text, size) && text.length > 1) text = `${text.slice(0, -2)}…`;
  return { text, size };
}
