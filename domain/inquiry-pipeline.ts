/**
 * The sales pipeline's rules (issue 10 §4), pure so the console, the server and tests share them:
 * statuses and the moves between them, the "needs reply" rule, and the zod schemas of the
 * console's forms (the same schema checks the form in the browser and the action on the server).
 */
import { z } from "zod";
import { arrivalCutoff, type BusinessHours, businessMsBetween, OFFICE_HOURS, weeklyBusinessMs } from "./business-hours.ts";

export const PIPELINE_STATUSES = ["new", "contacted", "quoted", "won", "lost"] as const;
export type PipelineStatus = (typeof PIPELINE_STATUSES)[number];

export const STATUS_LABELS: Record<PipelineStatus, string> = {
  new: "New",
  contacted: "Contacted",
  quoted: "Quoted",
  won: "Won",
  lost: "Lost",
};

export const CLOSED_STATUSES: readonly PipelineStatus[] = ["won", "lost"];

/**
 * Forward moves may skip steps (a first reply can carry the quote). Nothing goes back to "new":
 * it means "nobody has touched this". A closed inquiry can be reopened as contacted or quoted,
 * so a mis-click or a traveller who comes back is not a dead end.
 */
const MOVES: Record<PipelineStatus, readonly PipelineStatus[]> = {
  new: ["contacted", "quoted", "won", "lost"],
  contacted: ["quoted", "won", "lost"],
  quoted: ["contacted", "won", "lost"],
  won: ["contacted", "quoted", "lost"],
  lost: ["contacted", "quoted", "won"],
};

export function allowedMoves(from: PipelineStatus): readonly PipelineStatus[] {
  return MOVES[from];
}

export function canMove(from: PipelineStatus, to: PipelineStatus): boolean {
  return MOVES[from].includes(to);
}

/** Moving out of "new" (other than to lost) means staff reached the traveller, by whatever channel. */
export function countsAsReply(to: PipelineStatus): boolean {
  return to === "contacted" || to === "quoted" || to === "won";
}

/**
 * "Needs reply": unanswered for at least the owner's threshold of business time since arrival
 * (decision 0066). One business hour unless the owner sets another on /console/settings.
 */
export const DEFAULT_REPLY_THRESHOLD_MINUTES = 60;
/** At least a quarter of an hour (a shorter one flags every inquiry as it lands), at most a business week. */
export const MIN_REPLY_THRESHOLD_MINUTES = 15;
export const MAX_REPLY_THRESHOLD_MINUTES = weeklyBusinessMs(OFFICE_HOURS) / 60_000;

export interface ReplyClockFacts {
  createdAt: string;
  firstReplyAt: string | null;
  status: PipelineStatus;
  isSpam: boolean;
  erased: boolean;
}

/** Whether an inquiry can wait for a reply at all: not spam, erased, answered or closed. */
function awaitsReply(i: ReplyClockFacts): boolean {
  return !(i.isSpam || i.erased || i.firstReplyAt || CLOSED_STATUSES.includes(i.status));
}

export function needsReply(i: ReplyClockFacts, now: Date, thresholdMinutes: number, hours: BusinessHours = OFFICE_HOURS): boolean {
  if (!awaitsReply(i)) return false;
  return businessMsBetween(new Date(i.createdAt), now, hours) >= thresholdMinutes * 60_000;
}

/**
 * The arrival instant (ISO) at or before which an unanswered inquiry needs a reply now: the same
 * rule as needsReply, as an index range on created_at for the list, the export and the dashboard.
 */
export function needsReplyCutoff(now: Date, thresholdMinutes: number, hours: BusinessHours = OFFICE_HOURS): string {
  return arrivalCutoff(now, thresholdMinutes * 60_000, hours).toISOString();
}

/** "1 business hour", "1 h 30 min", "45 min" of business time: the threshold as staff read it. */
export function thresholdLabel(minutes: number): string {
  if (minutes === 60) return "1 business hour";
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const parts = [h ? `${h} h` : "", m ? `${m} min` : ""].filter(Boolean).join(" ");
  return `${parts} of business time`;
}

