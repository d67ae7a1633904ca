/**
 * Originals in S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, Backblaze B2...), for
 * several app processes on several machines: an upload made through one is served by all.
 */
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import type { OriginalStore } from "./types.ts";

export interface S3StoreOptions {
  bucket: string;
  region: string;
  /** For anything but AWS itself (MinIO, R2, a local test server). */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket.host URLs do not resolve on most self-hosted servers; path-style does everywhere. */
  forcePathStyle: boolean;
  /** Prepended to every key, so one bucket can hold several sites. */
  prefix: string;
}

export class S3Store implements OriginalStore {
  readonly kind = "s3" as const;
  private readonly client: S3Client;

  constructor(private readonly options: S3StoreOptions) {
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      // Without keys the SDK's own chain is used (instance roles, ~/.aws, AWS_* variables).
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
    });
  }

  private objectKey(key: string): string {
    return `${this.options.prefix}${key}`;
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key), Body: bytes, ContentType: contentType }),
    );
  }

  async get(key: string): Promise<Uint8Array | null> {
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }));
      return res.Body ? await res.Body.transformToByteArray() : null;
    } catch (error) {
      if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }));
  }

  close(): void {
    this.client.destroy();
  }
}
