/** How the console names a story's status (decision 0025). */
import type { StoryStatus } from "#domain/catalogue-editor-context.ts";

export const STATUS_LABELS: Record<StoryStatus, string> = {
  new: "Not published yet",
  published: "Published",
  draft: "Draft changes",
  archived: "Archived",
};
