// tsc emits only JavaScript: copy the other files a package reads at run time (word lists,
// templates, SVG, fonts, JSON data) from each workspace's src/ into its dist/, same layout.
import { cpSync, existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ASSET = /\.(txt|json|svg|html|css|woff2?|ttf|otf|png|jpg|webp|eml|hbs|md)$/i;
const roots = ['contracts', 'card-words', 'bff', ...readdirSync('services').map((s) => join('services', s))];
let copied = 0;
function walk(src, dist) {
  for (const name of readdirSync(src)) {
    const from = join(src, name);
    const to = join(dist, name);
    if (statSync(from).isDirectory()) walk(from, to);
    else if (ASSET.test(name) && !name.endsWith('.d.ts')) {
      cpSync(from, to);
      copied++;
    }
  }
}
for (const root of roots) {
  if (existsSync(join(root, 'src')) && existsSync(join(root, 'dist'))) walk(join(root, 'src'), join(root, 'dist'));
}
console.log(`copied ${copied} asset file(s) into dist/`);
