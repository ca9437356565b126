/**
 * Whether the toast container should be on the page. It mounts with the first toast rather
 * than with the page: mounting it puts react-toastify's stylesheet into the document, which
 * restyles the whole page, work a page load does not need.
 */
let shown = false;
const listeners = new Set<() => void>();

export const toastContainer = {
  subscribe(l: () => void) {
    listeners.add(l);
    return () => {
      listeners.delete(l);
    };
  },
  shown: () => shown,
  show() {
    if (shown) return;
    shown = true;
    listeners.forEach((l) => l());
  },
};
