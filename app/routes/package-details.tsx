/**
 * /packages/{id}: images, residency selector, tier cards, itinerary,
 * inclusions, exclusions, terms and optional activities (SPEC §2, §4, §5).
 *
 * This route reads the package, its rates and the address's choices (loader),
 * answers the inline inquiry form's POST (action) and names the page (meta);
 * the page itself is app/site/package-details/ (package-details.tsx lists its
 * parts). Book Now and Get Custom Quote open the inquiry modal prefilled with
 * the package, residency and tier; before JavaScript loads they lead to the
 * same form inline on this page (?inquire=1), whose POST this action handles.
 * A missing package answers 404 with the "Package Not Found" state.
 */
import { msg } from "@lingui/core/macro";
import { i18nFromMatches } from "#app/lib/i18n/from-matches.ts";
import { BOOKING_TERMS, depositTermsShort } from "#domain/booking-terms.ts";
import { data, useActionData } from "react-router";
import type { ApiPackage } from "#domain/api-types.ts";
import { fromPrice, pricedByRates } from "#domain/pricing.ts";
import { asLocale } from "#domain/locales.ts";
import { DEFAULT_INQUIRY_RESIDENCY, toInquiryResidency } from "#domain/residency.ts";
import type { PackageOption } from "#app/components/inquiry-form.tsx";
import { preloadImageLink } from "#app/components/picture.tsx";
import { pageHeadersFromMatches, storedImage } from "#app/lib/page-images.tsx";
import { handleInquiryPost } from "#app/lib/inquiry-action.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { touristTrip } from "#domain/structured-data-catalogue.ts";
import { companyFromMatches } from "#app/lib/company.tsx";
import { partyFromSearch } from "#app/lib/party-price.ts";
import { NOT_FOUND_MESSAGE, NOT_FOUND_TITLE, PackageNotFound } from "#app/site/package-details/not-found.tsx";
import { PackageDetails } from "#app/site/package-details/package-details.tsx";
import { tripWords } from "#app/site/package-details/trip-words.ts";
import type { Route } from "./+types/package-details";
import { siteOf } from "../lib/areas.ts";

function parseId(value: string | undefined): number | null {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const id = parseId(params.id);
  // `url`, not request.url: React Router 8 passes the raw request (a client navigation's `.data`
  // path and its `_routes` parameter); `url` is the page's own.
  let pkg: ApiPackage | null = null;
  let failed = false;
  if (id !== null) {
    try {
      pkg = (await siteOf(context).catalogue.package(id)) ?? null;
    } catch {
      failed = true;
    }
  }
  // The server-rendered form is about this package; the full dropdown arrives with the client's
  // packages list, so the page's HTML does not grow with the catalogue.
  const packages: PackageOption[] = pkg ? [{ id: pkg.package_id, title: pkg.package_title }] : [];
  // The package's rates, for the price for a party (decision 0034): only this package's, only when it has any.
  const rates = pkg && pricedByRates(pkg) ? await siteOf(context).catalogue.packageRates(pkg.package_id).catch(() => null) : null;
  const { given, ...party } = partyFromSearch(url.searchParams);
  const tier = parseId(url.searchParams.get("tier") ?? undefined);
  const body = {
    pkg,
    origin: siteOf(context).origin,
    packages,
    inquire: url.searchParams.get("inquire") === "1",
    residency: toInquiryResidency(url.searchParams.get("residency")) ?? DEFAULT_INQUIRY_RESIDENCY,
    rates,
    party: given ? party : null,
    tier,
    today: new Date().toISOString().slice(0, 10),
    // THE booking terms as the owner saved them (issue 26); the defaults when they cannot be read.
    termsShort: depositTermsShort(await siteOf(context).catalogue.bookingTerms().catch(() => BOOKING_TERMS)),
  };
  // A missing package is a real 404 for crawlers; a failed read is a temporary 503. Both show Package Not Found.
  return pkg ? body : data(body, { status: failed ? 503 : 404 });
}

export async function action({ request, url, context }: Route.ActionArgs) {
  return handleInquiryPost(request, url, context, "package-details");
}

export function meta({ loaderData, params, matches }: Route.MetaArgs) {
  const i18n = i18nFromMatches(matches);
  const pkg = loaderData?.pkg;
  if (!pkg) {
    return pageMeta(matches, {
      title: i18n._(NOT_FOUND_TITLE),
      description: i18n._(NOT_FOUND_MESSAGE),
      path: `/packages/${params.id}`,
      origin: loaderData?.origin,
      image: "headers/packages",
      noindex: true,
    });
  }
  // The page's residency (the address's, else the SPEC's default), as the booking panel prices it.
  const price = fromPrice(pkg, loaderData.residency, asLocale(i18n.locale));
  const image = pkg.images[0]?.image_url ?? pkg.images[0]?.image ?? "headers/packages";
  const summary = pkg.summary.trim().replace(/\s+/g, " ");
  const shown = price.text;
  const priceText = price.amount !== null ? ` ${i18n._(msg`From ${shown}.`)}` : ` ${price.text}.`;
  const description = `${summary.length > 150 - priceText.length ? `${summary.slice(0, 147 - priceText.length).trimEnd()}...` : summary}${priceText}`.trim();
  const path = `/packages/${pkg.package_id}`;
  const extra: Record<string, string> =
    price.amount !== null && price.currency
      ? { "product:price:amount": String(price.amount), "product:price:currency": price.currency, "og:price:amount": String(price.amount), "og:price:currency": price.currency }
      : {};
  // The hero's image is the LCP element: preload it from <head> (a `links` export cannot see loader data).
  // Not for a page header image that is not stored (decision 0032): no request for a missing image.
  const stored = storedImage(image, pageHeadersFromMatches(matches));
  const lcpPreload = stored ? [{ tagName: "link", ...preloadImageLink(stored, "100vw") }] : [];
  return [
    ...pageMeta(matches, {
      title: pkg.package_title,
      description,
      path,
      origin: loaderData.origin,
      image,
      imageAlt: pkg.images[0]?.alt || pkg.package_title,
      type: "product",
      extra,
      breadcrumbs: [
        { name: i18n._(msg`Packages`), path: "/packages" },
        { name: pkg.package_title, path },
      ],
      jsonLd: [touristTrip(loaderData.origin, pkg, companyFromMatches(matches), tripWords(i18n))],
    }),
    ...lcpPreload,
  ];
}

export default function PackageDetailsPage({ loaderData }: Route.ComponentProps) {
  const actionResult = useActionData<typeof action>();
  const pkg = loaderData.pkg;
  if (!pkg) return <PackageNotFound />;
  return (
    <PackageDetails
      key={pkg.package_id}
      pkg={pkg}
      packages={loaderData.packages}
      inquire={loaderData.inquire}
      residency={loaderData.residency}
      rates={loaderData.rates}
      party={loaderData.party}
      tier={loaderData.tier}
      today={loaderData.today}
      termsShort={loaderData.termsShort}
      serverResult={actionResult ?? null}
    />
  );
}
