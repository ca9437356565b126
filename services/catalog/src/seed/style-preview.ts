import { escapeHtml } from '@cards/card-layout/escape-html';

/**
 * Draws a style's preview card front (400×560, the proportions of an A6 card) as SVG, from
 * the style's palette and a random generator seeded by its slug: the same style always gets
 * the same picture, and no image files ship with the code.
 */
export function renderStylePreview(style: { slug: string; name: string; palette: string[] }): string {
  const rnd = seeded(style.slug);
  const p = style.palette.length ? style.palette : ['#333333', '#eeeeee'];
  const c = (i: number) => p[i % p.length]!;
  const draw = MOTIFS[style.slug] ?? generic;
  const body = draw({ rnd, c, name: escapeHtml(style.name) });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="560" viewBox="0 0 400 560" role="img" aria-label="${escapeHtml(style.name)} style preview">${body}</svg>\n`;
}

interface Pen {
  rnd: () => number;
  c: (i: number) => string;
  name: string;
}

const r1 = (n: number) => Math.round(n * 10) / 10;
const title = (name: string, fill: string, font = 'Georgia, serif', y = 500) =>
  `<text x="200" y="${y}" text-anchor="middle" font-family="${escapeHtml(font)}" font-size="26" fill="${fill}">${name}</text>`;

const MOTIFS: Record<string, (pen: Pen) => string> = {
  'watercolour-botanicals': ({ rnd, c, name }) => {
    let s = `<defs><filter id="wash"><feGaussianBlur stdDeviation="6"/></filter></defs><rect width="400" height="560" fill="${c(4)}"/>`;
    for (let i = 0; i < 14; i++) {
      s += `<circle cx="${r1(60 + rnd() * 280)}" cy="${r1(60 + rnd() * 330)}" r="${r1(25 + rnd() * 55)}" fill="${c(i % 4)}" opacity="${r1(0.25 + rnd() * 0.3)}" filter="url(#wash)"/>`;
    }
    for (let i = 0; i < 9; i++) {
      const x = 80 + rnd() * 240,
        y = 120 + rnd() * 240,
        a = rnd() * 360;
      s += `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="10" ry="28" transform="rotate(${r1(a)} ${r1(x)} ${r1(y)})" fill="${c(0)}" opacity="0.55"/>`;
    }
    return s + title(name, c(3));
  },
  'bold-modern': ({ rnd, c, name }) => {
    let s = `<rect width="400" height="560" fill="${c(4)}"/>`;
    s += `<rect x="0" y="0" width="${r1(180 + rnd() * 80)}" height="300" fill="${c(0)}"/>`;
    s += `<circle cx="${r1(250 + rnd() * 60)}" cy="${r1(250 + rnd() * 60)}" r="110" fill="${c(1)}"/>`;
    s += `<polygon points="40,440 200,300 200,440" fill="${c(2)}"/><rect x="260" y="60" width="90" height="90" fill="${c(3)}"/>`;
    return s + title(name, c(1), 'Helvetica, Arial, sans-serif');
  },
  'vintage-letterpress': ({ rnd, c, name }) => {
    let s = `<rect width="400" height="560" fill="${c(3)}"/><rect x="24" y="24" width="352" height="512" fill="none" stroke="${c(0)}" stroke-width="6"/>`;
    s += `<rect x="36" y="36" width="328" height="488" fill="none" stroke="${c(1)}" stroke-width="2" stroke-dasharray="2 6"/>`;
    for (let i = 0; i < 8; i++) {
      const a = (i / 8) * Math.PI * 2;
      s += `<circle cx="${r1(200 + Math.cos(a) * 80)}" cy="${r1(230 + Math.sin(a) * 80)}" r="${r1(14 + rnd() * 8)}" fill="${c(i % 2)}" opacity="0.85"/>`;
    }
    s += `<circle cx="200" cy="230" r="40" fill="${c(2)}" stroke="${c(0)}" stroke-width="4"/>`;
    return s + title(name, c(0));
  },
  'minimal-line-art': ({ rnd, c, name }) => {
    let d = 'M 60 380';
    for (let i = 0; i < 7; i++)
      d += ` C ${r1(40 + rnd() * 320)} ${r1(80 + rnd() * 300)}, ${r1(40 + rnd() * 320)} ${r1(80 + rnd() * 300)}, ${r1(60 + i * 45)} ${r1(200 + rnd() * 180)}`;
    return (
      `<rect width="400" height="560" fill="${c(1)}"/><circle cx="250" cy="200" r="70" fill="${c(2)}" opacity="0.7"/>` +
      `<path d="${d}" fill="none" stroke="${c(0)}" stroke-width="2.5" stroke-linecap="round"/>` +
      title(name, c(0), 'Helvetica, Arial, sans-serif')
    );
  },
  'playful-doodles': ({ rnd, c, name }) => {
    let s = `<rect width="400" height="560" fill="${c(4)}"/>`;
    for (let i = 0; i < 12; i++) {
      const x = 40 + rnd() * 320,
        y = 40 + rnd() * 380,
        k = i % 3;
      if (k === 0)
        s += `<path d="M ${r1(x)} ${r1(y - 14)} L ${r1(x + 4)} ${r1(y - 4)} L ${r1(x + 14)} ${r1(y - 4)} L ${r1(x + 6)} ${r1(y + 3)} L ${r1(x + 9)} ${r1(y + 14)} L ${r1(x)} ${r1(y + 7)} L ${r1(x - 9)} ${r1(y + 14)} L ${r1(x - 6)} ${r1(y + 3)} L ${r1(x - 14)} ${r1(y - 4)} L ${r1(x - 4)} ${r1(y - 4)} Z" fill="${c(2)}" stroke="${c(3)}" stroke-width="2"/>`;
      else if (k === 1)
        s += `<path d="M ${r1(x - 30)} ${r1(y)} q 10 -15 20 0 t 20 0 t 20 0" fill="none" stroke="${c(i % 4)}" stroke-width="4" stroke-linecap="round"/>`;
      else s += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(5 + rnd() * 10)}" fill="${c(1)}"/>`;
    }
    return s + title(name, c(3), '"Comic Sans MS", "Comic Neue", sans-serif');
  },
  'elegant-gold': ({ c, name }) => {
    let s = `<defs><linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c(0)}"/><stop offset="0.5" stop-color="${c(2)}"/><stop offset="1" stop-color="${c(3)}"/></linearGradient></defs>`;
    s += `<rect width="400" height="560" fill="${c(1)}"/><rect x="28" y="28" width="344" height="504" fill="none" stroke="url(#gold)" stroke-width="3"/>`;
    for (let i = 0; i < 12; i++) {
      s += `<path d="M 200 230 q 30 -70 0 -120 q -30 50 0 120" fill="url(#gold)" opacity="0.9" transform="rotate(${i * 30} 200 230)"/>`;
    }
    s += `<circle cx="200" cy="230" r="18" fill="${c(1)}" stroke="url(#gold)" stroke-width="3"/>`;
    return s + title(name, c(0));
  },
};

const generic = ({ rnd, c, name }: Pen) => {
  let s = `<rect width="400" height="560" fill="${c(1)}"/>`;
  for (let i = 0; i < 8; i++)
    s += `<circle cx="${r1(rnd() * 400)}" cy="${r1(rnd() * 440)}" r="${r1(20 + rnd() * 60)}" fill="${c(i)}" opacity="0.6"/>`;
  return s + title(name, c(0));
};

/** mulberry32 seeded from a string hash. */
function seeded(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
