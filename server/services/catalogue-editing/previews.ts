/**
 * Previews of drafts on the real public pages (decision 0030). A preview request carries a signed
 * token (preview-tokens.ts); its loaders get a catalogue that answers the previewed entity's reads
 * from a rolled-back transaction in which the draft was written into the live rows, through the
 * catalogue's own read code, so the page shows exactly what a publish would. Every other read, and
 * every other request, goes to the public catalogue untouched: the public snapshot, ETags and page
 * cache never see a draft.
 *
 * Each previewable entity is one entry of a table (decision 0038): where its link goes, which
 * public pages may show it, and which catalogue reads its draft answers. The site-wide documents
 * (company details, terms, FAQs, page headers, gallery, a slider set, a service) are shown by the
 * pages that read them; the company details and page headers by every public page, since the
 * layout reads them.
 */
import type { Kysely, Transaction } from "kysely";
import type { CatalogueReader } from "#domain/site-context.ts";
import type { PreviewLinkView } from "#domain/publishing.ts";
import { can, type Role } from "#domain/staff-roles.ts";
import { Catalogue } from "../catalogue/index.ts";
import type { DestinationEditor } from "./destinations.ts";
import type { PackageEditor } from "./packages.ts";
import { type PreviewCheck, type PreviewEntity, type PreviewGrant, PreviewTokens } from "./preview-tokens.ts";
import type { StoryEditor } from "./stories.ts";
import type { GalleryEditor } from "./gallery.ts";
import type { SiteDocumentEditor } from "./site-documents.ts";
import type { SliderEditor } from "./sliders.ts";
import type { ServiceEditor } from "./services.ts";
import { SLIDER_PAGE_PATHS, sliderSetOf } from "#domain/slider-document.ts";
import type { DB } from "../../db/generated-types.ts";


export type OpenedPreview = { ok: true; grant: PreviewGrant } | { ok: false; reason: "invalid" | "expired" | "revoked" };

type Read = <T>(read: (tx: Transaction<DB>) => Promise<T>) => Promise<T | null>;
type WithDraft = <T>(fromDraft: (c: Catalogue) => Promise<T>, otherwise: () => Promise<T>) => Promise<T>;

/** How one kind of entity is previewed. */
interface PreviewKind {
  /** The public page the link opens, or null when there is no draft to show. */
  path(id: number): Promise<string | null>;
  /** The public pages (paths without `.data`) a link of this kind may be opened on. */
  pages: RegExp;
  /** The draft written into the live rows for `read` (rolled back after). */
  read(id: number): Read;
  /** The catalogue reads the draft answers; `withDraft` reads through the draft, else `otherwise`. */
  overrides(id: number, base: CatalogueReader, withDraft: WithDraft): Partial<CatalogueReader>;
}

/** Every public page: not the API, the console, images or built assets. */
const ANY_PUBLIC_PAGE = /^\/(?!api\/|console(\/|$)|images\/|assets\/)[^.]*$/;

/** What a preview needs of a site-wide document's editor. */
type DocumentPreviews = Pick<SiteDocumentEditor<unknown>, "hasDraft" | "previewDraft">;

export interface PreviewEditors {
  packages: PackageEditor;
  stories: StoryEditor;
  destinations: DestinationEditor;
  company: DocumentPreviews;
  terms: DocumentPreviews;
  faqs: DocumentPreviews;
  pageHeaders: DocumentPreviews;
  gallery: GalleryEditor;
  sliders: SliderEditor;
  services: Pick<ServiceEditor, "hasDraft" | "previewDraft">;
}

