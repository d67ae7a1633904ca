// @vitest-environment happy-dom
/**
 * A package's page as components (issue 25 item 6): the route's page with its parts wired together
 * (app/site/package-details/), on packages built here in the API's shape, with the network answered
 * by a stand-in fetch. The browser tests (tests/e2e/package-details.test.ts, party-price.test.ts,
 * one-price-source.test.ts) drive the same page in Chromium against the real server; these pin what
 * the page does with what it is given.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ApiItineraryDay, ApiPackage, ApiRateFromPrice, ApiTier } from "#domain/api-types.ts";
import type { PackageRates, Rate } from "#domain/rates/types.ts";
import type { InquiryResidency } from "#domain/residency.ts";
import { saveTripDetails } from "#app/lib/trip-details.ts";
import type { PartyChoice } from "#app/lib/party-price.ts";
import PackageDetailsPage from "#app/routes/package-details.tsx";
import { WithLanguage } from "../../../tests/helpers/i18n.tsx";
import type { Messages } from "@lingui/core";
import type { Locale } from "#domain/locales.ts";

/** The pages catalogue compiled for each language, as the server imports it (Lingui's Vite plugin). */
// The page's catalogue and the shell's (the tier and residency names), as the root hands them over.
const germanCatalogues = import.meta.glob<{ messages: Messages }>("../../locales/de/{pages,shell}.po", { eager: true });
const german = { locale: "de" as const, messages: Object.assign({}, ...Object.values(germanCatalogues).map((c) => c.messages)) as Messages };

const day = (n: number, title: string): ApiItineraryDay => ({ day: n, title, places: [], overnight: "", meals: [], description_html: "" });

function tier(id: number, tier_type: ApiTier["tier_type"], more: Partial<ApiTier> = {}): ApiTier {
  return {
    id,
    tier_type,
    price_kshs: null,
    price_usd: null,
    price_basis: "per_person_sharing",
    for_residents: true,
    for_east_africans: true,
    for_non_residents: true,
    itinerary_details_html: "",
    itinerary_days: [],
    inclusions: [],
    exclusions: [],
    ...more,
  };
}

function createPackage(more: Partial<ApiPackage> = {}): ApiPackage {
  return {
    package_id: 41,
    id: 41,
    slug: "lake-trail",
    package_title: "Lake Trail",
    summary: "Three days by the lakes.",
    travel_type: "safari",
    duration_days: 3,
    images: [],
    destinations: [{ id: 1, name: "Naivasha" }],
    services: [],
    ribbon_tag_left: null,
    dynamic_price: null,
    dynamic_currency: null,
    dynamic_price_was: null,
    dynamic_price_basis: "per_person_sharing",
    deal: null,
    price_source: "tiers",
    min_price_display: null,
    tier_structure: "multiple",
    is_deal: false,
    is_standout: false,
    tiers: [],
    rate_from_prices: [],
    terms_and_conditions: null,
    optional_activities: [],
    created_at: "2026-01-01T00:00:00Z",
    updated_at: "2026-01-01T00:00:00Z",
    ...more,
  };
}

/** One all-year season and per-night rates for one tier: KES for residents, USD for international visitors. */
function ratesFor(tierId: number): PackageRates {
  const rate = (residency: InquiryResidency, currency: Rate["currency"], adultSharing: number, singleSupplement: number): Rate => ({
    tierId,
    residency,
    season: "All year",
    currency,
    basis: "per_person_sharing",
    contactForPricing: false,
    adultSharing,
    singleSupplement,
    childBands: [{ minAge: 0, maxAge: 17, amount: adultSharing / 2 }],
    groupBands: [],
  });
  return {
    seasons: [{ name: "All year", kind: "recurring", start: "01-01", end: "12-31", priority: 0 }],
    rates: [rate("residents", "KES", 1_200_000, 300_000), rate("non_residents", "USD", 20_000, 5_000)],
  };
}

const fromPrice = (tierId: number, residency: ApiRateFromPrice["residency"], currency: ApiRateFromPrice["currency"], amount_minor: number): ApiRateFromPrice => ({
  tier_id: tierId,
  residency,
  currency,
  amount_minor,
  nights: 2,
  first_night: "2031-01-10",
});

