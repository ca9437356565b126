/**
 * @jest-environment @cards/testing/jsdom-environment
 */
import type { CardPhoto, PhotoCrop, TextBand } from '@cards/contracts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from '@jest/globals';
import { PhotoCropper } from './photo-crop';

// A 3:2 landscape photo on the front of an A6 card (a 108 × 154 mm panel with its bleed), zoomed in twice on its middle.
const photo: CardPhoto = {
  panel: 'front',
  width_px: 3000,
  height_px: 2000,
  original_width_px: 3000,
  original_height_px: 2000,
  source_type: 'image/jpeg',
  bytes: 1_000_000,
  crop: { x: 0.3831, y: 0.25, w: 0.2338, h: 0.5 },
  text_band: 'bottom',
  preview_url: '/assets/generation/photos/p/preview.jpg',
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};
const sheet = { flat_width_mm: 210, flat_height_mm: 148, bleed_mm: 3 };

function cropper() {
  const saved: Array<{ crop: PhotoCrop; text_band: TextBand }> = [];
  render(
    <PhotoCropper photo={photo} sheet={sheet} sizeName="A6" saving={false} onSave={(v) => saved.push(v)} onCancel={() => undefined} />,
  );
  const save = () => {
    fireEvent.click(screen.getByRole('button', { name: /Save position/ }));
    return saved.at(-1)!;
  };
  return { frame: screen.getByRole('img', { name: /front panel with your photo/ }), save };
}

afterEach(cleanup);

describe('the photo cropper', () => {
  it('when nothing is moved, then saving keeps the crop and the band it was given', () => {
    const { save } = cropper();
    const { crop, text_band } = save();
    expect(text_band).toBe('bottom');
    expect(crop.x + crop.w / 2).toBeCloseTo(photo.crop.x + photo.crop.w / 2, 3);
    expect(crop.h).toBeCloseTo(photo.crop.h, 3);
  });

  it('when the arrow key moves the photo right and + zooms in, then the crop moves right and gets smaller', () => {
    const { frame, save } = cropper();
    const before = save().crop;
    fireEvent.keyDown(frame, { key: 'ArrowRight' });
    fireEvent.keyDown(frame, { key: '+' });
    const after = save().crop;
    expect(after.x + after.w / 2).toBeGreaterThan(before.x + before.w / 2);
    expect(after.w).toBeLessThan(before.w);
  });

  it('when the sliders are moved, then the crop follows them, and the words go in the band picked', () => {
    const { save } = cropper();
    fireEvent.change(screen.getByRole('slider', { name: /Left – right/ }), { target: { value: '300' } });
    fireEvent.change(screen.getByRole('slider', { name: /Zoom/ }), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Top' }));
    const { crop, text_band } = save();
    expect(crop.x + crop.w / 2).toBeCloseTo(0.3, 3);
    expect(crop.h).toBeCloseTo(1, 3);
    expect(text_band).toBe('top');
  });
});
