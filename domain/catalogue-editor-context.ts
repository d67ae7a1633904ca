/**
 * What console loaders and actions get for editing the catalogue (decision 0023). The server
 * builds it per request; every method requires `content:write` itself, whatever the page checked.
 */
import type { PackageDocument } from "./package-document.ts";
import type { DestinationDocument } from "./destination-document.ts";
import type { StoryDocument } from "./story-document.ts";
import type { CompanyDetails } from "./company-details.ts";
import type { PageHeadersDocument } from "./page-headers-schema.ts";
import type { ServiceDocument } from "./service-document.ts";
import type { FaqsDocument, TermsDocument } from "./site-pages.ts";
import type { PublishingConsole } from "./publishing.ts";
import type { GalleryDocument } from "./gallery-document.ts";
import type { SliderDocument, SliderPageSetName } from "./slider-document.ts";

/** "new": created in the console, never published (decision 0027); "draft": live with unpublished changes. */
export type EditStatus = "new" | "published" | "draft";

/** As a story's: "archived" is taken off the site (never deleted: inquiries and quotes point at it). */
export type PackageStatus = EditStatus | "archived";

export interface PackageListEntry {
  id: number;
  title: string;
  /** "draft": published, with unpublished changes waiting. */
  status: PackageStatus;
  /** When the live package or, if newer, its draft last changed. */
  updatedAt: string;
}

export interface RevisionEntry {
  id: number;
  publishedAt: string;
  /** Email of who published it; null for the state as seeded, recorded before the first edit. */
  publishedBy: string | null;
  restoredFrom: number | null;
}

/** The draft waiting to be published: when, by whom, and the revision it was restored from, if any. */
export interface DraftSummary {
  updatedAt: string;
  updatedBy: string | null;
  restoredFrom: number | null;
}

export interface PackageEditorView {
  id: number;
  status: PackageStatus;
  /** The draft when there is one, else the live package. */
  document: PackageDocument;
  draft: DraftSummary | null;
  revisions: RevisionEntry[];
  /**
   * What the form was opened on (the draft's or the live package's last change). Sent back with a
   * save or publish, so a change someone else made in between is not silently overwritten.
   */
  base: string;
}

export type EditorResult<T = {}> = ({ ok: true } & T) | { ok: false; status: number; errors: Record<string, string> };

/** "new": created, never published; "draft": live with unpublished changes; "archived": taken off the site. */
export type StoryStatus = "new" | "published" | "draft" | "archived";

export interface StoryListEntry {
  id: number;
  title: string;
  slug: string;
  status: StoryStatus;
  isFeatured: boolean;
  updatedAt: string;
}

export interface StoryEditorView {
  id: number;
  status: StoryStatus;
  live: boolean;
  document: StoryDocument;
  draft: DraftSummary | null;
  revisions: RevisionEntry[];
  base: string;
}

export interface ImageChoice {
  key: string;
  alt: string;
}

/** Stories (decision 0025): the same draft/publish/revision pattern, plus create and archive. */
export interface StoryEditorConsole {
  list(): Promise<StoryListEntry[]>;
  view(id: number): Promise<StoryEditorView | null>;
  imageChoices(): Promise<ImageChoice[]>;
  create(input: unknown): Promise<EditorResult<{ id: number }>>;
  saveDraft(id: number, input: unknown, base?: string): Promise<EditorResult>;
  publish(id: number, input?: unknown, base?: string): Promise<EditorResult<{ dataVersion: string }>>;
  archive(id: number): Promise<EditorResult<{ dataVersion: string }>>;
  restore(id: number, revisionId: number): Promise<EditorResult>;
  discardDraft(id: number): Promise<EditorResult>;
}

export interface DestinationListEntry {
  id: number;
  name: string;
  type: string;
  status: "published" | "draft" | "archived";
  /** How many packages list it (an archive is refused while any do). */
  packages: number;
  updatedAt: string;
}

export interface DestinationEditorView {
  id: number;
  status: DestinationListEntry["status"];
  document: DestinationDocument;
  draft: DraftSummary | null;
  revisions: RevisionEntry[];
  usedBy: { id: number; title: string }[];
  base: string;
}

export interface DestinationEditorConsole {
  list(): Promise<DestinationListEntry[]>;
  view(id: number): Promise<DestinationEditorView | null>;
  saveDraft(id: number, input: unknown, base?: string): Promise<EditorResult>;
  publish(id: number, input?: unknown, base?: string): Promise<EditorResult<{ dataVersion: string }>>;
  archive(id: number): Promise<EditorResult<{ dataVersion: string }>>;
  restore(id: number, revisionId: number): Promise<EditorResult>;
  discardDraft(id: number): Promise<EditorResult>;
}

/** A site-wide document (decision 0029: company details, terms, FAQs): one of each, no list, no archive. */
export interface SiteDocumentEditorView<Doc> {
  status: EditStatus;
  /** The draft when there is one, else what is published (the empty document before anything is). */
  document: Doc;
  draft: DraftSummary | null;
  revisions: RevisionEntry[];
  base: string;
}

