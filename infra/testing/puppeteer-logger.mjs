// Puppeteer imports its logger (the `debug` package) lazily, on the first line it logs. When that
// first line comes while a file's Chromium is closing after Jest has torn the file's environment
// down, the import throws "You are trying to `import` a file after the Jest environment has been
// torn down" and Jest fails the whole file, its passed tests with it (seen on busy CI runs of the
// artwork and BFF-replica files). Loading the logger before the file's tests costs a few
// milliseconds and leaves Puppeteer nothing to import late.
import { importDebug } from 'puppeteer-core/internal/common/Debug.js';

await importDebug();
