/** What fitting did to one `[data-fit]` box. */
export interface FitResult {
  k: number;
  /** Its words still run past its height or width at the smallest type. */
  overflow: boolean;
  minFontPt: number;
  /**
   * A run of letters wider than the box even at the smallest type (a pasted link, a name typed
   * without spaces; no word of a dictionary is that long) had to be broken to stay on the card.
   */
  brokeWords: boolean;
}

/** The little of the DOM that fitting touches (structural, so this package needs no DOM typings). */
interface FitElement {
  scrollHeight: number;
  clientHeight: number;
  scrollWidth: number;
  clientWidth: number;
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
 * factor until its lines fit its height and its longest word its width, once the page's fonts
 * are ready. Words are never broken: the layout already set each block's type small enough for
 * its longest word (see `wordsFitPt`), and this is the safety net for what the estimate missed.
 * Sizes are `max(7pt, …)` in CSS, so type never goes below the printable minimum; only a run of
 * letters too wide for the box at that minimum is then broken, as a last resort, rather than
 * cut off at the box's edge. The one fitting used by print, thumbnail and live preview:
 * Chromium runs its source in the page (see {@link FIT_TEXT_SCRIPT}), the web app calls it on
 * the preview frame's document. Self-contained on purpose — no helpers, no named inner
 * functions — so its source text runs as it is wherever it is evaluated.
 */
export async function fitCardText(doc: FitDocument): Promise<FitResult[]> {
  await doc.fonts.ready;
  const out: FitResult[] = [];
  for (const box of Array.from(doc.querySelectorAll('[data-fit]'))) {
    let k = 1;
    let brokeWords = false;
    box.style.setProperty('overflow-wrap', 'normal');
    box.style.setProperty('--k', String(k));
    for (;;) {
      const tooWide = box.scrollWidth > box.clientWidth + 0.5;
      if (box.scrollHeight <= box.clientHeight + 0.5 && !tooWide) break;
      if (k > 0.3) {
        k = Math.round((k - 0.04) * 100) / 100;
      } else if (tooWide && !brokeWords) {
        brokeWords = true;
        box.style.setProperty('overflow-wrap', 'anywhere');
        k = 1;
      } else break;
      box.style.setProperty('--k', String(k));
    }
    let minPx = Infinity;
    for (const el of Array.from(box.querySelectorAll('*'))) {
      if (!el.textContent || !el.textContent.trim() || el.children.length) continue;
      minPx = Math.min(minPx, parseFloat(doc.defaultView!.getComputedStyle(el).fontSize));
    }
    out.push({
      k,
      overflow: box.scrollHeight > box.clientHeight + 0.5 || box.scrollWidth > box.clientWidth + 0.5,
      minFontPt: Math.round(minPx * 0.75 * 100) / 100,
      brokeWords,
    });
  }
  return out;
}

/**
 * {@link fitCardText} as an expression for a page to evaluate (over the DevTools protocol,
 * which the page's CSP does not restrict; the page itself runs no script).
 */
export const FIT_TEXT_SCRIPT = `(${fitCardText.toString()})(document)`;
