/**
 * The console's outermost route (no sign-in needed): its own stylesheet, never
 * indexed, and the error page for a refused or missing console page. The
 * sign-in pages sit here; everything else sits in ./layout.tsx, the guard.
 */
import { isRouteErrorResponse, Link, Outlet, useRouteError } from "react-router";
import consoleCss from "./console.css?url";
import { consoleMeta } from "./lib/meta.ts";
import { consoleAreaMiddleware } from "./lib/console-area.ts";

/** The console's services are built here, for console requests only (app/lib/areas.ts). */
export const middleware = [consoleAreaMiddleware];

export const links = () => [{ rel: "stylesheet", href: consoleCss }];

export const meta = () => consoleMeta("Welcome");

export default function ConsoleShell() {
  return (
    <div className="c-root">
      <Outlet />
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const [title, text] =
    status === 403
      ? ["Not allowed", "Your role does not allow this page or action. Ask an owner if you need it."]
      : status === 404
        ? ["Not found", "There is no such console page."]
        : ["Something went wrong", "Nothing was changed that you were not told about. Please try again."];
  return (
    <div className="c-root">
      <main id="main" className="c-narrow">
        <div className="c-card">
          <h1>{title}</h1>
          <p>{text}</p>
          <p>
            <Link to="/console">Back to the console</Link>
          </p>
        </div>
      </main>
    </div>
  );
}
