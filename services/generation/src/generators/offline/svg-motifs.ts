import { between, pick } from './seeded-random.js';

/** How a style draws: watercolour washes, flat shapes, fine line art, or aged print. */
export type Rendering = 'watercolour' | 'flat' | 'line' | 'vintage';

export interface Brush {
  rnd: () => number;
  rendering: Rendering;
  /** Colours motifs are painted in. */
  inks: string[];
  /** Colour for line art and details. */
  line: string;
}

export type Motif = 'balloon' | 'heart' | 'flower' | 'leaf' | 'star' | 'snowflake' | 'confetti' | 'tree' | 'bauble' | 'moon' | 'cloud' | 'sun' | 'wave' | 'cap' | 'ring' | 'sprig';

const f = (n: number) => n.toFixed(1);

function paint(b: Brush, colour: string, extra = ''): string {
  if (b.rendering === 'line') return `fill="none" stroke="${b.line}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round" ${extra}`;
  const opacity = b.rendering === 'watercolour' ? ` fill-opacity="${f(between(b.rnd, 0.55, 0.85))}"` : '';
  return `fill="${colour}"${opacity} ${extra}`;
}

function star(points: number, outer: number, inner: number): string {
  const pts: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI * i) / points - Math.PI / 2;
    pts.push(`${f(Math.cos(a) * r)},${f(Math.sin(a) * r)}`);
  }
  return pts.join(' ');
}

