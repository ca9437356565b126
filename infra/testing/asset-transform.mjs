// Files the web app imports as assets (`import url from './x.woff2?url'`): under Vite the module
// is the file's URL; here it is the file's path from the repository root, which names the same file.
import { relative } from 'node:path';

export default {
  process(_src, filename, options) {
    const url = JSON.stringify(`/${relative(options.config.rootDir, filename)}`);
    return { code: options.supportsStaticESM ? `export default ${url};` : `module.exports = ${url};` };
  },
};
