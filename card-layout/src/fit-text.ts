/** What fitting did to one `[data-fit]` box. */
export interface FitResult {
  k: number;
  overflow: boolean;
  minFontPt: number;
}

/** The little of the DOM that fitting touches (structural, so this package needs no DOM typings). */
interface FitElement {
  scrollHeight: number;
  clientHeight: number;
  textContent: string | null;
  children: { length: number };
  style: { setProperty(name: string, value: string): void };
  querySelectorAll(selector: string): ArrayLike<FitElement>;
}
export interface FitDocument {
  fonts: { ready: Promise<unknown> };
  querySelectorAll(selector: string): ArrayLike<FitElement>;
  defaultView: { getComputedStyle(el: FitElement): { fontSize: string } } | null;
}

/**
 * Shrinks the type of every `[data-fit]` box of a card page in small steps of its `--k`
 * factor until its words fit, once the page's fonts are ready. Sizes are `max(7pt, …)` in
 * CSS, so type never goes below the printable minimum; a box that still overflows is
 * reported. The one fitting used by print, thumbnail and live preview: Chromium runs its
 * source in the page (see {@link FIT_TEXT_SCRIPT}), the web app calls it on the preview
 * frame's document. Self-contained on purpose — no helpers, no named inner functions — so its
 * source text runs as it is wherever it is evaluated.
 */
export async function fitCardText(doc: FitDocument): Promise<FitResult[]> {
  await doc.fonts.ready;
  const out: FitResult[] = [];
  for (const box of Array.from(doc.querySelectorAll('[data-fit]'))) {
    let k = 1;
    box.style.setProperty('--k', String(k));
    while (box.scrollHeight > box.clientHeight + 0.5 && k > 0.3) {
      k = Math.round((k - 0.04) * 100) / 100;
      box.style.setProperty('--k', String(k));
    }
    let minPx = Infinity;
    for (const el of Array.from(box.querySelectorAll('*'))) {
      if (!el.textContent || !el.textContent.trim() || el.children.length) continue;
      minPx = Math.min(minPx, parseFloat(doc.defaultView!.getComputedStyle(el).fontSize));
    }
    out.push({ k, overflow: box.scrollHeight > box.clientHeight + 0.5, minFontPt: Math.round(minPx * 0.75 * 100) / 100 });
  }
  return out;
}

/**
 * {@link fitCardText} as an expression for a page to evaluate (over the DevTools protocol,
 * which the page's CSP does not restrict; the page itself runs no script).
 */
export const FIT_TEXT_SCRIPT = `(${fitCardText.toString()})(document)`;
