/**
 * /packages/{id}: images, residency selector, tier cards, itinerary,
 * inclusions, exclusions, terms and optional activities (SPEC §2, §4, §5).
 *
 * Tiers follow the residency (all tiers when none is flagged for it); the
 * first shown tier is selected until the traveller picks another. Book Now
 * and Get Custom Quote open the inquiry modal prefilled with the package,
 * residency and tier; before JavaScript loads they lead to the same form
 * inline on this page (?inquire=1), whose POST this route's action handles.
 * A missing package answers 404 with the "Package Not Found" state.
 */
import { BOOKING_TERMS, depositTermsShort } from "#domain/booking-terms.ts";
import { daysFromLegacyHtml, presentItinerary, type ItineraryDay } from "#domain/itinerary.ts";
import { DealAmount, dealPrice } from "../components/price.tsx";
import { dealOf } from "#domain/deal.ts";
import { formatAmount } from "#domain/rates/money.ts";
import { readTripDetails, saveTripDetails } from "#app/lib/trip-details.ts";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Link, data, useActionData } from "react-router";
import type { ApiPackage, ApiTier } from "#domain/api-types.ts";
import type { PackageRates, PriceResult } from "#domain/rates/types.ts";
import { CONTACT_FOR_PRICING, fromPrice, pricedByRates, SELECT_A_TIER, tierPrice, tierShownPrice, tiersForResidency, type DealPrice, type ShownPrice } from "#domain/pricing.ts";
import { DEFAULT_INQUIRY_RESIDENCY, RESIDENCY_LABELS, toInquiryResidency, type InquiryResidency } from "#domain/residency.ts";
import { TIER_LABELS, TIER_TYPES } from "#domain/tiers.ts";
import { ImageSlider } from "#app/components/image-slider.tsx";
import { InquiryForm, type PackageOption } from "#app/components/inquiry-form.tsx";
import { CalendarIcon, CheckIcon, ClockIcon, CloseIcon, MapPinIcon, SparklesIcon } from "#app/components/icons.tsx";
import { Modal } from "#app/components/modal.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { preloadImageLink } from "#app/components/picture.tsx";
import { pageHeadersFromMatches, storedImage } from "#app/lib/page-images.tsx";
import { packageImages } from "#app/components/package-card.tsx";
import { ResidencySelector } from "#app/components/residency-selector.tsx";
import { EmptyState } from "#app/components/states.tsx";
import { TierCard } from "#app/components/tier-card.tsx";
import { Toaster } from "#app/components/toast.tsx";
import { handleInquiryPost } from "#app/lib/inquiry-action.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { touristTrip } from "#domain/structured-data.ts";
import { companyFromMatches } from "#app/lib/company.tsx";
import type { Route } from "./+types/package-details";
import { PartyPrice } from "#app/components/party-price.tsx";
import { answerFor, DEFAULT_PARTY, partyBasis, partyFromSearch, partyInquiry, partySearch, type PartyChoice } from "#app/lib/party-price.ts";
import { siteOf } from "../lib/areas.ts";

export const NOT_FOUND_TITLE = "Package Not Found";
export const NOT_FOUND_MESSAGE = "The package you're looking for doesn't exist or has been removed.";
export const PACKAGE_SLIDE_MS = 5000;

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
  const pkg = loaderData?.pkg;
  if (!pkg) {
    return pageMeta(matches, {
      title: NOT_FOUND_TITLE,
      description: NOT_FOUND_MESSAGE,
      path: `/packages/${params.id}`,
      origin: loaderData?.origin,
      image: "headers/packages",
      noindex: true,
    });
  }
  // The page's residency (the address's, else the SPEC's default), as the booking panel prices it.
  const price = fromPrice(pkg, loaderData.residency);
  const image = pkg.images[0]?.image_url ?? pkg.images[0]?.image ?? "headers/packages";
  const summary = pkg.summary.trim().replace(/\s+/g, " ");
  const priceText = price.amount !== null ? ` From ${price.text}.` : ` ${price.text}.`;
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
        { name: "Packages", path: "/packages" },
        { name: pkg.package_title, path },
      ],
      jsonLd: [touristTrip(loaderData.origin, pkg, companyFromMatches(matches))],
    }),
    ...lcpPreload,
  ];
}

