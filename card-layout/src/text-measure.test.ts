import { describe, expect, it } from '@jest/globals';
import { PT_PER_MM } from './card-geometry.js';
import { longestWordEm, textWidthEm, WORD_FIT_SHARE, wordsFitPt, type TextLook } from './text-measure.js';

const MONTSERRAT: TextLook = { face: { family: 'Montserrat', weight: 400, style: 'normal' } };
const CAPITALS: TextLook = { ...MONTSERRAT, uppercase: true, trackingEm: 0.16 };

describe('text measure', () => {
  it('when a word is measured, then capitals and letter spacing make it wider, and combining accents take no room', () => {
    const plain = textWidthEm('Congratulations,', MONTSERRAT);
    expect(plain).toBeGreaterThan(6);
    expect(textWidthEm('Congratulations,', { ...MONTSERRAT, uppercase: true })).toBeGreaterThan(plain);
    expect(textWidthEm('Congratulations,', CAPITALS)).toBeCloseTo(textWidthEm('CONGRATULATIONS,', MONTSERRAT) + 16 * 0.16, 6);
    expect(textWidthEm('Zoe\u0308', MONTSERRAT)).toBeCloseTo(textWidthEm('Zoë', MONTSERRAT), 6);
    expect(textWidthEm('i', MONTSERRAT)).toBeLessThan(textWidthEm('W', MONTSERRAT));
  });

  it('when the longest word is found, then only spaces and line ends break, and a soft hyphen breaks with its hyphen', () => {
    expect(longestWordEm('Congratulations, Bartholomew!', MONTSERRAT)).toBeCloseTo(textWidthEm('Congratulations,', MONTSERRAT), 6);
    // A non-breaking space joins the words on each side.
    expect(longestWordEm('Dear\u00a0Bartholomew', MONTSERRAT)).toBeCloseTo(textWidthEm('Dear\u00a0Bartholomew', MONTSERRAT), 6);
    expect(longestWordEm('con\u00adgrat\u00adu\u00adla\u00adtions', MONTSERRAT)).toBeCloseTo(
      Math.max(...['con-', 'grat-', 'u-', 'la-', 'tions'].map((p) => textWidthEm(p, MONTSERRAT))),
      6,
    );
  });

  it("when a word is too long for its line at the style's size, then the size is the largest at which it fits; short words keep the style's size", () => {
    expect(wordsFitPt('Happy birthday, Sam!', CAPITALS, 80, 19)).toBe(19);
    const pt = wordsFitPt('Congratulations, Vanderstraetenbroeck!', CAPITALS, 80, 19);
    expect(pt).toBeLessThan(19);
    const widthMm = (textWidthEm('Vanderstraetenbroeck!', CAPITALS) * pt) / PT_PER_MM;
    expect(widthMm).toBeCloseTo(80 * WORD_FIT_SHARE, 6);
    expect(wordsFitPt('', CAPITALS, 80, 19)).toBe(19);
  });
});
