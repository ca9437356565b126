import { z } from 'zod';
import { defineCall } from '../calls.js';

/**
 * An option's two thumbnails (the front, and the inside spread) are kept under keys made of the
 * option's id and the start of its `content_hash`, so one version of an option has one key and
 * one public URL (`/assets/<key>`) before anything is drawn: generation hands the URL out as
 * soon as the words and artwork exist, and the picture is drawn the first time it is asked for.
 */
const VERSION_CHARS = 20;
const KEY = /^rendering\/thumbnails\/([1-9][0-9]{0,11})-([0-9A-Za-z]{1,20})-(front|inside)\.(jpg|webp)$/;

export type ThumbnailSide = 'front' | 'inside';

/**
 * A thumbnail's picture format, named by its key's extension. JPEG: every mail client shows it
 * (Outlook's desktop app and some link previews show no WebP), and Chromium encodes it in half
 * the CPU. WebP is what keys handed out before were drawn in; such a key is still drawn as asked.
 */
export type ThumbnailFormat = 'jpeg' | 'webp';
const EXTENSION: Record<ThumbnailFormat, string> = { jpeg: 'jpg', webp: 'webp' };
export const THUMBNAIL_CONTENT_TYPE: Record<ThumbnailFormat, string> = { jpeg: 'image/jpeg', webp: 'image/webp' };

export function thumbnailKeys(instanceId: number, contentHash: string, format: ThumbnailFormat = 'jpeg'): Record<ThumbnailSide, string> {
  const v = contentHash.slice(0, VERSION_CHARS);
  const ext = EXTENSION[format];
  return { front: `rendering/thumbnails/${instanceId}-${v}-front.${ext}`, inside: `rendering/thumbnails/${instanceId}-${v}-inside.${ext}` };
}

/** The option, version, side and format a thumbnail key names, or null for any other key. */
export function parseThumbnailKey(
  key: string,
): { card_instance_id: number; version: string; side: ThumbnailSide; format: ThumbnailFormat } | null {
  const m = KEY.exec(key);
  return m
    ? { card_instance_id: Number(m[1]), version: m[2]!, side: m[3] as ThumbnailSide, format: m[4] === 'webp' ? 'webp' : 'jpeg' }
    : null;
}

/** `rendering.thumbnail.draw {key}`: a thumbnail key nobody has drawn yet was asked for. */
export const ThumbnailDrawRequest = z.object({ key: z.string().regex(KEY, 'not a thumbnail key') });
export type ThumbnailDrawRequest = z.infer<typeof ThumbnailDrawRequest>;

/**
 * `ready`: stored now, serve it. `drawing`: queued or being drawn (or drawing failed and is
 * tried again), still not done after a short wait. `unknown`: no such option, or not this
 * version of it (changed since, or its words or artwork not made): nothing to draw.
 */
export const ThumbnailDrawReply = z.object({ status: z.enum(['ready', 'drawing', 'unknown']) });
export type ThumbnailDrawReply = z.infer<typeof ThumbnailDrawReply>;

export const thumbnailCalls = {
  draw: defineCall({ subject: 'rendering.thumbnail.draw', request: ThumbnailDrawRequest, reply: ThumbnailDrawReply }),
} as const;
