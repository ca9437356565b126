import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileAssetStore } from '../src/assets/file-asset-store.js';
import { assetStoreConformance } from './asset-store.conformance.js';

assetStoreConformance('FileAssetStore', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'cards-assets-'));
  return { store: new FileAssetStore(dir), signsUrls: false, close: async () => rmSync(dir, { recursive: true, force: true }) };
});
