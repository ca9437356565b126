/**
 * @jest-environment @cards/testing/jsdom-environment
 */
import { FONT_FACES, fontFaceId } from '@cards/card-layout';
import { describe, expect, it } from '@jest/globals';
import { expectLabelled } from '@cards/testing';
import { CARD_FONT_URLS, webFonts } from './card-fonts';

describe('card fonts in the web app', () => {
  it('when the layout may use a face, then the web app ships the same woff2 file for the preview, on its own origin', () => {
    for (const face of FONT_FACES) {
      const url = CARD_FONT_URLS[fontFaceId(face)];
      expectLabelled(url, fontFaceId(face)).toContain(`${face.pkg}-${face.file}`);
      expect(webFonts(face).startsWith(window.location.origin)).toBe(true);
    }
    expect(Object.keys(CARD_FONT_URLS).sort()).toEqual(FONT_FACES.map(fontFaceId).sort());
  });
});
