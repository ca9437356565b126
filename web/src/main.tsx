import './styles/app.css';

/**
 * The app starts with the libraries (evaluated in a task of their own, see libraries.ts), then
 * boot.tsx in a later task.
 */
const start = () => import('./libraries').then((m) => new Promise((r) => setTimeout(r, 0, m.libraries))).then(() => import('./boot'));

/**
 * A pre-rendered page is complete without JavaScript, so the browser paints it first and only
 * then fetches and starts the app (hydration keeps the painted nodes). "Painted" is the first
 * contentful paint as the browser reports it (a frame's script callbacks run before its pixels
 * are shown); without that report, the next frame, and at the latest after a second.
 */
function afterFirstPaint(run: () => void) {
  let done = false;
  const go = () => {
    if (!done) {
      done = true;
      setTimeout(run, 0);
    }
  };
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(go);
    return;
  }
  const painted = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length) {
      painted.disconnect();
      go();
    }
  });
  painted.observe({ type: 'paint', buffered: true });
  setTimeout(go, 1000);
}

if (document.getElementById('root')?.dataset.prerendered === 'true') afterFirstPaint(() => void start());
else void start();
