/**
 * Where real-user figures are kept (decision 0058): bucket counts per day, route pattern, device
 * class, connection type and vital; the elements blamed for slow LCP and INP; the day's salt for
 * the flood cap. Percentiles are read from the bucket counts (domain/rum/vitals.ts), the same on
 * SQLite and PostgreSQL.
 */
import { randomBytes } from "node:crypto";
import { type Kysely, sql } from "kysely";
import {
  bucketOf,
  dayOf,
  GOOD_LIMITS,
  OTHER_SELECTOR,
  percentileFromBuckets,
  sanitiseSelector,
  SELECTORS_PER_ROUTE_DAY,
  type BucketCount,
  type ConnectionType,
  type DeviceClass,
  type Vital,
} from "#domain/rum/vitals.ts";
import type { SiteSpeedReport, SiteSpeedRow, SiteSpeedTrendDay } from "#domain/rum/console-context.ts";
import type { DB } from "../../db/generated-types.ts";

/** Figures are kept this many days (issue 27), then purged. */
export const KEEP_DAYS = 400;
/** The console's window: Google's field data (CrUX) looks at 28 days too. */
export const REPORT_DAYS = 28;

export interface CountedVisit {
  route: string;
  device: DeviceClass;
  connection: ConnectionType;
  metrics: Partial<Record<Vital, { value: number; target?: string }>>;
}

const DAY_MS = 86_400_000;
export const daysBefore = (day: string, n: number) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) - n * DAY_MS));

export class RumStore {
  private salt: { day: string; value: Promise<string> } | null = null;

  constructor(private db: Kysely<DB>) {}

