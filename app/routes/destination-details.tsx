/**
 * /destinations/{id} (SPEC §2): a 4 s image slider, the sanitised description,
 * the packages that go there, and Escape back to /destinations. A missing or
 * failed destination shows "Destination Not Found" (SPEC §8) with HTTP 404
 * (503 when the catalogue failed) on the server.
 */
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { i18nFromMatches } from "#app/lib/i18n/from-matches.ts";
import { useEffect } from "react";
import { preload } from "react-dom";
import { data, useNavigate } from "react-router";
import { Link } from "#app/lib/i18n/link.tsx";
import type { ApiDestination, ApiPackageSummary } from "#domain/api-types.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { touristDestination } from "#domain/structured-data-catalogue.ts";
import { queries } from "#app/lib/queries.ts";
import { getQueryClient, scheduleBackgroundRefresh, useCachedQuery } from "#app/lib/cache/index.ts";
import { ImageSlider } from "#app/components/image-slider.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { ErrorState } from "#app/components/states.tsx";
import { RichText } from "#app/components/rich-text.tsx";
import { PackageCard } from "#app/components/package-card.tsx";
import { DESTINATION_TYPE_MESSAGES, destinationImage, packageCountLabel } from "#app/components/destination-card.tsx";
import { continentText } from "#app/lib/i18n/domain-labels.ts";
import { preloadImageLink } from "#app/components/picture.tsx";
import { buttonStyles } from "#app/components/button-styles.ts";
import { ArrowRightIcon, CompassIcon, GlobeIcon, MapPinIcon } from "#app/components/icons.tsx";
import { ArrowLeftIcon } from "#app/components/page-icons.tsx";
import type { Route } from "./+types/destination-details";
import { siteOf } from "../lib/areas.ts";
import { useLocalize } from "#app/lib/i18n/link.tsx";

/** SPEC §9: destination detail slider interval. */
export const DESTINATION_SLIDE_MS = 4000;
/** Package cards on a destination page; "Search all" lists the rest (Maasai Mara alone may have hundreds). */
const PACKAGE_CARDS_SHOWN = 12;
const NOT_FOUND_HEADER = "headers/destinations";
const NOT_FOUND_TITLE = msg`Destination Not Found`;
const NOT_FOUND_MESSAGE = msg`The destination you're looking for doesn't exist or has been removed.`;

function parseId(raw: string | undefined): number | null {
  return raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parseId(params.id);
  const origin = siteOf(context).origin;
  if (id === null) return data({ origin, id: params.id, destination: null, packages: null, failed: false }, { status: 404 });
  let destination: ApiDestination | null = null;
  let failed = false;
  try {
    destination = (await siteOf(context).catalogue.destination(id)) ?? null;
  } catch {
    failed = true;
  }
  if (!destination) return data({ origin, id: params.id, destination: null, packages: null, failed }, { status: failed ? 503 : 404 });
  // Packages are a bonus here: if they fail, the destination still shows. Only the cards the page
  // shows are sent; the count comes with the destination and the rest are one link away.
  const packages = await siteOf(context).catalogue.packages({ destination: String(id) }).catch(() => null);
  return { origin, id: params.id, destination, packages: packages?.slice(0, PACKAGE_CARDS_SHOWN) ?? null, failed: false };
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const origin = window.location.origin;
  const id = parseId(params.id);
  if (id === null) return { origin, id: params.id, destination: null, packages: null, failed: false };
  const client = getQueryClient();
  const read = async <T,>(options: { queryKey: readonly unknown[] }): Promise<T | null> => {
    const cached = client.getQueryData<T>(options.queryKey);
    if (cached !== undefined) {
      scheduleBackgroundRefresh(options, client);
      return cached;
    }
    return (await client.fetchQuery(options as never).catch(() => null)) as T | null;
  };
  const [destination, packages] = await Promise.all([
    read<ApiDestination>(queries.destination(id)),
    read<ApiPackageSummary[]>(queries.packages(destinationQuery(id))),
  ]);
  return { origin, id: params.id, destination, packages, failed: destination === null };
}

