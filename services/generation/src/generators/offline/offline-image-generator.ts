import type { Artwork, ImageGenerator, ImageRequest } from '../image-generator.port.js';
import { occasionPalette, renderingOf, stylePalette } from './palettes.js';
import { between, pick, seededRandom } from './seeded-random.js';
import { DEFAULT_MOTIFS, OCCASION_MOTIFS, drawMotif, type Brush, type Motif } from './svg-motifs.js';

const W = 1000;
const H = 1400;
type Composition = 'scatter' | 'frame' | 'rising' | 'garland';

interface Placed { x: number; y: number; r: number }

/**
 * Procedural vector artwork for a card's front (5:7 portrait, no words): the occasion picks
 * the motifs (balloons, hearts, flowers, snowflakes…), the style the palette and the way it
 * is drawn (watercolour, flat, line art, vintage), and a seed from instance id and version the
 * composition, so every option and every regenerate is a new picture. A calm band is kept
 * clear for the greeting the renderer sets over it. SVG, because vector prints sharp at any size.
 */
export class OfflineImageGenerator implements ImageGenerator {
  readonly name = 'offline';

  async generate(req: ImageRequest, signal?: AbortSignal): Promise<Artwork> {
    signal?.throwIfAborted();
    return { body: Buffer.from(this.svg(req), 'utf8'), contentType: 'image/svg+xml', extension: 'svg' };
  }

