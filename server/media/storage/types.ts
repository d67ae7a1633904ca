/**
 * Where uploaded originals live (decision 0026). The variant pipeline, the upload service and the
 * console read and write originals only through this interface, so a deployment picks a backend by
 * configuration (MEDIA_STORAGE) without touching the code that uses it.
 */
export type StorageKind = "database" | "disk" | "s3";

export interface OriginalStore {
  readonly kind: StorageKind;
  /** Stores the bytes under `key`, replacing what was there. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes under `key`, or null when there are none. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes `key`; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Releases connections (S3's HTTP agent), on shutdown. */
  close?(): void;
}
