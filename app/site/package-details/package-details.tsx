/**
 * A package's page (SPEC §2, §4, §5): images, residency selector, tier cards, itinerary,
 * inclusions, exclusions, terms and optional activities, put together from its parts:
 *
 * - what the visitor chose: the residency, the tier and the party (use-trip-choice.ts);
 * - the price shown for that choice, with its basis (shown-price.ts);
 * - the booking panel (booking-panel.tsx), and on phones the sticky bar (sticky-book-bar.tsx);
 * - the price for a party and dates, when the package has rates (#app/components/party-price.tsx);
 * - the selected tier's itinerary (itinerary.tsx) and what it includes (inclusions.tsx);
 * - the optional activities and the package's terms;
 * - asking about it: the inquiry dialog, or the form inline before JavaScript (use-package-inquiry.ts,
 *   package-inquiry.tsx).
 */
import { useEffect, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import type { ApiPackage, ApiTier } from "#domain/api-types.ts";
import { dealOf } from "#domain/deal.ts";
import type { PackageRates } from "#domain/rates/types.ts";
import { tierShownPrice } from "#domain/pricing.ts";
import { asLocale } from "#domain/locales.ts";
import type { InquiryResidency } from "#domain/residency.ts";
import { ImageSlider } from "#app/components/image-slider.tsx";
import type { InquiryServerResult, PackageOption } from "#app/components/inquiry-form.tsx";
import { packageImages } from "#app/components/package-card.tsx";
import { PartyPrice } from "#app/components/party-price.tsx";
import { dealPrice } from "#app/components/price.tsx";
import { Toaster } from "#app/components/toast.tsx";
import type { PartyChoice } from "#app/lib/party-price.ts";
import { BookingPanel } from "./booking-panel.tsx";
import { Inclusions } from "./inclusions.tsx";
import { Itinerary } from "./itinerary.tsx";
import { OptionalActivities } from "./optional-activities.tsx";
import { InlineInquiry, InquiryDialog } from "./package-inquiry.tsx";
import { PackageHero } from "./package-hero.tsx";
import { PackageTerms } from "./package-terms.tsx";
import { shownPrice } from "./shown-price.ts";
import { StickyBookBar, useOnScreen } from "./sticky-book-bar.tsx";
import { usePackageInquiry } from "./use-package-inquiry.ts";
import { useTripChoice } from "./use-trip-choice.ts";

export const PACKAGE_SLIDE_MS = 5000;

interface PackageDetailsProps {
  pkg: ApiPackage;
  /** The inquiry dropdown's options as the server renders them. */
  packages: PackageOption[];
  /** ?inquire=1: the inquiry form inline on the page (the links' target before JavaScript). */
  inquire: boolean;
  /** The address's residency, else the SPEC's default. */
  residency: InquiryResidency;
  /** The package's rates, when it has any (decision 0034). */
  rates: PackageRates | null;
  /** The party the address names, if any. */
  party: PartyChoice | null;
  /** The tier the address names, if any. */
  tier: number | null;
  /** The server's date, "YYYY-MM-DD", until the browser's replaces it. */
  today: string;
  /** The booking terms in short, from the stored terms (issue 26). */
  termsShort: string;
  /** The inline form's answer after a POST without JavaScript. */
  serverResult: InquiryServerResult | null;
}

export function PackageDetails({ pkg, packages, inquire, residency: initialResidency, rates, party: initialParty, tier: initialTier, today, termsShort, serverResult }: PackageDetailsProps) {
  const { i18n, t } = useLingui();
  const choice = useTripChoice(pkg, { residency: initialResidency, tier: initialTier, party: initialParty });
  const { residency, tiers, selected, party } = choice;
  const inquiry = usePackageInquiry(pkg, rates, choice);
  const [hydrated, setHydrated] = useState(false);
  const [clientToday, setClientToday] = useState(today);
  useEffect(() => {
    setHydrated(true);
    setClientToday(new Date().toISOString().slice(0, 10));
  }, []);
  const [phonePanelRef, panelOnScreen] = useOnScreen<HTMLDivElement>();

  const price = shownPrice(pkg, rates, { tier: selected, residency, party }, i18n);
  const locale = asLocale(i18n.locale);
  const shownFor = (tier: ApiTier) => tierShownPrice(pkg, tier, residency, locale);
  const images = packageImages(pkg);
  const showInline = inquire || Boolean(serverResult);

  const bookingPanel = (
    <BookingPanel
      tiers={tiers}
      residency={residency}
      onResidency={choice.chooseResidency}
      selected={selected}
      onSelect={choice.chooseTier}
      price={price}
      deal={dealPrice(pkg, residency, locale)}
      inquireHref={inquiry.href}
      onInquire={inquiry.open}
      hydrated={hydrated}
      shownFor={shownFor}
      termsShort={termsShort}
    />
  );

  return (
    <main id="main-content" className="pb-24 lg:pb-0">
      <PackageHero pkg={pkg} image={images[0]?.src ?? "headers/packages"} />

      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[minmax(0,1fr)_400px] lg:gap-10 lg:px-8 lg:py-12">
        <div className="min-w-0 space-y-8">
          <section aria-label={t`Photos`}>
            <ImageSlider
              images={images}
              intervalMs={PACKAGE_SLIDE_MS}
              showArrows
              showDots
              sizes="(min-width: 1024px) 60vw, 100vw"
              className="aspect-[16/10] w-full rounded-3xl shadow-sm"
              label={t`Photos of ${pkg.package_title}`}
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
              onChange={choice.chooseParty}
              today={clientToday}
              askHref={inquiry.href}
              onAsk={inquiry.open("price")}
              deal={dealOf(pkg)}
            />
          ) : null}

          <Itinerary tier={selected} named={tiers.length > 1} />
          <Inclusions tier={selected} />
          <OptionalActivities activities={pkg.optional_activities} residency={residency} />
          <PackageTerms html={pkg.terms_and_conditions} />
          {showInline ? <InlineInquiry packageId={pkg.package_id} initial={inquiry.initial} packages={packages} serverResult={serverResult} /> : null}
        </div>

        <aside aria-label={t`Prices and booking`} className="hidden lg:block">
          <div className="sticky top-24">{bookingPanel}</div>
        </aside>
      </div>

      <StickyBookBar hidden={panelOnScreen} tier={selected} residency={residency} price={price} href={inquiry.href} onBook={inquiry.open("book")} />

      <InquiryDialog kind={inquiry.kind} onClose={inquiry.close} title={pkg.package_title} packageId={pkg.package_id} initial={inquiry.initial} packages={packages} />
      <Toaster />
    </main>
  );
}
