// The Jest transform for TypeScript: @swc/jest, after standing in for the two things Vite gives
// the web app's modules and Node does not: `import.meta.env` and `import.meta.glob(…)`.
import swcJest from '@swc/jest';

/** Vite's built-in env as a test run sees it, plus the VITE_* variables of the environment. */
const VITE_ENV =
  "Object.assign({ MODE: 'test', DEV: true, PROD: false, SSR: false, BASE_URL: '/' }, Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('VITE_'))))";

/**
 * `import.meta.glob('./x.tsx')` → `{ './x.tsx': () => import('./x.tsx') }`, as Vite's lazy glob
 * does. Only literal paths: a pattern with wildcards fails here, loudly, rather than matching nothing.
 */
function viteMeta(src, filename) {
  if (!src.includes('import.meta.')) return src;
  return src
    .replace(/import\.meta\.env\b/g, `(${VITE_ENV})`)
    .replace(/import\.meta\.glob(?:<[^>(]*>)?\(\s*(['"])([^'"]+)\1\s*\)/g, (all, _q, path) => {
      if (/[*?{[]/.test(path))
        throw new Error(`${filename}: import.meta.glob('${path}') has wildcards, which the Jest transform does not expand`);
      return `({ ${JSON.stringify(path)}: () => import(${JSON.stringify(path)}) })`;
    });
}

export default {
  createTransformer(swcOptions) {
    const swc = swcJest.createTransformer(swcOptions);
    return {
      process: (src, filename, options) => swc.process(viteMeta(src, filename), filename, options),
      processAsync: (src, filename, options) => swc.processAsync(viteMeta(src, filename), filename, options),
      getCacheKey: (src, filename, options) => swc.getCacheKey(viteMeta(src, filename), filename, options),
    };
  },
};
