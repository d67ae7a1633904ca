// First: no schema may be built before Zod is told not to use eval (see the module).
import "./lib/zod-without-eval.ts";
import { useEffect } from "react";
import { Links, Meta, Outlet, Scripts, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/root";
import { CacheProvider } from "./lib/cache/index.ts";
import { siteAreaMiddleware } from "./lib/areas.ts";
import { replayEarlyInteractions } from "./lib/early-interactions.ts";
// The stylesheet is rendered with a React precedence (below) rather than through <Links />: React then
// puts it at the top of <head>, ahead of the route modulepreloads, so the one render-blocking request
// is not queued behind ~15 scripts on HTTP/1.1 connections.
import appCss from "./app.css?url";

/** Every page, the console's included, may read the published site (app/lib/areas.ts). */
export const middleware = [siteAreaMiddleware];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-KE">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#245530" />
        <link rel="stylesheet" href={appCss} precedence="default" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="bg-savanna-50 font-sans text-earth-900 antialiased">
        {children}
        {/* No ScrollRestoration: SPEC §2 wants every navigation to start at the top (the layout does it). */}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the document once React has attached (browser tests wait for it before clicking).
  // Then gives back what the visitor typed and tapped before that (docs/decisions/0016).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    replayEarlyInteractions();
  }, []);
  return (
    <CacheProvider>
      <Outlet />
    </CacheProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Something went wrong";
  return (
    <main id="main-content" className="flex min-h-screen items-center justify-center bg-savanna-50 p-8">
      <div className="max-w-xl rounded-2xl bg-white p-10 text-center shadow-sm ring-1 ring-earth-900/10">
        <h1 className="font-display text-3xl font-semibold text-earth-900">{title}</h1>
        <p className="mt-4 text-earth-900/75">
          Please try again, or{" "}
          <a className="font-semibold text-acacia-700 underline" href="/">
            return to the home page
          </a>
          .
        </p>
      </div>
    </main>
  );
}
