import { describe, expect, it } from '@jest/globals';
import { faceAdvances, MEASURED_CHARS } from '../scripts/font-advances.js';
import { ADVANCE_CHARS, ADVANCES } from './font-advances.js';
import { FONT_FACES, fontFaceId } from './font-faces.js';

describe('font advance table', () => {
  it('when the shipped woff2 files are read again, then the table holds exactly their advance widths for every face', () => {
    expect(ADVANCE_CHARS).toBe(MEASURED_CHARS);
    expect(Object.keys(ADVANCES).sort()).toEqual(FONT_FACES.map(fontFaceId).sort());
    for (const face of FONT_FACES)
      expect({ face: fontFaceId(face), widths: ADVANCES[fontFaceId(face)] }).toEqual({
        face: fontFaceId(face),
        widths: faceAdvances(face).join(' '),
      });
  });
});
