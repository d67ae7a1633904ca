/**
 * THE console's sign-in guard: every page below it runs this loader first,
 * which asks the server for the signed-in staff member (redirecting to the
 * sign-in page when there is none). Pages still check their own permission
 * in their loaders and actions; this only decides who may be here at all.
 */
import type { ReactNode } from "react";
import { Form, Outlet, useLoaderData, useLocation } from "react-router";
import { can, type Permission } from "#domain/staff-roles.ts";
import { ROLE_LABELS } from "#domain/staff-roles.ts";
import { useUnsavedChangesGuard } from "./editing/use-unsaved-changes.ts";
import { ConsoleNavMenu } from "./navigation/console-nav-menu.tsx";
import type { Route } from "./+types/layout";
import { consoleOf } from "./lib/console-area.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  const onSecurityPage = new URL(request.url).pathname.replace(/\.data$/, "") === "/console/account/security";
  const member = await consoleOf(context).staff.require(undefined, { allowWithoutTwoFactor: onSecurityPage });
  return { member };
}

/**
 * The areas a role may read without changing (issue 24 item 7: a viewer reads content, rates and
 * quotes): their pages are shown with every control disabled. The server refuses the changes
 * anyway; this only says so before anyone types.
 */
const READ_ONLY_AREAS: Array<{ paths: RegExp; change: Permission }> = [
  // The quotes list itself has nothing to change; the quotes below it do.
  { paths: /^\/console\/quotes\//, change: "quotes:write" },
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
      <ConsoleNavMenu role={member.role} />
      <main id="main" className="c-main" tabIndex={-1}>
        <ReadOnlyArea role={member.role}>
          <Outlet />
        </ReadOnlyArea>
      </main>
    </>
  );
}
