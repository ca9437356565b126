import './styles/app.css';

/**
 * A pre-rendered page is complete without JavaScript, so the browser paints it first and only
 * then fetches and starts the app (hydration keeps the painted nodes). Other routes start at once.
 */
// The libraries are evaluated first, then the app in a later task (see libraries.ts).
const start = () => import('./libraries').then((m) => new Promise((r) => setTimeout(r, 0, m.libraries))).then(() => import('./boot'));
if (document.getElementById('root')?.dataset.prerendered === 'true') requestAnimationFrame(() => setTimeout(() => void start(), 0));
else void start();
