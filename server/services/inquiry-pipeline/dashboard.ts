/**
 * The sales dashboard's figures over a period (default: the last 12 weeks), spam left out:
 * inquiries per week, by service, package and residency; conversion; median first-reply time.
 * Grouping is done by the database; weeks are made from per-day counts here, because the two
 * databases name weeks differently.
 */
import type { DashboardStats } from "#domain/inbox-context.ts";
import { type Kysely, sql } from "kysely";
import { median, NEEDS_REPLY_AFTER_MS } from "#domain/inquiry-pipeline.ts";
import type { PipelineDatabase } from "./schema.ts";


/** Monday of the week of a YYYY-MM-DD day. */
export function weekStart(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  const offset = (d.getUTCDay() + 6) % 7;
  return new Date(d.getTime() - offset * 86_400_000).toISOString().slice(0, 10);
}

export async function dashboardStats(db: Kysely<PipelineDatabase>, now: Date, range: { from?: string; to?: string } = {}): Promise<DashboardStats> {
  const to = range.to ?? now.toISOString().slice(0, 10);
  const from = range.from ?? weekStart(new Date(Date.parse(`${to}T00:00:00Z`) - 11 * 7 * 86_400_000).toISOString().slice(0, 10));
  const start = `${from}T00:00:00.000Z`;
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString();
  const inPeriod = db.selectFrom("inquiries as i").where("i.is_spam", "=", 0).where("i.created_at", ">=", start).where("i.created_at", "<", end);

  const days = await inPeriod
    .select([sql<string>`substr(i.created_at, 1, 10)`.as("day"), (eb) => eb.fn.countAll<number | string>().as("n")])
    .groupBy(sql`substr(i.created_at, 1, 10)`)
    .execute();
  const weeks = new Map<string, number>();
  for (let w = weekStart(from); w <= to; w = new Date(Date.parse(`${w}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10)) weeks.set(w, 0);
  for (const d of days) {
    const w = weekStart(d.day);
    weeks.set(w, (weeks.get(w) ?? 0) + Number(d.n));
  }

  const statuses = await inPeriod.select(["i.status", (eb) => eb.fn.countAll<number | string>().as("n")]).groupBy("i.status").execute();
  const byStatus = Object.fromEntries(statuses.map((s) => [s.status, Number(s.n)]));
  const total = statuses.reduce((a, s) => a + Number(s.n), 0);

  const services = await inPeriod
    .leftJoin("services as s", "s.id", "i.service_id")
    .select(["i.service_id as id", "s.name", (eb) => eb.fn.countAll<number | string>().as("n")])
    .groupBy(["i.service_id", "s.name"])
    .orderBy("n", "desc")
    .execute();
  const packages = await inPeriod
    .leftJoin("packages as p", "p.id", "i.package_id")
    .select(["i.package_id as id", "p.title as name", (eb) => eb.fn.countAll<number | string>().as("n")])
    .where("i.package_id", "is not", null)
    .groupBy(["i.package_id", "p.title"])
    .orderBy("n", "desc")
    .limit(10)
    .execute();
  const residencies = await inPeriod
    .select(["i.residency", (eb) => eb.fn.countAll<number | string>().as("n")])
    .groupBy("i.residency")
    .orderBy("n", "desc")
    .execute();
  const replies = await inPeriod.select(["i.created_at", "i.first_reply_at"]).where("i.first_reply_at", "is not", null).execute();
  const unanswered = await db
    .selectFrom("inquiries")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("is_spam", "=", 0)
    .where("first_reply_at", "is", null)
    .where("erased_at", "is", null)
    .where("status", "not in", ["won", "lost"])
    .where("created_at", "<", new Date(now.getTime() - NEEDS_REPLY_AFTER_MS).toISOString())
    .executeTakeFirstOrThrow();

  const won = byStatus.won ?? 0;
  return {
    from,
    to,
    total,
    won,
    lost: byStatus.lost ?? 0,
    conversion: total ? won / total : null,
    medianFirstReplyMs: median(replies.map((r) => Math.max(0, Date.parse(r.first_reply_at!) - Date.parse(r.created_at)))),
    repliedCount: replies.length,
    needsReply: Number(unanswered.n),
    perWeek: [...weeks].map(([weekStart, count]) => ({ weekStart, count })),
    byService: services.map((s) => ({ id: s.id, name: s.name ?? (s.id ? `Service #${s.id} (withdrawn)` : "No service"), count: Number(s.n) })),
    byPackage: packages.map((p) => ({ id: p.id, name: p.name ?? `Package #${p.id} (withdrawn)`, count: Number(p.n) })),
    byResidency: residencies.map((r) => ({ residency: r.residency, count: Number(r.n) })),
  };
}

export type { DashboardStats };
