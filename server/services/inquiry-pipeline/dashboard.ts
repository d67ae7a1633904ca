/**
 * The sales dashboard's figures over a period (default: the last 12 weeks), spam left out:
 * inquiries per week, by service, package and residency; conversion; median first-reply time.
 * Grouping is done by the database; weeks are made from per-day counts here, because the two
 * databases name weeks differently.
 */
import type { DashboardStats, OwnerStats } from "#domain/inbox-context.ts";
import { type Kysely, sql } from "kysely";
import { median, needsReplyCutoff } from "#domain/inquiry-pipeline.ts";
import type { DB } from "../../db/generated-types.ts";


/** Monday of the week of a YYYY-MM-DD day. */
export function weekStart(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  const offset = (d.getUTCDay() + 6) % 7;
  return new Date(d.getTime() - offset * 86_400_000).toISOString().slice(0, 10);
}

export async function dashboardStats(db: Kysely<DB>, now: Date, thresholdMinutes: number, range: { from?: string; to?: string } = {}): Promise<DashboardStats> {
  const to = range.to ?? now.toISOString().slice(0, 10);
  const from = range.from ?? weekStart(new Date(Date.parse(`${to}T00:00:00Z`) - 11 * 7 * 86_400_000).toISOString().slice(0, 10));
  const start = `${from}T00:00:00.000Z`;
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString();
  const inPeriod = db.selectFrom("inquiries as i").where("i.is_spam", "=", 0).where("i.created_at", ">=", start).where("i.created_at", "<", end);

  const daysQuery = inPeriod
    .select([sql<string>`substr(i.created_at, 1, 10)`.as("day"), (eb) => eb.fn.countAll<number | string>().as("n")])
    .groupBy(sql`substr(i.created_at, 1, 10)`)
    .execute();
  // One pass gives both the statuses and each owner's share (the period's rows read once, not twice).
  const ownerStatusesQuery = inPeriod
    .select(["i.owner_id", "i.status", (eb) => eb.fn.countAll<number | string>().as("n")])
    .groupBy(["i.owner_id", "i.status"])
    .execute();

  const servicesQuery = inPeriod
    .leftJoin("services as s", "s.id", "i.service_id")
    .select(["i.service_id as id", "s.name", (eb) => eb.fn.countAll<number | string>().as("n")])
    .groupBy(["i.service_id", "s.name"])
    .orderBy("n", "desc")
    .execute();
  const packagesQuery = inPeriod
    .leftJoin("packages as p", "p.id", "i.package_id")
    .select(["i.package_id as id", "p.title as name", (eb) => eb.fn.countAll<number | string>().as("n")])
    .where("i.package_id", "is not", null)
    .groupBy(["i.package_id", "p.title"])
    .orderBy("n", "desc")
    .limit(10)
    .execute();
  const residenciesQuery = inPeriod
    .select(["i.residency", (eb) => eb.fn.countAll<number | string>().as("n")])
    .groupBy("i.residency")
    .orderBy("n", "desc")
    .execute();
  const repliesQuery = inPeriod.select(["i.owner_id", "i.created_at", "i.first_reply_at"]).where("i.first_reply_at", "is not", null).execute();
  const unansweredQuery = db
    .selectFrom("inquiries")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("is_spam", "=", 0)
    .where("first_reply_at", "is", null)
    .where("erased_at", "is", null)
    .where("status", "not in", ["won", "lost"])
    .where("created_at", "<=", needsReplyCutoff(now, thresholdMinutes))
    .executeTakeFirstOrThrow();

  // Seven independent reads of the period, asked at once: on PostgreSQL each has its own connection
  // (the dashboard waits for the slowest, not their sum); on SQLite they run one after the other.
  const [days, ownerStatuses, services, packages, residencies, replies, unanswered] = await Promise.all([
    daysQuery,
    ownerStatusesQuery,
    servicesQuery,
    packagesQuery,
    residenciesQuery,
    repliesQuery,
    unansweredQuery,
  ]);
  const weeks = new Map<string, number>();
  for (let w = weekStart(from); w <= to; w = new Date(Date.parse(`${w}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10)) weeks.set(w, 0);
  for (const d of days) {
    const w = weekStart(d.day);
    weeks.set(w, (weeks.get(w) ?? 0) + Number(d.n));
  }

  const byStatus: Record<string, number> = {};
  const perOwnerCounts = new Map<string | null, { owner_id: string | null; n: number; won: number }>();
  for (const r of ownerStatuses) {
    const n = Number(r.n);
    byStatus[r.status] = (byStatus[r.status] ?? 0) + n;
    const o = perOwnerCounts.get(r.owner_id) ?? { owner_id: r.owner_id, n: 0, won: 0 };
    o.n += n;
    if (r.status === "won") o.won += n;
    perOwnerCounts.set(r.owner_id, o);
  }
  const total = Object.values(byStatus).reduce((a, n) => a + n, 0);

  const won = byStatus.won ?? 0;
  const replyMs = (r: (typeof replies)[number]) => Math.max(0, Date.parse(r.first_reply_at!) - Date.parse(r.created_at));
  return {
    from,
    to,
    total,
    won,
    lost: byStatus.lost ?? 0,
    conversion: total ? won / total : null,
    medianFirstReplyMs: median(replies.map(replyMs)),
    repliedCount: replies.length,
    needsReply: Number(unanswered.n),
    perWeek: [...weeks].map(([weekStart, count]) => ({ weekStart, count })),
    byService: services.map((s) => ({ id: s.id, name: s.name ?? (s.id ? `Service #${s.id} (withdrawn)` : "No service"), count: Number(s.n) })),
    byPackage: packages.map((p) => ({ id: p.id, name: p.name ?? `Package #${p.id} (withdrawn)`, count: Number(p.n) })),
    byResidency: residencies.map((r) => ({ residency: r.residency, count: Number(r.n) })),
    byOwner: await perOwner(db, [...perOwnerCounts.values()], replies, replyMs),
  };
}

/**
 * Conversion and median first reply per owner, the agent who answers for an inquiry (decision
 * 0065): most inquiries first, the unassigned last. Names come from the staff accounts; an owner
 * whose account is gone is still counted, under their id.
 */
async function perOwner<R extends { owner_id: string | null }>(
  db: Kysely<DB>,
  owners: Array<{ owner_id: string | null; n: number | string; won: number | string | null }>,
  replies: R[],
  replyMs: (r: R) => number,
): Promise<OwnerStats[]> {
  const ids = owners.map((o) => o.owner_id).filter((id): id is string => id !== null);
  const names = new Map<string, string>();
  if (ids.length) {
    const staff = await db.selectFrom("staff_user").select(["id", "name"]).where("id", "in", ids).execute();
    for (const m of staff) names.set(m.id, m.name);
  }
  const replyTimes = new Map<string | null, number[]>();
  for (const r of replies) {
    const times = replyTimes.get(r.owner_id) ?? [];
    times.push(replyMs(r));
    replyTimes.set(r.owner_id, times);
  }
  return owners
    .map((o) => {
      const total = Number(o.n);
      const won = Number(o.won ?? 0);
      const theirs = replyTimes.get(o.owner_id) ?? [];
      return {
        ownerId: o.owner_id,
        name: o.owner_id === null ? "Unassigned" : (names.get(o.owner_id) ?? `Former staff member (${o.owner_id.slice(0, 8)})`),
        total,
        won,
        conversion: total ? won / total : null,
        medianFirstReplyMs: median(theirs),
        repliedCount: theirs.length,
      };
    })
    .sort((a, b) => Number(a.ownerId === null) - Number(b.ownerId === null) || b.total - a.total || a.name.localeCompare(b.name));
}

export type { DashboardStats };
