/**
 * Preview links and scheduled publishing (decision 0030): what the console shows and sends, and the
 * office-time rules. Times are stored and compared in UTC; staff type and read them in the office's
 * zone (Africa/Nairobi), whatever their browser's zone, like every other time in the editors.
 */
import { z } from "zod";
import type { EditorResult } from "./catalogue-editor-context.ts";

export const OFFICE_TIME_ZONE = "Africa/Nairobi";
/** The catalogue's entities: many of each, each its own row and id. */
export const CATALOGUE_ENTITIES = ["package", "story", "destination"] as const;
/**
 * The site-wide documents edited in the console (decisions 0028, 0029, 0038): one each (id 1), a
 * slider per page set (id: the set's number), a service per service (its row's id).
 */
export const SITE_DOCUMENT_ENTITIES = ["company", "terms", "faqs", "page_headers", "gallery", "slider", "service"] as const;
/**
 * What can be previewed and published now or later (decisions 0030, 0038, 0039): every entity the
 * console edits on the draft / publish machinery.
 */
export const PUBLISHABLE_ENTITIES = [...CATALOGUE_ENTITIES, ...SITE_DOCUMENT_ENTITIES] as const;
export type PublishableEntity = (typeof PUBLISHABLE_ENTITIES)[number];
/** What a preview link can show: the same entities (the token names one). */
export type PreviewEntity = PublishableEntity;

/** How far ahead a publish may be scheduled. */
export const MAX_SCHEDULE_AHEAD_DAYS = 366;

export const SCHEDULE_STATUSES = ["pending", "publishing", "published", "failed", "cancelled"] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];

export interface ScheduledPublish {
  id: number;
  entity: PublishableEntity;
  entityId: number;
  /** UTC ISO time. */
  publishAt: string;
  status: ScheduleStatus;
  createdBy: string | null;
  /** Failed: why the publish was refused at its time (field → message). */
  errors: Record<string, string> | null;
  finishedAt: string | null;
}

/** An upcoming or failed schedule with the name of what it publishes, for the console's overview. */
export interface ScheduledPublishEntry extends ScheduledPublish {
  title: string;
  editHref: string;
}

export interface PreviewLinkView {
  /** The public page's path with its `?preview=` token. */
  href: string;
  /** The same, absolute, to send to someone. */
  url: string;
  expiresAt: string;
}

/** The publishing part of an editor page: the preview link (with a draft) and the schedule, if any. */
export interface PublishingView {
  preview: PreviewLinkView | null;
  /** The pending schedule, or the last one if it failed and nothing was published since. */
  schedule: ScheduledPublish | null;
}

export interface PublishingConsole {
  /** The preview link of the draft and the schedule. */
  view(entity: PreviewEntity, id: number): Promise<PublishingView>;
  /**
   * Saves `input` as the draft and schedules its publish at `publishAt` (office time, as typed in a
   * datetime-local field). The publish rules are checked now, and again at that time.
   */
  schedule(entity: PublishableEntity, id: number, input: unknown, base: string | undefined, publishAt: string): Promise<EditorResult<{ publishAt: string }>>;
  cancelSchedule(entity: PublishableEntity, id: number, scheduleId: number): Promise<EditorResult>;
  /** Every pending schedule, soonest first, and failures nothing has replaced yet. */
  upcoming(): Promise<ScheduledPublishEntry[]>;
}

/** The value of a datetime-local field: office time, to the minute. */
export const officeTimeSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "Enter the date and time to publish.");

function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" })
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return wall - Math.floor(instant / 1000) * 1000;
}

/** "2026-12-01T06:00" in the office's zone → the UTC instant; null for a time that is not a date. */
export function officeTimeToUtc(local: string, timeZone = OFFICE_TIME_ZONE): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  const check = new Date(asUtc);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59) return null;
  // Two steps find the instant even on a day the zone's offset changes (Nairobi has none today).
  const first = asUtc - zoneOffsetMs(asUtc, timeZone);
  return new Date(asUtc - zoneOffsetMs(first, timeZone));
}

/** The UTC instant as a datetime-local value in the office's zone. */
export function utcToOfficeTime(iso: string | Date, timeZone = OFFICE_TIME_ZONE): string {
  const instant = new Date(iso).getTime();
  return new Date(instant + zoneOffsetMs(instant, timeZone)).toISOString().slice(0, 16);
}

/** Why a schedule time is refused, or null: it must be in the future and within a year. */
export function scheduleTimeProblem(publishAt: Date | null, now: Date): string | null {
  if (!publishAt) return "Enter the date and time to publish.";
  if (publishAt.getTime() <= now.getTime()) return "Choose a time in the future (Nairobi time).";
  if (publishAt.getTime() - now.getTime() > MAX_SCHEDULE_AHEAD_DAYS * 24 * 3600 * 1000) return "Choose a time within the next year.";
  return null;
}