/** "price": "Ask about this price" under the party price, which asks about that tier at that residency. */
type InquiryKind = "book" | "quote" | "price";

/** Optional activities carry one amount each, charged per traveller who takes part (decision 0045). */
const ACTIVITY_BASIS = "per person";

type Priced = Extract<PriceResult, { kind: "priced" }>;

/**
 * The price the booking panel and the sticky bar show: the party's total once the visitor has
 * priced dates and a party, else the selected tier's shown price ("From" when it is the rates'
 * from-price), else why there is none. Every one states its basis.
 */
function priceToShow(partyPriced: Priced | null, shown: ShownPrice | null, tierChosen: boolean): { text: string; wasText: string | null; basis: string | null } {
  if (partyPriced) {
    return {
      text: formatAmount(partyPriced.total, partyPriced.currency),
      wasText: partyPriced.deal ? formatAmount(partyPriced.deal.totalBefore, partyPriced.currency) : null,
      basis: partyBasis(partyPriced),
    };
  }
  if (shown) return { text: shown.source === "rates" ? `From ${shown.text}` : shown.text, wasText: shown.wasText, basis: shown.source === "rates" ? `${shown.basis}, 2 adults` : shown.basis };
  return { text: tierChosen ? CONTACT_FOR_PRICING : SELECT_A_TIER, wasText: null, basis: null };
}

/** Server-sanitised HTML (SPEC §3 itinerary, terms): styled here since it carries no classes. */
const RICH_TEXT_CLS =
  "text-earth-900/85 leading-relaxed [&_a]:text-acacia-700 [&_a]:underline [&_h3]:mt-5 [&_h3]:font-semibold [&_h3]:text-earth-900 [&_h4]:mt-4 [&_h4]:font-semibold [&_h4]:text-earth-900 [&_li]:mt-1 [&_ol]:mt-2 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:mt-2 [&_strong]:text-earth-900 [&_ul]:mt-2 [&_ul]:list-disc [&_ul]:pl-5";

function sortTiers<T extends ApiTier>(tiers: readonly T[]): T[] {
  return [...tiers].sort((a, b) => TIER_TYPES.indexOf(a.tier_type) - TIER_TYPES.indexOf(b.tier_type));
}

export default function PackageDetailsPage({ loaderData }: Route.ComponentProps) {
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
    />
  );
}

function PackageNotFound() {
  return (
    <main id="main-content">
      <PageHero title={NOT_FOUND_TITLE} imageKey="headers/packages" breadcrumbs={[{ label: "Home", to: "/" }, { label: "Packages", to: "/packages" }, { label: NOT_FOUND_TITLE }]} />
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <EmptyState
          title={NOT_FOUND_TITLE}
          message={NOT_FOUND_MESSAGE}
          action={
            <Link
              to="/packages"
              className="rounded-full bg-acacia-700 px-5 py-2.5 font-semibold text-white shadow-sm transition hover:bg-acacia-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-acacia-700"
            >
              Browse All Packages
            </Link>
          }
        />
      </div>
    </main>
  );
}

