import { createNoise2D } from 'simplex-noise';
import { SVGPathData, type SVGCommand } from 'svg-pathdata';

/** A cubic Bézier segment: start, two control points, end. */
type Cubic = [number, number, number, number, number, number, number, number];

/** How a hand-made edge wanders: its wavelength and reach in canvas pixels, and how finely it is followed. */
export interface Wander {
  /** Distance between bumps (a smooth noise field's scale). */
  wavelength: number;
  /** How far a point may move either way. */
  reach: number;
  /** Longest stretch of edge left as one curve before it is cut, so long straight edges bend too. */
  step: number;
}

/** Cuts a cubic into `n` equal-parameter pieces (de Casteljau). */
function split([x0, y0, x1, y1, x2, y2, x3, y3]: Cubic, n: number): Cubic[] {
  const out: Cubic[] = [];
  // A coordinate of the curve at `t`, and its derivative there.
  const at = (t: number, [a, b, c, d]: readonly [number, number, number, number]) => {
    const u = 1 - t;
    return {
      p: u * u * u * a + 3 * u * u * t * b + 3 * u * t * t * c + t * t * t * d,
      d: 3 * (u * u * (b - a) + 2 * u * t * (c - b) + t * t * (d - c)),
    };
  };
  const xs = [x0, x1, x2, x3] as const,
    ys = [y0, y1, y2, y3] as const;
  for (let i = 0; i < n; i++) {
    const t0 = i / n,
      t1 = (i + 1) / n,
      h = (t1 - t0) / 3;
    const ax = at(t0, xs),
      ay = at(t0, ys),
      bx = at(t1, xs),
      by = at(t1, ys);
    // A sub-curve's control points lie a third of its parameter span along the tangents at its ends.
    out.push([ax.p, ay.p, ax.p + ax.d * h, ay.p + ay.d * h, bx.p - bx.d * h, by.p - by.d * h, bx.p, by.p]);
  }
  return out;
}

/** A path's outline as closed or open runs of cubics (lines become straight cubics), in absolute coordinates. */
function runs(d: string): Array<{ from: [number, number]; curves: Cubic[]; closed: boolean }> {
  const out: Array<{ from: [number, number]; curves: Cubic[]; closed: boolean }> = [];
  const commands: SVGCommand[] = new SVGPathData(d).toAbs().normalizeHVZ(false).normalizeST().qtToC().aToC().commands;
  let x = 0,
    y = 0;
  for (const c of commands) {
    const run = out[out.length - 1];
    if (c.type === SVGPathData.MOVE_TO) {
      out.push({ from: [c.x, c.y], curves: [], closed: false });
      [x, y] = [c.x, c.y];
    } else if (c.type === SVGPathData.LINE_TO || c.type === SVGPathData.CURVE_TO) {
      const cubic: Cubic =
        c.type === SVGPathData.CURVE_TO
          ? [x, y, c.x1, c.y1, c.x2, c.y2, c.x, c.y]
          : [x, y, x + (c.x - x) / 3, y + (c.y - y) / 3, x + ((c.x - x) * 2) / 3, y + ((c.y - y) * 2) / 3, c.x, c.y];
      run?.curves.push(cubic);
      [x, y] = [c.x, c.y];
    } else if (c.type === SVGPathData.CLOSE_PATH && run) {
      const [sx, sy] = run.from;
      if (Math.hypot(sx - x, sy - y) > 0.5)
        run.curves.push([x, y, x + (sx - x) / 3, y + (sy - y) / 3, x + ((sx - x) * 2) / 3, y + ((sy - y) * 2) / 3, sx, sy]);
      run.closed = true;
      [x, y] = [sx, sy];
    }
  }
  return out;
}

/**
 * Hand-made edges drawn as geometry: every point of a path (ends and control points, with long
 * stretches cut first so they bend too) moves by a smooth random field, as a brush or a marker
 * wanders (each control point keeps its place relative to its end, so curves stay smooth). This is what an SVG turbulence-and-displacement filter does, without one: Chromium
 * prints a filtered group as a bitmap at print resolution (three to five times the CPU of the
 * same shapes as vectors, and PDFs ten times the size), while moved points stay vectors.
 * The same seed gives the same edges.
 */
export function wanderer(rnd: () => number, { wavelength, reach, step }: Wander): (d: string) => string {
  const nx = createNoise2D(rnd),
    ny = createNoise2D(rnd);
  const shift = (x: number, y: number): [number, number] => [
    nx(x / wavelength, y / wavelength) * reach,
    ny(x / wavelength, y / wavelength) * reach,
  ];
  // Whole pixels: a tenth of a pixel is invisible at print size, and the file is a third shorter.
  const at = (x: number, y: number, [dx, dy]: [number, number]) => `${Math.round(x + dx)} ${Math.round(y + dy)}`;
  return (d) =>
    runs(d)
      .map(({ from, curves, closed }) => {
        const pieces = curves.flatMap((c) => split(c, Math.max(1, Math.ceil(Math.hypot(c[6] - c[0], c[7] - c[1]) / step))));
        // Each control point moves with the end it leaves from, so a smooth join stays smooth.
        const drawn = pieces.map(([x0, y0, x1, y1, x2, y2, x3, y3]) => {
          const s0 = shift(x0, y0),
            s3 = shift(x3, y3);
          return `C${at(x1, y1, s0)} ${at(x2, y2, s3)} ${at(x3, y3, s3)}`;
        });
        return `M${at(from[0], from[1], shift(...from))}${drawn.join('')}${closed ? 'Z' : ''}`;
      })
      .join('');
}

/** Every `d` attribute of an SVG fragment passed through `wander`: a whole layer of shapes made by hand. */
export function byHand(fragment: string, wander: (d: string) => string): string {
  return fragment.replace(/\sd="([^"]+)"/g, (_m, d: string) => ` d="${wander(d)}"`);
}
