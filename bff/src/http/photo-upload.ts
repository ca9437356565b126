import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { GenerationCalls, UPLOADS_PREFIX, type ApiRoute, type CardPhoto } from '@cards/contracts';
import { AppError, requestCall, unprocessable, type AssetStore, type RequestBus } from '@cards/kit';
import busboy from 'busboy';
import type { Request } from 'express';
import type { Validated } from './forward.js';

/** Room for the multipart boundaries and headers around the file. */
const ENVELOPE = 64 * 1024;

const MB = 1024 * 1024;
const tooLarge = (max: number) =>
  new AppError(
    413,
    'photo_too_large',
    `This photo is larger than ${Math.round(max / MB)} MB, the most we take. Please choose a smaller file.`,
  );
const notMultipart = (field: string) =>
  unprocessable('photo_missing', `Send the photo as multipart/form-data in a field named "${field}".`);

type Received =
  { kind: 'file'; bytes: number; filename?: string } | { kind: 'none' } | { kind: 'too_large' } | { kind: 'failed'; error: unknown };

/**
 * Receives a `multipart/form-data` upload and streams the file straight into the asset store
 * under a temporary key (`uploads/<uuid>`), holding no more of it than the stream's buffers: a
 * declared length over the limit is refused before a byte is read (413), a body that grows
 * past it is cut off (413). Then the owning service is told the key and checks, converts and
 * keeps the photo (it deletes the key). Nothing is left behind: the key is deleted here when
 * the upload fails, and a scheduled sweep removes any that a crash left.
 */
export async function receiveUpload(
  { rpc, assets }: { rpc: RequestBus; assets: AssetStore },
  route: ApiRoute,
  v: Validated,
  req: Request,
): Promise<CardPhoto> {
  const spec = route.upload!;
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > spec.maxBytes + ENVELOPE) throw tooLarge(spec.maxBytes);
  if (!/^multipart\/form-data/i.test(req.headers['content-type'] ?? '')) throw notMultipart(spec.field);

  const key = `${UPLOADS_PREFIX}${randomUUID()}`;
  const received = await parse(req, spec.field, spec.maxBytes, (file) => assets.write(key, file, 'application/octet-stream')).catch(
    (error: unknown): Received => ({ kind: 'failed', error }),
  );
  if (received.kind !== 'file') {
    await assets.delete(key).catch(() => undefined);
    if (received.kind === 'none') throw notMultipart(spec.field);
    if (received.kind === 'too_large') throw tooLarge(spec.maxBytes);
    throw received.error;
  }
  if (received.bytes === 0) {
    await assets.delete(key).catch(() => undefined);
    throw unprocessable('photo_not_an_image', 'This file is empty. Please choose a JPEG, PNG or WebP picture.');
  }
  return requestCall(
    rpc,
    GenerationCalls.photoUpload,
    { ...v.call, body: { key, bytes: received.bytes, filename: received.filename } },
    { headers: v.headers, timeoutMs: 90_000 },
  );
}

function parse(req: Request, field: string, maxBytes: number, store: (file: Readable) => Promise<{ size: number }>): Promise<Received> {
  return new Promise<Received>((resolve, reject) => {
    let bb: busboy.Busboy;
    try {
      bb = busboy({ headers: req.headers, limits: { files: 1, fileSize: maxBytes, fields: 8, fieldSize: 1024, parts: 10 } });
    } catch {
      reject(notMultipart(field));
      return;
    }
    let result: Promise<Received> | undefined;
    let seen = 0;
    // A body far past the limit (no declared length) is cut off rather than read to its end.
    const guard = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > maxBytes + 4 * ENVELOPE) {
        req.unpipe(bb);
        req.destroy();
        resolve({ kind: 'too_large' });
      }
    };
    req.on('data', guard);
    bb.on('file', (name, file: Readable & { truncated?: boolean }, info) => {
      if (name !== field || result) {
        file.resume();
        return;
      }
      result = store(file).then(
        ({ size }): Received => (file.truncated ? { kind: 'too_large' } : { kind: 'file', bytes: size, filename: info.filename }),
        (error: unknown): Received => {
          // Read the rest so the client gets the answer rather than a broken connection.
          file.resume();
          return { kind: 'failed', error };
        },
      );
    });
    bb.on('error', () => reject(notMultipart(field)));
    bb.on('close', () => {
      req.off('data', guard);
      resolve(result ?? { kind: 'none' });
    });
    req.pipe(bb);
  });
}
