/**
 * Width in pixels of the light picture a thumbnail URL answers while the thumbnail is first
 * drawn (or when drawing it failed): far narrower than any thumbnail, so a page can tell the
 * stand-in from the real picture and load it again. A file of its own so the web app's first
 * route can import it without the layout code and the schemas it pulls in.
 */
export const THUMBNAIL_PLACEHOLDER_WIDTH = 50;