  /** Counts one visit's figures on `day`, in one transaction. */
  async record(day: string, visit: CountedVisit): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      for (const [metric, figure] of Object.entries(visit.metrics) as Array<[Vital, { value: number; target?: string }]>) {
        await tx
          .insertInto("rum_buckets")
          .values({ day, route: visit.route, device: visit.device, connection: visit.connection, metric, bucket: bucketOf(metric, figure.value), count: 1 })
          .onConflict((oc) => oc.columns(["day", "route", "device", "connection", "metric", "bucket"]).doUpdateSet({ count: sql`rum_buckets.count + 1` }))
          .execute();
        // Only slow visits name an element: the page lists what made LCP or INP slow, not every LCP.
        if ((metric === "LCP" || metric === "INP") && figure.target && figure.value > GOOD_LIMITS[metric]) {
          const selector = sanitiseSelector(figure.target);
          if (selector) await this.blame(tx, day, visit.route, metric, selector);
        }
      }
    });
  }

  /** One more slow visit for an element; past the daily cap of elements, under OTHER_SELECTOR. */
  private async blame(tx: Kysely<DB>, day: string, route: string, metric: string, selector: string): Promise<void> {
    const known = await tx.selectFrom("rum_elements").select("selector").where("day", "=", day).where("route", "=", route).where("metric", "=", metric).execute();
    const kept = known.some((r) => r.selector === selector) || known.filter((r) => r.selector !== OTHER_SELECTOR).length < SELECTORS_PER_ROUTE_DAY ? selector : OTHER_SELECTOR;
    await tx
      .insertInto("rum_elements")
      .values({ day, route, metric, selector: kept, count: 1 })
      .onConflict((oc) => oc.columns(["day", "route", "metric", "selector"]).doUpdateSet({ count: sql`rum_elements.count + 1` }))
      .execute();
  }

  /**
   * Today's salt for the flood cap's visitor keys, made once per day by whichever process asks
   * first (the others read it), and never kept past the next day's purge.
   */
  daySalt(day: string): Promise<string> {
    if (this.salt?.day !== day) {
      const value = (async () => {
        await this.db.insertInto("rum_salts").values({ day, salt: randomBytes(32).toString("base64url") }).onConflict((oc) => oc.column("day").doNothing()).execute();
        const row = await this.db.selectFrom("rum_salts").select("salt").where("day", "=", day).executeTakeFirstOrThrow();
        return row.salt;
      })();
      this.salt = { day, value };
      value.catch(() => {
        if (this.salt?.value === value) this.salt = null;
      });
    }
    return this.salt.value;
  }

  /** Deletes figures older than KEEP_DAYS and every salt but today's. */
  async purge(today: string): Promise<{ buckets: number; elements: number }> {
    const cutoff = daysBefore(today, KEEP_DAYS - 1);
    const buckets = await this.db.deleteFrom("rum_buckets").where("day", "<", cutoff).executeTakeFirst();
    const elements = await this.db.deleteFrom("rum_elements").where("day", "<", cutoff).executeTakeFirst();
    await this.db.deleteFrom("rum_salts").where("day", "<", today).execute();
    return { buckets: Number(buckets.numDeletedRows), elements: Number(elements.numDeletedRows) };
  }

  /** The console's page: p75 per route and device over REPORT_DAYS, the blamed elements, the daily trend. */
  async report(today: string, route?: string): Promise<SiteSpeedReport> {
    const from = daysBefore(today, REPORT_DAYS - 1);
    const shown = ["LCP", "INP", "CLS"] as const;
    const rows = await this.db
      .selectFrom("rum_buckets")
      .select(["route", "device", "metric", "bucket", (eb) => eb.fn.sum<number | string>("count").as("n")])
      .where("day", ">=", from)
      .where("metric", "in", [...shown])
      .groupBy(["route", "device", "metric", "bucket"])
      .execute();

    const groups = new Map<string, { route: string; device: string; buckets: Record<string, BucketCount[]> }>();
    for (const r of rows) {
      for (const device of [r.device, "all"]) {
        const key = `${r.route}\u0000${device}`;
        let g = groups.get(key);
        if (!g) groups.set(key, (g = { route: r.route, device, buckets: { LCP: [], INP: [], CLS: [] } }));
        g.buckets[r.metric]!.push({ bucket: Number(r.bucket), count: Number(r.n) });
      }
    }
    const figures: SiteSpeedRow[] = [...groups.values()]
      .map((g) => ({
        route: g.route,
        device: g.device,
        ...Object.fromEntries(
          shown.map((m) => [m, { p75: percentileFromBuckets(m, g.buckets[m]!, 75), visits: g.buckets[m]!.reduce((n, b) => n + b.count, 0) }]),
        ),
      }) as SiteSpeedRow)
      .sort((a, b) => a.route.localeCompare(b.route) || deviceOrder(a.device) - deviceOrder(b.device));

    const elementRows = await this.db
      .selectFrom("rum_elements")
      .select(["route", "metric", "selector", (eb) => eb.fn.sum<number | string>("count").as("n")])
      .where("day", ">=", from)
      .groupBy(["route", "metric", "selector"])
      .execute();
    const elements = elementRows
      .map((e) => ({ route: e.route, metric: e.metric as "LCP" | "INP", selector: e.selector, slowVisits: Number(e.n) }))
      .sort((a, b) => b.slowVisits - a.slowVisits || a.selector.localeCompare(b.selector));

    let trendQuery = this.db
      .selectFrom("rum_buckets")
      .select(["day", "metric", "bucket", (eb) => eb.fn.sum<number | string>("count").as("n")])
      .where("day", ">=", from)
      .where("metric", "in", [...shown]);
    if (route) trendQuery = trendQuery.where("route", "=", route);
    const trendRows = await trendQuery.groupBy(["day", "metric", "bucket"]).execute();
    const byDay = new Map<string, Record<string, BucketCount[]>>();
    for (const r of trendRows) {
      let d = byDay.get(r.day);
      if (!d) byDay.set(r.day, (d = { LCP: [], INP: [], CLS: [] }));
      d[r.metric]!.push({ bucket: Number(r.bucket), count: Number(r.n) });
    }
    const trend: SiteSpeedTrendDay[] = [];
    for (let i = REPORT_DAYS - 1; i >= 0; i--) {
      const day = daysBefore(today, i);
      const d = byDay.get(day);
      trend.push({
        day,
        ...Object.fromEntries(shown.map((m) => [m, { p75: d ? percentileFromBuckets(m, d[m]!, 75) : null, visits: d ? d[m]!.reduce((n, b) => n + b.count, 0) : 0 }])),
      } as SiteSpeedTrendDay);
    }
    return { from, to: today, route: route ?? null, figures, elements, trend };
  }

  /** The route patterns with figures in the window (the console's route filter). */
  async routes(today: string): Promise<string[]> {
    const rows = await this.db.selectFrom("rum_buckets").select("route").distinct().where("day", ">=", daysBefore(today, REPORT_DAYS - 1)).orderBy("route").execute();
    return rows.map((r) => r.route);
  }
}

const DEVICE_ORDER = ["all", "mobile", "tablet", "desktop", "unknown"];
const deviceOrder = (d: string) => DEVICE_ORDER.indexOf(d);
