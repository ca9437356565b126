// Pre-renders the public pages into web/dist so crawlers get each page's head and content in
// the first HTML, then writes sitemap.xml and robots.txt. Runs after `vite build` and the SSR
// build of src/entry-server.tsx (see package.json). The untouched shell is kept as spa.html,
// which the web server sends for every route that has no pre-rendered page.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const web = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(web, 'dist');
const ssrDir = join(web, '.ssr');
const { render, PUBLIC_PATHS, PAGE_META, SITE } = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);

const shell = readFileSync(join(dist, 'index.html'), 'utf8');
if (!shell.includes('<!--app-->') || !/<!--seo-->[\s\S]*<!--\/seo-->/.test(shell))
  throw new Error('dist/index.html lacks the <!--app--> or <!--seo--> markers');
// Every route without a page of its own gets this shell: it shows the shop's name and that the
// page is on its way from the first bytes, styled inline (no request before it paints), and
// React replaces it when the route's code has loaded, seconds later on a slow phone connection.
const BOOT_STYLE = `<style>
.boot-shell{min-height:70vh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:.75rem;padding:2rem;text-align:center;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#3b2a31}
.boot-brand{margin:0;font-size:1.5rem;font-weight:700;color:#b4405e}
.boot-note{margin:0;display:flex;align-items:center;gap:.6rem;font-size:1rem}
.boot-spin{width:1.1rem;height:1.1rem;border-radius:50%;border:3px solid #f1d5de;border-top-color:#b4405e;animation:boot-spin .8s linear infinite}
@keyframes boot-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.boot-spin{animation:none}}
</style>`;
const BOOT_SHELL =
  '<div class="boot-shell" role="status" aria-live="polite"><p class="boot-brand">Greeting Cards</p>' +
  '<p class="boot-note"><span class="boot-spin" aria-hidden="true"></span>Opening the page…</p></div>';
writeFileSync(
  join(dist, 'spa.html'),
  shell.replace('</head>', () => `  ${BOOT_STYLE}\n  </head>`).replace('<!--app-->', () => BOOT_SHELL),
);

// Pre-rendered pages carry their stylesheet inline: one round trip fewer before the first paint.
// The link stays, disabled (so never fetched): Vite's preloader looks for it before each lazy
// import and would otherwise fetch the stylesheet again, wait for it and restyle the page.
const cssLink = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/.exec(shell);
const inlined = cssLink
  ? shell.replace(
      cssLink[0],
      () =>
        `<style>${readFileSync(join(dist, cssLink[1]), 'utf8')}</style>\n    <link rel="stylesheet" crossorigin href="${cssLink[1]}" disabled>`,
    )
  : shell;

for (const path of PUBLIC_PATHS) {
  const { html, head } = await render(path);
  const page = inlined
    .replace(/<!--seo-->[\s\S]*<!--\/seo-->/, () => head)
    .replace('<div id="root"><!--app--></div>', () => `<div id="root" data-prerendered="true">${html}</div>`);
  const file = path === '/' ? join(dist, 'index.html') : join(dist, `${path.slice(1)}.html`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, page);
  console.log(`pre-rendered ${path} → ${file.slice(web.length + 1)} (${(page.length / 1024).toFixed(1)} KiB)`);
}

const today = new Date().toISOString().slice(0, 10);
const urls = [...PUBLIC_PATHS]
  .sort((a, b) => PAGE_META[b].priority - PAGE_META[a].priority)
  .map(
    (p) => `  <url><loc>${SITE.origin}${p}</loc><lastmod>${today}</lastmod><priority>${PAGE_META[p].priority.toFixed(1)}</priority></url>`,
  );
writeFileSync(
  join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
);
writeFileSync(
  join(dist, 'robots.txt'),
  `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /cart\nDisallow: /profile\n\nSitemap: ${SITE.origin}/sitemap.xml\n`,
);
rmSync(ssrDir, { recursive: true, force: true });
console.log('wrote sitemap.xml and robots.txt');