export interface SiteDocumentEditorConsole<Doc> {
  view(): Promise<SiteDocumentEditorView<Doc>>;
  saveDraft(input: unknown, base?: string): Promise<EditorResult>;
  publish(input?: unknown, base?: string): Promise<EditorResult<{ dataVersion: string }>>;
  restore(revisionId: number): Promise<EditorResult>;
  discardDraft(): Promise<EditorResult>;
}

/** The six services (decision 0029): texts and icon; order, slugs and ids are the spec's. */
export interface ServiceListEntry {
  id: number;
  name: string;
  slug: string;
  status: EditStatus;
  updatedAt: string;
}

export interface ServiceEditorView {
  id: number;
  slug: string;
  status: EditStatus;
  document: ServiceDocument;
  draft: DraftSummary | null;
  revisions: RevisionEntry[];
  base: string;
}

export interface ServiceEditorConsole {
  list(): Promise<ServiceListEntry[]>;
  view(id: number): Promise<ServiceEditorView | null>;
  saveDraft(id: number, input: unknown, base?: string): Promise<EditorResult>;
  publish(id: number, input?: unknown, base?: string): Promise<EditorResult<{ dataVersion: string }>>;
  restore(id: number, revisionId: number): Promise<EditorResult>;
  discardDraft(id: number): Promise<EditorResult>;
}

/** The gallery (decision 0028): one document for all its photos, on the same draft/publish pattern. */
export interface GalleryEditorView {
  status: EditStatus;
  /** The draft when there is one, else the live gallery. */
  document: GalleryDocument;
  /** How many photos the public gallery shows now. */
  published: number;
  draft: DraftSummary | null;
  revisions: RevisionEntry[];
  base: string;
}

export interface GalleryEditorConsole {
  view(): Promise<GalleryEditorView>;
  saveDraft(input: unknown, base?: string): Promise<EditorResult>;
  publish(input?: unknown, base?: string): Promise<EditorResult<{ dataVersion: string }>>;
  restore(revisionId: number): Promise<EditorResult>;
  discardDraft(): Promise<EditorResult>;
}

/** A page's slider image set (decision 0028): one document per page set. */
export interface SliderEditorView {
  set: SliderPageSetName;
  status: EditStatus;
  document: SliderDocument;
  draft: DraftSummary | null;
  revisions: RevisionEntry[];
  base: string;
}

export interface SliderEditorConsole {
  view(set: SliderPageSetName): Promise<SliderEditorView>;
  saveDraft(set: SliderPageSetName, input: unknown, base?: string): Promise<EditorResult>;
  publish(set: SliderPageSetName, input?: unknown, base?: string): Promise<EditorResult<{ dataVersion: string }>>;
  restore(set: SliderPageSetName, revisionId: number): Promise<EditorResult>;
  discardDraft(set: SliderPageSetName): Promise<EditorResult>;
}

/** What a package may be linked to (decision 0027): services and published destinations. */
export interface PackageChoices {
  services: { id: number; name: string }[];
  destinations: { id: number; name: string }[];
}

export interface CatalogueEditorConsole {
  services: ServiceEditorConsole;
  company: SiteDocumentEditorConsole<CompanyDetails>;
  terms: SiteDocumentEditorConsole<TermsDocument>;
  faqs: SiteDocumentEditorConsole<FaqsDocument>;
  pageHeaders: SiteDocumentEditorConsole<PageHeadersDocument>;
  /** Preview links and scheduled publishing of any entity (decision 0030). */
  publishing: PublishingConsole;
  destinations: DestinationEditorConsole;
  gallery: GalleryEditorConsole;
  sliders: SliderEditorConsole;
  stories: StoryEditorConsole;
  packages(): Promise<PackageListEntry[]>;
  package(id: number): Promise<PackageEditorView | null>;
  packageChoices(): Promise<PackageChoices>;
  /** A new package, not live: a row no visitor sees and its first draft (decision 0027). */
  createPackage(input: unknown): Promise<EditorResult<{ id: number }>>;
  /** Validates and stores the draft; the live package is untouched. */
  saveDraft(id: number, input: unknown, base?: string): Promise<EditorResult>;
  /** Publishes `input` (or the stored draft when omitted): live rows, revision, audit, data_version. */
  publish(id: number, input?: unknown, base?: string): Promise<EditorResult<{ dataVersion: string }>>;
  /** Makes a draft from a revision; publishing it is a separate step. */
  restore(id: number, revisionId: number): Promise<EditorResult>;
  discardDraft(id: number): Promise<EditorResult>;
  /** Takes a published package off the site; its rows, draft and history stay (never deleted). */
  archivePackage(id: number): Promise<EditorResult<{ dataVersion: string }>>;
  /** Puts an archived package back on the site as it was when archived. */
  unarchivePackage(id: number): Promise<EditorResult<{ dataVersion: string }>>;
}