interface PageData {
  pkg: ApiPackage | null;
  rates?: PackageRates | null;
  residency?: InquiryResidency;
  party?: PartyChoice | null;
  tier?: number | null;
  inquire?: boolean;
  /** The page's language and its compiled messages; English (the code's own texts) by default. */
  language?: { locale: Locale; messages: Messages };
}

/** The route's page at /packages/{id}, given what its loader would have answered. */
function renderPage({ pkg, rates = null, residency = "residents", party = null, tier: tierId = null, inquire = false, language }: PageData) {
  const loaderData = {
    pkg,
    origin: "http://site.example",
    packages: pkg ? [{ id: pkg.package_id, title: pkg.package_title }] : [],
    inquire,
    residency,
    rates,
    party,
    tier: tierId,
    today: "2031-01-01",
    termsShort: "A deposit holds your dates.",
  };
  const Stub = createRoutesStub([
    { path: "/packages/:id", Component: PackageDetailsPage, loader: () => loaderData, HydrateFallback: () => null },
    { path: "/packages", Component: () => <h1>All packages</h1> },
  ]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <WithLanguage {...language}>
        <Stub initialEntries={[`/packages/${pkg?.package_id ?? 999}`]} />
      </WithLanguage>
    </QueryClientProvider>,
  );
}

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });

