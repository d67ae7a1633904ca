/**
 * Originals as files under a directory (DATA_DIR/media by default): cheap to back up with the rest of
 * DATA_DIR, for one machine. Keys are already restricted to [a-z0-9-/] (domain/images.ts), and the
 * path is checked to stay inside the directory all the same.
 */
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, resolve, sep } from "node:path";
import { isImageKey } from "#domain/images.ts";
import type { OriginalStore } from "./types.ts";

export class DiskStore implements OriginalStore {
  readonly kind = "disk" as const;
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private fileOf(key: string): string {
    const file = resolve(this.root, `${key}.original`);
    if (!isImageKey(key) || !file.startsWith(this.root + sep)) throw new Error(`Not a media key: ${key}`);
    return file;
  }

  async put(key: string, bytes: Uint8Array, _contentType?: string): Promise<void> {
    const file = this.fileOf(key);
    await mkdir(dirname(file), { recursive: true });
    // Write then rename, so a reader (or another process) never sees half an original.
    const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(tmp, bytes);
    await rename(tmp, file);
  }

  async get(key: string): Promise<Uint8Array | null> {
    try {
      return await readFile(this.fileOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
  }
}
