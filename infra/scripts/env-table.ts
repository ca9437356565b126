// Rewrites the environment table in README.md from the config schema (`make env-table`).
import { readFileSync, writeFileSync } from 'node:fs';
import { withEnvTable } from '@cards/kit';

const path = new URL('../../README.md', import.meta.url);
writeFileSync(path, withEnvTable(readFileSync(path, 'utf8')));
console.log('README.md environment table updated');
