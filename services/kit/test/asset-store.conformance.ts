import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AssetStore } from '../src/assets/asset-store.port.js';
import { unique } from './support/wait.js';

export interface AssetStoreHarness {
  store: AssetStore;
  /** Whether the store gives URLs a browser can fetch directly (a bucket does, a folder does not). */
  signsUrls: boolean;
  close(): Promise<void>;
}

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
async function bytesOf(r: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of r) chunks.push(Buffer.from(c as Uint8Array));
  return Buffer.concat(chunks);
}
/** A stream of `size` bytes in 64 KiB chunks, as a request body arrives; it can fail after `failAfter` bytes. */
function source(data: Buffer, failAfter?: number): Readable {
  let at = 0;
  return new Readable({
    read() {
      if (failAfter !== undefined && at >= failAfter) {
        this.destroy(new Error('the client went away'));
        return;
      }
      const next = data.subarray(at, at + 64 * 1024);
      at += next.length;
      this.push(next.length ? next : null);
    },
  });
}

/** The AssetStore contract, for any adapter. */
export function assetStoreConformance(adapter: string, makeHarness: () => Promise<AssetStoreHarness>) {
  describe(`AssetStore conformance: ${adapter}`, () => {
    let h: AssetStoreHarness;
    let store: AssetStore;
    let prefix: string;
    beforeAll(async () => {
      h = await makeHarness();
      store = h.store;
      prefix = `conformance/${unique('run')}`;
    });
    afterAll(async () => {
      await h?.close();
    });

    it('when a file is put, then it reads back whole with its type and size, and a missing key is undefined', async () => {
      const key = `${prefix}/card.svg`;
      const body = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
      expect(await store.put(key, body, 'image/svg+xml')).toEqual({ key, contentType: 'image/svg+xml', size: body.length });
      expect(await store.get(key)).toEqual({ body, contentType: 'image/svg+xml' });
      const info = await store.head(key);
      expect(info).toMatchObject({ key, contentType: 'image/svg+xml', size: body.length });
      expect(info!.etag).toMatch(/^".+"$/);
      expect(info!.modifiedAt.getTime()).toBeGreaterThan(Date.now() - 10 * 60_000);
      expect(await store.exists(key)).toBe(true);
      expect(await store.get(`${prefix}/none.svg`)).toBeUndefined();
      expect(await store.head(`${prefix}/none.svg`)).toBeUndefined();
      expect(await store.read(`${prefix}/none.svg`)).toBeUndefined();
      expect(await store.exists(`${prefix}/none.svg`)).toBe(false);
    });

    it('when a 12 MB file is streamed in, then it is stored whole and streams back byte for byte', async () => {
      const key = `${prefix}/photo.jpg`;
      const data = randomBytes(12 * 1024 * 1024);
      expect(await store.write(key, source(data), 'image/jpeg')).toEqual({ key, contentType: 'image/jpeg', size: data.length });
      const r = (await store.read(key))!;
      expect(r.info).toMatchObject({ size: data.length, contentType: 'image/jpeg' });
      expect(r.range).toBeUndefined();
      expect(sha(await bytesOf(r.body))).toBe(sha(data));
    }, 60_000);

    it('when a streamed upload fails half-way, then the error is thrown and nothing is left under its key', async () => {
      const key = `${prefix}/broken.jpg`;
      await expect(store.write(key, source(randomBytes(8 * 1024 * 1024), 6 * 1024 * 1024), 'image/jpeg')).rejects.toThrow(
        'the client went away',
      );
      expect(await store.exists(key)).toBe(false);
    }, 60_000);

    it('when a byte range is read, then exactly those bytes come, with the whole file size', async () => {
      const key = `${prefix}/print.pdf`;
      const data = randomBytes(300_000);
      await store.put(key, data, 'application/pdf');
      // Not bytes=0-0: s3rver (the local S3 of a run without containers) answers it with the whole file.
      for (const range of [
        { start: 0, end: 9 },
        { start: 1000, end: 1999 },
        { start: data.length - 10, end: data.length - 1 },
      ]) {
        const r = (await store.read(key, range))!;
        expect(r.range).toEqual(range);
        expect(r.info.size).toBe(data.length);
        expect((await bytesOf(r.body)).equals(data.subarray(range.start, range.end + 1))).toBe(true);
      }
    });

    it('when a folder is listed, then its files come with their sizes and times, and no others', async () => {
      await store.put(`${prefix}/uploads/a`, Buffer.from('a'), 'application/octet-stream');
      await store.write(`${prefix}/uploads/b/c`, source(Buffer.from('bcd')), 'application/octet-stream');
      await store.put(`${prefix}/other/d`, Buffer.from('d'), 'application/octet-stream');
      const listed: Array<{ key: string; size: number; modifiedAt: Date }> = [];
      for await (const f of store.list(`${prefix}/uploads/`)) listed.push(f);
      expect(listed.map((f) => [f.key, f.size]).sort()).toEqual([
        [`${prefix}/uploads/a`, 1],
        [`${prefix}/uploads/b/c`, 3],
      ]);
      for (const f of listed) expect(f.modifiedAt.getTime()).toBeGreaterThan(Date.now() - 10 * 60_000);
      const none: unknown[] = [];
      for await (const f of store.list(`${prefix}/nothing-here/`)) none.push(f);
      expect(none).toEqual([]);
    });

    it('when a file is deleted, then it is gone, and deleting it again is no error', async () => {
      const key = `${prefix}/gone.webp`;
      await store.put(key, Buffer.from('RIFF'), 'image/webp');
      await store.delete(key);
      expect(await store.exists(key)).toBe(false);
      await expect(store.delete(key)).resolves.toBeUndefined();
    });

    it('when a signed URL is asked for, then a store with URLs gives one that fetches the file as named, and a folder gives none', async () => {
      const key = `${prefix}/order.pdf`;
      const data = randomBytes(2048);
      await store.put(key, data, 'application/pdf');
      const url = await store.signedUrl(key, { ttlSeconds: 60, filename: 'order 10042.pdf' });
      if (!h.signsUrls) {
        expect(url).toBeUndefined();
        return;
      }
      const res = await fetch(url!);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toBe('attachment; filename="order_10042.pdf"');
      expect(Buffer.from(await res.arrayBuffer()).equals(data)).toBe(true);
    });

    it('when a key could leave the store, then it is refused', async () => {
      for (const key of ['../etc/passwd', '/abs', 'a//b', '.hidden']) {
        await expect(store.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/unsafe asset key/);
        await expect(store.head(key)).rejects.toThrow(/unsafe asset key/);
      }
    });
  });
}
