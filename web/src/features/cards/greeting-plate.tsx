import { FONT_FACES, themeColors, typographyFor, type StyleRef } from '@cards/card-layout';
import { useEffect, useState, type CSSProperties } from 'react';
import { webFonts } from './card-fonts';

/** What the band shows: the card's front greeting and the style it is set in. */
export interface Greeting {
  text: string;
  style: StyleRef;
  palette: readonly string[];
}

const MM_PER_PT = 25.4 / 72;

/**
 * The front greeting on its paper plate, in the style's display face, colours and case, as the
 * card prints it over a photo (card-layout's `frontWordsBox`): the customer places the photo
 * around the real words, not around a box. Sized in container units of the frame, so it keeps
 * the card's proportions at any width. The face is loaded into the page from the same woff2 file
 * the printer embeds.
 */
export function GreetingPlate({ greeting, panelWidthMm, style }: { greeting?: Greeting; panelWidthMm: number; style: CSSProperties }) {
  const type = typographyFor(greeting?.style ?? 'classic');
  const colors = themeColors(greeting?.palette ?? []);
  const face = FONT_FACES.find(
    (f) => f.family === type.display.family && f.weight === type.display.weight && f.style === type.display.style,
  );
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (!face || typeof document === 'undefined' || !('fonts' in document)) return;
    const ff = new FontFace(face.family, `url(${webFonts(face)})`, { weight: String(face.weight), style: face.style });
    document.fonts.add(ff);
    ff.load().then(
      () => setLoaded(true),
      () => setLoaded(true),
    );
  }, [face]);
  const text = greeting?.text.trim() || 'Your greeting';
  // The printer shrinks a long greeting to fit; this keeps to its size and lets the words wrap between words.
  const sizeCqw = ((type.displayPt * MM_PER_PT) / panelWidthMm) * 100 * Math.min(1, 26 / Math.max(12, text.length));
  return (
    <span
      className="photo-crop-band"
      aria-hidden="true"
      data-loaded={loaded || undefined}
      style={{ ...style, background: colors.paper, outlineColor: colors.accent }}
    >
      <span
        className="photo-crop-greeting"
        style={{
          fontFamily: `'${type.display.family}', serif`,
          fontWeight: type.display.weight,
          fontStyle: type.display.style,
          textTransform: type.displayUppercase ? 'uppercase' : 'none',
          letterSpacing: `${type.displayTracking}em`,
          fontSize: `${sizeCqw}cqw`,
          color: colors.ink,
        }}
      >
        {text}
      </span>
    </span>
  );
}
