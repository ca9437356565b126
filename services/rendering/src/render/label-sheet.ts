import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { escapeHtml } from '@cards/card-layout';
import { envelopeLines, type LabelSheetRequest } from '@cards/contracts';
import type { PrintDocument } from './card-renderer.port.js';

const require = createRequire(import.meta.url);

/**
 * A4 sheets of 21 labels, 3 across and 7 down, each 63.5 × 38.1 mm: the layout of the common
 * address-label sheets (Avery L7160 and the many sold as compatible with it), so a print shop
 * feeds the PDF at 100 % onto the sheets it has.
 */
export const LABEL_SHEET = {
  perSheet: 21,
  columns: 3,
  widthMm: 63.5,
  heightMm: 38.1,
  topMm: 15.15,
  leftMm: 7.25,
  gapMm: 2.5,
  pageWidthMm: 210,
  pageHeightMm: 297,
} as const;

/**
 * Montserrat regular in every subset @fontsource ships (Latin, Latin Extended, Cyrillic,
 * Vietnamese), inlined from its own CSS so each keeps its `unicode-range`: "Łukasz" and
 * "Nguyễn" print in the face, not a fallback. Read once per process.
 */
let faces: string | undefined;
function montserratFaces(): string {
  if (faces !== undefined) return faces;
  const dir = dirname(require.resolve('@fontsource/montserrat/package.json'));
  faces = readFileSync(join(dir, '400.css'), 'utf8').replace(
    /src:\s*url\(\.\/files\/([\w-]+\.woff2)\)[^;]*;/g,
    (_, file: string) => `src:url(data:font/woff2;base64,${readFileSync(join(dir, 'files', file)).toString('base64')}) format('woff2');`,
  );
  return faces;
}

const S = LABEL_SHEET;

/**
 * The job code's size at a label's foot: the order number a packer matches to the order's cards
 * (their stamp, the CSV's Order column), read at arm's length; the address stays the larger type.
 */
export const REF_PT = 7;

/** The job code with its order number in bold: "<b>GC-2026-001002</b> · 11 of 20". */
function refHtml(ref: string): string {
  const [order = '', ...rest] = ref.split(' · ');
  return [`<b>${escapeHtml(order)}</b>`, ...rest.map(escapeHtml)].join(' · ');
}

function labelHtml(e: LabelSheetRequest['envelopes'][number], i: number): string {
  const col = i % S.columns;
  const row = Math.floor((i % S.perSheet) / S.columns);
  const x = S.leftMm + col * (S.widthMm + S.gapMm);
  const y = S.topMm + row * S.heightMm;
  const lines = envelopeLines(e)
    .map((l) => `<div class="line">${escapeHtml(l)}</div>`)
    .join('');
  return `<div class="label" style="left:${x}mm;top:${y}mm"><div class="address" data-fit>${lines}</div><div class="ref">${refHtml(e.ref)}</div></div>`;
}

const STYLE = `
@page{size:${S.pageWidthMm}mm ${S.pageHeightMm}mm;margin:0}
html,body{margin:0;padding:0;background:#fff}
body{font-family:'Montserrat','DejaVu Sans',sans-serif;color:#000;-webkit-print-color-adjust:exact}
.sheet{position:relative;width:${S.pageWidthMm}mm;height:${S.pageHeightMm}mm;overflow:hidden;break-after:page}
.sheet:last-child{break-after:auto}
.label{position:absolute;box-sizing:border-box;width:${S.widthMm}mm;height:${S.heightMm}mm;padding:3mm 4mm 1.6mm;display:flex;flex-direction:column}
.address{flex:1;min-height:0;overflow:hidden;font-size:max(6.5pt,calc(10pt * var(--k,1)));line-height:1.22}
.line{overflow-wrap:normal}
.ref{font-size:${REF_PT}pt;line-height:1.2;color:#222;text-align:right;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.ref b{font-weight:600;letter-spacing:.02em}`;

/**
 * A print run's envelopes as label sheets: each envelope's address as Royal Mail asks for it
 * (post town in capitals, the postcode on its own line), its job code at the foot (the order
 * number in bold, so a packer matches the label to the order's cards), in the order of the
 * run's CSV. A long address is set smaller to fit its label, never cut.
 */
export function labelSheetDocument(req: LabelSheetRequest): PrintDocument {
  const sheets: string[] = [];
  for (let i = 0; i < req.envelopes.length; i += S.perSheet) {
    const labels = req.envelopes.slice(i, i + S.perSheet).map((e, k) => labelHtml(e, i + k));
    sheets.push(`<section class="sheet">${labels.join('')}</section>`);
  }
  const n = req.envelopes.length;
  return {
    html: `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><style>${montserratFaces()}${STYLE}</style></head><body>${sheets.join('')}</body></html>`,
    pageWidthMm: S.pageWidthMm,
    pageHeightMm: S.pageHeightMm,
    bleedMm: 0,
    metadata: {
      title: `Address labels, print run of ${req.date}`,
      subject: `${n} ${n === 1 ? 'envelope' : 'envelopes'} on ${sheets.length} A4 ${sheets.length === 1 ? 'sheet' : 'sheets'} of ${S.perSheet} labels`,
      keywords: [`print_run:${req.date}`, `labels:${n}`, `sheet:A4-${S.perSheet}-${S.widthMm}x${S.heightMm}mm`],
    },
  };
}
