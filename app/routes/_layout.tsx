/**
 * The site shell around every page (SPEC §2): header, the page content, then
 * the footer; a back-to-top button; every navigation starts at the top.
 */
import { Outlet, useMatches } from "react-router";
import { BackToTop } from "../components/back-to-top.tsx";
import { Footer } from "../components/footer.tsx";
import { Header } from "../components/header.tsx";
import { PreviewBanner } from "../components/preview-banner.tsx";
import { useScrollToTopOnNavigation } from "../lib/scroll.ts";

/** Route ids whose page opens with a full-bleed hero the header floats over. */
const OVERLAY_HEADER_ROUTES = new Set(["home", "fallback-home"]);

export default function SiteLayout() {
  useScrollToTopOnNavigation();
  const matches = useMatches();
  const overlay = matches.some((m) => OVERLAY_HEADER_ROUTES.has(m.id));
  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-[60] rounded-full bg-acacia-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <Header overlay={overlay} />
      {/* Each page renders its own <main id="main-content"> (the skip link's target). */}
      <div className={overlay ? "" : "pt-20"}>
        <Outlet />
      </div>
      <Footer />
      <BackToTop />
      <PreviewBanner />
    </>
  );
}