function destinationQuery(id: number): string {
  return `destination=${id}`;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const i18n = i18nFromMatches(matches);
  const d = loaderData?.destination;
  if (!d) {
    return pageMeta(matches, {
      title: i18n._(NOT_FOUND_TITLE),
      description: i18n._(NOT_FOUND_MESSAGE),
      path: `/destinations/${loaderData?.id ?? ""}`,
      origin: loaderData?.origin,
      image: NOT_FOUND_HEADER,
      noindex: true,
    });
  }
  const image = destinationImage(d);
  const path = `/destinations/${d.id}`;
  const name = d.name;
  return pageMeta(matches, {
    title: i18n._(msg`${name}: travel guide and packages`),
    description: d.description,
    path,
    origin: loaderData.origin,
    image: image?.src ?? NOT_FOUND_HEADER,
    imageAlt: image?.alt ?? d.name,
    breadcrumbs: [
      { name: i18n._(msg`Destinations`), path: "/destinations" },
      { name: d.name, path },
    ],
    jsonLd: [touristDestination(loaderData.origin, d, { continent: (name) => continentText(i18n, name), type: (type) => i18n._(DESTINATION_TYPE_MESSAGES[type]) })],
  });
}

/** `links` cannot see loader data, so the slider's first image is preloaded from the view (preloadFirst). */
export function links() {
  return [];
}

function preloadFirst(src: string | undefined) {
  if (!src) return;
  const link = preloadImageLink(src, "100vw");
  preload(link.href, {
    as: "image",
    fetchPriority: "high",
    ...("imageSrcSet" in link ? { imageSrcSet: link.imageSrcSet, imageSizes: link.imageSizes, type: link.type } : {}),
  });
}

/** A modal that is showing (the closed mobile menu stays in the DOM, hidden and inert). */
function anOpenDialog(): boolean {
  return Array.from(document.querySelectorAll<HTMLElement>("[aria-modal='true'], dialog[open]")).some(
    (el) => !el.closest("[inert], [aria-hidden='true']") && el.checkVisibility?.({ visibilityProperty: true }) !== false,
  );
}

/** Escape returns to the list (SPEC §2), unless a dialog, menu or form field has the key. */
function useEscapeToList() {
  const navigate = useNavigate();
  const localize = useLocalize();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape" || e.defaultPrevented) return;
      const target = e.target as HTMLElement | null;
      if (target?.closest("input, textarea, select, [contenteditable='true']")) return;
      if (anOpenDialog()) return;
      navigate(localize("/destinations"));
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [navigate, localize]);
}

export default function DestinationDetails({ loaderData }: Route.ComponentProps) {
  useEscapeToList();
  const id = parseId(loaderData.id);
  // A destination the loader could not find is not refetched; a found one stays fresh through the cache.
  const cached = useCachedQuery({ ...queries.destination(id ?? 0), enabled: loaderData.destination !== null }, loaderData.destination);
  const destination = id === null ? null : cached.data;
  const packages = useCachedQuery(queries.packages(destinationQuery(id ?? 0)), loaderData.packages).data;
  if (!destination) return <DestinationNotFound />;
  return <DestinationView destination={destination} packages={packages} />;
}

function DestinationNotFound() {
  const { i18n, t } = useLingui();
  // PageHero preloads its header image itself, and only when one is stored (decision 0032).
  return (
    <main id="main-content">
      <PageHero title={t`Destinations`} imageKey={NOT_FOUND_HEADER} breadcrumbs={[{ label: t`Home`, to: "/" }, { label: t`Destinations`, to: "/destinations" }, { label: t`Not found` }]} />
      <div className="px-4 py-16 sm:px-6">
        <ErrorState title={i18n._(NOT_FOUND_TITLE)} message={i18n._(NOT_FOUND_MESSAGE)}>
          <Link to="/destinations" className={buttonStyles.green}>
            <ArrowLeftIcon size={18} />
            <Trans>Back to Destinations</Trans>
          </Link>
          <Link to="/" className={buttonStyles.outline}>
            <Trans>Go Home</Trans>
          </Link>
        </ErrorState>
      </div>
    </main>
  );
}

