/**
 * /console/site-speed (owners and editors): how fast the public pages are for real visitors
 * (decision 0058). p75 of LCP, INP and CLS over the last 28 days per route and device, judged against
 * Google's limits, the elements slow visits named, a daily trend, and the visits behind every figure.
 */
import { Form, useLoaderData } from "react-router";
import type { Figure, SiteSpeedRow, SiteSpeedTrendDay } from "#domain/rum/console-context.ts";
import { GOOD_LIMITS, ratingOf, type Rating } from "#domain/rum/vitals.ts";
import { consoleMeta } from "../lib/meta.ts";
import type { Route } from "./+types/page";
import { consoleOf } from "../lib/console-area.ts";

export const meta = () => consoleMeta("Site speed");

type Shown = "LCP" | "INP" | "CLS";
const SHOWN: Shown[] = ["LCP", "INP", "CLS"];
const NAMES: Record<Shown, string> = {
  LCP: "Largest contentful paint",
  INP: "Interaction to next paint",
  CLS: "Cumulative layout shift",
};
const RATING_WORDS: Record<Rating, string> = { good: "good", "needs-improvement": "needs improvement", poor: "poor" };
const DEVICE_WORDS: Record<string, string> = { all: "All devices", mobile: "Phones", tablet: "Tablets", desktop: "Computers", unknown: "Unknown" };

export async function loader({ context, request }: Route.LoaderArgs) {
  await consoleOf(context).staff.require("site-speed:read");
  const route = new URL(request.url).searchParams.get("route")?.slice(0, 100) || undefined;
  return { report: await consoleOf(context).siteSpeed.report(route) };
}

