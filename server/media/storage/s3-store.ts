/**
 * Originals in S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, Backblaze B2...), for
 * several app processes on several machines: an upload made through one is served by all.
 * The AWS SDK is imported only when this store is chosen (`S3Store.connect`): it is a large module
 * graph that the web process should not carry when originals live elsewhere (decision 0024).
 */
import type { S3Client } from "@aws-sdk/client-s3";
import type { OriginalStore } from "./types.ts";

type Sdk = typeof import("@aws-sdk/client-s3");

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

  static async connect(options: S3StoreOptions): Promise<S3Store> {
    return new S3Store(await import("@aws-sdk/client-s3"), options);
  }

  private constructor(
    private readonly sdk: Sdk,
    private readonly options: S3StoreOptions,
  ) {
    this.client = new sdk.S3Client({
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
      new this.sdk.PutObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key), Body: bytes, ContentType: contentType }),
    );
  }

  async get(key: string): Promise<Uint8Array | null> {
    try {
      const res = await this.client.send(new this.sdk.GetObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }));
      return res.Body ? await res.Body.transformToByteArray() : null;
    } catch (error) {
      if (error instanceof this.sdk.NoSuchKey || (error instanceof this.sdk.S3ServiceException && error.$metadata.httpStatusCode === 404)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }));
  }

  close(): void {
    this.client.destroy();
  }
}
