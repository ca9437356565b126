import { testServers } from '@cards/testing';
import { S3AssetStore } from '../src/assets/s3-asset-store.js';
import { assetStoreConformance } from './asset-store.conformance.js';

// The run's S3: MinIO in a container where a container engine answers, otherwise s3rver in the
// test run's process (which checks no signatures; see infra/testing/servers.ts).
assetStoreConformance('S3AssetStore', async () => {
  const s = testServers();
  const store = new S3AssetStore({
    bucket: s.s3Bucket,
    region: 'us-east-1',
    endpoint: s.s3Endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: s.s3AccessKeyId, secretAccessKey: s.s3SecretAccessKey },
  });
  return { store, signsUrls: true, close: async () => store.close() };
});
