import { Transform, type Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertSafeKey, type AssetInfo, type AssetStore, type ByteRange, type StoredAsset } from './asset-store.port.js';

export interface S3AssetStoreOptions {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, R2, GCS interoperability); AWS's own when unset. */
  endpoint?: string;
  /** Path-style URLs (`endpoint/bucket/key`), which MinIO needs. */
  forcePathStyle?: boolean;
  /** Keys of an access key; the AWS SDK's default credential chain when unset (IAM roles, AWS_* variables). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/**
 * Assets as objects in an S3-compatible bucket (MinIO in Docker Compose, S3, R2 or GCS in a
 * cluster), so processes share files without sharing a disk. Streamed writes go up in 5 MiB
 * multipart parts (`@aws-sdk/lib-storage`), holding one or two parts in memory whatever the
 * file's size; a failed upload is aborted, so nothing appears under its key. Reads stream, by
 * range when asked; `signedUrl` presigns a GET a browser can follow.
 */
export class S3AssetStore implements AssetStore {
  private readonly s3: S3Client;
  private readonly bucket: string;

  constructor(o: S3AssetStoreOptions) {
    this.bucket = o.bucket;
    this.s3 = new S3Client({
      region: o.region,
      endpoint: o.endpoint,
      forcePathStyle: o.forcePathStyle,
      credentials: o.credentials,
      // Retries of a streamed body cannot replay it; the SDK's defaults are kept for the rest.
      maxAttempts: 3,
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<StoredAsset> {
    assertSafeKey(key);
    await this.s3.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType, ContentLength: body.length }),
    );
    return { key, contentType, size: body.length };
  }

  async write(key: string, body: Readable, contentType: string): Promise<StoredAsset> {
    assertSafeKey(key);
    let size = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        done(null, chunk);
      },
    });
    body.once('error', (e) => counted.destroy(e));
    body.pipe(counted);
    const upload = new Upload({
      client: this.s3,
      params: { Bucket: this.bucket, Key: key, Body: counted, ContentType: contentType },
      partSize: 5 * 1024 * 1024,
      queueSize: 1,
      leavePartsOnError: false,
    });
    // A source that fails (a client cut off mid-upload) stops the upload rather than leaving it waiting.
    const failed = new Promise<never>((_, reject) => body.once('error', reject));
    try {
      await Promise.race([upload.done(), failed]);
    } catch (e) {
      await upload.abort().catch(() => undefined);
      await this.delete(key).catch(() => undefined);
      throw e;
    }
    return { key, contentType, size };
  }

  async get(key: string) {
    const r = await this.read(key);
    if (!r) return undefined;
    const chunks: Buffer[] = [];
    for await (const c of r.body) chunks.push(c as Buffer);
    return { body: Buffer.concat(chunks), contentType: r.info.contentType };
  }

  async head(key: string): Promise<AssetInfo | undefined> {
    assertSafeKey(key);
    try {
      const h = await this.s3.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        key,
        contentType: h.ContentType ?? 'application/octet-stream',
        size: h.ContentLength ?? 0,
        etag: h.ETag ?? '""',
        modifiedAt: h.LastModified ?? new Date(0),
      };
    } catch (e) {
      return notFound(e);
    }
  }

  async read(key: string, range?: ByteRange) {
    assertSafeKey(key);
    try {
      const r = await this.s3.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
      );
      // With a range, the object's size is after the slash of Content-Range ("bytes 0-99/1234").
      const size = range ? Number(/\/(\d+)$/.exec(r.ContentRange ?? '')?.[1]) : (r.ContentLength ?? 0);
      const info: AssetInfo = {
        key,
        contentType: r.ContentType ?? 'application/octet-stream',
        size,
        etag: r.ETag ?? '""',
        modifiedAt: r.LastModified ?? new Date(0),
      };
      return { info, body: r.Body as Readable, range };
    } catch (e) {
      return notFound(e);
    }
  }

  async exists(key: string) {
    return (await this.head(key)) !== undefined;
  }

  async delete(key: string) {
    assertSafeKey(key);
    await this.s3.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async *list(prefix: string): AsyncIterable<{ key: string; size: number; modifiedAt: Date }> {
    if (!prefix.endsWith('/')) throw new Error(`list takes a folder-like prefix ending in "/": ${prefix}`);
    for await (const page of paginateListObjectsV2({ client: this.s3 }, { Bucket: this.bucket, Prefix: prefix })) {
      for (const o of page.Contents ?? []) {
        if (o.Key) yield { key: o.Key, size: o.Size ?? 0, modifiedAt: o.LastModified ?? new Date(0) };
      }
    }
  }

  async signedUrl(key: string, opts: { ttlSeconds: number; filename?: string }): Promise<string | undefined> {
    assertSafeKey(key);
    const disposition = opts.filename ? `attachment; filename="${opts.filename.replace(/[^A-Za-z0-9._-]/g, '_')}"` : undefined;
    return getSignedUrl(this.s3, new GetObjectCommand({ Bucket: this.bucket, Key: key, ResponseContentDisposition: disposition }), {
      expiresIn: opts.ttlSeconds,
    });
  }

  /** Closes the client's sockets. */
  close(): void {
    this.s3.destroy();
  }
}

function notFound(e: unknown): undefined {
  if (e instanceof S3ServiceException && (e.$metadata.httpStatusCode === 404 || e.name === 'NoSuchKey' || e.name === 'NotFound'))
    return undefined;
  throw e;
}
