import sharp from 'sharp';
import { describe, expect, it } from '@jest/globals';
import { photoType, preparePhoto } from './photo-processing.js';

const refusal = async (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: { status: number; code: string; message: string }) => ({ status: e.status, code: e.code, message: e.message }),
  );

describe('photo checks', () => {
  it('when a file is named as a photo but is something else, then its bytes decide and the refusal says what it looks like', async () => {
    expect(
      await photoType(
        await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
          .png()
          .toBuffer(),
      ),
    ).toMatchObject({ mime: 'image/png' });
    expect(await refusal(photoType(Buffer.from('%PDF-1.7\n' + ' '.repeat(600))))).toMatchObject({
      status: 422,
      code: 'photo_not_an_image',
      message: expect.stringMatching(/PDF document/),
    });
    expect(await refusal(photoType(Buffer.from('just some words, nothing more')))).toMatchObject({ code: 'photo_not_an_image' });
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic'),
      Buffer.from([0, 0, 0, 0]),
      Buffer.from('mif1heic'),
      Buffer.alloc(64),
    ]);
    expect(await refusal(photoType(heic))).toMatchObject({ code: 'photo_type_unsupported', message: expect.stringMatching(/HEIC.*JPEG/) });
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect(await refusal(photoType(gif))).toMatchObject({ code: 'photo_type_unsupported', message: expect.stringMatching(/image\/gif/) });
  });

  it('when a photo carries GPS and camera details and an EXIF orientation, then every version is upright and has no metadata', async () => {
    const original = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c83232' } })
      .withExif({ IFD0: { Make: 'TestCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
      .withMetadata({ orientation: 8 })
      .jpeg()
      .toBuffer();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const p = await preparePhoto(original, 'inside_left');
    expect(p.sourceType).toBe('image/jpeg');
    for (const v of [p.original, p.print, p.preview]) {
      const m = await sharp(v.body).metadata();
      expect([m.exif, m.xmp, m.iptc, m.orientation]).toEqual([undefined, undefined, undefined, undefined]);
      expect(m.height! > m.width!).toBe(true);
      expect([v.width, v.height]).toEqual([m.width, m.height]);
    }
    expect([p.print.width, p.print.height]).toEqual([1200, 1600]);
    expect([p.preview.width, p.preview.height]).toEqual([1200, 1600]);
  });

  it('when a photo is larger than the print version needs, then the print and screen versions are scaled down and the original kept whole', async () => {
    const big = await sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#4060c0' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const p = await preparePhoto(big, 'front');
    expect([p.original.width, p.original.height, p.original.contentType]).toEqual([6000, 4000, 'image/png']);
    expect([p.print.width, p.print.height, p.print.contentType]).toEqual([5000, 3333, 'image/jpeg']);
    expect([p.preview.width, p.preview.height]).toEqual([1600, 1067]);
  });

  it('when a photo is too small, cut short or has too many pixels, then it is refused with the reason', async () => {
    const tiny = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#777' } })
      .jpeg()
      .toBuffer();
    expect(await refusal(preparePhoto(tiny, 'front'))).toMatchObject({
      code: 'photo_too_small',
      message: expect.stringMatching(/300 × 400 pixels.*at least \d+ × \d+ pixels/),
    });
    const whole = await sharp({ create: { width: 1500, height: 2000, channels: 3, background: '#2a6' } })
      .jpeg()
      .toBuffer();
    expect(await refusal(preparePhoto(whole.subarray(0, Math.floor(whole.length / 2)), 'front'))).toMatchObject({ code: 'photo_corrupt' });
    const huge = await sharp({ create: { width: 12_000, height: 9_000, channels: 3, background: '#fff' } })
      .greyscale()
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(await refusal(preparePhoto(huge, 'front'))).toMatchObject({
      code: 'photo_too_large',
      message: expect.stringMatching(/12000 × 9000 pixels/),
    });
  }, 30_000);
});
