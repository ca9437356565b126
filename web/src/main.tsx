import './styles/app.css';

/**
 * A pre-rendered page is complete without JavaScript, so the browser paints it first and only
 * then fetches and starts the app (hydration keeps the painted nodes). Other routes start at once.
 */
// React DOM is evaluated on its own first (boot imports it too, so it is fetched once), then the
// app in a later task: two shorter tasks instead of one long one while the page is on screen.
const start = () => import('react-dom/client').then(() => new Promise((r) => setTimeout(r, 0))).then(() => import('./boot'));
if (document.getElementById('root')?.dataset.prerendered === 'true') requestAnimationFrame(() => setTimeout(() => void start(), 0));
else void start();
