/** How the console names an edited entity's status (decisions 0023, 0025), in lists and badges. */
import type { StoryStatus } from "#domain/catalogue-editor-context.ts";

/** Every status any editor uses (site documents and services only have "published" and "draft"). */
export type EditingStatus = StoryStatus;

export const STATUS_LABELS: Record<EditingStatus, string> = {
  new: "Not published yet",
  published: "Published",
  draft: "Draft changes",
  archived: "Archived",
};

const EDIT_TIME = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Africa/Nairobi" });

/** Times in the editors are the office's (Nairobi), whatever the browser's zone, so all staff read the same. */
export function editTime(iso: string): string {
  return EDIT_TIME.format(new Date(iso));
}

/** On an editor page the draft badge also says the site does not show it yet (packages, destinations). */
export const EDITOR_STATUS_LABELS: Record<EditingStatus, string> = { ...STATUS_LABELS, draft: "Draft changes, not published" };
