// @vitest-environment happy-dom
/**
 * /packages' results as components (issue 25 item 6): the groups, the search grid with "Load more",
 * and the hook that decides what to show and what to ask the network for (decision 0071: the
 * loader's groups are shown without a fetch). The browser tests (tests/e2e/packages.test.ts) drive
 * the whole page in Chromium against the real server.
 */
import { QueryClient, QueryClientProvider, type UseQueryResult } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ApiPackageSearch, ApiPackageSummary } from "#domain/api-types.ts";
import { GROUP_CARDS_SHOWN, type ServiceGroup } from "#domain/package-groups.ts";
import { parsePackagesQuery } from "#app/lib/search-params.ts";
import { GroupedResults } from "./grouped-results.tsx";
import { SearchResults } from "./search-results.tsx";
import { usePackageResults, type SeededResults } from "./use-package-results.ts";
import { WithLanguage } from "../../../tests/helpers/i18n.tsx";

function card(id: number, title: string): ApiPackageSummary {
  return {
    package_id: id,
    id,
    slug: `package-${id}`,
    package_title: title,
    summary: `${title} in a few words.`,
    travel_type: "safari",
    duration_days: 3,
    images: [],
    destinations: [],
    services: [{ id: 1, name: "Safaris" }],
    ribbon_tag_left: null,
    dynamic_price: null,
    dynamic_currency: null,
    dynamic_price_was: null,
    dynamic_price_basis: "per_person_sharing",
    min_price_display: null,
    tier_structure: "single",
    is_deal: false,
    is_standout: false,
    tiers: [{ id: id * 10, tier_type: "value", price_kshs: 42_000, price_usd: null, price_basis: "per_person_sharing", for_residents: true, for_east_africans: true, for_non_residents: false }],
    created_at: "2026-01-01T00:00:00Z",
    updated_at: "2026-01-01T00:00:00Z",
  } as ApiPackageSummary;
}

const page = (results: ApiPackageSummary[], extra: Partial<ApiPackageSearch> = {}): ApiPackageSearch =>
  ({ count: results.length, next: null, previous: null, results, search_metadata: { has_exact_matches: true, message: "" }, ...extra }) as ApiPackageSearch;

/** A settled query result, as useQueries hands them to the grid. */
const settled = (data: ApiPackageSearch | undefined, more: Partial<UseQueryResult<ApiPackageSearch>> = {}) =>
  ({ data, isError: false, refetch: vi.fn(), ...more }) as unknown as UseQueryResult<ApiPackageSearch>;

let requests: string[];

