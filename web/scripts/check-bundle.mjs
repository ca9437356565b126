// Fails the build when web/dist holds what the shop must not ship (docs/web-app.md, "Where the
// URLs and types come from"). It reads the modules of each chunk from the build's source maps:
//   - no route declaration of contracts/ (routes, calls, the OpenAPI builder, the barrel): the
//     app takes its routes from api/route-table.gen.ts and their types as types only;
//   - no zod on the first route (the entry, boot and the home page with what they import) nor in
//     the API layer: zod loads with the pages whose forms check with the contracts' schemas.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dist = join(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

/** The chunk files these entries load, with everything they import statically. */
function loadedWith(keys) {
  const seen = new Set();
  const walk = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const i of manifest[key].imports ?? []) walk(i);
  };
  keys.forEach(walk);
  return [...seen].map((k) => manifest[k].file);
}

/** The source modules of a chunk, from its map (the bundler's own runtime chunk has none). */
const modulesOf = (file) =>
  existsSync(join(dist, `${file}.map`))
    ? JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8')).sources.map((s) => s.replace(/^(\.\.\/)+/, ''))
    : [];

const DECLARATIONS = /contracts\/src\/(.*\/)?(routes|calls|rpc|events|openapi|index)\.ts$/;
const ZOD = /node_modules\/zod\//;
// What app/zod-jitless.ts needs before any schema is built: zod's config switch, not its schemas.
const ZOD_CONFIG = /node_modules\/zod\/v4\/core\/(core|util)\.js$/;

const chunks = Object.values(manifest).filter((c) => c.file.endsWith('.js'));
const apiLayer = Object.keys(manifest).filter((k) => manifest[k].name === 'api' || manifest[k].name === 'toolkit');
const early = new Set(loadedWith(['index.html', 'src/boot.tsx', 'src/features/content/home.page.tsx', ...apiLayer]));
const problems = [];
const zodIn = [];
for (const { file } of chunks) {
  const modules = modulesOf(file);
  for (const m of modules.filter((x) => DECLARATIONS.test(x))) problems.push(`${file} holds the route declarations' ${m}`);
  const zod = modules.filter((x) => ZOD.test(x) && !ZOD_CONFIG.test(x));
  if (zod.length && early.has(file)) problems.push(`${file} (first route or API layer) holds zod: ${zod.join(', ')}`);
  else if (zod.length) zodIn.push(file);
}

if (problems.length) {
  console.error(`web/dist ships what it must not:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`bundle check: no route declarations; zod's schemas only in ${zodIn.join(', ')}, loaded by pages with forms`);
