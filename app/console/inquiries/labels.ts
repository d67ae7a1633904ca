/** Words the inbox pages share: dates in the office's time, email states, event lines. */
import type { InquiryEmail, InquiryEvent } from "#domain/inbox-context.ts";
import { STATUS_LABELS, type PipelineStatus } from "#domain/inquiry-pipeline.ts";

const stamp = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "Africa/Nairobi" });

/** Staff read times in Nairobi time (EAT). */
export function when(iso: string | null): string {
  return iso ? `${stamp.format(new Date(iso))} EAT` : "";
}

export const EMAIL_KINDS: Record<string, string> = {
  staff_notification: "Notification to sales",
  traveller_acknowledgement: "Acknowledgement to the traveller",
  inquiry_reply: "Reply to the traveller",
  quote_sent: "Quote to the traveller",
  quote_accepted: "Quote accepted (to the owner)",
  quote_acceptance_confirmation: "Acceptance confirmed (to the traveller, with how to pay)",
  quote_changes_requested: "Changes asked for (to the owner)",
  quote_fresh_requested: "Fresh quote asked for (to the owner)",
  booking_receipt: "Payment receipt (to the traveller)",
  balance_reminder: "Balance reminder (to the traveller)",
};

export function emailState(e: InquiryEmail): string {
  switch (e.status) {
    case "sent":
      return `Sent ${when(e.sentAt)}`;
    case "pending":
      return e.attempts === 0 ? "Pending: waiting to be sent" : `Pending: try ${e.attempts + 1} of ${e.maxAttempts} at ${when(e.nextAttemptAt)}${e.lastError ? ` (last error: ${e.lastError})` : ""}`;
    case "sending":
      return "Sending now";
    case "dead":
      return `Not delivered after ${e.attempts} tries${e.lastError ? `: ${e.lastError}` : ""}`;
  }
}

const label = (s: string | null) => (s && s in STATUS_LABELS ? STATUS_LABELS[s as PipelineStatus] : (s ?? ""));

export function eventLine(e: InquiryEvent, staffName: (id: string | null) => string): string {
  switch (e.kind) {
    case "status":
      return `Status ${label(e.from)} → ${label(e.to)}${e.detail ? ` (${e.detail})` : ""}`;
    case "owner":
      return e.to ? `Assigned to ${staffName(e.to)}` : "Owner removed";
    case "note":
      return "Note added";
    case "reply":
      return `Replied by email${e.detail ? `: “${e.detail}”` : ""}`;
    case "released":
      return `Released from spam${e.detail ? ` (was flagged: ${e.detail})` : ""}; its two emails were sent`;
    case "erased":
      return "Personal data erased";
  }
}
