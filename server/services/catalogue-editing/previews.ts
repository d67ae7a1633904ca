/**
 * Previews of drafts on the real public pages (decision 0030). A preview request carries a signed
 * token (preview-tokens.ts); its loaders get a catalogue that answers the previewed entity's reads
 * from a rolled-back transaction in which the draft was written into the live rows, through the
 * catalogue's own read code, so the page shows exactly what a publish would. Every other read, and
 * every other request, goes to the public catalogue untouched: the public snapshot, ETags and page
 * cache never see a draft.
 */
import type { Kysely, Transaction } from "kysely";
import type { CatalogueReader } from "#domain/site-context.ts";
import type { PreviewLinkView } from "#domain/publishing.ts";
import { can, type Role } from "#domain/staff-roles.ts";
import type { Database } from "../../db/schema.ts";
import { Catalogue } from "../catalogue/index.ts";
import type { DestinationEditor } from "./destinations.ts";
import type { PackageEditor } from "./packages.ts";
import { type PreviewCheck, type PreviewEntity, type PreviewGrant, PreviewTokens } from "./preview-tokens.ts";
import type { StoryEditor } from "./stories.ts";


export type OpenedPreview = { ok: true; grant: PreviewGrant } | { ok: false; reason: "invalid" | "expired" | "revoked" };

type Read = <T>(read: (tx: Transaction<Database>) => Promise<T>) => Promise<T | null>;

export class CataloguePreviews {
  constructor(
    private db: Kysely<Database>,
    private tokens: PreviewTokens,
    private editors: { packages: PackageEditor; stories: StoryEditor; destinations: DestinationEditor },
  ) {}

  /** A link to the entity's public page showing its draft; null when there is no draft to show. */
  async link(entity: PreviewEntity, id: number, staffId: string, origin: string): Promise<PreviewLinkView | null> {
    const path = await this.draftPath(entity, id);
    if (!path) return null;
    const { token, expiresAt } = this.tokens.issue(entity, id, staffId);
    const href = `${path}?preview=${token}`;
    return { href, url: `${origin.replace(/\/$/, "")}${href}`, expiresAt: expiresAt.toISOString() };
  }

  /** Checks a token, and that the member it was made for may still edit content. */
  async open(token: string): Promise<OpenedPreview> {
    const checked: PreviewCheck = this.tokens.check(token);
    if (!checked.ok) return checked;
    const member = await (this.db as unknown as Kysely<any>)
      .selectFrom("staff_user")
      .select("role")
      .where("id", "=", checked.grant.staffId)
      .where("deactivatedAt", "is", null)
      .executeTakeFirst();
    if (!member || !can(member.role as Role, "content:write")) return { ok: false, reason: "revoked" };
    return checked;
  }

  /**
   * `base` with the granted entity's reads answered from its draft. Reads of other entities (and of
   * this one when its draft is gone) are the public ones.
   */
  reader(base: CatalogueReader, grant: PreviewGrant): CatalogueReader {
    const { packages, stories, destinations } = this.editors;
    const id = grant.id;
    const overrides: Partial<CatalogueReader> = {};
    const withDraft = <T>(read: Read, fromDraft: (c: Catalogue) => Promise<T>, otherwise: () => Promise<T>) =>
      read((tx) => fromDraft(new Catalogue(tx))).then((value) => (value === null ? otherwise() : value));
    if (grant.entity === "package") {
      const read: Read = (r) => packages.previewDraft(id, r);
      overrides.package = (pkgId) => (pkgId === id ? withDraft(read, (c) => c.package(id), () => base.package(pkgId)) : base.package(pkgId));
    } else if (grant.entity === "destination") {
      const read: Read = (r) => destinations.previewDraft(id, r);
      overrides.destination = (destId) => (destId === id ? withDraft(read, (c) => c.destination(id), () => base.destination(destId)) : base.destination(destId));
      // The destination page's package cards name the destination as it will be.
      overrides.packages = (filters) => withDraft(read, (c) => c.packages(filters), () => base.packages(filters));
    } else {
      const read: Read = (r) => stories.previewDraft(id, r);
      overrides.blog = async (slug) => {
        const draftSlug = await stories.draftSlug(id);
        return draftSlug === slug ? withDraft(read, (c) => c.blog(slug), () => base.blog(slug)) : base.blog(slug);
      };
      overrides.blogs = (ordering) => withDraft(read, (c) => c.blogs(ordering), () => base.blogs(ordering));
    }
    return new Proxy(base, {
      get(target, prop, receiver) {
        const own = overrides[prop as keyof CatalogueReader];
        if (own) return own;
        const value = Reflect.get(target, prop, receiver);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  }

  private async draftPath(entity: PreviewEntity, id: number): Promise<string | null> {
    if (entity === "story") {
      const slug = await this.editors.stories.draftSlug(id);
      return slug ? `/blogs/${encodeURIComponent(slug)}` : null;
    }
    const editor = entity === "package" ? this.editors.packages : this.editors.destinations;
    return (await editor.hasDraft(id)) ? `/${entity === "package" ? "packages" : "destinations"}/${id}` : null;
  }
}
