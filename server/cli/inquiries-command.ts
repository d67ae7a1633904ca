/**
 * The staff commands behind `npm run inquiries` (entry: ./inquiries.ts):
 * list, show and export inquiries with the delivery state of their two emails.
 */
import { inquiryReference } from "#domain/inquiry-reference.ts";
import type { Db } from "../db/kysely.ts";
import { budgetLabel, formatDates, formatParty, residencyLabel } from "../mail/inquiry-details.ts";
import { type OutboxKind } from "../outbox/kinds.ts";
import type { OutboxMessage } from "../outbox/store.ts";
import type { Selectable } from "kysely";
import { csvCell } from "#domain/csv.ts";
import type { Inquiries } from "../db/generated-types.ts";

type InquiryRow = Selectable<Inquiries> & { package_title: string | null; service_name: string | null; destination_name: string | null };

export const USAGE = `Usage:
  npm run inquiries -- list [--limit N] [--spam]     newest first (spam only with --spam)
  npm run inquiries -- show ID                      every field and the delivery of both emails
  npm run inquiries -- export --since YYYY-MM-DD [--until YYYY-MM-DD] [--spam]   CSV on stdout`;

class UsageError extends Error {}

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  if (i === -1) return undefined;
  const value = args[i + 1];
  if (!value || value.startsWith("--")) throw new UsageError(`--${name} needs a value.`);
  return value;
}

function dateOption(args: string[], name: string): string | undefined {
  const value = option(args, name);
  if (value === undefined) return undefined;
  const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(d.getTime())) throw new UsageError(`--${name} must be a date like 2026-11-01 (got "${value}").`);
  return d.toISOString();
}

const KINDS: Array<[OutboxKind, string]> = [
  ["staff_notification", "staff"],
  ["traveller_acknowledgement", "traveller"],
];

/** "sent", "pending (try 3 of 10 at 2026-11-21 06:12Z)", "dead: <error>", or why there is none. */
function deliveryState(row: InquiryRow, message: OutboxMessage | undefined, verbose = false): string {
  if (!message) return Number(row.is_spam) ? `not sent (spam: ${row.spam_reason ?? "flagged"})` : "none";
  const at = (iso: string | null) => (iso ? `${iso.slice(0, 16).replace("T", " ")}Z` : "");
  switch (message.status) {
    case "sent":
      return verbose ? `sent ${at(message.sent_at)} after ${message.attempts} ${Number(message.attempts) === 1 ? "try" : "tries"}` : "sent";
    case "pending":
      if (Number(message.attempts) === 0) return "pending";
      return `pending (try ${Number(message.attempts) + 1} of ${message.max_attempts} at ${at(message.next_attempt_at)})${
        verbose && message.last_error ? `; last error: ${message.last_error}` : ""
      }`;
    case "sending":
      return `sending since ${at(message.claimed_at)}`;
    case "dead":
      return verbose ? `dead after ${message.attempts} tries: ${message.last_error ?? ""}` : "dead";
  }
  return message.status;
}

function topicOf(row: InquiryRow): string {
  return row.package_title ?? row.service_name ?? row.destination_name ?? "General inquiry";
}

function truncate(s: string, n: number): string {
  return s.length > n ? `${s.slice(0, n - 1)}…` : s;
}

export interface CommandIo {
  /** One line (or block) to stdout. */
  out(text: string): void;
  /** Raw text to stdout (the CSV). */
  write(text: string): void;
  /** Notes and errors to stderr. */
  err(text: string): void;
}