  svg(req: ImageRequest): string {
    const rnd = seededRandom(`art:${req.instanceId}:${req.version}:${req.occasion.slug}:${req.style?.slug ?? ''}`);
    const palette = stylePalette(req.style?.palette ?? [], occasionPalette(req.occasion.slug));
    const rendering = renderingOf(req.style);
    const brush: Brush = { rnd, rendering, inks: palette.inks, line: palette.line };
    const spec = OCCASION_MOTIFS[req.occasion.slug] ?? DEFAULT_MOTIFS;
    const compositions: Composition[] = spec.bunting ? ['scatter', 'frame', 'rising', 'garland'] : ['scatter', 'frame', 'rising'];
    const composition = pick(rnd, compositions);

    const defs: string[] = [
      `<linearGradient id="bg" x1="0" y1="0" x2="${f(between(rnd, 0.2, 0.8))}" y2="1"><stop offset="0" stop-color="${palette.background[0]}"/><stop offset="1" stop-color="${palette.background[1]}"/></linearGradient>`,
      `<radialGradient id="glow" cx="0.5" cy="0.45" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`,
    ];
    const layers: string[] = [`<rect width="${W}" height="${H}" fill="url(#bg)"/>`];
    let group = '';
    if (rendering === 'watercolour') {
      defs.push(`<filter id="wash" x="-20%" y="-20%" width="140%" height="140%"><feTurbulence type="fractalNoise" baseFrequency="0.035" numOctaves="3" seed="${Math.floor(rnd() * 999)}"/><feDisplacementMap in="SourceGraphic" scale="14"/><feGaussianBlur stdDeviation="0.8"/></filter>`);
      for (let i = 0; i < 5; i++) {
        layers.push(`<ellipse cx="${f(rnd() * W)}" cy="${f(rnd() * H)}" rx="${f(between(rnd, 180, 380))}" ry="${f(between(rnd, 140, 300))}" fill="${pick(rnd, palette.inks)}" fill-opacity="0.09" filter="url(#wash)"/>`);
      }
      group = ' filter="url(#wash)"';
    }
    if (rendering === 'vintage') {
      defs.push(`<filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="${Math.floor(rnd() * 999)}"/><feColorMatrix type="saturate" values="0"/><feComponentTransfer><feFuncA type="linear" slope="0.08"/></feComponentTransfer></filter>`);
    }
    layers.push(`<rect width="${W}" height="${H}" fill="url(#glow)"/>`);

    const motifs: string[] = [];
    const placed: Placed[] = [];
    // The greeting goes in the band around 40% of the height: keep it quiet there.
    const clear = { cx: W / 2, cy: H * 0.42, rx: W * 0.36, ry: H * 0.13 };
    const inClear = (x: number, y: number, r: number) => ((x - clear.cx) / (clear.rx + r)) ** 2 + ((y - clear.cy) / (clear.ry + r)) ** 2 < 1;
    const place = (m: Motif, x: number, y: number, s: number, rotate: number) => {
      motifs.push(`<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rotate)})">${drawMotif(m, s, brush)}</g>`);
      placed.push({ x, y, r: s * 0.55 });
    };
    const tryPlace = (m: Motif, s: number, area: (r: () => number) => [number, number], tilt: number) => {
      for (let t = 0; t < 40; t++) {
        const [x, y] = area(rnd);
        if (inClear(x, y, s * 0.5)) continue;
        if (placed.some((p) => Math.hypot(p.x - x, p.y - y) < p.r + s * 0.5)) continue;
        place(m, x, y, s, between(rnd, -tilt, tilt));
        return true;
      }
      return false;
    };
    const main = () => pick(rnd, spec.motifs);
    const tilt = (m: Motif) => (m === 'balloon' || m === 'tree' || m === 'cap' ? 12 : m === 'wave' ? 4 : 40);

    if (composition === 'scatter') {
      const n = 14 + Math.floor(rnd() * 8);
      for (let i = 0; i < n; i++) { const m = main(); tryPlace(m, between(rnd, 70, 150), (r) => [between(r, 40, W - 40), between(r, 40, H - 40)], tilt(m)); }
    } else if (composition === 'frame') {
      const edge = (r: () => number): [number, number] => {
        const side = Math.floor(r() * 4);
        const along = r();
        const inset = between(r, 40, 130);
        return side === 0 ? [along * W, inset] : side === 1 ? [W - inset, along * H] : side === 2 ? [along * W, H - inset] : [inset, along * H];
      };
      for (let i = 0; i < 44; i++) { const m = main(); tryPlace(m, between(rnd, 60, 120), edge, tilt(m)); }
      layers.push(`<rect x="28" y="28" width="${W - 56}" height="${H - 56}" rx="18" fill="none" stroke="${palette.line}" stroke-opacity="0.35" stroke-width="3"/>`);
    } else if (composition === 'rising') {
      // A cluster rising from the bottom (balloons float up, bouquets grow), smaller towards the top.
      for (let i = 0; i < 18; i++) {
        const m = main();
        tryPlace(m, between(rnd, 90, 180), (r) => { const y = H - Math.abs(between(r, -1, 1) * between(r, 0, 1)) * H * 0.45 - 90; return [W / 2 + between(r, -1, 1) * W * 0.42, y]; }, tilt(m));
      }
      for (let i = 0; i < 6; i++) { const m = main(); tryPlace(m, between(rnd, 50, 80), (r) => [between(r, 60, W - 60), between(r, 60, H * 0.25)], tilt(m)); }
    } else {
      const sag = between(rnd, 60, 140);
      const y0 = between(rnd, 120, 200);
      layers.push(`<path d="M-20,${f(y0)} Q${W / 2},${f(y0 + sag * 2)} ${W + 20},${f(y0)}" stroke="${palette.line}" stroke-width="3" fill="none" stroke-opacity="0.6"/>`);
      for (let i = 0; i < 11; i++) {
        const t = (i + 0.5) / 11;
        const x = -20 + t * (W + 40);
        const y = (1 - t) ** 2 * y0 + 2 * (1 - t) * t * (y0 + sag * 2) + t ** 2 * y0;
        const c = palette.inks[i % palette.inks.length]!;
        motifs.push(`<polygon points="${f(x - 34)},${f(y)} ${f(x + 34)},${f(y)} ${f(x)},${f(y + 78)}" ${rendering === 'line' ? `fill="none" stroke="${palette.line}" stroke-width="3"` : `fill="${c}"`}/>`);
        placed.push({ x, y: y + 30, r: 45 });
      }
      for (let i = 0; i < 14; i++) { const m = main(); tryPlace(m, between(rnd, 80, 160), (r) => [between(r, 60, W - 60), between(r, H * 0.6, H - 60)], tilt(m)); }
    }
    if (spec.confetti && rendering !== 'line') {
      for (let i = 0; i < 40; i++) tryPlace('confetti', between(rnd, 30, 60), (r) => [between(r, 20, W - 20), between(r, 20, H - 20)], 90);
    }
    if (rendering === 'vintage') {
      motifs.push(`<rect width="${W}" height="${H}" filter="url(#grain)"/>`, `<rect x="36" y="36" width="${W - 72}" height="${H - 72}" fill="none" stroke="${palette.line}" stroke-opacity="0.5" stroke-width="2"/><rect x="48" y="48" width="${W - 96}" height="${H - 96}" fill="none" stroke="${palette.line}" stroke-opacity="0.35" stroke-width="1"/>`);
    }
    return `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${esc(`${req.occasion.name} artwork`)}">`
      + `<defs>${defs.join('')}</defs>${layers.join('')}<g${group}>${motifs.join('')}</g></svg>\n`;
  }
}

const f = (n: number) => n.toFixed(1);
const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