/** Draws one motif centred on the origin at unit size `s`; the caller positions and rotates it. */
export function drawMotif(m: Motif, s: number, b: Brush): string {
  const c = pick(b.rnd, b.inks);
  const c2 = pick(b.rnd, b.inks);
  switch (m) {
    case 'balloon': {
      const sway = between(b.rnd, -0.35, 0.35) * s;
      return `<path d="M0,${f(s * 0.62)} C${f(sway)},${f(s * 1.1)} ${f(-sway)},${f(s * 1.5)} ${f(sway * 0.5)},${f(s * 2.1)}" fill="none" stroke="${b.line}" stroke-width="2" stroke-opacity="0.7"/>`
        + `<ellipse cx="0" cy="0" rx="${f(s * 0.48)}" ry="${f(s * 0.6)}" ${paint(b, c)}/>`
        + `<path d="M${f(-s * 0.07)},${f(s * 0.66)} L${f(s * 0.07)},${f(s * 0.66)} L0,${f(s * 0.57)} Z" ${paint(b, c)}/>`
        + (b.rendering === 'line' ? '' : `<ellipse cx="${f(-s * 0.18)}" cy="${f(-s * 0.25)}" rx="${f(s * 0.08)}" ry="${f(s * 0.16)}" fill="#fff" fill-opacity="0.45" transform="rotate(25 ${f(-s * 0.18)} ${f(-s * 0.25)})"/>`);
    }
    case 'heart':
      return `<path d="M0,${f(s * 0.35)} C${f(-s * 0.9)},${f(-s * 0.2)} ${f(-s * 0.35)},${f(-s * 0.85)} 0,${f(-s * 0.35)} C${f(s * 0.35)},${f(-s * 0.85)} ${f(s * 0.9)},${f(-s * 0.2)} 0,${f(s * 0.35)} Z" ${paint(b, c)}/>`;
    case 'flower': {
      const petals = 5 + Math.floor(b.rnd() * 4);
      let out = '';
      for (let i = 0; i < petals; i++) out += `<ellipse cx="0" cy="${f(-s * 0.3)}" rx="${f(s * 0.17)}" ry="${f(s * 0.32)}" ${paint(b, c)} transform="rotate(${f((360 / petals) * i)})"/>`;
      return out + `<circle r="${f(s * 0.14)}" ${paint(b, c2 === c ? b.line : c2)}/>`;
    }
    case 'leaf':
      return `<path d="M0,${f(s * 0.5)} C${f(s * 0.45)},${f(s * 0.1)} ${f(s * 0.3)},${f(-s * 0.4)} 0,${f(-s * 0.55)} C${f(-s * 0.3)},${f(-s * 0.4)} ${f(-s * 0.45)},${f(s * 0.1)} 0,${f(s * 0.5)} Z" ${paint(b, c)}/>`
        + `<path d="M0,${f(s * 0.5)} L0,${f(-s * 0.4)}" stroke="${b.line}" stroke-opacity="0.35" stroke-width="2" fill="none"/>`;
    case 'sprig': {
      let out = `<path d="M0,${f(s * 0.6)} Q${f(s * 0.1)},0 0,${f(-s * 0.6)}" stroke="${b.line}" stroke-width="2.5" fill="none" stroke-opacity="0.7"/>`;
      for (let i = 0; i < 4; i++) {
        const y = s * (0.4 - i * 0.28);
        for (const side of [-1, 1]) out += `<ellipse cx="${f(side * s * 0.16)}" cy="${f(y)}" rx="${f(s * 0.14)}" ry="${f(s * 0.07)}" ${paint(b, c)} transform="rotate(${side * -30} ${f(side * s * 0.16)} ${f(y)})"/>`;
      }
      return out;
    }
    case 'star':
      return `<polygon points="${star(5, s * 0.5, s * 0.21)}" ${paint(b, c)}/>`;
    case 'snowflake': {
      let out = '';
      for (let i = 0; i < 6; i++) {
        out += `<g transform="rotate(${i * 60})"><path d="M0,0 L0,${f(-s * 0.5)} M0,${f(-s * 0.3)} L${f(s * 0.12)},${f(-s * 0.42)} M0,${f(-s * 0.3)} L${f(-s * 0.12)},${f(-s * 0.42)}" stroke="${b.rendering === 'line' ? b.line : c}" stroke-width="${f(Math.max(2, s * 0.05))}" stroke-linecap="round" fill="none"/></g>`;
      }
      return out;
    }
    case 'confetti': {
      const w = s * between(b.rnd, 0.12, 0.22);
      return b.rnd() < 0.5 ? `<rect x="${f(-w / 2)}" y="${f(-w)}" width="${f(w)}" height="${f(w * 2)}" rx="2" ${paint(b, c)}/>` : `<circle r="${f(w * 0.6)}" ${paint(b, c)}/>`;
    }
    case 'tree':
      return `<rect x="${f(-s * 0.06)}" y="${f(s * 0.35)}" width="${f(s * 0.12)}" height="${f(s * 0.2)}" fill="${b.line}" fill-opacity="0.8"/>`
        + [0, 1, 2].map((i) => `<polygon points="0,${f(-s * 0.55 + i * s * 0.25)} ${f(s * (0.22 + i * 0.1))},${f(-s * 0.15 + i * s * 0.25)} ${f(-s * (0.22 + i * 0.1))},${f(-s * 0.15 + i * s * 0.25)}" ${paint(b, c)}/>`).join('');
    case 'bauble':
      return `<path d="M0,${f(-s * 0.75)} L0,${f(-s * 0.45)}" stroke="${b.line}" stroke-width="2" fill="none"/><rect x="${f(-s * 0.09)}" y="${f(-s * 0.48)}" width="${f(s * 0.18)}" height="${f(s * 0.1)}" fill="${b.line}"/>`
        + `<circle r="${f(s * 0.4)}" ${paint(b, c)}/><path d="M${f(-s * 0.4)},0 Q0,${f(s * 0.15)} ${f(s * 0.4)},0" stroke="#fff" stroke-opacity="0.6" stroke-width="3" fill="none"/>`;
    case 'moon':
      return `<path d="M${f(s * 0.1)},${f(-s * 0.5)} A${f(s * 0.5)},${f(s * 0.5)} 0 1 0 ${f(s * 0.1)},${f(s * 0.5)} A${f(s * 0.38)},${f(s * 0.38)} 0 1 1 ${f(s * 0.1)},${f(-s * 0.5)} Z" ${paint(b, c)}/>`;
    case 'cloud':
      return `<g ${paint(b, c)}><circle cx="${f(-s * 0.3)}" cy="${f(s * 0.05)}" r="${f(s * 0.22)}"/><circle cx="0" cy="${f(-s * 0.1)}" r="${f(s * 0.3)}"/><circle cx="${f(s * 0.32)}" cy="${f(s * 0.05)}" r="${f(s * 0.22)}"/><rect x="${f(-s * 0.3)}" y="${f(s * 0.02)}" width="${f(s * 0.62)}" height="${f(s * 0.25)}" rx="${f(s * 0.12)}"/></g>`;
    case 'sun': {
      let out = `<circle r="${f(s * 0.3)}" ${paint(b, c)}/>`;
      for (let i = 0; i < 12; i++) out += `<path d="M0,${f(-s * 0.38)} L0,${f(-s * 0.52)}" stroke="${b.rendering === 'line' ? b.line : c}" stroke-width="${f(s * 0.05)}" stroke-linecap="round" transform="rotate(${i * 30})"/>`;
      return out;
    }
    case 'wave':
      return `<path d="M${f(-s)},0 q${f(s * 0.25)},${f(-s * 0.25)} ${f(s * 0.5)},0 t${f(s * 0.5)},0 t${f(s * 0.5)},0 t${f(s * 0.5)},0" stroke="${b.rendering === 'line' ? b.line : c}" stroke-width="${f(s * 0.08)}" fill="none" stroke-linecap="round"/>`;
    case 'cap':
      return `<polygon points="0,${f(-s * 0.3)} ${f(s * 0.6)},0 0,${f(s * 0.3)} ${f(-s * 0.6)},0" ${paint(b, c)}/><path d="M${f(-s * 0.3)},${f(s * 0.12)} L${f(-s * 0.3)},${f(s * 0.4)} Q0,${f(s * 0.55)} ${f(s * 0.3)},${f(s * 0.4)} L${f(s * 0.3)},${f(s * 0.12)}" ${paint(b, c)}/>`
        + `<path d="M0,0 L${f(s * 0.45)},${f(s * 0.1)} L${f(s * 0.45)},${f(s * 0.45)}" stroke="${b.line}" stroke-width="3" fill="none"/>`;
    case 'ring':
      return `<circle r="${f(s * 0.35)}" fill="none" stroke="${b.rendering === 'line' ? b.line : c}" stroke-width="${f(s * 0.08)}"/><polygon points="${star(4, s * 0.14, s * 0.06)}" transform="translate(0 ${f(-s * 0.42)})" fill="#fff" stroke="${b.line}" stroke-width="1.5"/>`;
  }
}

