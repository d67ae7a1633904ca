/**
 * Editing stories (decisions 0023, 0025): create, drafts, publish, archive, revisions and restore,
 * on the shared draft and revision functions of drafts.ts. A story row can exist without being
 * live (`status` "draft" until first published, "archived" after); the public reads only
 * "published". The stored HTML is always rendered by this server from the validated rich-text
 * document (or, without one, the HTML sent) and sanitized here before it is stored.
 */
import { sql, type Kysely, type Transaction } from "kysely";
import type { EditorResult, ImageChoice, StoryEditorView, StoryListEntry, StoryStatus } from "#domain/catalogue-editor-context.ts";
import { htmlPlainText, readingTimeMinutes, renderRichText, richTextDocSchema, richTextPlainText } from "#domain/rich-text.ts";
import { STORY_ENTITY, storyDocumentSchema, storyErrors, storyPublishProblems, type StoryDocument } from "#domain/story-document.ts";
import type { AuditLog } from "../audit-log.ts";
import { sanitizeRichText } from "../catalogue/sanitize.ts";
import { writeDraft } from "./drafts.ts";
import { unknownRichTextImageErrors } from "./image-checks.ts";
import { type ActingStaff, EntityEditor, latestChange, type LiveChangeOptions, type Refusal } from "./entity-editor.ts";
import type { DB } from "../../db/generated-types.ts";

type Exec = Kysely<DB> | Transaction<DB>;

const NOT_FOUND = { ok: false as const, status: 404, errors: { form: "That story does not exist." } };

/** The body as the server stores it: HTML rendered from the document, sanitized; its plain text. */
export function storyBody(doc: StoryDocument): { doc: StoryDocument; text: string } {
  if (doc.content_doc) {
    const html = sanitizeRichText(renderRichText(doc.content_doc));
    return { doc: { ...doc, content_html: html }, text: richTextPlainText(doc.content_doc) };
  }
  const html = sanitizeRichText(doc.content_html);
  return { doc: { ...doc, content_html: html }, text: htmlPlainText(html) };
}

export class StoryEditor {
  private editing: EntityEditor<StoryDocument>;

  constructor(
    private db: Kysely<DB>,
    private audit: AuditLog,
    onPublished: () => void,
    private now: () => Date = () => new Date(),
  ) {
    this.editing = new EntityEditor(db, audit, { type: STORY_ENTITY, noun: "story", schema: storyDocumentSchema, liveUpdatedAt }, onPublished);
  }

  async list(): Promise<StoryListEntry[]> {
    const [rows, drafts] = await Promise.all([
      this.db.selectFrom("blogs").select(["id", "title", "slug", "status", "is_featured", "updated_at", "created_at"]).orderBy("updated_at", "desc").orderBy("id", "desc").execute(),
      this.editing.draftTimes(),
    ]);
    return rows.map((r) => {
      const draftAt = drafts.get(r.id);
      return {
        id: r.id,
        title: r.title,
        slug: r.slug,
        status: statusOf(r.status, Boolean(draftAt)),
        isFeatured: Boolean(Number(r.is_featured)),
        updatedAt: latestChange(draftAt, r.updated_at || r.created_at),
      };
    });
  }

  /**
   * The images a story may use as its header: the media library's usable ones (with alt text), and
   * keys already in use on the site (demo illustrations and stories written before the library).
   */
  async imageChoices(): Promise<ImageChoice[]> {
    const [library, blogs, packages, gallery] = await Promise.all([
      this.db.selectFrom("media_assets").select(["key", "alt_text as alt"]).where(sql<boolean>`trim(alt_text) <> ''`).execute(),
      this.db.selectFrom("blogs").select(["image_key as key", "image_alt as alt"]).where("image_key", "!=", "").execute(),
      this.db.selectFrom("package_images").select(["image_key as key", "alt"]).execute(),
      this.db.selectFrom("gallery_images").select(["image_key as key", "alt_text as alt"]).execute(),
    ]);
    const byKey = new Map<string, string>();
    for (const row of [...library, ...blogs, ...gallery, ...packages]) if (!byKey.has(row.key) || !byKey.get(row.key)) byKey.set(row.key, row.alt);
    return [...byKey].map(([key, alt]) => ({ key, alt })).sort((a, b) => (a.alt || a.key).localeCompare(b.alt || b.key, "en"));
  }

  async view(id: number): Promise<StoryEditorView | null> {
    const live = await readLiveStory(this.db, id);
    if (!live) return null;
    const { draft, draftDocument, revisions } = await this.editing.editingState(id);
    return {
      id,
      status: statusOf(live.status, Boolean(draft)),
      live: live.status === "published",
      document: draftDocument ?? live.document,
      draft,
      revisions,
      base: draft?.updatedAt ?? live.updatedAt,
    };
  }

