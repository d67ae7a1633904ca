/**
 * The header band of every inner page: the page's header image (preloaded, it
 * is the page's LCP image), a dark scrim for contrast, the page title, an
 * optional subtitle, breadcrumbs and any extra content (buttons) passed as
 * children. A page whose header image is not stored (a fresh install, decision
 * 0032) gets the plain band: no picture, no request for a missing image.
 */
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { preload } from "react-dom";
import { Link } from "#app/lib/i18n/link.tsx";
import { useStoredHeader, useStoredImage } from "#app/lib/page-images.tsx";
import { Picture, preloadImageLink } from "./picture.tsx";
import { ChevronRightIcon } from "./icons.tsx";

export interface Breadcrumb {
  label: string;
  /** Omit on the current page (the last crumb). */
  to?: string;
}

export interface PageHeroProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** A page-header image key ("headers/about-us") or any pipeline image URL. */
  imageKey: string;
  imageAlt?: string;
  breadcrumbs?: Breadcrumb[];
  children?: ReactNode;
  /** "tall" for landing-style pages; default is a compact band. */
  size?: "compact" | "tall";
}

const HERO_SIZES = "100vw";

/** Preloads the hero image so it paints first: React puts the hint in the document's head. */
function usePreloadedHero(key: string | null) {
  if (!key) return;
  const link = preloadImageLink(key, HERO_SIZES);
  if ("imageSrcSet" in link)
    preload(link.href, { as: "image", imageSrcSet: link.imageSrcSet, imageSizes: link.imageSizes, type: link.type, fetchPriority: link.fetchPriority });
  else preload(link.href, { as: "image" });
}

export function PageHero({ title, subtitle, imageKey, imageAlt = "", breadcrumbs, children, size = "compact" }: PageHeroProps) {
  const height = size === "tall" ? "min-h-[26rem] md:min-h-[32rem]" : "min-h-[18rem] md:min-h-[22rem]";
  const image = useStoredImage(imageKey);
  // A header chosen in the console brings the alt text of its image (decision 0038).
  const alt = useStoredHeader(imageKey)?.alt || imageAlt;
  usePreloadedHero(image);
  const { t } = useLingui();
  return (
    <section className={`relative isolate flex items-end overflow-hidden bg-acacia-900 ${height}`} data-header-image={image ? "stored" : "none"}>
      {image ? (
        <div className="absolute inset-0 -z-10 [&>picture]:block [&>picture]:h-full [&>picture]:w-full">
          <Picture src={image} alt={alt} sizes={HERO_SIZES} priority className="h-full w-full object-cover" />
        </div>
      ) : null}
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-earth-900/90 via-earth-900/55 to-earth-900/25" aria-hidden="true" />
      <div className="mx-auto w-full max-w-7xl px-4 pb-10 pt-28 sm:px-6 md:pb-14 lg:px-8">
        {breadcrumbs && breadcrumbs.length > 0 ? (
          <nav aria-label={t`Breadcrumb`} className="mb-4">
            <ol className="flex flex-wrap items-center gap-1 text-sm text-white/85">
              {breadcrumbs.map((crumb, i) => (
                <li key={`${crumb.label}-${i}`} className="flex items-center gap-1">
                  {i > 0 ? <ChevronRightIcon size={14} className="text-white/60" /> : null}
                  {crumb.to && i < breadcrumbs.length - 1 ? (
                    <Link to={crumb.to} className="rounded hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-white">
                      {crumb.label}
                    </Link>
                  ) : (
                    <span aria-current="page" className="font-medium text-white">
                      {crumb.label}
                    </span>
                  )}
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <h1 className="max-w-3xl font-display text-4xl font-semibold leading-tight text-white drop-shadow-sm md:text-5xl">{title}</h1>
        {subtitle ? <p className="mt-4 max-w-2xl text-lg leading-relaxed text-white/90">{subtitle}</p> : null}
        {children ? <div className="mt-6 flex flex-wrap gap-3">{children}</div> : null}
      </div>
    </section>
  );
}
