/**
 * Editing packages (decision 0023): drafts, publish, revisions, restore and archive. Publishing writes
 * the live rows, a revision, the audit entry and a new data_version in one transaction, then tells
 * this process's catalogue to re-read the version, so the public site shows the change on its next
 * read. A package is never deleted (inquiries and quotes point at it): archiving sets its status to
 * "archived", which no public read shows, and unarchiving (or publishing) puts it back (0023).
 */
import type { Kysely, Transaction } from "kysely";
import type { EditorResult, PackageChoices, PackageEditorView, PackageListEntry, PackageStatus } from "#domain/catalogue-editor-context.ts";
import { documentErrors, PACKAGE_ENTITY, packageDocumentSchema, publishProblems, type PackageDocument } from "#domain/package-document.ts";
import { slugify } from "#domain/story-document.ts";
import type { AuditLog } from "../audit-log.ts";
import { writeDraft } from "./drafts.ts";
import { type ActingStaff, EntityEditor, latestChange, type LiveChangeOptions, type Refusal } from "./entity-editor.ts";
import { unknownImageErrors } from "./image-checks.ts";
import { readLivePackage, withStoredDescriptions, writeLivePackage } from "./package-rows.ts";
import type { DB } from "../../db/generated-types.ts";

type Exec = Kysely<DB> | Transaction<DB>;

const NOT_FOUND = { ok: false as const, status: 404, errors: { form: "That package does not exist." } };

export class PackageEditor {
  private editing: EntityEditor<PackageDocument>;
  /** Library images (uploads) used here without alt text in the media library (decision 0026). */
  private imagesWithoutAltText: (keys: string[]) => Promise<string[]> = async () => [];

  /** The media library's check: an upload may not be published before it has alt text. */
  useMediaLibrary(check: (keys: string[]) => Promise<string[]>): void {
    this.imagesWithoutAltText = check;
  }

  constructor(
    private db: Kysely<DB>,
    private audit: AuditLog,
    /** Called after a publish commits: the catalogue forgets its cached data_version. */
    onPublished: () => void,
    private now: () => Date = () => new Date(),
  ) {
    this.editing = new EntityEditor(db, audit, { type: PACKAGE_ENTITY, noun: "package", schema: packageDocumentSchema, liveUpdatedAt }, onPublished);
  }

  async list(): Promise<PackageListEntry[]> {
    const [rows, drafts] = await Promise.all([
      this.db.selectFrom("packages").select(["id", "title", "status", "updated_at"]).orderBy("title").orderBy("id").execute(),
      this.editing.draftTimes(),
    ]);
    return rows.map((r) => {
      const draftAt = drafts.get(r.id);
      return { id: r.id, title: r.title, status: editStatus(r.status, Boolean(draftAt)), updatedAt: latestChange(draftAt, r.updated_at) };
    });
  }

  /** Services (in the spec's fixed order) and published destinations (by name), for the form. */
  async choices(): Promise<PackageChoices> {
    const [services, destinations] = await Promise.all([
      this.db.selectFrom("services").select(["id", "name"]).orderBy("sort_order").orderBy("id").execute(),
      this.db.selectFrom("destinations").select(["id", "name"]).where("status", "=", "published").orderBy("name").execute(),
    ]);
    return { services: services.map((r) => ({ id: Number(r.id), name: r.name })), destinations: destinations.map((r) => ({ id: Number(r.id), name: r.name })) };
  }

  async view(id: number): Promise<PackageEditorView | null> {
    const live = await readLivePackage(this.db, id);
    if (!live) return null;
    const { draft, draftDocument, revisions } = await this.editing.editingState(id);
    const rowStatus = await packageStatus(this.db, id);
    return {
      id,
      status: editStatus(rowStatus, draft !== null),
      document: draftDocument ?? live,
      draft,
      revisions,
      base: draft?.updatedAt ?? (await liveUpdatedAt(this.db, id)),
    };
  }

