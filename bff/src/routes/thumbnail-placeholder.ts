import type { Response } from 'express';

/**
 * What a thumbnail URL answers while its picture is first drawn, or when drawing it failed: a
 * blank card in the paper colour with a faint edge, 50 × 70 px (`THUMBNAIL_PLACEHOLDER_WIDTH`
 * wide, so the web app knows it and loads the picture again), 122 bytes of PNG, which every mail
 * client shows. Made with sharp from a two-rectangle SVG (#f4efe8 filled, #e4dcd0 edge), as a
 * 4-colour palette PNG.
 */
export const THUMBNAIL_PLACEHOLDER = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADIAAABGAgMAAADz4i/1AAAABlBMVEXk3ND07+iHGZX/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAGklEQVQoz2NgQAGioQjgMMob5Y3yhgQPBQAAdQYPAHtY72EAAAAASUVORK5CYII=',
  'base64',
);

/** Answers the placeholder, never to be kept as the picture: the next load asks again. */
export function sendThumbnailPlaceholder(res: Response) {
  res
    .status(200)
    .set({
      'Content-Type': 'image/png',
      'Content-Length': String(THUMBNAIL_PLACEHOLDER.length),
      'Cache-Control': 'no-cache',
    })
    .end(res.req.method === 'HEAD' ? undefined : THUMBNAIL_PLACEHOLDER);
}