/** What each occasion is decorated with (first ones dominate), and whether bunting suits it. */
export const OCCASION_MOTIFS: Record<string, { motifs: Motif[]; bunting: boolean; confetti: boolean }> = {
  birthday: { motifs: ['balloon', 'balloon', 'star', 'heart'], bunting: true, confetti: true },
  anniversary: { motifs: ['heart', 'flower', 'leaf', 'ring'], bunting: false, confetti: false },
  wedding: { motifs: ['flower', 'leaf', 'heart', 'ring', 'sprig'], bunting: true, confetti: false },
  'thank-you': { motifs: ['flower', 'leaf', 'sprig', 'heart'], bunting: false, confetti: false },
  sympathy: { motifs: ['leaf', 'sprig', 'flower'], bunting: false, confetti: false },
  christmas: { motifs: ['snowflake', 'star', 'tree', 'bauble'], bunting: false, confetti: false },
  'new-baby': { motifs: ['star', 'moon', 'cloud', 'balloon'], bunting: true, confetti: false },
  'get-well': { motifs: ['flower', 'sun', 'leaf', 'sprig'], bunting: false, confetti: false },
  congratulations: { motifs: ['star', 'balloon', 'heart'], bunting: true, confetti: true },
  'mothers-day': { motifs: ['flower', 'heart', 'leaf', 'sprig'], bunting: false, confetti: false },
  'fathers-day': { motifs: ['star', 'leaf', 'wave', 'sun'], bunting: true, confetti: false },
  'valentines-day': { motifs: ['heart', 'heart', 'flower', 'star'], bunting: false, confetti: true },
  graduation: { motifs: ['cap', 'star', 'star', 'balloon'], bunting: true, confetti: true },
  retirement: { motifs: ['sun', 'cloud', 'wave', 'leaf'], bunting: false, confetti: false },
};
export const DEFAULT_MOTIFS = { motifs: ['star', 'leaf', 'flower', 'heart'] as Motif[], bunting: true, confetti: true };