  /** A new story: a row no visitor sees ("new") holding the title and slug, and its first draft. */
  async create(input: unknown, by: ActingStaff): Promise<EditorResult<{ id: number }>> {
    const checked = await this.checkedDocument(input);
    if (!checked.ok) return checked;
    const { doc } = checked;
    const at = this.now().toISOString();
    return this.db.transaction().execute(async (tx) => {
      const taken = await slugTaken(tx, doc.slug, null);
      if (taken) return taken;
      const row = await tx
        .insertInto("blogs")
        .values({
          slug: doc.slug,
          title: doc.title,
          image_key: doc.image_key,
          image_alt: doc.image_alt,
          is_featured: 0,
          author: doc.author,
          excerpt: doc.excerpt,
          content_html: "",
          reading_time_minutes: 1,
          created_at: at,
          updated_at: at,
          status: "draft",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const id = Number(row.id);
      await writeDraft(tx, STORY_ENTITY, id, doc, by.actor, at);
      await this.audit.record(tx, { actor: by.actor, action: "story.created", entityType: STORY_ENTITY, entityId: id, after: doc, ip: by.ip });
      return { ok: true as const, id };
    });
  }

  async saveDraft(id: number, input: unknown, by: ActingStaff, base?: string): Promise<EditorResult> {
    const checked = await this.checkedDocument(input);
    if (!checked.ok) return checked;
    const { doc } = checked;
    const at = this.now().toISOString();
    return this.editing.saveDraft(id, doc, by, at, base, {
      exists: (tx) => readLiveStory(tx, id),
      notFound: NOT_FOUND,
      refuse: (tx) => slugTaken(tx, doc.slug, id),
    });
  }

  /** Publishes `input`, or the stored draft when `input` is undefined. */
  async publish(id: number, input: unknown, by: ActingStaff, base?: string, options?: LiveChangeOptions): Promise<EditorResult<{ dataVersion: string }>> {
    let candidate = input;
    if (candidate === undefined) {
      const draft = await this.editing.draftDocument(id);
      const live = draft === null ? await readLiveStory(this.db, id) : null;
      // An archived story with no draft is published again as it was.
      if (draft === null && live?.status !== "archived") return { ok: false, status: 409, errors: { form: "There is no draft to publish." } };
      candidate = draft ?? live!.document;
    }
    const checked = await this.checkedDocument(candidate);
    if (!checked.ok) return checked;
    const { doc, text } = checked;
    const problems = storyPublishProblems(doc, text);
    if (Object.keys(problems).length) return { ok: false, status: 422, errors: { form: "This story cannot be published yet.", ...problems } };
    const at = this.now().toISOString();
    return this.editing.changeLive(async (tx) => {
      const before = await readLiveStory(tx, id);
      if (!before) return NOT_FOUND;
      const refusal = (await this.editing.changedSince(tx, id, base)) ?? (await slugTaken(tx, doc.slug, id));
      if (refusal) return refusal;
      await writeLiveStory(tx, id, doc, text, at, before.status === "draft");
      // Only a story that was live has a version before this one worth keeping (and auditing).
      const wasLive = before.status === "published";
      await this.editing.recordPublished(tx, id, {
        document: doc,
        by,
        at,
        original: wasLive ? { document: before.document, at: before.updatedAt } : null,
        auditBefore: wasLive ? before.document : undefined,
      });
    }, options);
  }

  /** `read` against the database as it would be with the draft published, rolled back (decision 0030). */
  async previewDraft<T>(id: number, read: (tx: Transaction<DB>) => Promise<T>): Promise<T | null> {
    const draft = await this.editing.validDraft(id);
    if (!draft) return null;
    const checked = await this.checkedDocument(draft);
    if (!checked.ok) return null;
    const live = await readLiveStory(this.db, id);
    if (!live) return null;
    const at = this.now().toISOString();
    return this.editing.rolledBack(async (tx) => {
      await writeLiveStory(tx, id, checked.doc, checked.text, at, live.status === "draft");
      return read(tx);
    });
  }

  /** The slug the draft will have (a preview link points at it); null without a draft. */
  async draftSlug(id: number): Promise<string | null> {
    return (await this.editing.validDraft(id))?.slug ?? null;
  }

  /** Takes a published story off the site (stories are archived, never deleted); its draft stays. */
  async archive(id: number, by: ActingStaff): Promise<EditorResult<{ dataVersion: string }>> {
    const at = this.now().toISOString();
    return this.editing.changeLive(async (tx) => {
      const live = await readLiveStory(tx, id);
      if (!live) return NOT_FOUND;
      if (live.status !== "published") return { ok: false as const, status: 409, errors: { form: "Only a published story can be archived." } };
      await tx.updateTable("blogs").set({ status: "archived", updated_at: at }).where("id", "=", id).execute();
      await this.audit.record(tx, { actor: by.actor, action: "story.archived", entityType: STORY_ENTITY, entityId: id, ip: by.ip });
    });
  }

  async restore(id: number, revisionId: number, by: ActingStaff): Promise<EditorResult> {
    return this.editing.restore(id, revisionId, by, this.now().toISOString());
  }

  async discardDraft(id: number, by: ActingStaff): Promise<EditorResult> {
    const live = await readLiveStory(this.db, id);
    if (live?.status === "draft") return { ok: false, status: 409, errors: { form: "This story was never published; its draft is all there is. Archive is for published stories." } };
    return this.editing.discardDraft(id, by);
  }

  /** `input` as a valid story whose image the site has, with its body rendered and sanitized; else the refusal. */
  private async checkedDocument(input: unknown): Promise<Refusal | { ok: true; doc: StoryDocument; text: string }> {
    const parsed = storyDocumentSchema.safeParse(input);
    if (!parsed.success) return { ok: false, status: 400, errors: storyErrors(parsed.error) };
    const unknownImage = await this.unknownImage(parsed.data);
    if (unknownImage) return unknownImage;
    const unknownBodyImages = await unknownRichTextImageErrors(this.db, "content_doc", parsed.data.content_doc);
    if (unknownBodyImages) return { ok: false, status: 400, errors: unknownBodyImages };
    return { ok: true, ...storyBody(parsed.data) };
  }

  /** The header image must be one the site already has (the select's choices), never a made-up key. */
  private async unknownImage(doc: StoryDocument) {
    if (!doc.image_key) return null;
    const known = (await this.imageChoices()).some((c) => c.key === doc.image_key);
    return known ? null : { ok: false as const, status: 400, errors: { image_key: "Choose an image from the media library." } };
  }
}

/** The live row holding `doc` (publish, and the rolled-back write of a preview). */
async function writeLiveStory(db: Exec, id: number, doc: StoryDocument, text: string, at: string, firstPublish: boolean) {
  await db
    .updateTable("blogs")
    .set({
      slug: doc.slug,
      title: doc.title,
      image_key: doc.image_key,
      image_alt: doc.image_alt,
      is_featured: doc.is_featured ? 1 : 0,
      author: doc.author,
      excerpt: doc.excerpt,
      content_html: doc.content_html,
      content_doc: doc.content_doc ? JSON.stringify(doc.content_doc) : null,
      reading_time_minutes: readingTimeMinutes(text),
      status: "published",
      updated_at: at,
      // A story's date is when it first went live, not when it was first drafted.
      ...(firstPublish ? { created_at: at } : {}),
    })
    .where("id", "=", id)
    .execute();
}

function statusOf(rowStatus: string, hasDraft: boolean): StoryStatus {
  if (rowStatus === "draft") return "new";
  if (rowStatus === "archived") return "archived";
  return hasDraft ? "draft" : "published";
}

async function slugTaken(db: Exec, slug: string, exceptId: number | null) {
  let query = db.selectFrom("blogs").select(["id", "title"]).where("slug", "=", slug);
  if (exceptId !== null) query = query.where("id", "!=", exceptId);
  const other = await query.executeTakeFirst();
  if (!other) return null;
  return {
    ok: false as const,
    status: 409,
    errors: { slug: `Another story ("${other.title}") already uses the address /blogs/${slug}. Change the slug.` },
  };
}

async function liveUpdatedAt(db: Exec, id: number): Promise<string> {
  const row = await db.selectFrom("blogs").select(["updated_at", "created_at"]).where("id", "=", id).executeTakeFirstOrThrow();
  return row.updated_at || row.created_at;
}

async function readLiveStory(db: Exec, id: number) {
  const row = await db.selectFrom("blogs").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const storedDoc = row.content_doc ? richTextDocSchema.safeParse(JSON.parse(row.content_doc)) : null;
  const document: StoryDocument = {
    title: row.title,
    slug: row.slug,
    author: row.author,
    is_featured: Boolean(Number(row.is_featured)),
    excerpt: row.excerpt,
    image_key: row.image_key,
    image_alt: row.image_alt,
    content_doc: storedDoc?.success ? storedDoc.data : null,
    content_html: row.content_html,
  };
  // Rows written by an older seed have no updated_at yet: their creation is their last change.
  return { status: row.status, updatedAt: row.updated_at || row.created_at, document };
}
