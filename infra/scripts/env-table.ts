// Rewrites the environment table in README.md from every owner's config keys (`make env-table`).
import { readFileSync, writeFileSync } from 'node:fs';
import { platformConfig } from '@cards/all-in-one/platform-config';
import { withEnvTable } from '@cards/kit';

const path = new URL('../../README.md', import.meta.url);
writeFileSync(path, withEnvTable(readFileSync(path, 'utf8'), platformConfig));
console.log('README.md environment table updated');
