/**
 * The sales pipeline's rules (issue 10 §4), pure so the console, the server and tests share them:
 * statuses and the moves between them, the "needs reply" rule, and the zod schemas of the
 * console's forms (the same schema checks the form in the browser and the action on the server).
 */
import { z } from "zod";

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

/** The site promises a quote in 24-48 hours, so anything unanswered after 24 hours is flagged. */
export const NEEDS_REPLY_AFTER_MS = 24 * 60 * 60 * 1000;

export interface ReplyClockFacts {
  createdAt: string;
  firstReplyAt: string | null;
  status: PipelineStatus;
  isSpam: boolean;
  erased: boolean;
}

export function needsReply(i: ReplyClockFacts, now: Date): boolean {
  if (i.isSpam || i.erased || i.firstReplyAt || CLOSED_STATUSES.includes(i.status)) return false;
  return now.getTime() - Date.parse(i.createdAt) > NEEDS_REPLY_AFTER_MS;
}

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