/** The settings form: whole hours and minutes of business time, each field named when wrong. */
export const replyThresholdSchema = z
  .object({
    needsReplyHours: z.coerce
      .number({ error: "Enter whole hours, like 1." })
      .int({ error: "Enter whole hours, like 1." })
      .min(0, { error: "Hours cannot be negative." })
      .max(MAX_REPLY_THRESHOLD_MINUTES / 60, { error: `At most ${MAX_REPLY_THRESHOLD_MINUTES / 60} hours (a business week).` }),
    needsReplyMinutes: z.coerce
      .number({ error: "Enter whole minutes, like 30." })
      .int({ error: "Enter whole minutes, like 30." })
      .min(0, { error: "Minutes cannot be negative." })
      .max(59, { error: "Enter 0 to 59 minutes; add hours above." }),
  })
  .transform((v) => v.needsReplyHours * 60 + v.needsReplyMinutes)
  .refine((total) => total >= MIN_REPLY_THRESHOLD_MINUTES, { error: `At least ${MIN_REPLY_THRESHOLD_MINUTES} minutes.`, path: ["needsReplyMinutes"] })
  .refine((total) => total <= MAX_REPLY_THRESHOLD_MINUTES, { error: `At most ${MAX_REPLY_THRESHOLD_MINUTES / 60} hours (a business week).`, path: ["needsReplyHours"] });

/** Milliseconds from arrival to first reply, or null while unanswered. */
export function firstReplyMs(createdAt: string, firstReplyAt: string | null): number | null {
  if (!firstReplyAt) return null;
  return Math.max(0, Date.parse(firstReplyAt) - Date.parse(createdAt));
}

/** "3 h 20 min", "2 d 4 h", "45 min": how staff read a reply time. */
export function formatDuration(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h${minutes % 60 ? ` ${minutes % 60} min` : ""}`;
  const days = Math.floor(hours / 24);
  return `${days} d${hours % 24 ? ` ${hours % 24} h` : ""}`;
}

/** The median of some numbers, or null for none. */
export function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const version = z.coerce.number({ error: "Reload the inquiry and try again." }).int().min(0);

export const statusChangeSchema = z
  .object({
    status: z.enum(PIPELINE_STATUSES, { error: "Choose a status." }),
    lost_reason: z.string().trim().max(500, { error: "The reason must be at most 500 characters." }).optional(),
    version,
  })
  .superRefine((v, ctx) => {
    if (v.status === "lost" && !v.lost_reason)
      ctx.addIssue({ code: "custom", path: ["lost_reason"], message: "Say why the inquiry was lost." });
  });

export const assignOwnerSchema = z.object({
  // Empty means "nobody".
  owner_id: z.string().trim().max(100),
  version,
});

export const noteSchema = z.object({
  body: z
    .string({ error: "Write a note." })
    .trim()
    .min(1, { error: "Write a note." })
    .max(5000, { error: "A note must be at most 5,000 characters." }),
});

export const ONLY_A_GREETING = "Write your reply: the message is only the greeting.";

/** Words a reply opens with; the console starts every reply with "Jambo <first name>,". */
const GREETING = /^(jambo|hujambo|habari|karibu|hello|hi|hey|dear|good (morning|afternoon|evening))\b/i;

/**
 * A body that is nothing but its opening line ("Jambo Brian,"): what a second click on Send sent
 * once the form had reset (issue 24 item 5). A greeting and a name ("Hello", "Jambo Brian"), or
 * one short line ending in a comma, says nothing to the traveller.
 */
export function isOnlyAGreeting(body: string): boolean {
  const text = body.trim();
  if (!text || text.includes("\n") || text.length > 60) return false;
  return text.endsWith(",") || (GREETING.test(text) && text.split(/\s+/).length <= 2);
}

export const replySchema = z.object({
  subject: z
    .string({ error: "Write a subject." })
    .trim()
    .min(1, { error: "Write a subject." })
    .max(200, { error: "The subject must be at most 200 characters." }),
  body: z
    .string({ error: "Write your reply." })
    .trim()
    .min(1, { error: "Write your reply." })
    .max(20_000, { error: "The reply must be at most 20,000 characters." })
    .refine((body) => !isOnlyAGreeting(body), { error: ONLY_A_GREETING }),
});


/** {field: first message} from a zod error, the shape forms and the API show. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "form";
    out[key] ??= issue.message;
  }
  return out;
}