/** Runs one staff command against an open database; returns the exit code. */
export async function runInquiriesCommand(argv: string[], db: Db, io: CommandIo): Promise<number> {
  const [command, ...args] = argv;
  if (!command || command === "help" || command === "--help") {
    io.out(USAGE);
    return command ? 0 : 2;
  }
  try {
    const k = db.kysely;
    const base = k
      .selectFrom("inquiries as i")
      .leftJoin("packages as p", "p.id", "i.package_id")
      .leftJoin("services as s", "s.id", "i.service_id")
      .leftJoin("destinations as d", "d.id", "i.destination_id")
      .selectAll("i")
      .select(["p.title as package_title", "s.name as service_name", "d.name as destination_name"]);
    const messagesFor = async (rows: InquiryRow[]) => {
      const byInquiry = new Map<number, Map<OutboxKind, OutboxMessage>>();
      const ids = rows.map((r) => r.id);
      for (let i = 0; i < ids.length; i += 500) {
        const chunk = await k.selectFrom("outbox_messages").selectAll().where("inquiry_id", "in", ids.slice(i, i + 500)).execute();
        for (const m of chunk) {
          if (m.inquiry_id == null) continue;
          const map = byInquiry.get(m.inquiry_id) ?? new Map();
          map.set(m.kind, m);
          byInquiry.set(m.inquiry_id, map);
        }
      }
      return byInquiry;
    };

    if (command === "list") {
      const limit = Number(option(args, "limit") ?? 50);
      if (!Number.isInteger(limit) || limit < 1) throw new UsageError("--limit must be a positive whole number.");
      const spam = args.includes("--spam") ? 1 : 0;
      const rows = (await base.where("i.is_spam", "=", spam).orderBy("i.id", "desc").limit(limit).execute()) as InquiryRow[];
      if (!rows.length) {
        io.out(spam ? "No spam inquiries." : "No inquiries yet.");
        return 0;
      }
      const messages = await messagesFor(rows);
      const table = rows.map((r) => [
        String(r.id),
        `${r.created_at.slice(0, 16).replace("T", " ")}Z`,
        truncate(r.full_name, 24),
        truncate(r.email, 32),
        truncate(topicOf(r), 32),
        ...KINDS.map(([kind]) => truncate(deliveryState(r, messages.get(r.id)?.get(kind)), 44)),
      ]);
      const header = ["ID", "RECEIVED", "NAME", "EMAIL", "ABOUT", "STAFF EMAIL", "TRAVELLER EMAIL"];
      const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
      for (const line of [header, ...table]) io.out(line.map((c, i) => c.padEnd(widths[i]!)).join("  ").trimEnd());
      return 0;
    }

    if (command === "show") {
      const id = Number(args[0]);
      if (!Number.isInteger(id) || id < 1) throw new UsageError("show needs an inquiry id, e.g. `npm run inquiries -- show 12`.");
      const row = (await base.where("i.id", "=", id).executeTakeFirst()) as InquiryRow | undefined;
      if (!row) {
        io.err(`No inquiry #${id}.`);
        return 1;
      }
      const messages = (await messagesFor([row])).get(row.id);
      const ages: number[] = row.children_ages ? JSON.parse(row.children_ages) : [];
      const lines: Array<[string, string | null | undefined]> = [
        [
          "Inquiry",
          `#${row.id} (${inquiryReference(row.id)})${
            Number(row.is_spam) ? `  (SPAM: ${row.spam_reason})` : row.spam_reason ? `  (delivered; staff asked to check: ${row.spam_reason})` : ""
          }`,
        ],
        ["Received", row.created_at],
        ["Name", row.full_name],
        ["Email", row.email],
        ["Phone", row.phone],
        ["Party", formatParty(row.pax_adults, row.pax_children, ages)],
        ["Dates", formatDates(row.start_date, row.end_date)],
        ["Residency", residencyLabel(row.residency)],
        ["Budget tier", budgetLabel(row.budget_tier)],
        ["Package", row.package_id ? `${row.package_title ?? "(withdrawn)"} (#${row.package_id})` : null],
        ["Service", row.service_id ? `${row.service_name ?? "(withdrawn)"} (#${row.service_id})` : null],
        ["Destination", row.destination_id ? `${row.destination_name ?? "(withdrawn)"} (#${row.destination_id})` : null],
        ["Source page", row.source_page],
        ["Source URL", row.source_url],
        ["Client", [row.client_ip, row.user_agent].filter(Boolean).join("  ")],
        ...KINDS.map(([kind, label]): [string, string] => [`${label[0]!.toUpperCase()}${label.slice(1)} email`, deliveryState(row, messages?.get(kind), true)]),
      ];
      const width = Math.max(...lines.map(([l]) => l.length)) + 2;
      for (const [label, value] of lines) if (value) io.out(`${`${label}:`.padEnd(width)}${value}`);
      io.out(`\nMessage:\n${row.message ? row.message.replace(/^/gm, "  ") : "  (none)"}`);
      return 0;
    }

    if (command === "export") {
      const since = dateOption(args, "since");
      if (!since) throw new UsageError("export needs --since DATE, e.g. --since 2026-11-01.");
      const until = dateOption(args, "until");
      const rows = (await base
        .where("i.created_at", ">=", since)
        .$if(!!until, (q) => q.where("i.created_at", "<", until!))
        .$if(!args.includes("--spam"), (q) => q.where("i.is_spam", "=", 0))
        .orderBy("i.id")
        .execute()) as InquiryRow[];
      const messages = await messagesFor(rows);
      const columns = [
        "id", "created_at", "full_name", "email", "phone", "residency", "budget_tier", "start_date", "end_date",
        "pax_adults", "pax_children", "children_ages", "package_id", "package_title", "service_id", "service_name",
        "destination_id", "destination_name", "message", "source_page", "source_url", "is_spam", "spam_reason",
        "staff_email", "staff_email_sent_at", "traveller_email", "traveller_email_sent_at",
      ];
      const out = [columns.join(",")];
      for (const r of rows) {
        const m = messages.get(r.id);
        const staff = m?.get("staff_notification");
        const traveller = m?.get("traveller_acknowledgement");
        const ages = r.children_ages ? (JSON.parse(r.children_ages) as number[]).join(" ") : "";
        const values: unknown[] = [
          r.id, r.created_at, r.full_name, r.email, r.phone, r.residency, r.budget_tier, r.start_date, r.end_date,
          r.pax_adults, r.pax_children, ages, r.package_id, r.package_title, r.service_id, r.service_name,
          r.destination_id, r.destination_name, r.message, r.source_page, r.source_url, Number(r.is_spam), r.spam_reason,
          staff?.status ?? (Number(r.is_spam) ? "not sent (spam)" : ""), staff?.sent_at,
          traveller?.status ?? (Number(r.is_spam) ? "not sent (spam)" : ""), traveller?.sent_at,
        ];
        out.push(values.map(csvCell).join(","));
      }
      io.write(`${out.join("\r\n")}\r\n`);
      io.err(`Exported ${rows.length} ${rows.length === 1 ? "inquiry" : "inquiries"} since ${since}.`);
      return 0;
    }

    throw new UsageError(`Unknown command "${command}".`);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(`${error.message}\n\n${USAGE}`);
    return 2;
  }
}

