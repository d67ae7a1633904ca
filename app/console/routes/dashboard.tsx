/**
 * /console: the sales dashboard for the last 12 weeks (spam left out): inquiries per week, by
 * service, package and residency; conversion (won / all) and median first-reply time, overall and per
 * agent; what needs a reply; and, for those who work bookings, the money (won, received, owed).
 */
import { Link, useLoaderData } from "react-router";
import { formatDuration } from "#domain/inquiry-pipeline.ts";
import { RESIDENCY_LABELS, type InquiryResidency } from "#domain/residency.ts";
import { can } from "#domain/staff-roles.ts";
import { BookingDashboardFigures } from "../bookings/dashboard-figures.tsx";
import { SetupChecklist } from "../dashboard/setup-checklist.tsx";
import { consoleMeta } from "../lib/meta.ts";
import type { DashboardStats } from "#domain/inbox-context.ts";
import type { Route } from "./+types/dashboard";
import { consoleOf } from "../lib/console-area.ts";

export const meta = () => consoleMeta("Dashboard");

export async function loader({ context }: Route.LoaderArgs) {
  const member = await consoleOf(context).staff.require("inquiries:read");
  // Booking money is for those who work bookings: sales and owners (decision 0055).
  const worksQuotes = can(member.role, "quotes:write");
  const { bookings, quotes, setupChecklist, inbox } = consoleOf(context);
  // Four independent reads, asked at once: on PostgreSQL each takes its own connection, so the page
  // waits for the slowest rather than for their sum (issue 28's 50 ms at 100,000 inquiries).
  const [bookingFigures, pipeline, setup, stats] = await Promise.all([
    worksQuotes ? bookings.figures() : null,
    worksQuotes ? quotes.pipeline() : null,
    // The first-run checklist is for owners, who can act on every step; null once all are done.
    can(member.role, "settings:manage") ? setupChecklist.steps() : null,
    inbox.dashboard(),
  ]);
  return { name: member.name, stats, bookingFigures, pipeline, setup };
}

function Bars({ label, rows }: { label: string; rows: Array<{ key: string; name: string; count: number; href?: string }> }) {
  const max = Math.max(1, ...rows.map((r) => r.count));
  if (!rows.length) return <p className="c-muted">No inquiries in this period.</p>;
  return (
    <ul className="c-bars" aria-label={label}>
      {rows.map((r) => (
        <li key={r.key}>
          <span>{r.href ? <Link to={r.href}>{r.name}</Link> : r.name}</span>
          <span className="c-bar-track" aria-hidden="true">
            <span className="c-bar-fill" style={{ display: "block", width: `${(r.count / max) * 100}%` }} />
          </span>
          <span>{r.count.toLocaleString("en")}</span>
        </li>
      ))}
    </ul>
  );
}

const percent = (x: number | null) => (x === null ? "—" : `${(x * 100).toFixed(1)}%`);

/** Conversion and first replies per owner, each row a link to that owner's inquiries of the period. */
function AgentTable({ stats }: { stats: DashboardStats }) {
  return (
    <section className="c-card" aria-labelledby="agents-heading">
      <h2 id="agents-heading">By agent</h2>
      {stats.byOwner.length ? (
        <table className="c-table">
          <thead>
            <tr>
              <th scope="col">Owner</th>
              <th scope="col">Inquiries</th>
              <th scope="col">Won</th>
              <th scope="col">Conversion</th>
              <th scope="col">Median first reply</th>
            </tr>
          </thead>
          <tbody>
            {stats.byOwner.map((o) => (
              <tr key={o.ownerId ?? "none"}>
                <th scope="row">
                  <Link to={`/console/inquiries?owner=${encodeURIComponent(o.ownerId ?? "none")}&from=${stats.from}&to=${stats.to}`}>{o.name}</Link>
                </th>
                <td data-label="Inquiries">{o.total.toLocaleString("en")}</td>
                <td data-label="Won">{o.won.toLocaleString("en")}</td>
                <td data-label="Conversion">{percent(o.conversion)}</td>
                <td data-label="Median first reply">
                  {o.medianFirstReplyMs === null ? "—" : formatDuration(o.medianFirstReplyMs)} <span className="c-muted c-small">over {o.repliedCount} answered</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="c-muted">No inquiries in this period.</p>
      )}
    </section>
  );
}

const day = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });

export default function Dashboard() {
  const { name, stats, bookingFigures, pipeline, setup } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Dashboard</h1>
      <p>
        Welcome, {name}. Figures for {day.format(new Date(`${stats.from}T00:00:00Z`))} to {day.format(new Date(`${stats.to}T00:00:00Z`))}, spam left out.
      </p>
      {setup ? <SetupChecklist steps={setup} /> : null}
      <div className="c-stats">
        <div className="c-stat">
          Inquiries <strong>{stats.total.toLocaleString("en")}</strong>
        </div>
        <div className="c-stat">
          Conversion (won / all) <strong>{percent(stats.conversion)}</strong>
          <span className="c-muted c-small">{stats.won} won, {stats.lost} lost</span>
        </div>
        <div className="c-stat">
          Median first reply <strong>{stats.medianFirstReplyMs === null ? "—" : formatDuration(stats.medianFirstReplyMs)}</strong>
          <span className="c-muted c-small">over {stats.repliedCount} answered</span>
        </div>
        <div className="c-stat">
          Needs reply now <strong>{stats.needsReply}</strong>
          <Link to="/console/inquiries?needs_reply=1" className="c-small">
            See them
          </Link>
        </div>
      </div>
      {bookingFigures && pipeline ? <BookingDashboardFigures figures={bookingFigures} pipeline={pipeline} /> : null}
      <AgentTable stats={stats} />
      <section className="c-card" aria-labelledby="weeks-heading">
        <h2 id="weeks-heading">Inquiries per week</h2>
        <Bars label="Inquiries per week" rows={stats.perWeek.map((w) => ({ key: w.weekStart, name: `Week of ${day.format(new Date(`${w.weekStart}T00:00:00Z`))}`, count: w.count }))} />
      </section>
      <section className="c-card" aria-labelledby="service-heading">
        <h2 id="service-heading">By service</h2>
        <Bars label="By service" rows={stats.byService.map((s) => ({ key: String(s.id), name: s.name, count: s.count, href: s.id ? `/console/inquiries?service=${s.id}` : undefined }))} />
      </section>
      <section className="c-card" aria-labelledby="package-heading">
        <h2 id="package-heading">Top packages</h2>
        <Bars label="Top packages" rows={stats.byPackage.map((p) => ({ key: String(p.id), name: p.name, count: p.count, href: `/console/inquiries?package=${p.id}` }))} />
      </section>
      <section className="c-card" aria-labelledby="residency-heading">
        <h2 id="residency-heading">By residency</h2>
        <Bars
          label="By residency"
          rows={stats.byResidency.map((r) => ({
            key: r.residency ?? "none",
            name: r.residency ? (RESIDENCY_LABELS[r.residency as InquiryResidency] ?? r.residency) : "Not given",
            count: r.count,
            href: r.residency ? `/console/inquiries?residency=${r.residency}` : undefined,
          }))}
        />
      </section>
    </>
  );
}
