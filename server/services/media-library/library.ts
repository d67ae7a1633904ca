/**
 * The media library (decision 0026): uploads cleaned in the image worker and kept through the
 * configured store, their details (alt text, title, description, focal point), and which images may
 * be used. The caller has checked the staff member; this service trusts its `actor`.
 */
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import {
  checkUpload,
  isUsable,
  mediaDetailsSchema,
  mediaKey,
  roundFocal,
  type FocalPoint,
  type MediaAsset,
  type UploadType,
} from "#domain/media.ts";
import { WorkerRefusal, type RenderPool } from "../../images/render-pool.ts";
import type { OriginalStore } from "../../media/storage/index.ts";
import type { AuditLog } from "../audit-log.ts";
import type { DB, MediaAssets } from "../../db/generated-types.ts";

export interface Actor {
  actor: { id: string; email: string };
  ip: string | null;
}

export interface IncomingFile {
  name: string;
  declaredType?: string;
  bytes: Uint8Array;
}

export type UploadResult = { ok: true; asset: MediaAsset } | { ok: false; status: number; file: string; error: string };
export type SaveResult = { ok: true; asset: MediaAsset } | { ok: false; status: number; errors: Record<string, string> };

/** Uploads cleaned at once: each holds its file in memory twice (upload and clean original). */
const MAX_CONCURRENT_UPLOADS = 2;

type Row = Omit<MediaAssets, "alt_text" | "title" | "description" | "focal_x" | "focal_y"> & {
  alt_text: string;
  title: string;
  description: string;
  focal_x: number;
  focal_y: number;
};

export class MediaLibrary {
  private running = 0;
  private waiting: Array<() => void> = [];

  constructor(
    private readonly db: Kysely<DB>,
    private readonly store: OriginalStore,
    private readonly pool: RenderPool,
    private readonly audit: AuditLog,
  ) {}

  async upload(file: IncomingFile, by: Actor): Promise<UploadResult> {
    const name = displayName(file.name);
    const refusal = checkUpload({ name: file.name, size: file.bytes.byteLength, declaredType: file.declaredType, head: file.bytes.subarray(0, 16) });
    if ("status" in refusal) return { ok: false, status: refusal.status, file: name, error: `${name} ${refusal.reason}.` };

    let cleaned;
    await this.slot();
    try {
      cleaned = await this.pool.clean({ bytes: file.bytes });
    } catch (error) {
      if (error instanceof WorkerRefusal) return { ok: false, status: error.status, file: name, error: `${name} ${error.message}.` };
      throw error;
    } finally {
      this.release();
    }
    if (cleaned.contentType !== refusal.type) {
      return { ok: false, status: 415, file: name, error: `${name} does not decode as the ${refusal.type} its first bytes announce.` };
    }

    const key = mediaKey(`${Date.now().toString(36)}-${randomBytes(6).toString("hex")}`);
    const now = new Date().toISOString();
    await this.store.put(key, cleaned.data, cleaned.contentType);
    try {
      await this.db.transaction().execute(async (trx) => {
        await trx
          .insertInto("media_assets")
          .values({
            key,
            content_type: cleaned.contentType,
            width: cleaned.width,
            height: cleaned.height,
            bytes: cleaned.data.byteLength,
            storage: this.store.kind,
            original_name: name,
            uploaded_by_id: by.actor.id,
            uploaded_by_email: by.actor.email,
            created_at: now,
            updated_at: now,
          })
          .execute();
        await this.audit.record(trx, {
          actor: by.actor,
          action: "media.uploaded",
          entityType: "media",
          entityId: key,
          after: { name, contentType: cleaned.contentType, width: cleaned.width, height: cleaned.height, bytes: cleaned.data.byteLength },
          ip: by.ip,
        });
      });
    } catch (error) {
      // Nothing stored unless the row is: an original without a row would never be shown or removed.
      await this.store.delete(key).catch(() => {});
      throw error;
    }
    return { ok: true, asset: (await this.get(key))! };
  }

  async list(): Promise<MediaAsset[]> {
    const rows = (await this.db.selectFrom("media_assets").selectAll().orderBy("created_at", "desc").orderBy("key", "desc").execute()) as Row[];
    return rows.map(toAsset);
  }

  /** Images that may be used on pages: those with alt text. Pickers offer only these. */
  async usable(): Promise<MediaAsset[]> {
    return (await this.list()).filter((a) => a.usable);
  }

  async get(key: string): Promise<MediaAsset | null> {
    const row = (await this.db.selectFrom("media_assets").selectAll().where("key", "=", key).executeTakeFirst()) as Row | undefined;
    return row ? toAsset(row) : null;
  }

  /** Library keys among `keys` that have no alt text yet: publishing a page that uses them is refused. */
  async withoutAltText(keys: string[]): Promise<string[]> {
    if (!keys.length) return [];
    const rows = await this.db.selectFrom("media_assets").select(["key", "alt_text"]).where("key", "in", keys).execute();
    return rows.filter((r) => !isUsable(r)).map((r) => r.key);
  }

  /** The focal point of a library image; null for keys that are not in the library. */
  async focalPoint(key: string): Promise<FocalPoint | null> {
    const row = await this.db.selectFrom("media_assets").select(["focal_x", "focal_y"]).where("key", "=", key).executeTakeFirst();
    return row ? { x: row.focal_x / 100, y: row.focal_y / 100 } : null;
  }

  async saveDetails(key: string, input: unknown, by: Actor): Promise<SaveResult> {
    const parsed = mediaDetailsSchema.safeParse(input);
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
      return { ok: false, status: 400, errors };
    }
    const before = await this.get(key);
    if (!before) return { ok: false, status: 404, errors: { form: "This image is no longer in the library." } };
    const focal = roundFocal({ x: parsed.data.focal_x, y: parsed.data.focal_y });
    const values = {
      alt_text: parsed.data.alt_text,
      title: parsed.data.title,
      description: parsed.data.description,
      focal_x: Math.round(focal.x * 100),
      focal_y: Math.round(focal.y * 100),
      updated_at: new Date().toISOString(),
    };
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable("media_assets").set(values).where("key", "=", key).execute();
      await this.audit.record(trx, {
        actor: by.actor,
        action: "media.details_saved",
        entityType: "media",
        entityId: key,
        before: { alt_text: before.altText, title: before.title, description: before.description, focal: before.focal },
        after: { alt_text: values.alt_text, title: values.title, description: values.description, focal },
        ip: by.ip,
      });
    });
    return { ok: true, asset: (await this.get(key))! };
  }

  private async slot(): Promise<void> {
    if (this.running >= MAX_CONCURRENT_UPLOADS) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running++;
  }

  private release(): void {
    this.running--;
    this.waiting.shift()?.();
  }
}

function toAsset(row: Row): MediaAsset {
  return {
    id: row.key.slice(row.key.indexOf("/") + 1),
    key: row.key,
    contentType: row.content_type as UploadType,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    originalName: row.original_name,
    altText: row.alt_text,
    title: row.title,
    description: row.description,
    focal: { x: row.focal_x / 100, y: row.focal_y / 100 },
    uploadedBy: row.uploaded_by_email,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    usable: isUsable(row),
  };
}

/** The file's own name without any path a browser or tool put before it, kept short for messages. */
export function displayName(name: string): string {
  const base = name.split(/[\\/]/).pop()?.trim() || "file";
  return base.length > 120 ? `${base.slice(0, 117)}...` : base;
}
