/**
 * What console loaders and actions get for editing the catalogue (decision 0023). The server
 * builds it per request; every method requires `content:write` itself, whatever the page checked.
 */
import type { PackageDocument } from "./package-document.ts";
import type { DestinationDocument } from "./destination-document.ts";
import type { StoryDocument } from "./story-document.ts";

/** "new": created in the console, never published (decision 0027); "draft": live with unpublished changes. */
export type EditStatus = "new" | "published" | "draft";

export interface PackageListEntry {
  id: number;
  title: string;
  /** "draft": published, with unpublished changes waiting. */
  status: EditStatus;
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
  status: EditStatus;
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

/** What a package may be linked to (decision 0027): services and published destinations. */
export interface PackageChoices {
  services: { id: number; name: string }[];
  destinations: { id: number; name: string }[];
}

export interface CatalogueEditorConsole {
  destinations: DestinationEditorConsole;
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
}
