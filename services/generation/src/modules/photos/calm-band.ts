import type { PhotoCrop, TextBand } from '@cards/contracts';
import sharp from 'sharp';

/** Where each band sits in the crop (the front's safe area is most of it), top to bottom: what the card prints. */
const BANDS: ReadonlyArray<[TextBand, number, number]> = [
  ['top', 0.06, 0.38],
  ['middle', 0.33, 0.67],
  ['bottom', 0.62, 0.94],
];
const WIDTH = 96;
const TIE_BITS = 0.25;

/**
 * The calmest band of a photo's crop for the front greeting, so it starts away from faces:
 * sharp's attention strategy finds the most interesting strip of a band's shape (skin tones,
 * saturation, detail: where a face usually is) and the band holding its middle is passed
 * over; of the others, the one with the least detail (Shannon entropy of its grey levels)
 * wins. Read from the small screen version; the customer can still move it.
 */
export async function calmestBand(image: Buffer, crop: PhotoCrop): Promise<TextBand> {
  const meta = await sharp(image).metadata();
  const w = meta.width ?? 0,
    h = meta.height ?? 0;
  if (!w || !h) return 'top';
  const left = Math.min(w - 1, Math.round(crop.x * w)),
    top = Math.min(h - 1, Math.round(crop.y * h));
  const region = {
    left,
    top,
    width: Math.max(1, Math.min(w - left, Math.round(crop.w * w))),
    height: Math.max(1, Math.min(h - top, Math.round(crop.h * h))),
  };
  const height = Math.max(12, Math.round((WIDTH * region.height) / region.width));
  const small = await sharp(image).extract(region).resize({ width: WIDTH, height, fit: 'fill' }).png().toBuffer();
  const bandH = Math.round(height * 0.32);
  const { info } = await sharp(small)
    .resize({ width: WIDTH, height: bandH, fit: 'cover', position: sharp.strategy.attention })
    .toBuffer({ resolveWithObject: true });
  const subject = (Math.abs(info.cropOffsetTop ?? 0) + bandH / 2) / height;
  const grey = sharp(small).greyscale();
  const bands = await Promise.all(
    BANDS.map(async ([band, from, to]) => {
      const y = Math.round(from * height);
      const strip = await grey
        .clone()
        .extract({ left: 0, top: y, width: WIDTH, height: Math.max(1, Math.round(to * height) - y) })
        .png()
        .toBuffer();
      // stats() reads its input, not the operations before it: the strip is made first.
      return { band, entropy: (await sharp(strip).stats()).entropy, holdsSubject: subject >= from && subject < to };
    }),
  );
  // A photo as plain or as evenly textured everywhere has no subject, though attention still
  // picks a strip: only where the bands differ is the one holding the subject passed over.
  const entropies = bands.map((b) => b.entropy);
  const even = Math.max(...entropies) - Math.min(...entropies) <= TIE_BITS;
  const scored = bands.map((b) => ({ band: b.band, score: b.entropy + (b.holdsSubject && !even ? 8 : 0) }));
  // Bands within a quarter of a bit of the calmest are as calm as it (JPEG grain): then the usual
  // place of a card's greeting wins, top, then bottom, then middle.
  const calmest = Math.min(...scored.map((b) => b.score));
  const order: TextBand[] = ['top', 'bottom', 'middle'];
  return order.find((band) => scored.find((b) => b.band === band)!.score <= calmest + TIE_BITS)!;
}
