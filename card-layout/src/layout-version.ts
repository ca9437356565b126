/**
 * The layout's version: bumped whenever the layout changes how a card looks (in any style,
 * size or panel), so every kept picture and print file is made again. It is part of each
 * option's `content_hash`, and so of its thumbnails' keys and URLs: a browser that cached the
 * old picture for a year asks for the new one.
 */
export const LAYOUT_VERSION = 4;