  /**
   * A new package (decision 0027): a row with status "draft", which no public read shows, holding
   * the title and a provisional slug, and its first draft. Publishing makes it live.
   */
  async create(input: unknown, by: ActingStaff): Promise<EditorResult<{ id: number }>> {
    const checked = await this.checkedDocument(input);
    if (!checked.ok) return checked;
    const { doc } = checked;
    const at = this.now().toISOString();
    return this.db.transaction().execute(async (tx) => {
      const row = await tx
        .insertInto("packages")
        .values({
          slug: await uniqueSlug(tx, doc.title, null),
          title: doc.title,
          summary: doc.summary,
          travel_type: "",
          ribbon_tag_left: null,
          is_deal: 0,
          is_standout: 0,
          tier_structure: "multiple",
          dynamic_price: null,
          dynamic_currency: null,
          dynamic_price_was: null,
          min_price_display: null,
          duration_days: 0,
          terms_and_conditions: null,
          created_at: at,
          updated_at: at,
          status: "draft",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const id = Number(row.id);
      await writeDraft(tx, PACKAGE_ENTITY, id, doc, by.actor, at);
      await this.audit.record(tx, { actor: by.actor, action: "package.created", entityType: PACKAGE_ENTITY, entityId: id, after: doc, ip: by.ip });
      return { ok: true as const, id };
    });
  }

  async saveDraft(id: number, input: unknown, by: ActingStaff, base?: string): Promise<EditorResult> {
    const checked = await this.checkedDocument(input);
    if (!checked.ok) return checked;
    const at = this.now().toISOString();
    const exists = (tx: Exec) => tx.selectFrom("packages").select("id").where("id", "=", id).executeTakeFirst();
    return this.editing.saveDraft(id, checked.doc, by, at, base, { exists, notFound: NOT_FOUND });
  }

  /**
   * The document checked as every save, create and publish checks it: the schema, then the
   * services and destinations it names must exist (400 naming the field), then each day's
   * description rendered from its editor document and sanitised.
   */
  private async checkedDocument(input: unknown): Promise<{ ok: true; doc: PackageDocument } | Refusal> {
    const parsed = packageDocumentSchema.safeParse(input);
    if (!parsed.success) return { ok: false, status: 400, errors: documentErrors(parsed.error) };
    const doc = parsed.data;
    const errors: Record<string, string> = {};
    const { services, destinations } = await this.choices();
    if (doc.service_ids.some((sid) => !services.some((s) => s.id === sid))) errors.service_ids = "Choose services from the list.";
    if (doc.destination_ids.some((did) => !destinations.some((d) => d.id === did))) errors.destination_ids = "Choose destinations from the list.";
    if (Object.keys(errors).length) return { ok: false, status: 400, errors };
    const unknownImages = await unknownImageErrors(this.db, "images", doc.images);
    if (unknownImages) return { ok: false, status: 400, errors: unknownImages };
    return { ok: true, doc: withStoredDescriptions(doc) };
  }

  /** Publishes `input`, or the stored draft when `input` is undefined. */
  async publish(id: number, input: unknown, by: ActingStaff, base?: string, options?: LiveChangeOptions): Promise<EditorResult<{ dataVersion: string }>> {
    const candidate = input === undefined ? await this.editing.draftDocument(id) : input;
    if (candidate === null) return { ok: false, status: 409, errors: { form: "There is no draft to publish." } };
    const checked = await this.checkedDocument(candidate);
    if (!checked.ok) return checked;
    const { doc } = checked;
    const problems = publishProblems(doc);
    const missingAlt = await this.imagesWithoutAltText(doc.images.map((img) => img.image_key));
    if (missingAlt.length && !problems.images) {
      problems.images = `Write alt text in the media library for ${missingAlt.length === 1 ? "this image" : "these images"} before publishing: ${missingAlt.join(", ")}.`;
    }
    if (Object.keys(problems).length) {
      return { ok: false, status: 422, errors: { form: "This package cannot be published yet.", ...problems } };
    }
    const at = this.now().toISOString();
    return this.editing.changeLive(async (tx) => {
      const before = await readLivePackage(tx, id);
      if (!before) return NOT_FOUND;
      const conflict = await this.editing.changedSince(tx, id, base);
      if (conflict) return conflict;
      // A package created in the console goes live now, at an address made from its title; an
      // archived one comes back at its old address.
      const status = await packageStatus(tx, id);
      const wasLive = status !== "draft";
      const original = wasLive ? { document: before, at: await liveUpdatedAt(tx, id) } : null;
      if (status === "draft") {
        await tx.updateTable("packages").set({ status: "published", slug: await uniqueSlug(tx, doc.title, id), created_at: at }).where("id", "=", id).execute();
      } else if (status === "archived") {
        await tx.updateTable("packages").set({ status: "published" }).where("id", "=", id).execute();
      }
      await writeLivePackage(tx, id, doc, at);
      // The revision holds the package as re-read, with the ids its new rows were given.
      const after = await readLivePackage(tx, id);
      await this.editing.recordPublished(tx, id, { document: after, by, at, original, auditBefore: wasLive ? before : undefined });
    }, options);
  }

  /** Whether a readable draft is waiting (a preview link needs one). */
  async hasDraft(id: number): Promise<boolean> {
    return this.editing.hasDraft(id);
  }

  /**
   * `read` run against the database as it would be with the draft published, then rolled back
   * (preview links, decision 0030); null when the package has no draft. A package never published
   * yet is made live inside the rolled-back transaction too, so its preview shows the page it will be.
   */
  async previewDraft<T>(id: number, read: (tx: Transaction<DB>) => Promise<T>): Promise<T | null> {
    const at = this.now().toISOString();
    const makeLive = async (tx: Transaction<DB>, draft: PackageDocument) => {
      if ((await packageStatus(tx, id)) !== "published") await tx.updateTable("packages").set({ status: "published" }).where("id", "=", id).execute();
      await writeLivePackage(tx, id, withStoredDescriptions(draft), at);
    };
    return this.editing.previewDraft(id, makeLive, read);
  }

  /**
   * Takes a published package off the site: every public read skips it and its address answers 404,
   * as an archived story's or destination's does. Its rows stay, so inquiries and quotes that name
   * it still read; its draft, history and any scheduled publish stay too (a scheduled publish puts it
   * back, as publishing by hand does).
   */
  async archive(id: number, by: ActingStaff): Promise<EditorResult<{ dataVersion: string }>> {
    return this.setLive(id, by, "archived");
  }

  /** Puts an archived package back on the site as it was when archived (a draft stays a draft). */
  async unarchive(id: number, by: ActingStaff): Promise<EditorResult<{ dataVersion: string }>> {
    return this.setLive(id, by, "published");
  }

  private async setLive(id: number, by: ActingStaff, to: "archived" | "published"): Promise<EditorResult<{ dataVersion: string }>> {
    const at = this.now().toISOString();
    return this.editing.changeLive(async (tx) => {
      const status = await packageStatus(tx, id);
      if (status === undefined) return NOT_FOUND;
      const from = to === "archived" ? "published" : "archived";
      if (status !== from) {
        const form =
          to === "archived"
            ? status === "archived"
              ? "This package is already archived."
              : "This package was never published; there is nothing to take off the site."
            : "Only an archived package can be put back on the site.";
        return { ok: false as const, status: 409, errors: { form } };
      }
      await tx.updateTable("packages").set({ status: to, updated_at: at }).where("id", "=", id).execute();
      await this.audit.record(tx, {
        actor: by.actor,
        action: to === "archived" ? "package.archived" : "package.unarchived",
        entityType: PACKAGE_ENTITY,
        entityId: id,
        before: { status: from },
        after: { status: to },
        ip: by.ip,
      });
    });
  }

  /** A draft made from revision `revisionId`; the live package is untouched until published. */
  async restore(id: number, revisionId: number, by: ActingStaff): Promise<EditorResult> {
    return this.editing.restore(id, revisionId, by, this.now().toISOString(), (doc) => this.withCurrentIds(id, doc));
  }

  async discardDraft(id: number, by: ActingStaff): Promise<EditorResult> {
    return this.editing.discardDraft(id, by);
  }

  /**
   * Tier, activity and image ids in an old revision may have been deleted since; those rows come back as
   * new rows rather than updating whatever now has that id.
   */
  private async withCurrentIds(id: number, doc: PackageDocument): Promise<PackageDocument> {
    const live = await readLivePackage(this.db, id);
    const tierIds = new Set(live?.tiers.map((t) => t.id));
    const activityIds = new Set(live?.optional_activities.map((a) => a.id));
    const imageIds = new Set(live?.images.map((img) => img.id));
    return {
      ...doc,
      images: doc.images.map((img) => (img.id !== null && imageIds.has(img.id) ? img : { ...img, id: null })),
      // Revisions from before services and destinations were edited here (0027) hold none of them.
      service_ids: doc.service_ids.length ? doc.service_ids : (live?.service_ids ?? []),
      destination_ids: doc.destination_ids.length ? doc.destination_ids : (live?.destination_ids ?? []),
      tiers: doc.tiers.map((t) => (t.id !== null && tierIds.has(t.id) ? t : { ...t, id: null })),
      optional_activities: doc.optional_activities.map((a) => (a.id !== null && activityIds.has(a.id) ? a : { ...a, id: null })),
    };
  }
}

async function liveUpdatedAt(db: Exec, id: number): Promise<string> {
  const row = await db.selectFrom("packages").select("updated_at").where("id", "=", id).executeTakeFirstOrThrow();
  return row.updated_at;
}

/** The editor's status from the row's ("draft" is a package never published) and whether a draft waits. */
function editStatus(rowStatus: string | undefined, hasDraft: boolean): PackageStatus {
  if (rowStatus === "draft") return "new";
  if (rowStatus === "archived") return "archived";
  return hasDraft ? "draft" : "published";
}

async function packageStatus(db: Exec, id: number): Promise<string | undefined> {
  return (await db.selectFrom("packages").select("status").where("id", "=", id).executeTakeFirst())?.status;
}

/** A slug made from the title that no other package has: "x", else "x-2", "x-3", … */
async function uniqueSlug(db: Exec, title: string, id: number | null): Promise<string> {
  const base = slugify(title) || "package";
  const taken = new Set(
    (await db.selectFrom("packages").select(["id", "slug"]).where("slug", "like", `${base}%`).execute()).filter((r) => Number(r.id) !== id).map((r) => r.slug),
  );
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!taken.has(slug)) return slug;
  }
}
