import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertStorageKey, type StoragePort, type StoredObject } from '../../ports/storage.port.ts';

export interface S3Settings {
  S3_ENDPOINT: string;
  S3_BUCKET: string;
  S3_REGION: string;
  S3_ACCESS_KEY_ID: string;
  S3_SECRET_ACCESS_KEY: string;
}

/**
 * Objects in an S3-compatible bucket (AWS S3, Cloudflare R2, Backblaze B2, MinIO…), so every Korero process serves
 * the same files. Nothing is public: Korero reads each object and serves it itself (logos to anyone, customers'
 * photos only to their business's owner), so the bucket stays private and no object has an address of its own.
 */
export class S3Storage implements StoragePort {
  readonly #client: S3Client;
  readonly #bucket: string;

  constructor(settings: S3Settings) {
    this.#bucket = settings.S3_BUCKET;
    this.#client = new S3Client({
      endpoint: settings.S3_ENDPOINT,
      region: settings.S3_REGION,
      credentials: { accessKeyId: settings.S3_ACCESS_KEY_ID, secretAccessKey: settings.S3_SECRET_ACCESS_KEY },
      // Bucket in the path (endpoint/bucket/key): what MinIO and most S3-compatible services expect.
      forcePathStyle: true,
      maxAttempts: 3,
      // Checksums only where S3 requires them: many S3-compatible services reject the newer default headers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /** At start-up: is the bucket there and ours to use? Says which, rather than failing on the first upload. */
  async check(): Promise<void> {
    try {
      await this.#client.send(new HeadBucketCommand({ Bucket: this.#bucket }));
    } catch (error) {
      const status = (error as S3ServiceException).$metadata?.httpStatusCode;
      const why =
        status === 404
          ? 'does not exist: create it first'
          : status === 403 || status === 401
            ? 'refused the access key (check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)'
            : `could not be reached (${(error as Error).message})`;
      throw new Error(`Korero cannot start: the S3 bucket "${this.#bucket}" ${why}.`, { cause: error });
    }
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertStorageKey(key);
    await this.#client.send(new PutObjectCommand({ Bucket: this.#bucket, Key: key, Body: body, ContentType: contentType }));
  }

  async get(key: string): Promise<StoredObject | null> {
    assertStorageKey(key);
    try {
      const answer = await this.#client.send(new GetObjectCommand({ Bucket: this.#bucket, Key: key }));
      const body = Buffer.from(await answer.Body!.transformToByteArray());
      return { body, contentType: answer.ContentType ?? 'application/octet-stream', size: body.length };
    } catch (error) {
      if (error instanceof NoSuchKey || (error as S3ServiceException).$metadata?.httpStatusCode === 404) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: key }));
  }

  async deletePrefix(prefix: string): Promise<void> {
    assertStorageKey(prefix);
    // Paged by the last key seen (ListObjects' Marker), which every S3-compatible service keeps; v2's continuation
    // tokens are not (s3rver cannot make one on Node 22).
    let marker: string | undefined;
    for (;;) {
      const page = await this.#client.send(
        new ListObjectsCommand({ Bucket: this.#bucket, Prefix: `${prefix}/`, Marker: marker, MaxKeys: 1000 }),
      );
      const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : []));
      // One DELETE per object, in turn: every S3-compatible service has it, where the batch call is missing from some
      // and parallel deletes in one folder break others (s3rver). It runs only when an account is deleted.
      for (const Key of keys) await this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key }));
      if (!page.IsTruncated || !keys.length) return;
      marker = keys.at(-1);
    }
  }

  close(): void {
    this.#client.destroy();
  }
}
