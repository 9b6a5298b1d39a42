import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import type { S3Config } from '#server/config/config.ts';
import { type ObjectStorage, SAFE_KEY, type UploadGrant, type UploadTarget } from './storage.ts';

/**
 * Any S3-compatible store. Uploads are presigned POSTs whose policy pins the exact key and the size range
 * (1 byte … the caller's limit) and expires with the grant; the store itself refuses what breaks it.
 */
export class S3Storage implements ObjectStorage {
  readonly kind = 's3' as const;
  readonly publicBaseUrl: string;
  readonly client: S3Client;
  readonly bucket: string;

  constructor(config: S3Config) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      // Other S3-compatible stores rarely have per-bucket DNS; path style works everywhere.
      forcePathStyle: Boolean(config.endpoint),
      credentials: { accessKeyId: config.accessKey, secretAccessKey: config.secretKey },
    });
    const base =
      config.publicUrl ??
      (config.endpoint
        ? `${config.endpoint.replace(/\/+$/, '')}/${config.bucket}`
        : `https://${config.bucket}.s3.${config.region}.amazonaws.com`);
    this.publicBaseUrl = base.endsWith('/') ? base : `${base}/`;
  }

  /**
   * Not signed yet: the object's public URL. With S3 the bucket's policy must keep the keys with a `jobs`
   * or `imports` folder private until presigned GETs are built (docs/decisions.md 33).
   */
  privateUrl(key: string): string {
    return `${this.publicBaseUrl}${key}`;
  }

  async createUpload(grant: UploadGrant): Promise<UploadTarget> {
    const expires = Math.max(1, Math.floor((grant.expiresAt.getTime() - Date.now()) / 1000));
    // createPresignedPost adds the bucket and the exact-key conditions itself.
    const { url, fields } = await createPresignedPost(this.client, {
      Bucket: this.bucket,
      Key: grant.key,
      Conditions: [['content-length-range', 1, grant.maxBytes]],
      Expires: expires,
    });
    return { url, fields, token: fields.Policy ?? fields.policy ?? '' };
  }

  async stat(key: string) {
    if (!SAFE_KEY.test(key)) return null;
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: Number(head.ContentLength ?? 0) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async readHead(key: string, bytes: number): Promise<Buffer> {
    if (!SAFE_KEY.test(key)) return Buffer.alloc(0);
    const object = await this.client.send(
      new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: `bytes=0-${bytes - 1}` }),
    );
    const body = object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
    // A store that ignores Range answers the whole object.
    return body.subarray(0, bytes);
  }

  async delete(key: string): Promise<void> {
    if (!SAFE_KEY.test(key)) return;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType }),
    );
  }

  /** A multipart upload of the stream (5 MB parts), completed only when the stream ends. */
  async putStream(key: string, source: Readable, contentType: string): Promise<{ size: number }> {
    if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`);
    let size = 0;
    source.on('data', (chunk: Buffer) => {
      size += chunk.length;
    });
    await new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: source, ContentType: contentType },
    }).done();
    return { size };
  }

  async openRead(key: string): Promise<Readable | null> {
    if (!SAFE_KEY.test(key)) return null;
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return (object.Body as Readable | undefined) ?? null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}

function isMissing(error: unknown): boolean {
  if (error instanceof NotFound) return true;
  return error instanceof S3ServiceException && error.$metadata?.httpStatusCode === 404;
}
