import { FLAT_SIZE_MM, type CardInstanceRenderData, type PrintProduct } from '@cards/contracts';
import { cardContent, type CardContent } from '@cards/card-layout';

const product = (id: number, size: PrintProduct['size'], name: string): PrintProduct => ({
  id,
  name,
  size,
  flat_width_mm: FLAT_SIZE_MM[size].width,
  flat_height_mm: FLAT_SIZE_MM[size].height,
  bleed_mm: 3,
  sku: `CARD-${size.toUpperCase()}`,
});

/**
 * The four sizes the shop sells, with the catalogue's flat (unfolded) trim sizes. Also the
 * built-in fallback when the catalogue cannot be asked or no longer has a product.
 */
export const SAMPLE_PRODUCTS: Record<PrintProduct['size'], PrintProduct> = {
  A6: product(101, 'A6', 'A6 greeting card'),
  A5: product(102, 'A5', 'A5 greeting card'),
  '5x7': product(103, '5x7', '5×7 in greeting card'),
  square: product(104, 'square', 'Square greeting card'),
};

/** A birthday card instance as `GenerationCalls.cardInstanceRenderData` answers it. */
export function sampleRenderData(over: Partial<CardInstanceRenderData> = {}): CardInstanceRenderData {
  const front = over.front_text ?? 'Happy Birthday, Sam!';
  const inside =
    over.inside_text ??
    'Dear Sam,\n\nAnother year of adventures, late-night laughs and far too much cake. May this one bring you sunny mornings, good friends close by and every little thing that makes you smile.\n\nWith love,\nAlex';
  return {
    id: 42,
    card_id: 7,
    user_id: 1,
    account_id: 1,
    status: 'ready',
    front_text: front,
    inside_text: inside,
    text: { front, inside },
    recipient_name: 'Sam',
    sender_name: 'Alex',
    artwork_asset_key: 'generation/artwork/42-sample.svg',
    artwork_content_type: 'image/svg+xml',
    image_url: null,
    style: { id: 3, slug: 'watercolor', name: 'Watercolour', palette: ['#2d3a5a', '#e07a5f', '#f2cc8f', '#81b29a', '#f4f1de'] },
    occasion: { id: 1, slug: 'birthday', name: 'Birthday' },
    text_version: 1,
    image_version: 1,
    content_hash: 'sample-hash-1',
    ...over,
  };
}

/** The sample as the layout sees it. */
export function sampleContent(over: Partial<CardInstanceRenderData> = {}): CardContent {
  return cardContent(sampleRenderData(over));
}

/** Seeded pseudo-random numbers, so the sample artwork is the same on every run. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

/**
 * Vector artwork like the offline generator's: 5:7 portrait, a soft sky, blossoms growing in
 * from the lower corners and a sun, with a calm middle where the words are set. No text, no
 * external references.
 */
export function sampleArtworkSvg(seed = 7): string {
  const W = 1000,
    H = 1400;
  const r = rng(seed);
  const petals = ['#e07a5f', '#f2cc8f', '#f4a6a6', '#e9c46a', '#d4a5c9'];
  const parts: string[] = [];
  const flower = ({ cx, cy, rad, col, stemX }: { cx: number; cy: number; rad: number; col: string; stemX: number }) => {
    parts.push(
      `<path d="M${stemX.toFixed(1)} ${H + 10} Q ${((cx + stemX) / 2 + (r() - 0.5) * 80).toFixed(1)} ${(cy + (H - cy) * 0.5).toFixed(1)} ${cx.toFixed(1)} ${cy.toFixed(1)}" stroke="#5b8a72" stroke-width="6" fill="none"/>`,
    );
    parts.push(
      `<ellipse cx="${(cx + 26).toFixed(1)}" cy="${(cy + 130).toFixed(1)}" rx="30" ry="12" fill="#81b29a" transform="rotate(${(-35 + r() * 70).toFixed(0)} ${(cx + 26).toFixed(1)} ${(cy + 130).toFixed(1)})"/>`,
    );
    const n = 6 + Math.floor(r() * 3);
    for (let p = 0; p < n; p++) {
      const a = (p / n) * 360 + r() * 10;
      parts.push(
        `<ellipse cx="${cx.toFixed(1)}" cy="${(cy - rad * 0.55).toFixed(1)}" rx="${(rad * 0.42).toFixed(1)}" ry="${(rad * 0.62).toFixed(1)}" fill="${col}" fill-opacity="0.85" transform="rotate(${a.toFixed(1)} ${cx.toFixed(1)} ${cy.toFixed(1)})"/>`,
      );
    }
    parts.push(`<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${(rad * 0.26).toFixed(1)}" fill="#2d3a5a" fill-opacity="0.85"/>`);
  };
  for (let i = 0; i < 7; i++) {
    const left = i % 2 === 0;
    const cx = left ? 70 + r() * 260 : W - 70 - r() * 260;
    flower({
      cx,
      cy: 1000 + r() * 260,
      rad: 46 + r() * 34,
      col: petals[i % petals.length]!,
      stemX: left ? 80 + r() * 120 : W - 80 - r() * 120,
    });
  }
  const dots = Array.from(
    { length: 36 },
    () =>
      `<circle cx="${(r() * W).toFixed(0)}" cy="${(r() * 420).toFixed(0)}" r="${(2 + r() * 6).toFixed(1)}" fill="#ffffff" fill-opacity="${(0.45 + r() * 0.5).toFixed(2)}"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f9dcc4"/><stop offset="0.5" stop-color="#fbeee0"/><stop offset="1" stop-color="#f4f1de"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>
<circle cx="${W - 190}" cy="230" r="120" fill="#f2cc8f" fill-opacity="0.9"/>
${dots.join('')}
<path d="M0 1160 C 220 1090 380 1200 560 1140 C 740 1080 880 1120 ${W} 1100 L${W} ${H} L0 ${H} Z" fill="#81b29a" fill-opacity="0.5"/>
<path d="M0 1260 C 240 1200 420 1300 620 1240 C 780 1195 900 1225 ${W} 1215 L${W} ${H} L0 ${H} Z" fill="#5b8a72" fill-opacity="0.55"/>
${parts.join('')}
<rect x="34" y="34" width="${W - 68}" height="${H - 68}" rx="16" fill="none" stroke="#2d3a5a" stroke-opacity="0.25" stroke-width="3"/>
</svg>`;
}