function DestinationView({ destination: d, packages }: { destination: ApiDestination; packages: ApiPackageSummary[] | null }) {
  const images = d.images.length
    ? d.images.map((img) => ({ src: img.image || img.image_url, alt: img.alt || d.name }))
    : d.primary_image_url
      ? [{ src: d.primary_image_url, alt: d.name }]
      : [];
  const packageList = (packages ?? []).slice(0, PACKAGE_CARDS_SHOWN);
  const packageCount = Math.max(d.package_count, packageList.length);
  const { i18n, t } = useLingui();
  const name = d.name;
  preloadFirst(images[0]?.src);
  return (
    <main id="main-content">
      <section className="relative isolate min-h-[28rem] overflow-hidden bg-acacia-900 md:min-h-[36rem]">
        <ImageSlider
          images={images}
          intervalMs={DESTINATION_SLIDE_MS}
          showDots
          showArrows
          priorityFirst
          sizes="100vw"
          label={t`Photos of ${name}`}
          className="absolute! inset-0 h-full w-full max-md:[&>button]:hidden"
          dotsClassName="bottom-4"
        />
        <div className="pointer-events-none absolute inset-0 bg-gradient-to-t from-earth-900/90 via-earth-900/35 to-earth-900/30" aria-hidden="true" />
        <div className="pointer-events-none relative mx-auto flex min-h-[28rem] max-w-7xl flex-col justify-end px-4 pb-16 pt-16 sm:px-6 md:min-h-[36rem] lg:px-8">
          <nav aria-label={t`Breadcrumb`} className="pointer-events-auto mb-4 self-start">
            <ol className="flex flex-wrap items-center gap-1.5 text-sm text-white/85">
              <li>
                <Link to="/" className="hover:text-white hover:underline">
                  <Trans>Home</Trans>
                </Link>
              </li>
              <li aria-hidden="true">/</li>
              <li>
                <Link to="/destinations" className="hover:text-white hover:underline">
                  <Trans>Destinations</Trans>
                </Link>
              </li>
              <li aria-hidden="true">/</li>
              <li>
                <span aria-current="page" className="font-medium text-white">
                  {d.name}
                </span>
              </li>
            </ol>
          </nav>
          <div className="flex flex-wrap items-center gap-2">
            <span className={`rounded-full px-3 py-1 text-xs font-semibold uppercase tracking-wide ${d.destination_type === "hidden" ? "bg-acacia-700 text-white" : "bg-white text-earth-900"}`}>
              {i18n._(DESTINATION_TYPE_MESSAGES[d.destination_type])}
            </span>
            {d.continents.map((c) => (
              <span key={c} className="rounded-full bg-earth-900/50 px-3 py-1 text-xs font-medium text-white ring-1 ring-white/30">
                {continentText(i18n, c)}
              </span>
            ))}
          </div>
          <h1 className="mt-4 max-w-3xl font-display text-4xl font-semibold leading-tight text-white drop-shadow md:text-6xl">{d.name}</h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-white/90">{d.description}</p>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:py-16 lg:grid-cols-[minmax(0,1fr)_20rem] lg:px-8">
        <article aria-labelledby="about-heading">
          <h2 id="about-heading" className="font-display text-3xl font-semibold text-earth-900">
            {t`About ${name}`}
          </h2>
          <div className="mt-6">
            {d.description_html ? (
              <RichText html={d.description_html} />
            ) : (
              <RichText>
                <p>{d.description}</p>
              </RichText>
            )}
          </div>
        </article>
        <aside aria-label={t`Plan your trip`} className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-earth-900/10">
            <h2 className="font-display text-xl font-semibold text-earth-900">
              <Trans>Plan your trip</Trans>
            </h2>
            <dl className="mt-5 space-y-4 text-sm">
              <Fact icon={<GlobeIcon size={18} />} label={t`Region`} value={d.continents.map((c) => continentText(i18n, c)).join(", ") || t`Worldwide`} />
              <Fact icon={<CompassIcon size={18} />} label={t`Character`} value={d.destination_type === "hidden" ? t`Hidden gem, off the beaten track` : t`Popular with our travellers`} />
              <Fact icon={<MapPinIcon size={18} />} label={t`Trips`} value={packageCountLabel(packageCount)} />
            </dl>
            <div className="mt-6 flex flex-col gap-3">
              {packageList.length > 0 ? (
                <a href="#packages" className={`${buttonStyles.green} w-full`}>
                  <Trans>See packages</Trans>
                </a>
              ) : null}
              <Link to="/contact" className={`${packageList.length > 0 ? buttonStyles.outline : buttonStyles.green} w-full`}>
                {t`Ask us about ${name}`}
              </Link>
            </div>
          </div>
          <Link to="/destinations" className="mt-4 inline-flex items-center gap-2 text-sm font-medium text-acacia-700 hover:underline">
            <ArrowLeftIcon size={16} />
            <Trans>
              All destinations <span className="hidden text-stone-600 lg:inline">(or press Esc)</span>
            </Trans>
          </Link>
        </aside>
      </div>

      <section id="packages" aria-labelledby="packages-heading" className="border-t border-savanna-100 bg-white/60 py-12 md:py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <div>
              <p className="text-sm font-bold uppercase tracking-[0.2em] text-savanna-700">
                <Trans>Packages</Trans>
              </p>
              <h2 id="packages-heading" className="mt-1 font-display text-3xl font-semibold text-earth-900">
                {t`Trips to ${name}`}
              </h2>
            </div>
            {packageList.length > 0 ? (
              <Link to={`/packages?destinations=${encodeURIComponent(d.name)}`} className="inline-flex items-center gap-2 font-semibold text-acacia-700 hover:underline">
                {packageCount > packageList.length ? t`See all ${packageCount} ${name} packages` : t`Search all ${name} packages`}
                <ArrowRightIcon size={18} />
              </Link>
            ) : null}
          </div>
          {packageList.length > 0 ? (
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="destination-packages">
              {packageList.map((p) => (
                <li key={p.id}>
                  <PackageCard pkg={p} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="mt-8 rounded-2xl bg-savanna-100/60 p-6 text-earth-900 md:flex md:items-center md:justify-between md:gap-6">
              <p className="max-w-2xl">
                {packages === null
                  ? t`We couldn't load the packages for ${name} just now.`
                  : t`We have no ready-made packages to ${name} yet, but we plan tailor-made trips there.`}{" "}
                <Trans>Tell us your dates and budget and our team will put together an itinerary.</Trans>
              </p>
              <Link to="/contact" className={`${buttonStyles.green} mt-4 shrink-0 md:mt-0`}>
                <Trans>Send an inquiry</Trans>
              </Link>
            </div>
          )}
        </div>
      </section>
    </main>
  );
}

function Fact({ icon, label, value }: { icon: React.ReactNode; label: string; value: string }) {
  // A <div> is the only wrapper a <dl> allows around its dt/dd pairs.
  return (
    <div className="grid grid-cols-[2rem_1fr] gap-x-3">
      <span aria-hidden="true" className="row-span-2 mt-0.5 flex h-8 w-8 items-center justify-center rounded-full bg-savanna-100 text-savanna-700">
        {icon}
      </span>
      <dt className="font-semibold text-earth-900">{label}</dt>
      <dd className="text-stone-700">{value}</dd>
    </div>
  );
}


