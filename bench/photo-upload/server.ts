import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GenerationCalls, PhotoUpload, uploadCardPhotoRoute, type CardPhoto } from '@cards/contracts';
import { createLogger, FileAssetStore, MemoryRequestBus, serveCall } from '@cards/kit';
import { receiveUpload } from '@cards/bff/http/photo-upload';
import express from 'express';

/**
 * The BFF's upload path alone, in a process of its own so its memory is only this: the route's
 * `receiveUpload` streaming into a folder store, and a stand-in for generation that takes the
 * key (reads nothing) and deletes it. `GET /peak` answers the highest RSS and live heap+buffers
 * sampled every 20 ms since the last call, and starts again.
 */
const log = createLogger('photo-upload-bench', 'silent');
const rpc = new MemoryRequestBus(log);
const assets = new FileAssetStore(mkdtempSync(join(tmpdir(), 'cards-upload-bench-')));
await serveCall(rpc, GenerationCalls.photoUpload, async (call): Promise<CardPhoto> => {
  const upload = PhotoUpload.parse(call.body);
  const info = await assets.head(upload.key);
  await assets.delete(upload.key);
  const now = new Date().toISOString();
  return {
    panel: 'front',
    width_px: 2400,
    height_px: 3200,
    original_width_px: 2400,
    original_height_px: 3200,
    source_type: 'image/jpeg',
    bytes: info?.size ?? 0,
    crop: { x: 0, y: 0, w: 1, h: 1 },
    text_band: 'top',
    preview_url: 'http://api.test/assets/generation/photo-previews/x.jpg',
    created_at: now,
    updated_at: now,
  };
});

const mem = () => {
  const m = process.memoryUsage();
  return { rss: m.rss, heap: m.heapUsed + m.arrayBuffers };
};
// What is live, not garbage waiting for the collector: a young-generation collection before
// each sample frees the chunks already written (a collection every 20 ms is the bench's cost).
const gc = globalThis.gc as undefined | ((o?: { type: 'minor' | 'major' }) => void);
let peak = mem();
setInterval(() => {
  gc?.({ type: 'minor' });
  const m = mem();
  peak = { rss: Math.max(peak.rss, m.rss), heap: Math.max(peak.heap, m.heap) };
}, 20).unref();

const app = express();
app.get('/peak', (_req, res) => {
  gc?.();
  res.json(peak);
  peak = mem();
});
app.post('/upload', async (req, res) => {
  const actor = { user_id: 1, account_id: 1, email: 'bench@cards.test', admin: false };
  const call = { actor, params: { id: 1, panel: 'front' }, query: {}, body: undefined, meta: {} };
  const photo = await receiveUpload(
    { rpc, assets },
    uploadCardPhotoRoute,
    { actor, params: call.params, query: {}, body: undefined, call, headers: {} },
    req,
  );
  res.status(201).json(photo);
});
const server = app.listen(0, '127.0.0.1', () => {
  const a = server.address();
  process.stdout.write(`port ${typeof a === 'object' && a ? a.port : 0}\n`);
});
