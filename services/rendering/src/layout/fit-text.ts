/** What fitting did to one `[data-fit]` box. */
export interface FitResult { k: number; overflow: boolean; minFontPt: number }

/**
 * Script evaluated in the page once its fonts are ready: shrinks the type of every
 * `[data-fit]` box in small steps of its `--k` factor until the words fit. Sizes are
 * `max(7pt, …)` in CSS, so text never goes below the printable minimum; a box that still
 * overflows is reported. Kept as plain source (not a compiled function) because transpilers
 * add helpers to functions that do not exist inside the page; evaluated over the DevTools
 * protocol, it is not subject to the page's CSP, which forbids every script of the page's own.
 */
export const FIT_TEXT_SCRIPT = `(async () => {
  await document.fonts.ready;
  const out = [];
  for (const box of Array.from(document.querySelectorAll('[data-fit]'))) {
    let k = 1;
    box.style.setProperty('--k', String(k));
    while (box.scrollHeight > box.clientHeight + 0.5 && k > 0.3) {
      k = Math.round((k - 0.04) * 100) / 100;
      box.style.setProperty('--k', String(k));
    }
    let minPx = Infinity;
    for (const el of Array.from(box.querySelectorAll('*'))) {
      if (!el.textContent || !el.textContent.trim() || el.children.length) continue;
      minPx = Math.min(minPx, parseFloat(getComputedStyle(el).fontSize));
    }
    out.push({ k, overflow: box.scrollHeight > box.clientHeight + 0.5, minFontPt: Math.round(minPx * 0.75 * 100) / 100 });
  }
  return out;
})()`;
