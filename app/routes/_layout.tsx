/**
 * The site shell around every page (SPEC §2): header, the page content, then
 * the footer; a back-to-top button; every navigation starts at the top.
 * Its loader reads the company's details (decision 0029) for the header, the
 * footer and every page below it.
 */
import { useMemo } from "react";
import { Trans } from "@lingui/react/macro";
import { Outlet, useLoaderData, useMatches } from "react-router";
import { EMPTY_COMPANY_DETAILS } from "#domain/company-details.ts";
import { BackToTop } from "../components/back-to-top.tsx";
import { Footer } from "../components/footer.tsx";
import { Header } from "../components/header.tsx";
import { CompanyProvider } from "../lib/company.tsx";
import { headerMap, PageHeadersProvider } from "../lib/page-images.tsx";
import type { StoredPageHeader } from "#domain/page-headers.ts";
import { PreviewBanner } from "../components/preview-banner.tsx";
import { LanguageOffer } from "../components/language-offer.tsx";
import { useScrollToTopOnNavigation } from "../lib/scroll.ts";
import type { Route } from "./+types/_layout";
import { siteOf } from "../lib/areas.ts";
import { PREFIXED_LOCALES } from "#domain/locales.ts";

/** Route ids whose page opens with a full-bleed hero the header floats over (in English; `home-de` too). */
const OVERLAY_HEADER_ROUTES = new Set(["home", "fallback-home"]);

export async function loader({ context }: Route.LoaderArgs) {
  // A failed read must not take every page down: the shell renders with empty details instead.
  const [company, pageHeaders] = await Promise.all([
    siteOf(context).catalogue.company().catch(() => EMPTY_COMPANY_DETAILS),
    // Without the list a page draws plain header bands: never a request for a missing image.
    siteOf(context).catalogue.pageHeaders().catch((): StoredPageHeader[] => []),
  ]);
  return { company, pageHeaders };
}

/**
 * Read once per page load: client navigations (and filter changes, which revalidate every loader
 * by default) never ask the server for the shell again; a full load shows a published change.
 */
export function shouldRevalidate() {
  return false;
}

export default function SiteLayout() {
  useScrollToTopOnNavigation();
  const { company, pageHeaders } = useLoaderData<typeof loader>();
  const storedHeaders = useMemo(() => headerMap(pageHeaders), [pageHeaders]);
  const matches = useMatches();
  const overlay = matches.some((m) => OVERLAY_HEADER_ROUTES.has(m.id) || PREFIXED_LOCALES.some((l) => OVERLAY_HEADER_ROUTES.has(m.id.replace(new RegExp(`-${l}$`), ""))));
  return (
    <CompanyProvider value={company}>
      <PageHeadersProvider value={storedHeaders}>
      <a
        href="#main-content"
        className="sr-only z-[60] rounded-full bg-acacia-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        <Trans>Skip to content</Trans>
      </a>
      <Header overlay={overlay} />
      {/* Each page renders its own <main id="main-content"> (the skip link's target). */}
      <div className={overlay ? "" : "pt-20"}>
        <Outlet />
      </div>
      <Footer />
      <BackToTop />
      <PreviewBanner />
      <LanguageOffer />
      </PageHeadersProvider>
    </CompanyProvider>
  );
}