function PackageDetails({
  pkg,
  packages,
  inquire,
  residency: initialResidency,
  rates,
  party: initialParty,
  tier: initialTier,
  today,
  termsShort,
}: {
  pkg: ApiPackage;
  packages: PackageOption[];
  inquire: boolean;
  residency: InquiryResidency;
  rates: PackageRates | null;
  party: PartyChoice | null;
  tier: number | null;
  today: string;
  termsShort: string;
}) {
  const actionResult = useActionData<typeof action>();
  const [residency, setResidency] = useState<InquiryResidency>(initialResidency);
  const [selectedId, setSelectedId] = useState<number | null>(initialTier);
  // The residency and tier the page shows start from defaults (SPEC §4); an inquiry records only
  // what the visitor chose (issue 24 item 6, decision 0044): a tier clicked, a residency picked
  // here or earlier in the visit.
  const [residencyChosen, setResidencyChosen] = useState(false);
  const [tierChosen, setTierChosen] = useState(false);
  const chooseTier = (id: number) => {
    setSelectedId(id);
    setTierChosen(true);
  };
  const [party, setParty] = useState<PartyChoice>(initialParty ?? DEFAULT_PARTY);
  const chooseParty = (update: (prev: PartyChoice) => PartyChoice) => {
    setParty((prev) => {
      const next = update(prev);
      // Remembered for the visit like any trip detail (decision 0016), so other inquiry forms start from it.
      const carried = partyInquiry(next, pkg.duration_days);
      if (carried.start_date) saveTripDetails({ start_date: carried.start_date, end_date: carried.end_date, pax_adults: next.adults, pax_children: next.children, children_ages: next.ages });
      return next;
    });
  };
  const [modal, setModal] = useState<InquiryKind | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const [clientToday, setClientToday] = useState(today);
  useEffect(() => {
    setHydrated(true);
    setClientToday(new Date().toISOString().slice(0, 10));
    // The residency the visitor gave elsewhere this visit, unless the address names one.
    const remembered = readTripDetails().residency;
    if (remembered && !new URLSearchParams(window.location.search).has("residency")) {
      setResidency(remembered);
      setResidencyChosen(true);
    }
  }, []);
  const chooseResidency = (value: InquiryResidency) => {
    setResidency(value);
    setResidencyChosen(true);
    saveTripDetails({ residency: value });
  };
  // Phone: the sticky price bar steps aside while the booking panel itself is on screen.
  const phonePanelRef = useRef<HTMLDivElement>(null);
  const [panelInView, setPanelInView] = useState(false);
  useEffect(() => {
    const el = phonePanelRef.current;
    if (!el || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => setPanelInView(Boolean(entry?.isIntersecting)), { threshold: 0.25 });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const visibleTiers = useMemo(() => sortTiers(tiersForResidency(pkg.tiers, residency)), [pkg.tiers, residency]);
  // SPEC §4: the first matching tier is selected until the traveller picks one (a lone tier always is).
  const selected = visibleTiers.find((t) => t.id === selectedId) ?? visibleTiers[0] ?? null;
  // ONE source for every price on the page (decision 0045): the tier's shown price (rates, else
  // tier price, deal applied) and, once the visitor has chosen dates and a party, the price
  // function's total for them, which the booking panel and the sticky bar then show too.
  const dealRule = dealOf(pkg);
  const answer = rates ? answerFor(rates, party, selected?.id ?? null, residency, pkg.duration_days, dealRule) : null;
  const partyPriced = answer?.kind === "result" && answer.result.kind === "priced" ? answer.result : null;
  const shownFor = (tier: ApiTier) => tierShownPrice(pkg, tier, residency);
  const selectedPrice = priceToShow(partyPriced, selected ? shownFor(selected) : null, selected !== null);
  const price = selectedPrice.text;
  const basis = selectedPrice.basis;
  const deal = dealPrice(pkg, residency);
  const images = packageImages(pkg);
  const destinations = pkg.destinations.map((d) => d.name);
  // The dates and party chosen in the price widget ride along into the inquiry (decision 0034).
  const carried = rates ? partyInquiry(party, pkg.duration_days) : {};
  const carriedKey = JSON.stringify(carried);
  // Asking about the party price asks about the tier and residency that price is for.
  const askedAboutPrice = modal === "price";
  const selectedTierType = selected?.tier_type;
  const inquiryInitial = useMemo(
    () => ({
      package: String(pkg.package_id),
      residency: residencyChosen || askedAboutPrice ? residency : ("" as const),
      budget_tier: (tierChosen || askedAboutPrice) && selectedTierType ? selectedTierType : ("" as const),
      ...(JSON.parse(carriedKey) as typeof carried),
    }),
    [pkg.package_id, residency, residencyChosen, selectedTierType, tierChosen, askedAboutPrice, carriedKey],
  );
  const inquireHref = carried.start_date
    ? `/packages/${pkg.package_id}?inquire=1&${partySearch(party, residency, selected?.id ?? null).toString()}#inquiry`
    : `/packages/${pkg.package_id}?inquire=1#inquiry`;
  const open = (kind: InquiryKind) => (e: React.MouseEvent) => {
    e.preventDefault();
    setModal(kind);
  };
  const showInline = inquire || Boolean(actionResult);
  const heroImage = images[0]?.src ?? "headers/packages";

  const bookingPanel = (
    <BookingPanel
      tiers={visibleTiers}
      residency={residency}
      onResidency={chooseResidency}
      selected={selected}
      onSelect={chooseTier}
      price={price}
      wasText={selectedPrice.wasText}
      basis={basis}
      deal={deal}
      inquireHref={inquireHref}
      onInquire={open}
      hydrated={hydrated}
      shownFor={shownFor}
      termsShort={termsShort}
    />
  );

  return (
    <main id="main-content" className="pb-24 lg:pb-0">
      <PageHero
        title={pkg.package_title}
        imageKey={heroImage}
        imageAlt=""
        breadcrumbs={[{ label: "Home", to: "/" }, { label: "Packages", to: "/packages" }, { label: pkg.package_title }]}
      >
        <ul className="flex flex-wrap gap-2 text-sm text-white">
          {destinations.length ? (
            <li className="flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 backdrop-blur">
              <MapPinIcon size={16} />
              {destinations.join(" · ")}
            </li>
          ) : null}
          {pkg.duration_days ? (
            <li className="flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 backdrop-blur">
              <ClockIcon size={16} />
              {pkg.duration_days} {pkg.duration_days === 1 ? "day" : "days"}
            </li>
          ) : null}
          {pkg.ribbon_tag_left ? (
            <li className="flex items-center gap-1.5 rounded-full bg-savanna-700 px-3 py-1 font-semibold">{pkg.ribbon_tag_left}</li>
          ) : null}
        </ul>
      </PageHero>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[minmax(0,1fr)_400px] lg:gap-10 lg:px-8 lg:py-12">
        <div className="min-w-0 space-y-8">
          <section aria-label="Photos">
            <ImageSlider
              images={images}
              intervalMs={PACKAGE_SLIDE_MS}
              showArrows
              showDots
              sizes="(min-width: 1024px) 60vw, 100vw"
              className="aspect-[16/10] w-full rounded-3xl shadow-sm"
              label={`Photos of ${pkg.package_title}`}
            />
          </section>
          {pkg.summary ? <p className="text-lg leading-relaxed text-earth-900/85">{pkg.summary}</p> : null}

          <div className="lg:hidden" ref={phonePanelRef}>
            {bookingPanel}
          </div>

          {rates ? (
            <PartyPrice
              packageId={pkg.package_id}
              rates={rates}
              durationDays={pkg.duration_days}
              tier={selected}
              residency={residency}
              choice={party}
              onChange={chooseParty}
              today={clientToday}
              askHref={inquireHref}
              onAsk={open("price")}
              deal={dealRule}
            />
          ) : null}

          <section aria-labelledby="itinerary-heading" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-earth-900/10 sm:p-7">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="itinerary-heading" className="flex items-center gap-2 font-display text-2xl font-semibold text-earth-900">
                <CalendarIcon size={22} className="text-savanna-600" /> Itinerary
              </h2>
              {selected && visibleTiers.length > 1 ? (
                <span className="rounded-full bg-savanna-100 px-3 py-1 text-sm font-semibold text-earth-900">{TIER_LABELS[selected.tier_type]} tier</span>
              ) : null}
            </div>
            {selected && tierDays(selected).length ? (
              <ItineraryDays days={tierDays(selected)} />
            ) : (
              <p className="mt-4 text-earth-900/75">The day-by-day programme is shared with your quote.</p>
            )}
          </section>

          {selected && (selected.inclusions.length > 0 || selected.exclusions.length > 0) ? (
            <div className="grid gap-6 md:grid-cols-2">
              <ListCard title="What's included" items={selected.inclusions} tone="in" testId="inclusions" />
              <ListCard title="Not included" items={selected.exclusions} tone="out" testId="exclusions" />
            </div>
          ) : null}

          {pkg.optional_activities.length > 0 ? (
            <section aria-labelledby="activities-heading" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-earth-900/10 sm:p-7">
              <h2 id="activities-heading" className="flex items-center gap-2 font-display text-2xl font-semibold text-earth-900">
                <SparklesIcon size={22} className="text-savanna-600" /> Optional activities
              </h2>
              <ul className="mt-4 divide-y divide-earth-900/10" data-testid="optional-activities">
                {pkg.optional_activities.map((a) => (
                  <li key={a.id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3">
                    <div className="min-w-0 flex-1">
                      <h3 className="font-semibold text-earth-900">{a.activity_name}</h3>
                      {a.description ? <p className="text-sm text-earth-900/75">{a.description}</p> : null}
                    </div>
                    <span className="whitespace-nowrap text-right">
                      <span className="block font-semibold text-acacia-700">{tierPrice({ price_kshs: a.cost_kshs, price_usd: a.cost_usd }, residency)}</span>
                      {a.cost_kshs || a.cost_usd ? (
                        <span className="block text-xs text-earth-900/70" data-testid="activity-price-basis">
                          {ACTIVITY_BASIS}
                        </span>
                      ) : null}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          {pkg.terms_and_conditions ? (
            <section aria-labelledby="terms-heading" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-earth-900/10 sm:p-7">
              <h2 id="terms-heading" className="font-display text-2xl font-semibold text-earth-900">
                Terms and conditions
              </h2>
              <div className={`mt-4 text-[15px] ${RICH_TEXT_CLS}`} data-testid="terms" dangerouslySetInnerHTML={{ __html: pkg.terms_and_conditions }} />
            </section>
          ) : null}

          {showInline ? (
            <section id="inquiry" aria-labelledby="inline-inquiry-heading" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-earth-900/10 sm:p-7">
              <h2 id="inline-inquiry-heading" className="mb-5 font-display text-2xl font-semibold text-earth-900">
                Inquire about this package
              </h2>
              <InquiryForm
                sourcePage="package-details"
                action={`/packages/${pkg.package_id}?inquire=1`}
                initial={inquiryInitial}
                packages={packages}
                serverResult={actionResult ?? null}
              />
            </section>
          ) : null}
        </div>

        <aside aria-label="Prices and booking" className="hidden lg:block">
          <div className="sticky top-24">{bookingPanel}</div>
        </aside>
      </div>

      {/* Phone: the chosen price and Book Now stay within reach while reading the itinerary. */}
      <div
        className={`fixed inset-x-0 bottom-0 z-40 border-t border-earth-900/10 bg-white/95 px-4 py-3 shadow-[0_-8px_24px_rgba(0,0,0,0.08)] backdrop-blur transition-transform duration-300 motion-reduce:transition-none lg:hidden ${
          panelInView ? "pointer-events-none translate-y-full" : "translate-y-0"
        }`}
        inert={panelInView}
        data-testid="sticky-book-bar"
        data-sticky-book-bar=""
      >
        <div className="mx-auto flex max-w-xl items-center justify-between gap-3">
          <div className="min-w-0">
            <p className="truncate text-xs text-earth-900/70">
              {selected ? `${TIER_LABELS[selected.tier_type]} · ${RESIDENCY_LABELS[residency]}` : RESIDENCY_LABELS[residency]}
            </p>
            <p className="truncate text-lg font-bold leading-tight text-acacia-700" data-testid="sticky-price">
              {price}
            </p>
            {basis || selectedPrice.wasText ? (
              <p className="truncate text-xs text-earth-900/70" data-testid="sticky-price-basis">
                {/* On its own line: the amount never truncates to make room for the price it replaces. */}
                {selectedPrice.wasText ? (
                  <>
                    <s data-testid="sticky-price-was">
                      <span className="sr-only">was </span>
                      {selectedPrice.wasText}
                    </s>{" "}
                  </>
                ) : null}
                {basis}
              </p>
            ) : null}
          </div>
          <a
            href={inquireHref}
            onClick={open("book")}
            role="button"
            // A tap before hydration is held and replayed as this dialog, not lost to a reload (decision 0016).
            data-replay-click=""
            className="flex h-11 shrink-0 items-center rounded-xl bg-acacia-700 px-5 font-semibold text-white shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-acacia-700"
          >
            Book Now
          </a>
        </div>
      </div>

      <Modal
        open={modal !== null}
        onClose={() => setModal(null)}
        title={modal === "book" ? "Book this package" : "Get a custom quote"}
        description={pkg.package_title}
      >
        <InquiryForm
          sourcePage="package-details"
          action={`/packages/${pkg.package_id}?inquire=1`}
          initial={inquiryInitial}
          packages={packages}
          // No closing on success: Book Now confirms with the same reference, summary and next steps as /contact.
          submitLabel={modal === "book" ? "Send Booking Inquiry" : "Request Quote"}
        />
      </Modal>
      <Toaster />
    </main>
  );
}

function ListCard({ title, items, tone, testId }: { title: string; items: string[]; tone: "in" | "out"; testId: string }) {
  return (
    <section className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-earth-900/10 sm:p-6" data-testid={testId}>
      <h2 className="font-display text-xl font-semibold text-earth-900">{title}</h2>
      {items.length ? (
        <ul className="mt-3 space-y-2">
          {items.map((item, i) => (
            <li key={i} className="flex items-start gap-2.5 text-[15px] text-earth-900/85">
              <span
                className={`mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full ${
                  tone === "in" ? "bg-acacia-700/10 text-acacia-700" : "bg-red-50 text-red-800"
                }`}
              >
                {tone === "in" ? <CheckIcon size={13} strokeWidth={3} /> : <CloseIcon size={12} strokeWidth={3} />}
              </span>
              {item}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-earth-900/70">Nothing listed.</p>
      )}
    </section>
  );
}

function BookingPanel({
  tiers: visibleTiers,
  residency,
  onResidency: setResidency,
  selected,
  onSelect,
  price,
  wasText,
  basis,
  deal,
  inquireHref,
  onInquire: open,
  hydrated,
  shownFor,
  termsShort,
}: {
  tiers: ApiTier[];
  residency: InquiryResidency;
  onResidency: (r: InquiryResidency) => void;
  selected: ApiTier | null;
  onSelect: (id: number) => void;
  price: string;
  wasText: string | null;
  basis: string | null;
  deal: DealPrice | null;
  inquireHref: string;
  onInquire: (kind: InquiryKind) => (e: React.MouseEvent) => void;
  hydrated: boolean;
  /** A tier's shown price for the page's residency (domain/pricing.ts), or null: Contact for Pricing. */
  shownFor: (tier: ApiTier) => ShownPrice | null;
  /** The booking terms in short, from the stored terms (issue 26). */
  termsShort: string;
}) {
  // Each drawing of the panel (phone and desktop layouts) needs its own radio group.
  const tierGroup = `tier-${useId()}`;
  return (
    <div className="rounded-3xl bg-white p-5 shadow-lg ring-1 ring-earth-900/10 sm:p-6" data-testid="booking-panel" data-hydrated={hydrated || undefined}>
      {deal ? (
        <div className="mb-4 rounded-xl bg-savanna-100 px-4 py-3" data-testid="package-deal">
          <p className="text-xs font-semibold uppercase tracking-wide text-earth-900/80">
            <span className="rounded bg-savanna-700 px-1.5 py-0.5 text-white" data-testid="deal-percent">
              Save {deal.percent}%
            </span>{" "}
            Deal price from
          </p>
          <DealAmount deal={deal} />
        </div>
      ) : null}
      <ResidencySelector value={residency} onChange={setResidency} />
      <fieldset className="mt-5">
        <legend className="mb-2 text-sm font-semibold text-earth-900">
          {visibleTiers.length > 1 ? "Choose your package tier" : "Package tier"}
        </legend>
        {visibleTiers.length ? (
          <div className="space-y-2.5" data-testid="tier-list">
            {visibleTiers.map((tier) => (
              <TierCard
                key={tier.id}
                tier={tier}
                name={tierGroup}
                selected={selected?.id === tier.id}
                onSelect={() => onSelect(tier.id)}
                shown={shownFor(tier)}
              />
            ))}
          </div>
        ) : (
          <p className="rounded-xl bg-savanna-100 px-4 py-3 text-sm text-earth-900/80">Tiers for this package are arranged on request.</p>
        )}
      </fieldset>
      <div className="mt-5 flex items-end justify-between gap-3 border-t border-earth-900/10 pt-4">
        <div>
          <p className="text-xs font-semibold uppercase tracking-wide text-earth-900/70">
            {selected ? `${TIER_LABELS[selected.tier_type]} · ${RESIDENCY_LABELS[residency]}` : RESIDENCY_LABELS[residency]}
          </p>
          <p className="text-2xl font-bold text-acacia-700" data-testid="selected-price" aria-live="polite">
            {price}
            {wasText ? (
              <>
                {" "}
                <s className="text-sm font-medium text-earth-900/70" data-testid="selected-price-was">
                  <span className="sr-only">was </span>
                  {wasText}
                </s>
              </>
            ) : null}
          </p>
          {basis ? (
            <p className="text-xs text-earth-900/70" data-testid="price-basis">
              {basis}
            </p>
          ) : null}
        </div>
      </div>
      <div className="mt-4 grid gap-2.5">
        <a
          href={inquireHref}
          onClick={open("book")}
          role="button"
          data-replay-click=""
          className="flex h-12 items-center justify-center rounded-xl bg-acacia-700 font-semibold text-white shadow transition hover:bg-acacia-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-acacia-700"
        >
          Book Now
        </a>
        <a
          href={inquireHref}
          onClick={open("quote")}
          role="button"
          data-replay-click=""
          className="flex h-12 items-center justify-center rounded-xl border-2 border-acacia-700 font-semibold text-acacia-700 transition hover:bg-acacia-700 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-acacia-700"
        >
          Get Custom Quote
        </a>
      </div>
      <p className="mt-3 text-center text-xs text-earth-900/70" data-testid="booking-terms">
        Free, non-binding quotes, usually within 24-48 hours. {termsShort}
      </p>
    </div>
  );
}

/**
 * A tier's days. A visitor's browser may hold a package cached before the API had
 * `itinerary_days` (the persisted cache outlives a deploy until data_version changes): its HTML
 * is read as days then, with the same conversion as migration 0013.
 */
function tierDays(tier: ApiTier): ItineraryDay[] {
  return tier.itinerary_days ?? daysFromLegacyHtml(tier.itinerary_details_html ?? "");
}

/**
 * The structured day-by-day itinerary (decision 0027): the same derivation as the API's itinerary
 * HTML and the JSON-LD (domain/itinerary.ts), drawn as stops on a timeline. Day headings are h3,
 * the level under the section's h2.
 */
function ItineraryDays({ days }: { days: ItineraryDay[] }) {
  return (
    <ol className="mt-4 border-l-2 border-savanna-500/40 pl-5" data-testid="itinerary">
      {presentItinerary(days).map((day) => (
        <li key={day.number} className="relative mt-6 first:mt-0" data-testid="itinerary-day">
          <span aria-hidden="true" className="absolute -left-[27px] top-1.5 h-3 w-3 rounded-full bg-savanna-600 ring-4 ring-white" />
          <h3 className="font-semibold text-earth-900">{day.heading}</h3>
          {day.places.length || day.overnight || day.meals ? (
            <dl className="mt-2 grid gap-x-3 gap-y-1 text-sm text-earth-900/80 sm:grid-cols-[auto_1fr]">
              {day.places.length ? (
                <>
                  <dt className="font-semibold text-earth-900">Places</dt>
                  <dd data-testid="itinerary-places">{day.places.join(" · ")}</dd>
                </>
              ) : null}
              {day.overnight ? (
                <>
                  <dt className="font-semibold text-earth-900">Overnight</dt>
                  <dd data-testid="itinerary-overnight">{day.overnight}</dd>
                </>
              ) : null}
              {day.meals ? (
                <>
                  <dt className="font-semibold text-earth-900">Meals</dt>
                  <dd data-testid="itinerary-meals">{day.meals}</dd>
                </>
              ) : null}
            </dl>
          ) : null}
          {day.descriptionHtml ? <div className={RICH_TEXT_CLS} dangerouslySetInnerHTML={{ __html: day.descriptionHtml }} /> : null}
        </li>
      ))}
    </ol>
  );
}
