/**
 * Artwork as a page inlines it: our own bytes as a `data:` URL (a page never fetches), with
 * what the layout needs to place it — whether it is vector, its pixel size when raster, and
 * the hints a generator left in it about where the words go.
 */
export interface ArtworkImage {
  dataUrl: string;
  vector: boolean;
  /** Pixel size of raster art (unknown for vector). */
  widthPx?: number;
  heightPx?: number;
  hints?: ArtworkHints;
}

/**
 * Where the artwork left room for the front greeting, and the colour that reads there.
 * Written by the offline generator on the SVG root (`data-text-box`, `data-text-ink`).
 */
export interface ArtworkHints {
  /** The clear area as fractions of the artwork: x, y, width, height. */
  textBox: { x: number; y: number; w: number; h: number };
  /** #rrggbb that reads on the clear area (light on dark artwork). */
  ink: string | null;
}

/** The SVG root attributes that carry {@link ArtworkHints}. */
export function artworkHintAttributes(h: ArtworkHints): string {
  const b = h.textBox;
  return `data-text-box="${[b.x, b.y, b.w, b.h].map((v) => Number(v.toFixed(4))).join(' ')}"${h.ink ? ` data-text-ink="${h.ink}"` : ''}`;
}

/** Reads {@link ArtworkHints} from an SVG's root element; undefined when absent or out of range. */
export function readArtworkHints(svg: string): ArtworkHints | undefined {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0];
  if (!root) return undefined;
  const box = /\sdata-text-box="([\d.\s]+)"/.exec(root)?.[1]?.trim().split(/\s+/).map(Number);
  if (!box || box.length !== 4 || box.some((v) => !Number.isFinite(v) || v < 0 || v > 1)) return undefined;
  const [x, y, w, h] = box as [number, number, number, number];
  if (w < 0.2 || h < 0.08 || x + w > 1.0001 || y + h > 1.0001) return undefined;
  const ink = /\sdata-text-ink="(#[0-9a-fA-F]{6})"/.exec(root)?.[1] ?? null;
  return { textBox: { x, y, w, h }, ink };
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Base64 of bytes, the same in Node and in a browser. */
export function base64(bytes: Uint8Array): string {
  const out: string[] = [];
  let chunk = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i]!,
      b = bytes[i + 1],
      c = bytes[i + 2];
    const n = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    chunk +=
      B64[(n >> 18) & 63]! + B64[(n >> 12) & 63]! + (b === undefined ? '=' : B64[(n >> 6) & 63]!) + (c === undefined ? '=' : B64[n & 63]!);
    if (chunk.length >= 8192) {
      out.push(chunk);
      chunk = '';
    }
  }
  out.push(chunk);
  return out.join('');
}

/** Pixel size of a PNG, JPEG or WebP from its header bytes; undefined for anything else. */
export function rasterSize(b: Uint8Array): { width: number; height: number; type: 'png' | 'jpeg' | 'webp' } | undefined {
  const v = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const ascii = (from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
  if (b.length > 24 && v.getUint32(0) === 0x89504e47 && ascii(12, 16) === 'IHDR') {
    return { width: v.getUint32(16), height: v.getUint32(20), type: 'png' };
  }
  if (b.length > 4 && b[0] === 0xff && b[1] === 0xd8) {
    let i = 2;
    while (i + 9 < b.length) {
      if (b[i] !== 0xff) {
        i++;
        continue;
      }
      const marker = b[i + 1]!;
      const len = v.getUint16(i + 2);
      // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { height: v.getUint16(i + 5), width: v.getUint16(i + 7), type: 'jpeg' };
      }
      i += 2 + len;
    }
    return undefined;
  }
  if (b.length > 30 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') {
    const chunk = ascii(12, 16);
    const u24 = (o: number) => b[o]! | (b[o + 1]! << 8) | (b[o + 2]! << 16);
    if (chunk === 'VP8 ') return { width: v.getUint16(26, true) & 0x3fff, height: v.getUint16(28, true) & 0x3fff, type: 'webp' };
    if (chunk === 'VP8L') {
      const bits = v.getUint32(21, true);
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1, type: 'webp' };
    }
    if (chunk === 'VP8X') return { width: u24(24) + 1, height: u24(27) + 1, type: 'webp' };
  }
  return undefined;
}

/** The first bytes as Latin-1 text: enough to read the markup of an SVG's root, which is ASCII. */
const head = (bytes: Uint8Array, n: number) => String.fromCharCode(...bytes.subarray(0, n));
const isSvg = (bytes: Uint8Array, contentType: string | null | undefined) =>
  contentType === 'image/svg+xml' || /^\s*(?:<\?xml[^>]*>\s*)?<svg\b/i.test(head(bytes, 512));

/**
 * The artwork of a card from its stored bytes: SVG stays vector (with its hints), PNG, JPEG
 * and WebP keep their pixel size. Undefined for anything else.
 */
export function artworkImage(bytes: Uint8Array, contentType?: string | null): ArtworkImage | undefined {
  if (isSvg(bytes, contentType)) {
    const hints = readArtworkHints(head(bytes, 4096));
    return { dataUrl: `data:image/svg+xml;base64,${base64(bytes)}`, vector: true, ...(hints ? { hints } : {}) };
  }
  const size = rasterSize(bytes);
  if (!size) return undefined;
  return { dataUrl: `data:image/${size.type};base64,${base64(bytes)}`, vector: false, widthPx: size.width, heightPx: size.height };
}
