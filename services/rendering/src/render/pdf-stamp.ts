import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { cardGeometry, MIN_TEXT_PT, PT_PER_MM } from '@cards/card-layout';
import type { PrintProduct } from '@cards/contracts';
import { ParseSpeeds, PDFDocument, rgb, type PDFFont } from 'pdf-lib';
import { decompress } from 'wawoff2';

const require = createRequire(import.meta.url);

/**
 * The stamp's face: Montserrat SemiBold, the card's own sans, as TrueType. @fontsource ships
 * WOFF2 and WOFF only: pdf-lib's fontkit fails on WOFF2 ("Index out of range") and, given WOFF,
 * inflates its tables in JavaScript on every embed (15 of a stamp's 41 ms). So the WOFF2 is
 * decompressed to TrueType once per process (wawoff2, Google's woff2 in WebAssembly).
 */
let stampFont: Promise<Uint8Array> | undefined;
const stampFontBytes = () =>
  (stampFont ??= decompress(
    readFileSync(join(dirname(require.resolve('@fontsource/montserrat/package.json')), 'files', 'montserrat-latin-600-normal.woff2')),
  ));
const INK = rgb(0x22 / 255, 0x22 / 255, 0x22 / 255);
/** The stamp sits in the lowest 4 mm of the back panel, inside the trim, as the layout kept it. */
const BAND_MM = 4;
const LINE_MM = 3;

/**
 * The order's print file from the customer's print PDF: the same pages (not rendered again),
 * with the order stamp ("Order 10042 · line 2 of 3 · qty 5 · CARD-A6") set small on the back
 * panel in an embedded subset of the card's sans, and added to the keywords. A stamp wider
 * than the panel breaks at its " · " into lines, set upwards from the band; type never goes
 * below the card's 7 pt floor.
 */
export async function stampPdf(
  bytes: Uint8Array,
  stamp: string,
  product: Pick<PrintProduct, 'flat_width_mm' | 'flat_height_mm' | 'bleed_mm'>,
): Promise<Buffer> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false, parseSpeed: ParseSpeeds.Fastest });
  pdf.registerFontkit(fontkit);
  const font = await pdf.embedFont(await stampFontBytes(), { subset: true });
  const g = cardGeometry(product);
  const back = g.panels.back;
  const lines = breakLines(stamp, font, (back.w - 4) * PT_PER_MM);
  const outside = pdf.getPage(0);
  lines.forEach((line, i) => {
    const width = font.widthOfTextAtSize(line, MIN_TEXT_PT);
    // From the top-left in mm, as the layout measures: the last line's baseline near the band's foot.
    const baseline = back.y + back.h - BAND_MM + 2.6 - (lines.length - 1 - i) * LINE_MM;
    outside.drawText(line, {
      x: (back.x + back.w / 2) * PT_PER_MM - width / 2,
      y: (g.pageH - baseline) * PT_PER_MM,
      size: MIN_TEXT_PT,
      font,
      color: INK,
    });
  });
  pdf.setKeywords([pdf.getKeywords() ?? '', stamp].filter(Boolean));
  pdf.setModificationDate(new Date());
  return Buffer.from(await pdf.save({ useObjectStreams: false, objectsPerTick: Infinity }));
}

/** The stamp in as few lines as fit the width, broken only between its parts. */
function breakLines(stamp: string, font: PDFFont, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const part of stamp.split(' · ')) {
    const last = lines.at(-1);
    if (last !== undefined && font.widthOfTextAtSize(`${last} · ${part}`, MIN_TEXT_PT) <= maxWidth)
      lines[lines.length - 1] = `${last} · ${part}`;
    else lines.push(part);
  }
  return lines;
}
