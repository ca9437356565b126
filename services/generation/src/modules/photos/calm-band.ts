import type { PhotoCrop, TextBand } from '@cards/contracts';
import sharp from 'sharp';

/** Where each band sits in the crop (the front's safe area is most of it), top to bottom: what the card prints. */
const BANDS: ReadonlyArray<[TextBand, number, number]> = [
  ['top', 0.06, 0.38],
  ['middle', 0.33, 0.67],
  ['bottom', 0.62, 0.94],
];
const WIDTH = 96;

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
  const scored = await Promise.all(
    BANDS.map(async ([band, from, to]) => {
      const y = Math.round(from * height);
      const strip = await grey
        .clone()
        .extract({ left: 0, top: y, width: WIDTH, height: Math.max(1, Math.round(to * height) - y) })
        .png()
        .toBuffer();
      // stats() reads its input, not the operations before it: the strip is made first.
      const stats = await sharp(strip).stats();
      const holdsSubject = subject >= from && subject < to;
      // Plain everywhere, attention still picks a strip: only a band with detail counts as holding a subject.
      return { band, score: stats.entropy + (holdsSubject && stats.entropy > 1 ? 8 : 0) };
    }),
  );
  // Ties keep the usual order of a card: top, then bottom, then middle.
  const order: TextBand[] = ['top', 'bottom', 'middle'];
  scored.sort((a, b) => a.score - b.score || order.indexOf(a.band) - order.indexOf(b.band));
  return scored[0]!.band;
}
