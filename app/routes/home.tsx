/**
 * Home (SPEC §2), also shown for any unknown path. The first view is
 * rendered from the catalogue in process; client navigations read the query
 * cache (background refresh after 100 ms) or the API. A failing standout fetch
 * never fails the page: the Signature Experiences section is simply hidden.
 */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { i18nFromMatches } from "../lib/i18n/from-matches.ts";
import { preload } from "react-dom";
import { AboutSection } from "../components/home/about-section.tsx";
import { DealsCarousel } from "../components/home/deals-carousel.tsx";
import { HERO_SIZES, HomeHero, heroImages } from "../components/home/hero.tsx";
import { LatestStories } from "../components/home/latest-stories.tsx";
import { ServicesGrid } from "../components/home/services-grid.tsx";
import { SignatureExperiences } from "../components/home/signature-experiences.tsx";
import { TravelManagementTeaser } from "../components/home/travel-management-teaser.tsx";
import { preloadImageLink } from "../components/picture.tsx";
import { SearchBar } from "../components/search-bar.tsx";
import { loadSeamless, useCachedQuery } from "../lib/cache/index.ts";
import { queries } from "../lib/queries.ts";
import { homeSlidesOrFallback } from "../lib/slider-fallback-slides.ts";
import { pageHeadersFromMatches, useStoredPageHeaders } from "../lib/page-images.tsx";
import { pageMeta } from "../lib/seo.ts";
import { companyFromMatches } from "../lib/company.tsx";
import type { Route } from "./+types/home";
import { siteOf } from "../lib/areas.ts";

/** The home page's title: the company's name first (decision 0029: from the stored details). */
export const homeTitle = (companyName: string, i18n: I18n) => {
  const tagline = i18n._(msg`Safaris, holidays and travel from Nairobi`);
  return companyName ? `${companyName} | ${tagline}` : tagline;
};
/** The deals list is the packages list filtered by is_deal (cache key ["packages", "is_deal=true"]). */
const DEALS_QUERY = "is_deal=true";
/** A carousel is for a handful of offers: a large catalogue must not put hundreds of cards on the home page. */
const DEALS_SHOWN = 12;
const STANDOUTS_SHOWN = 12;

export function meta({ loaderData: data, matches }: Route.MetaArgs) {
  const firstSlide = data ? heroImages(homeSlidesOrFallback(data.slider, pageHeadersFromMatches(matches)))[0]?.src : undefined;
  const company = companyFromMatches(matches);
  const i18n = i18nFromMatches(matches);
  return pageMeta(matches, {
    title: homeTitle(company.name, i18n),
    description: company.description,
    // Unknown paths show the home page, so they all point search engines at "/".
    path: "/",
    origin: data?.origin,
    image: firstSlide ?? "headers/about-us",
    imageAlt: i18n._(msg`Safari scenery from Kenya`),
  });
}

/** Each part fails alone: a failure is null and its section shows its own state (or hides). */
export async function loader({ context }: Route.LoaderArgs) {
  const c = siteOf(context).catalogue;
  const failed = (what: string) => (error: unknown) => {
    console.warn(`Home: ${what}:`, error instanceof Error ? error.message : error);
    return null;
  };
  const [slider, standouts, deals, services, blogs, travelTypes] = await Promise.all([
    c.sliderImages("home").catch(failed("Failed to fetch slider images")),
    c.packages({ is_standout: true }).then((list) => list.slice(0, STANDOUTS_SHOWN)).catch(failed("Failed to fetch standout packages")),
    c.packages({ is_deal: true }).then((list) => list.slice(0, DEALS_SHOWN)).catch(failed("Failed to fetch packages")),
    c.services().catch(failed("Failed to fetch services")),
    c.blogs().catch(failed("Failed to fetch blogs")),
    c.travelTypes().catch(failed("Failed to fetch travel types")),
  ]);
  return { origin: siteOf(context).origin, slider, standouts, deals, services, blogs, travelTypes };
}

export async function clientLoader() {
  const [slider, standouts, deals, services, blogs, travelTypes] = await Promise.all([
    loadSeamless(queries.sliderImages("home")),
    loadSeamless(queries.standoutPackages()),
    loadSeamless(queries.packages(DEALS_QUERY)),
    loadSeamless(queries.services()),
    loadSeamless(queries.blogs()),
    loadSeamless(queries.travelTypes()),
  ]);
  return { origin: window.location.origin, slider, standouts, deals, services, blogs, travelTypes };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  // A failing or empty slider API falls back to the bundled set: the hero is never empty (SPEC §3).
  const slider = homeSlidesOrFallback(useCachedQuery(queries.sliderImages("home"), loaderData.slider).data, useStoredPageHeaders());
  const standouts = useCachedQuery(queries.standoutPackages(), loaderData.standouts);
  const deals = useCachedQuery(queries.packages(DEALS_QUERY), loaderData.deals).data;
  const services = useCachedQuery(queries.services(), loaderData.services).data;
  const blogs = useCachedQuery(queries.blogs(), loaderData.blogs).data;
  const travelTypes = useCachedQuery(queries.travelTypes(), loaderData.travelTypes).data;

  const images = heroImages(slider);
  // The first slide is the LCP image: preload it with high priority (React hoists this into <head>).
  if (images[0]) {
    const link = preloadImageLink(images[0].src, HERO_SIZES);
    preload(link.href, {
      as: "image",
      fetchPriority: "high",
      ...("imageSrcSet" in link ? { imageSrcSet: link.imageSrcSet, imageSizes: link.imageSizes, type: link.type } : {}),
    });
  }
  // SPEC §8: standouts that failed (on the server or in a client refresh) hide the section.
  const showSignature = !standouts.failed && (standouts.data?.length ?? 0) > 0;

  return (
    <main id="main-content">
      <HomeHero images={images} />

      <div id="search" className="relative z-10 mx-auto -mt-14 max-w-6xl px-4 sm:px-6 lg:px-8">
        <SearchBar redirect travelTypes={travelTypes ?? undefined} variant="floating" />
      </div>

      <TravelManagementTeaser />
      {showSignature ? <SignatureExperiences packages={standouts.data!} /> : null}
      <ServicesGrid services={services} />
      <DealsCarousel deals={deals?.slice(0, DEALS_SHOWN) ?? deals} />
      <AboutSection />
      <LatestStories blogs={blogs} />
    </main>
  );
}
