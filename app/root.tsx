// First: no schema may be built before Zod is told not to use eval (see the module).
import "./lib/zod-without-eval.ts";
import { useEffect, useMemo } from "react";
import { setupI18n, type Messages } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Links, Meta, Outlet, Scripts, isRouteErrorResponse, useMatches, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from "react-router";
import { isLocale, LOCALE_TAGS, splitLocalePath } from "#domain/locales.ts";
import type { Route } from "./+types/root";
import { messagesFor } from "./lib/i18n/catalogs.server.ts";
import { useLocalize } from "./lib/i18n/link.tsx";
import { CacheProvider } from "./lib/cache/index.ts";
import { siteAreaMiddleware } from "./lib/areas.ts";
import { replayEarlyInteractions } from "./lib/early-interactions.ts";
// The stylesheet is rendered with a React precedence (below) rather than through <Links />: React then
// puts it at the top of <head>, ahead of the route modulepreloads, so the one render-blocking request
// is not queued behind ~15 scripts on HTTP/1.1 connections.
import appCss from "./app.css?url";

/** Every page, the console's included, may read the published site (app/lib/areas.ts). */
export const middleware = [siteAreaMiddleware];

/**
 * The page's language, from its path (`/de/...`, decision 0074), and that language's messages: a
 * page ships its own language's texts and no other's. The console is English and takes none.
 */
export function loader({ request }: Route.LoaderArgs) {
  const { locale, path } = splitLocalePath(new URL(request.url).pathname);
  return { locale, messages: path.startsWith("/console") ? {} : messagesFor(locale) };
}

/** The messages change only with the language. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return splitLocalePath(currentUrl.pathname).locale !== splitLocalePath(nextUrl.pathname).locale;
}

/**
 * A traveller's quote or booking (/quotes/:token, /bookings/:token) is in the quote's language, which
 * no URL prefix names: its route's loader (the deepest match) says it as `documentLocale` (decision 0077).
 */
function useDocumentLocale() {
  const locale = (useMatches().at(-1)?.loaderData as { documentLocale?: unknown } | undefined)?.documentLocale;
  return isLocale(locale) ? locale : undefined;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const documentLocale = useDocumentLocale();
  return (
    <html lang={LOCALE_TAGS[documentLocale ?? data?.locale ?? "en"]}>
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

export default function App({ loaderData: { locale, messages } }: Route.ComponentProps) {
  const i18n = useMemo(() => setupI18n({ locale, messages: { [locale]: messages as Messages } }), [locale, messages]);
  // Marks the document once React has attached (browser tests wait for it before clicking).
  // Then gives back what the visitor typed and tapped before that (docs/decisions/0016).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    replayEarlyInteractions();
  }, []);
  return (
    <I18nProvider i18n={i18n}>
      <CacheProvider>
        <Outlet />
      </CacheProvider>
    </I18nProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  // The boundary renders outside App's provider: it gives itself the page's language from the root
  // loader's data, and English words when even that is missing.
  const data = useRouteLoaderData<typeof loader>("root");
  const i18n = useMemo(() => (data ? setupI18n({ locale: data.locale, messages: { [data.locale]: data.messages as Messages } }) : null), [data]);
  if (!i18n) return <ErrorPanel title={title ?? "Something went wrong"} />;
  return (
    <I18nProvider i18n={i18n}>
      <TranslatedErrorPanel title={title} />
    </I18nProvider>
  );
}

function TranslatedErrorPanel({ title }: { title: string | null }) {
  const { t } = useLingui();
  const localize = useLocalize();
  return (
    <ErrorPanel title={title ?? t`Something went wrong`}>
      <Trans>
        Please try again, or{" "}
        <a className="font-semibold text-acacia-700 underline" href={localize("/")}>
          return to the home page
        </a>
        .
      </Trans>
    </ErrorPanel>
  );
}

function ErrorPanel({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <main id="main-content" className="flex min-h-screen items-center justify-center bg-savanna-50 p-8">
      <div className="max-w-xl rounded-2xl bg-white p-10 text-center shadow-sm ring-1 ring-earth-900/10">
        <h1 className="font-display text-3xl font-semibold text-earth-900">{title}</h1>
        <p className="mt-4 text-earth-900/75">
          {children ?? (
            <>
              Please try again, or{" "}
              <a className="font-semibold text-acacia-700 underline" href="/">
                return to the home page
              </a>
              .
            </>
          )}
        </p>
      </div>
    </main>
  );
}
