import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { GenerationCalls, type ApiRoute, type CardPhoto } from '@cards/contracts';
import { AppError, requestCall, unprocessable, type RequestBus } from '@cards/kit';
import busboy from 'busboy';
import type { Request } from 'express';
import type { Validated } from './forward.js';

/** Slices stay well under the bus's 1 MB message limit once base64 grows them by a third. */
const SLICE = 512 * 1024;
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
  | { kind: 'file'; bytes: number; parts: number; filename?: string }
  | { kind: 'none' }
  | { kind: 'too_large' }
  | { kind: 'failed'; error: unknown };

/**
 * Receives a `multipart/form-data` upload and streams the file to the owning service in
 * slices, never holding more than one slice: a declared length over the limit is refused
 * before a byte is read (413), a body that grows past it is cut off (413), and whatever the
 * service refuses (a file that is not a photo is refused with its first slice) ends the upload
 * with the service's answer. Nothing is left behind: a failed upload is aborted, which deletes
 * its slices.
 */
export async function receiveUpload(rpc: RequestBus, route: ApiRoute, v: Validated, req: Request): Promise<CardPhoto> {
  const spec = route.upload!;
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > spec.maxBytes + ENVELOPE) throw tooLarge(spec.maxBytes);
  if (!/^multipart\/form-data/i.test(req.headers['content-type'] ?? '')) throw notMultipart(spec.field);

  const uploadId = randomUUID();
  const send = (seq: number, data: Buffer) =>
    requestCall(
      rpc,
      GenerationCalls.photoUploadPart,
      { ...v.call, body: { upload_id: uploadId, seq, data: data.toString('base64') } },
      { headers: v.headers },
    );
  const abort = () =>
    requestCall(rpc, GenerationCalls.photoUploadAbort, { ...v.call, body: { upload_id: uploadId } }, { headers: v.headers }).catch(
      () => undefined,
    );

  let received: Received;
  try {
    received = await parse(req, spec.field, spec.maxBytes, send);
  } catch (e) {
    await abort();
    throw e;
  }
  if (received.kind !== 'file') await abort();
  if (received.kind === 'none') throw notMultipart(spec.field);
  if (received.kind === 'too_large') throw tooLarge(spec.maxBytes);
  if (received.kind === 'failed') throw received.error;
  if (received.bytes === 0) throw unprocessable('photo_not_an_image', 'This file is empty. Please choose a JPEG, PNG or WebP picture.');
  return requestCall(
    rpc,
    GenerationCalls.photoUploadFinish,
    { ...v.call, body: { upload_id: uploadId, parts: received.parts, bytes: received.bytes, filename: received.filename } },
    { headers: v.headers, timeoutMs: 90_000 },
  );
}

function parse(req: Request, field: string, maxBytes: number, send: (seq: number, data: Buffer) => Promise<unknown>): Promise<Received> {
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
    bb.on('file', (name, file) => {
      if (name !== field || result) {
        file.resume();
        return;
      }
      result = consume(file, send).then((r) => (r.kind === 'file' ? { ...r } : r));
    });
    bb.on('error', () => reject(notMultipart(field)));
    bb.on('close', () => {
      req.off('data', guard);
      resolve(result ?? { kind: 'none' });
    });
    req.pipe(bb);
  });
}

/** Reads the file part slice by slice, sending each before reading on (backpressure). */
async function consume(file: Readable & { truncated?: boolean }, send: (seq: number, data: Buffer) => Promise<unknown>): Promise<Received> {
  let pending: Buffer[] = [];
  let size = 0,
    total = 0,
    seq = 0;
  try {
    for await (const chunk of file as AsyncIterable<Buffer>) {
      pending.push(chunk);
      size += chunk.length;
      total += chunk.length;
      while (size >= SLICE) {
        const all = Buffer.concat(pending);
        await send(seq++, all.subarray(0, SLICE));
        pending = [all.subarray(SLICE)];
        size -= SLICE;
      }
    }
    if (file.truncated) return { kind: 'too_large' };
    if (size > 0) await send(seq++, Buffer.concat(pending));
    return { kind: 'file', bytes: total, parts: seq };
  } catch (error) {
    // Read the rest so the client gets the answer rather than a broken connection.
    file.resume();
    return { kind: 'failed', error };
  }
}