function previewKinds(e: PreviewEditors): Record<PreviewEntity, PreviewKind> {
  /** A site-wide document read by `reads` of the catalogue, its link on `path`. */
  const siteDocument = (editor: DocumentPreviews, path: string, pages: RegExp, reads: Array<"company" | "terms" | "faqs" | "pageHeaders">): PreviewKind => ({
    path: async () => ((await editor.hasDraft()) ? path : null),
    pages,
    read: () => (r) => editor.previewDraft(r),
    overrides: (_id, base, withDraft) =>
      Object.fromEntries(reads.map((m) => [m, () => withDraft<unknown>((c) => c[m](), () => base[m]())])) as Partial<CatalogueReader>,
  });
  const setOf = sliderSetOf;
  return {
    package: {
      path: async (id) => ((await e.packages.hasDraft(id)) ? `/packages/${id}` : null),
      pages: /^\/packages\/[^/]+$/,
      read: (id) => (r) => e.packages.previewDraft(id, r),
      overrides: (id, base, withDraft) => ({ package: (pkgId) => (pkgId === id ? withDraft((c) => c.package(id), () => base.package(pkgId)) : base.package(pkgId)) }),
    },
    destination: {
      path: async (id) => ((await e.destinations.hasDraft(id)) ? `/destinations/${id}` : null),
      pages: /^\/destinations\/[^/]+$/,
      read: (id) => (r) => e.destinations.previewDraft(id, r),
      overrides: (id, base, withDraft) => ({
        destination: (destId) => (destId === id ? withDraft((c) => c.destination(id), () => base.destination(destId)) : base.destination(destId)),
        // The destination page's package cards name the destination as it will be.
        packages: (filters) => withDraft((c) => c.packages(filters), () => base.packages(filters)),
      }),
    },
    story: {
      path: async (id) => {
        const slug = await e.stories.draftSlug(id);
        return slug ? `/blogs/${encodeURIComponent(slug)}` : null;
      },
      pages: /^\/blogs\/[^/]+$/,
      read: (id) => (r) => e.stories.previewDraft(id, r),
      overrides: (id, base, withDraft) => ({
        blog: async (slug) => ((await e.stories.draftSlug(id)) === slug ? withDraft((c) => c.blog(slug), () => base.blog(slug)) : base.blog(slug)),
        blogs: (ordering) => withDraft((c) => c.blogs(ordering), () => base.blogs(ordering)),
      }),
    },
    company: siteDocument(e.company, "/contact", ANY_PUBLIC_PAGE, ["company"]),
    terms: siteDocument(e.terms, "/terms", /^\/terms$/, ["terms"]),
    faqs: siteDocument(e.faqs, "/faqs", /^\/faqs$/, ["faqs"]),
    page_headers: siteDocument(e.pageHeaders, "/about", ANY_PUBLIC_PAGE, ["pageHeaders"]),
    gallery: {
      path: async () => ((await e.gallery.hasDraft()) ? "/gallery" : null),
      pages: /^\/gallery$/,
      read: () => (r) => e.gallery.previewDraft(r),
      overrides: (_id, base, withDraft) => ({ gallery: () => withDraft((c) => c.gallery(), () => base.gallery()) }),
    },
    // A service's draft on /services, where all six are shown with their texts and icons.
    service: {
      path: async (id) => ((await e.services.hasDraft(id)) ? "/services" : null),
      pages: /^\/services$/,
      read: (id) => (r) => e.services.previewDraft(id, r),
      overrides: (_id, base, withDraft) => ({ services: () => withDraft((c) => c.services(), () => base.services()) }),
    },
    slider: {
      path: async (id) => {
        const set = setOf(id);
        return set && (await e.sliders.hasDraft(set)) ? SLIDER_PAGE_PATHS[set] : null;
      },
      // Any public page: the home page's set also stands in elsewhere, and a set is small.
      pages: ANY_PUBLIC_PAGE,
      read: (id) => (r) => (setOf(id) ? e.sliders.previewDraft(setOf(id)!, r) : Promise.resolve(null)),
      overrides: (id, base, withDraft) => ({
        sliderImages: (pageSet) => (pageSet === setOf(id) ? withDraft((c) => c.sliderImages(pageSet), () => base.sliderImages(pageSet)) : base.sliderImages(pageSet)),
      }),
    },
  };
}

export class CataloguePreviews {
  private kinds: Record<PreviewEntity, PreviewKind>;

  constructor(
    private db: Kysely<DB>,
    private tokens: PreviewTokens,
    editors: PreviewEditors,
  ) {
    this.kinds = previewKinds(editors);
  }

  /** A link to the public page showing the entity's draft; null when there is no draft to show. */
  async link(entity: PreviewEntity, id: number, staffId: string, origin: string): Promise<PreviewLinkView | null> {
    const path = await this.kinds[entity].path(id);
    if (!path) return null;
    const { token, expiresAt } = this.tokens.issue(entity, id, staffId);
    const href = `${path}?preview=${token}`;
    return { href, url: `${origin.replace(/\/$/, "")}${href}`, expiresAt: expiresAt.toISOString() };
  }

  /** Whether `path` (a public page's, without `.data`) may show a preview of this grant's kind. */
  shows(grant: PreviewGrant, path: string): boolean {
    return this.kinds[grant.entity].pages.test(path);
  }

  /** Whether `path` is a page some preview could be shown on (other paths ignore the parameter). */
  isPreviewPage(path: string): boolean {
    return Object.values(this.kinds).some((k) => k.pages.test(path));
  }

  /** Checks a token, and that the member it was made for may still edit content. */
  async open(token: string): Promise<OpenedPreview> {
    const checked: PreviewCheck = this.tokens.check(token);
    if (!checked.ok) return checked;
    const member = await this.db
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
    const kind = this.kinds[grant.entity];
    const read = kind.read(grant.id);
    const withDraft: WithDraft = (fromDraft, otherwise) => read((tx) => fromDraft(new Catalogue(tx, { preview: true }))).then((value) => (value === null ? otherwise() : value));
    const overrides = kind.overrides(grant.id, base, withDraft);
    return new Proxy(base, {
      get(target, prop, receiver) {
        const own = overrides[prop as keyof CatalogueReader];
        if (own) return own;
        const value = Reflect.get(target, prop, receiver);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  }
}