beforeEach(() => {
  requests = [];
  vi.stubGlobal("fetch", async (input: string) => {
    const path = new URL(input, "http://site.example").pathname;
    requests.push(path);
    if (path === "/api/v1/packages/groups/") return new Response(JSON.stringify({ groups: [] }), { headers: { "content-type": "application/json" } });
    return new Response("{}", { status: 503 });
  });
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Renders `node` at /packages inside a router and a fresh query cache. */
function inPage(node: () => ReactNode) {
  const Stub = createRoutesStub([{ path: "/packages", Component: () => <>{node()}</> }]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <WithLanguage>
        <Stub initialEntries={["/packages"]} />
      </WithLanguage>
    </QueryClientProvider>,
  );
}

describe("the groups by service", () => {
  it("shows each service's count and first cards, with See all only where more exist and never for More journeys", async () => {
    const many = Array.from({ length: GROUP_CARDS_SHOWN }, (_, i) => card(i + 1, `Safari ${i + 1}`));
    const groups: ServiceGroup[] = [
      { id: "1", title: "Safaris", description: "", count: 14, packages: many },
      { id: "2", title: "Beach Holidays", description: "", count: 1, packages: [card(40, "Diani Sands")] },
      { id: "other", title: "More journeys", description: "", count: 9, packages: [card(50, "Charter")] },
    ];
    inPage(() => <GroupedResults groups={groups} />);
    await screen.findByRole("heading", { level: 2, name: "Safaris" });
    expect(screen.getAllByTestId("service-group").map((g) => g.querySelector("h2")?.textContent)).toEqual(["Safaris", "Beach Holidays", "More journeys"]);
    expect(screen.getByText("1 package")).toBeTruthy();
    expect(screen.getAllByTestId("group-see-all").map((a) => [a.textContent, a.getAttribute("href")])).toEqual([["See all 14 Safaris packages", "/packages?service_id=1"]]);
  });

  it("says No packages found for a catalogue without packages", async () => {
    inPage(() => <GroupedResults groups={[]} />);
    expect(await screen.findByText("No packages found")).toBeTruthy();
  });
});

describe("the search grid", () => {
  it("counts the results, names the closest-matches notice, and asks for the next page on Load more", async () => {
    const onLoadMore = vi.fn();
    const first = page([card(1, "Mara Migration")], { count: 2, next: "/api/v1/search/packages/?page=2", search_metadata: { has_exact_matches: false, message: "No exact matches; the closest are below." } as never });
    inPage(() => <SearchResults pages={[settled(first)]} residency={undefined} onLoadMore={onLoadMore} />);
    expect((await screen.findByText("packages found", { exact: false })).textContent).toBe("2 packages found");
    expect(screen.getByTestId("closest-matches").textContent).toContain("the closest are below");
    fireEvent.click(screen.getByRole("button", { name: "Load more packages" }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it("shows 3 skeletons while the next page loads, and no Load more meanwhile", async () => {
    const first = page([card(1, "Mara Migration")], { count: 60, next: "/api/v1/search/packages/?page=2" });
    inPage(() => <SearchResults pages={[settled(first), settled(undefined)]} residency={undefined} onLoadMore={() => {}} />);
    const loading = (await screen.findByText("Loading more packages")).parentElement!;
    expect(loading.getAttribute("role")).toBe("status");
    expect(loading.children.length - 1).toBe(3);
    expect(screen.queryByRole("button", { name: "Load more packages" })).toBeNull();
  });

  it("offers Try Again when the next page fails, and asks for that page again", async () => {
    const first = page([card(1, "Mara Migration")], { count: 60, next: "/api/v1/search/packages/?page=2" });
    const refetch = vi.fn();
    inPage(() => <SearchResults pages={[settled(first), settled(undefined, { isError: true, refetch })]} residency={undefined} onLoadMore={() => {}} />);
    fireEvent.click(await screen.findByRole("button", { name: "Try Again" }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it("offers Browse All Packages when nothing matched", async () => {
    inPage(() => <SearchResults pages={[settled(page([]))]} residency={undefined} onLoadMore={() => {}} />);
    expect((await screen.findByRole("link", { name: "Browse All Packages" })).getAttribute("href")).toBe("/packages");
  });
});

describe("what the page asks the network for", () => {
  function Probe({ seeded, search = "" }: { seeded: SeededResults | null; search?: string }) {
    const query = parsePackagesQuery(new URLSearchParams(search));
    const r = usePackageResults(query, search, seeded);
    return (
      <p data-testid="probe" data-failed={String(r.failed)}>
        {r.groups?.map((g) => g.title).join(",") ?? "none"}
        <button type="button" onClick={r.retry}>
          retry
        </button>
      </p>
    );
  }

  it("shows the loader's groups without asking for them again", async () => {
    const groups: ServiceGroup[] = [{ id: "1", title: "Safaris", description: "", count: 1, packages: [card(1, "Mara")] }];
    inPage(() => <Probe seeded={{ groups, search: null, error: null }} />);
    expect((await screen.findByTestId("probe")).textContent).toContain("Safaris");
    expect(requests).toEqual([]);
  });

  it("keeps a failure the server rendered until Try Again, and only then asks for the groups", async () => {
    inPage(() => <Probe seeded={{ groups: null, search: null, error: "Unable to load packages at the moment." }} />);
    const probe = await screen.findByTestId("probe");
    expect(probe.dataset.failed).toBe("true");
    expect(requests).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "retry" }));
    await waitFor(() => expect(requests).toEqual(["/api/v1/packages/groups/"]));
  });
});
