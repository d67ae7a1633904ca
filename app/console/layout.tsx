/**
 * THE console's sign-in guard: every page below it runs this loader first,
 * which asks the server for the signed-in staff member (redirecting to the
 * sign-in page when there is none). Pages still check their own permission
 * in their loaders and actions; this only decides who may be here at all.
 */
import type { ReactNode } from "react";
import { Form, NavLink, Outlet, useLoaderData, useLocation } from "react-router";
import { can, type Permission } from "#domain/staff-roles.ts";
import { ROLE_LABELS } from "#domain/staff-roles.ts";
import { useUnsavedChangesGuard } from "./editing/use-unsaved-changes.ts";
import type { Route } from "./+types/layout";

export async function loader({ context, request }: Route.LoaderArgs) {
  const onSecurityPage = new URL(request.url).pathname.replace(/\.data$/, "") === "/console/account/security";
  const member = await context.staff.require(undefined, { allowWithoutTwoFactor: onSecurityPage });
  return { member };
}

const NAV: Array<{ to: string; label: string; show: (role: string) => boolean; end?: boolean }> = [
  { to: "/console", label: "Dashboard", show: () => true, end: true },
  { to: "/console/inquiries", label: "Inquiries", show: (r) => can(r, "inquiries:read") },
  { to: "/console/bookings", label: "Bookings", show: (r) => can(r, "quotes:write") },
  { to: "/console/payments", label: "Payments", show: (r) => can(r, "quotes:write") },
  { to: "/console/packages", label: "Packages", show: (r) => can(r, "content:read") },
  { to: "/console/stories", label: "Stories", show: (r) => can(r, "content:read") },
  { to: "/console/destinations", label: "Destinations", show: (r) => can(r, "content:read") },
  { to: "/console/services", label: "Services", show: (r) => can(r, "content:read") },
  { to: "/console/rates", label: "Rates", show: (r) => can(r, "content:read") },
  { to: "/console/gallery", label: "Gallery", show: (r) => can(r, "content:read") },
  { to: "/console/sliders", label: "Sliders", show: (r) => can(r, "content:read") },
  { to: "/console/page-headers", label: "Page headers", show: (r) => can(r, "content:read") },
  { to: "/console/media", label: "Media", show: (r) => can(r, "content:read") },
  { to: "/console/company", label: "Company details", show: (r) => can(r, "content:read") },
  { to: "/console/terms", label: "Terms", show: (r) => can(r, "content:read") },
  { to: "/console/faqs", label: "FAQs", show: (r) => can(r, "content:read") },
  { to: "/console/scheduled", label: "Scheduled", show: (r) => can(r, "content:read") },
  { to: "/console/audit", label: "Audit trail", show: (r) => can(r, "audit:read") },
  { to: "/console/personal-data", label: "Personal data", show: (r) => can(r, "personal-data:manage") },
  { to: "/console/staff", label: "Staff", show: (r) => can(r, "staff:manage") },
  { to: "/console/booking-terms", label: "Booking terms", show: (r) => can(r, "settings:manage") },
  { to: "/console/settings", label: "Settings", show: (r) => can(r, "settings:manage") },
  { to: "/console/account/security", label: "Sign-in & security", show: () => true },
  { to: "/console/account/sessions", label: "Sessions", show: () => true },
];

/**
 * The areas a role may read without changing (issue 24 item 7: a viewer reads content, rates and
 * quotes): their pages are shown with every control disabled. The server refuses the changes
 * anyway; this only says so before anyone types.
 */
const READ_ONLY_AREAS: Array<{ paths: RegExp; change: Permission }> = [
  { paths: /^\/console\/quotes(\/|$)/, change: "quotes:write" },
  {
    paths: /^\/console\/(packages|stories|destinations|services|rates|gallery|sliders|page-headers|media|company|terms|faqs|scheduled)(\/|$)/,
    change: "content:write",
  },
];

function ReadOnlyArea({ role, children }: { role: string; children: ReactNode }) {
  const { pathname } = useLocation();
  const area = READ_ONLY_AREAS.find((a) => a.paths.test(pathname));
  if (!area || can(role, area.change)) return <>{children}</>;
  return (
    <>
      <p className="c-alert c-alert-info" role="note" data-testid="read-only-notice">
        Read only: your role can read this page but not change it.
      </p>
      {/* A disabled fieldset disables every form control inside it, whichever form it belongs to. */}
      <fieldset disabled className="c-read-only">
        <legend className="c-skip">Read only</legend>
        {children}
      </fieldset>
    </>
  );
}

export default function ConsoleLayout() {
  const { member } = useLoaderData<typeof loader>();
  useUnsavedChangesGuard();
  return (
    <>
      <a className="c-skip" href="#main">
        Skip to content
      </a>
      <header className="c-bar">
        <a className="c-brand" href="/console">
          Twiga Horizons · Staff console
        </a>
        <span className="c-who">
          Signed in as <strong>{member.name}</strong> ({ROLE_LABELS[member.role]}) ·{" "}
          <Form method="post" action="/console/sign-out" reloadDocument>
            <button type="submit" className="c-linkbutton">
              Sign out
            </button>
          </Form>
        </span>
      </header>
      <nav className="c-nav" aria-label="Console">
        <ul>
          {NAV.filter((n) => n.show(member.role)).map((n) => (
            <li key={n.to}>
              <NavLink to={n.to} end={n.end}>
                {n.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" className="c-main" tabIndex={-1}>
        <ReadOnlyArea role={member.role}>
          <Outlet />
        </ReadOnlyArea>
      </main>
    </>
  );
}