function formatted(metric: Shown, value: number): string {
  if (metric === "CLS") return value.toFixed(2);
  return value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`;
}

function limitText(metric: Shown): string {
  return formatted(metric, GOOD_LIMITS[metric]);
}

function FigureCell({ metric, figure }: { metric: Shown; figure: Figure }) {
  if (figure.p75 === null) return <span className="c-muted">no visits</span>;
  const rating = ratingOf(metric, figure.p75);
  return (
    <>
      <strong>{formatted(metric, figure.p75)}</strong>{" "}
      <span className={rating === "good" ? "c-badge" : "c-badge c-badge-warn"} data-rating={rating}>
        {RATING_WORDS[rating]}
      </span>
      <br />
      <span className="c-small">
        {figure.visits} {figure.visits === 1 ? "visit" : "visits"}
      </span>
    </>
  );
}

/** A line of the daily p75 (days without visits leave gaps); the table beside it carries the figures. */
function Sparkline({ metric, trend }: { metric: Shown; trend: SiteSpeedTrendDay[] }) {
  const width = 280;
  const height = 60;
  const values = trend.map((d) => d[metric].p75);
  const top = Math.max(GOOD_LIMITS[metric] * 1.5, ...values.map((v) => v ?? 0));
  const x = (i: number) => (i / Math.max(1, trend.length - 1)) * width;
  const y = (v: number) => height - (v / top) * height;
  const points = values.map((v, i) => (v === null ? null : `${x(i).toFixed(1)},${y(v).toFixed(1)}`));
  const segments: string[][] = [[]];
  for (const p of points) {
    if (p) segments.at(-1)!.push(p);
    else if (segments.at(-1)!.length) segments.push([]);
  }
  const seen = values.filter((v): v is number => v !== null);
  const label = seen.length
    ? `${NAMES[metric]}, p75 per day over ${trend.length} days: from ${formatted(metric, seen[0]!)} to ${formatted(metric, seen.at(-1)!)}; the dashed line is the ${limitText(metric)} limit.`
    : `${NAMES[metric]}: no visits in the last ${trend.length} days.`;
  return (
    <svg viewBox={`0 0 ${width} ${height}`} width={width} height={height} role="img" aria-label={label}>
      <line x1={0} x2={width} y1={y(GOOD_LIMITS[metric])} y2={y(GOOD_LIMITS[metric])} stroke="currentColor" strokeDasharray="4 4" opacity={0.5} />
      {segments
        .filter((s) => s.length > 0)
        .map((s, i) =>
          s.length === 1 ? (
            <circle key={i} cx={s[0]!.split(",")[0]} cy={s[0]!.split(",")[1]} r={2.5} fill="currentColor" />
          ) : (
            <polyline key={i} points={s.join(" ")} fill="none" stroke="currentColor" strokeWidth={2} />
          ),
        )}
    </svg>
  );
}

export default function SiteSpeed() {
  const { report } = useLoaderData<typeof loader>();
  const byRoute = new Map<string, SiteSpeedRow[]>();
  for (const row of report.figures) byRoute.set(row.route, [...(byRoute.get(row.route) ?? []), row]);
  const blamed = (route: string, metric: "LCP" | "INP") => report.elements.filter((e) => e.route === route && e.metric === metric).slice(0, 3);
  const trendDays = report.trend.filter((d) => SHOWN.some((m) => d[m].visits > 0));
  return (
    <>
      <h1>Site speed</h1>
      <p className="c-hint">
        How fast the public pages were for real visitors from {report.from} to {report.to} (UTC), measured in their browsers. Each figure is the 75th
        percentile: three visits in four were at least this fast. Google counts a page as good when LCP is at most {limitText("LCP")}, INP at most{" "}
        {limitText("INP")} and CLS at most {limitText("CLS")}. Figures are counted in steps of 10 %.
      </p>

      <section className="c-card" aria-labelledby="h-routes">
        <h2 id="h-routes">Pages and devices</h2>
        {byRoute.size === 0 ? (
          <p className="c-muted">No visits measured yet. Figures arrive as visitors leave the public pages.</p>
        ) : (
          <table className="c-table" data-testid="site-speed-figures">
            <caption className="c-small">p75 over the last 28 days; slow elements are those named most often by visits slower than Google's limit.</caption>
            <thead>
              <tr>
                <th scope="col">Page</th>
                <th scope="col">Device</th>
                {SHOWN.map((m) => (
                  <th scope="col" key={m}>
                    <abbr title={NAMES[m]}>{m}</abbr>
                  </th>
                ))}
                <th scope="col">What made it slow</th>
              </tr>
            </thead>
            <tbody>
              {[...byRoute.entries()].flatMap(([route, rows]) =>
                rows.map((row) => (
                  <tr key={`${route} ${row.device}`} data-route={route} data-device={row.device}>
                    <th scope="row" data-label="Page">
                      <code>{route}</code>
                    </th>
                    <td data-label="Device">{DEVICE_WORDS[row.device] ?? row.device}</td>
                    {SHOWN.map((m) => (
                      <td key={m} data-label={m} data-metric={m}>
                        <FigureCell metric={m} figure={row[m]} />
                      </td>
                    ))}
                    <td data-label="What made it slow">
                      {row.device === "all"
                        ? (["LCP", "INP"] as const).map((m) =>
                            blamed(route, m).length ? (
                              <p key={m} className="c-small" data-blamed={m}>
                                {m}:{" "}
                                {blamed(route, m).map((e, i) => (
                                  <span key={e.selector}>
                                    {i > 0 ? ", " : ""}
                                    <code>{e.selector}</code> ({e.slowVisits})
                                  </span>
                                ))}
                              </p>
                            ) : null,
                          )
                        : null}
                    </td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
        )}
      </section>

      <section className="c-card" aria-labelledby="h-trend">
        <h2 id="h-trend">The last 28 days</h2>
        <Form method="get" className="c-filters" aria-label="Choose the page the trend is for">
          <div className="c-field">
            <label htmlFor="s-route">Page</label>
            <select id="s-route" name="route" className="c-select" defaultValue={report.route ?? ""}>
              <option value="">Every page</option>
              {report.routes.map((r) => (
                <option key={r}>{r}</option>
              ))}
            </select>
          </div>
          <div className="c-actions">
            <button type="submit" className="c-button">
              Show
            </button>
          </div>
        </Form>
        <div className="c-stats">
          {SHOWN.map((m) => (
            <figure key={m} className="c-stat">
              <figcaption>
                {NAMES[m]} ({m}), p75 per day
              </figcaption>
              <Sparkline metric={m} trend={report.trend} />
            </figure>
          ))}
        </div>
        {trendDays.length === 0 ? (
          <p className="c-muted">No visits in these 28 days.</p>
        ) : (
          <table className="c-table" data-testid="site-speed-trend">
            <caption className="c-small">Days with visits{report.route ? ` to ${report.route}` : ""}, newest first.</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                {SHOWN.map((m) => (
                  <th scope="col" key={m}>
                    {m}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[...trendDays].reverse().map((d) => (
                <tr key={d.day}>
                  <th scope="row" data-label="Day">
                    {d.day}
                  </th>
                  {SHOWN.map((m) => (
                    <td key={m} data-label={m}>
                      <FigureCell metric={m} figure={d[m]} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