beforeEach(() => {
  vi.stubGlobal("fetch", async (input: string) => {
    const path = new URL(input, "http://site.example").pathname;
    if (path === "/api/v1/inquiries/form-token/") return json({ form_token: "token-1" });
    if (path === "/api/v1/packages/titles/") return json({ results: [] });
    throw new Error(`unexpected request ${path}`);
  });
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The booking panel is drawn twice (phone and desktop layouts): every drawing, and the sticky bar, show the same price. */
function shownPrices() {
  return {
    panel: screen.getAllByTestId("selected-price").map((p) => p.textContent),
    basis: screen.queryAllByTestId("price-basis").map((p) => p.textContent),
    sticky: screen.getByTestId("sticky-price").textContent,
  };
}

const itineraryDays = () => within(screen.getByTestId("itinerary")).getAllByRole("heading", { level: 3 }).map((h) => h.textContent);

describe("choosing a tier", () => {
  const pkg = createPackage({
    tiers: [
      tier(12, "comfort", { price_kshs: 80_000, itinerary_days: [day(1, "Lodge by the shore"), day(2, "Boat to Crescent Island")], inclusions: ["Boat trip"] }),
      tier(11, "value", { price_kshs: 50_000, itinerary_days: [day(1, "Campsite by the gate")], inclusions: ["Park fees"], exclusions: ["Drinks"] }),
    ],
  });

  it("starts on the first tier in tier order, and changes the price, the itinerary and what is included when another is chosen", async () => {
    renderPage({ pkg });
    await screen.findAllByTestId("booking-panel");
    expect(shownPrices()).toEqual({ panel: ["KES 50,000", "KES 50,000"], basis: ["per person sharing", "per person sharing"], sticky: "KES 50,000" });
    expect(itineraryDays()).toEqual(["Day 1: Campsite by the gate"]);
    expect(within(screen.getByTestId("inclusions")).getByRole("listitem").textContent).toBe("Park fees");

    fireEvent.click(screen.getAllByRole("radio", { name: /^Comfort/ })[0]!);

    expect(shownPrices()).toEqual({ panel: ["KES 80,000", "KES 80,000"], basis: ["per person sharing", "per person sharing"], sticky: "KES 80,000" });
    expect(itineraryDays()).toEqual(["Day 1: Lodge by the shore", "Day 2: Boat to Crescent Island"]);
    expect(within(screen.getByTestId("inclusions")).getByRole("listitem").textContent).toBe("Boat trip");
    expect(within(screen.getByTestId("exclusions")).getByText("Nothing listed.")).toBeTruthy();
    // Both drawings of the panel follow the one choice.
    expect(screen.getAllByRole("radio", { name: /^Comfort/ }).map((r) => (r as HTMLInputElement).checked)).toEqual([true, true]);
  });

  it("starts on the tier the address names", async () => {
    renderPage({ pkg, tier: 12 });
    await screen.findAllByTestId("booking-panel");
    expect(shownPrices().sticky).toBe("KES 80,000");
    expect(itineraryDays()).toEqual(["Day 1: Lodge by the shore", "Day 2: Boat to Crescent Island"]);
  });

  it("shows only the tiers offered to the residency chosen, priced in its currency", async () => {
    const mixed = createPackage({
      tiers: [
        tier(11, "value", { price_kshs: 50_000, for_non_residents: false }),
        tier(12, "comfort", { price_kshs: 80_000, price_usd: 700, for_residents: false, for_east_africans: false }),
      ],
    });
    renderPage({ pkg: mixed });
    await screen.findAllByTestId("booking-panel");
    expect(screen.queryAllByRole("radio", { name: /^Comfort/ })).toEqual([]);
    fireEvent.click(screen.getAllByRole("radio", { name: "International Visitors" })[0]!);
    expect(screen.queryAllByRole("radio", { name: /^Value/ })).toEqual([]);
    expect(shownPrices().sticky).toBe("USD 700");
  });
});

describe("the price for a party", () => {
  const pkg = createPackage({
    price_source: "rates",
    tiers: [tier(21, "value")],
    rate_from_prices: [fromPrice(21, "residents", "KES", 1_200_000), fromPrice(21, "non_residents", "USD", 20_000)],
  });

  it("shows the rates' from-price for 2 adults until dates and a party are given, then the party's total with its basis", async () => {
    renderPage({ pkg, rates: ratesFor(21) });
    await screen.findByTestId("party-price");
    expect(shownPrices()).toEqual({ panel: ["From KES 12,000", "From KES 12,000"], basis: ["per person sharing, 2 adults", "per person sharing, 2 adults"], sticky: "From KES 12,000" });

    fireEvent.click(screen.getAllByRole("radio", { name: "International Visitors" })[0]!);
    fireEvent.change(screen.getByLabelText("Start date"), { target: { value: "2031-03-10" } });
    fireEvent.change(screen.getByLabelText("Adults"), { target: { value: "3" } });

    // 3 adults x 2 nights x USD 200 sharing, and the odd adult's single supplement, USD 50 x 2 nights.
    await waitFor(() => expect(shownPrices().sticky).toBe("USD 1,300"));
    expect(shownPrices()).toEqual({ panel: ["USD 1,300", "USD 1,300"], basis: ["total for 3 adults, 2 nights", "total for 3 adults, 2 nights"], sticky: "USD 1,300" });
    expect(screen.getByTestId("party-total").textContent).toBe("USD 1,300");
  });

  it("prices the party the address names, children included", async () => {
    renderPage({ pkg, rates: ratesFor(21), party: { start: "2031-03-10", adults: "2", children: "1", ages: ["9"] } });
    await screen.findByTestId("party-price");
    // 2 adults x 2 nights x KES 12,000, and the child at half of it for 2 nights.
    expect(shownPrices()).toEqual({ panel: ["KES 60,000", "KES 60,000"], basis: ["total for 2 adults and 1 child, 2 nights", "total for 2 adults and 1 child, 2 nights"], sticky: "KES 60,000" });
  });
});

describe("asking about the package", () => {
  const pkg = createPackage({ tiers: [tier(11, "value", { price_kshs: 50_000 }), tier(12, "comfort", { price_kshs: 80_000 })] });

  it("opens the booking dialog from Book Now and the quote dialog from Get Custom Quote, prefilled with the package", async () => {
    renderPage({ pkg });
    await screen.findAllByTestId("booking-panel");
    expect(screen.queryByRole("dialog")).toBeNull();

    fireEvent.click(screen.getAllByRole("button", { name: "Book Now" })[0]!);
    const booking = await screen.findByRole("dialog");
    expect(within(booking).getByRole("heading", { level: 2 }).textContent).toBe("Book this package");
    expect(within(booking).getByRole("button", { name: "Send Booking Inquiry" })).toBeTruthy();
    expect((within(booking).getByLabelText("Package") as HTMLSelectElement).value).toBe("41");

    fireEvent.click(within(booking).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    fireEvent.click(screen.getAllByRole("button", { name: "Get Custom Quote" })[0]!);
    const quote = await screen.findByRole("dialog");
    expect(within(quote).getByRole("heading", { level: 2 }).textContent).toBe("Get a custom quote");
    expect(within(quote).getByRole("button", { name: "Request Quote" })).toBeTruthy();
  });

  it("asks about a tier and residency only once the visitor has chosen them", async () => {
    renderPage({ pkg });
    await screen.findAllByTestId("booking-panel");
    fireEvent.click(screen.getAllByRole("button", { name: "Book Now" })[0]!);
    let dialog = await screen.findByRole("dialog");
    expect((within(dialog).getByLabelText("Budget tier") as HTMLSelectElement).value).toBe("");
    expect((within(dialog).getByLabelText("Residency") as HTMLSelectElement).value).toBe("");
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));

    fireEvent.click(screen.getAllByRole("radio", { name: /^Comfort/ })[0]!);
    fireEvent.click(screen.getAllByRole("radio", { name: "East African Residents" })[0]!);
    fireEvent.click(screen.getByTestId("sticky-book-bar").querySelector("a")!);
    dialog = await screen.findByRole("dialog");
    expect((within(dialog).getByLabelText("Budget tier") as HTMLSelectElement).value).toBe("comfort");
    expect((within(dialog).getByLabelText("Residency") as HTMLSelectElement).value).toBe("east_africans");
  });

  it("starts from the residency given earlier in the visit", async () => {
    saveTripDetails({ residency: "non_residents" });
    renderPage({ pkg: createPackage({ tiers: [tier(11, "value", { price_kshs: 50_000, price_usd: 450 })] }) });
    await waitFor(() => expect(shownPrices().sticky).toBe("USD 450"));
  });

  it("shows the form inline when the address asks for it (the links' target before JavaScript)", async () => {
    renderPage({ pkg, inquire: true });
    const inline = await screen.findByRole("region", { name: "Inquire about this package" });
    expect(within(inline).getByRole("button", { name: "Send Inquiry" })).toBeTruthy();
    expect(screen.getAllByRole("button", { name: "Book Now" })[0]!.getAttribute("href")).toBe("/packages/41?inquire=1#inquiry");
  });
});

describe("a package without prices", () => {
  it("says Contact for Pricing for a tier without a price, and offers no party price without rates", async () => {
    renderPage({ pkg: createPackage({ tiers: [tier(11, "value")] }) });
    await screen.findAllByTestId("booking-panel");
    expect(shownPrices()).toEqual({ panel: ["Contact for Pricing", "Contact for Pricing"], basis: [], sticky: "Contact for Pricing" });
    expect(screen.queryByTestId("party-price")).toBeNull();
    expect(screen.queryByTestId("sticky-price-basis")).toBeNull();
  });

  it("arranges tiers on request when the package has none, and shares the programme with the quote", async () => {
    renderPage({ pkg: createPackage({ tiers: [] }) });
    await screen.findAllByTestId("booking-panel");
    expect(screen.getAllByText("Tiers for this package are arranged on request.")).toHaveLength(2);
    expect(shownPrices().sticky).toBe("Select a package tier");
    expect(screen.getByText("The day-by-day programme is shared with your quote.")).toBeTruthy();
    expect(screen.queryByTestId("inclusions")).toBeNull();
  });
});

describe("a package that does not exist", () => {
  it("shows Package Not Found with a way back to all packages", async () => {
    renderPage({ pkg: null });
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Package Not Found");
    expect(screen.queryByTestId("booking-panel")).toBeNull();
    fireEvent.click(screen.getByRole("link", { name: "Browse All Packages" }));
    expect((await screen.findByRole("heading", { level: 1, name: "All packages" })).textContent).toBe("All packages");
  });
});

describe("in German (issue 29)", () => {
  const pkg = createPackage({
    tiers: [
      tier(12, "comfort", { price_kshs: 80_000, itinerary_days: [day(1, "Lodge by the shore")], inclusions: ["Boat trip"] }),
      tier(11, "value", { price_kshs: 50_000, itinerary_days: [day(1, "Campsite by the gate")], inclusions: ["Park fees"], exclusions: ["Drinks"] }),
    ],
    optional_activities: [{ id: 1, activity_name: "Balloon safari", description: "", cost_kshs: 45_000, cost_usd: null }],
  });

  it("shows the page's own headings, buttons and labels in German; the package's content stays as stored", async () => {
    renderPage({ pkg, language: german });
    await screen.findAllByTestId("booking-panel");
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent?.trim());
    expect(headings).toEqual(expect.arrayContaining(["Reiseverlauf", "Im Preis inbegriffen", "Nicht inbegriffen", "Optionale Aktivitäten"]));
    expect(screen.getAllByText("Wählen Sie Ihre Paketkategorie")).toHaveLength(2);
    // Both drawings of the panel and the sticky bar.
    expect(screen.getAllByRole("button", { name: "Jetzt buchen" })).toHaveLength(3);
    // Before JavaScript they lead to the form on this page, in German.
    expect(screen.getAllByRole("button", { name: "Jetzt buchen" })[0]!.getAttribute("href")).toBe("/de/packages/41?inquire=1#inquiry");
    expect(screen.getAllByRole("button", { name: "Individuelles Angebot" })).toHaveLength(2);
    expect(screen.getByText("3 Tage")).toBeTruthy();
    expect(screen.getByText("pro Person")).toBeTruthy();
    // The tier and residency as the booking panel and the sticky bar name them, in German.
    expect(screen.getAllByText("Basis · Einwohner Kenias").length).toBeGreaterThanOrEqual(2);
    // The breadcrumb leads to the packages in German.
    expect(screen.getByRole("link", { name: "Reisepakete" }).getAttribute("href")).toBe("/de/packages");
    for (const english of ["Itinerary", "What's included", "Book Now", "Get Custom Quote", "Choose your package tier"]) {
      expect(screen.queryAllByText(english)).toHaveLength(0);
    }
    // The package's own words are the database's, not the catalogue's.
    expect(screen.getAllByRole("heading", { level: 1 })[0]!.textContent).toBe("Lake Trail");
    expect(screen.getByText("Park fees")).toBeTruthy();
  });

  it("writes the itinerary's day numbers and meals in German around the day's own title", async () => {
    const days = { itinerary_days: [{ ...day(1, "Anreise in die Mara"), overnight: "Mara-Camp", meals: ["dinner" as const, "breakfast" as const] }, day(2, "")] };
    renderPage({ pkg: createPackage({ tiers: [tier(11, "value", { price_kshs: 50_000, ...days })] }), language: german });
    await screen.findAllByTestId("booking-panel");
    expect(itineraryDays()).toEqual(["Tag 1: Anreise in die Mara", "Tag 2"]);
    expect(screen.getByTestId("itinerary-meals").textContent).toBe("Frühstück und Abendessen");
  });

  it("writes them in English as domain/itinerary.ts does", async () => {
    const days = { itinerary_days: [{ ...day(1, "Into the Mara"), meals: ["breakfast" as const, "lunch" as const, "dinner" as const] }, day(2, "")] };
    renderPage({ pkg: createPackage({ tiers: [tier(11, "value", { price_kshs: 50_000, ...days })] }) });
    await screen.findAllByTestId("booking-panel");
    expect(itineraryDays()).toEqual(["Day 1: Into the Mara", "Day 2"]);
    expect(screen.getByTestId("itinerary-meals").textContent).toBe("Breakfast, lunch and dinner");
  });

  it("says a package is missing in German", async () => {
    renderPage({ pkg: null, language: german });
    expect((await screen.findAllByText("Reisepaket nicht gefunden")).length).toBeGreaterThan(0);
    expect(screen.getByText("Das gesuchte Reisepaket existiert nicht oder wurde entfernt.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Alle Reisepakete ansehen" })).toBeTruthy();
  });
});
