/**
 * Read side of the catalogue, used by the JSON API and by the page loaders.
 * Lists come from the in-memory snapshot; details from the database.
 */
import { groupByService, type ServiceGroup } from "#domain/package-groups.ts";
import { compareText } from "#domain/formatting.ts";
import type { Kysely } from "kysely";
import { imageUrl } from "#domain/images.ts";
import type { TierType } from "#domain/tiers.ts";
import { DEFAULT_PRICE_BASIS, isPriceBasis } from "#domain/price-basis.ts";
import { getDataVersion } from "../app-meta.ts";
import type { PackageListFilters, PackageSearchFilters } from "#domain/package-filters.ts";
import { PackageSearchIndex } from "../search/package-search.ts";
import { searchDestinations } from "../search/destination-search.ts";
import { normalize } from "../search/text.ts";
import type {
  ApiBlog,
  ApiBlogSummary,
  ApiDestination,
  ApiPackage,
  ApiPackageSummary,
  ApiTravelType,
  SearchMetadata,
} from "#domain/api-types.ts";
import { log } from "../../log.ts";
import type { PackageRates } from "#domain/rates/types.ts";
import { itineraryHtml } from "#domain/itinerary.ts";
import { readItineraryDays } from "./itinerary-days.ts";
import { sanitizeRichText } from "./sanitize.ts";
import { loadSnapshot, type Snapshot } from "./snapshot.ts";
import { ByteLru } from "../../http/lru.ts";
import { rememberCompanyForErrorPages } from "../../resilience/error-answers.ts";
import type { DB } from "../../db/generated-types.ts";

/** How long a read of data_version is trusted before asking the database again. */
const VERSION_TTL_MS = 1000;

export const BLOG_ORDERINGS = ["-created_at", "created_at", "title", "-title"] as const;
export type BlogOrdering = (typeof BLOG_ORDERINGS)[number];

/**
 * Answers built from one snapshot, kept with it (so a new data_version starts empty): a package,
 * destination or story detail is read from the database and its rich text sanitised once per
 * data_version instead of on every request, and a search is run once per distinct set of filters
 * (issue 27: sanitize-html was a fifth of a detail's time, the search filter 41.5% of a search's).
 * Bounded by bytes (decision 0024): a crawl of every package churns the details but cannot grow them.
 */
const DETAIL_CACHE_BYTES = 8 * 1024 * 1024;
const SEARCH_CACHE_BYTES = 4 * 1024 * 1024;

interface Loaded {
  snapshot: Snapshot;
  search: PackageSearchIndex;
  details: ByteLru<{ bytes: number; value: Promise<unknown> }>;
  searches: ByteLru<{ bytes: number; value: { results: ApiPackageSummary[]; metadata: SearchMetadata } }>;
}

export class Catalogue {
  private versionCache: { value: string; at: number } | null = null;
  private versionRead: Promise<string | null> | null = null;
  /** The last snapshot that loaded: served if a newer one cannot be loaded. */
  private lastGood: Loaded | null = null;
  private loaded: Promise<Loaded> | null = null;
  private loadedVersion: string | null = null;

  /** `preview`: a catalogue over a preview's rolled-back transaction (decision 0030), whose company details error pages must never quote. */
  constructor(
    private db: Kysely<DB>,
    private options: { preview?: boolean } = {},
  ) {}

  /**
   * The current data_version (at most VERSION_TTL_MS old). When the database cannot be asked, the
   * last version read stands (retried after VERSION_TTL_MS), so lists keep being served from the
   * snapshot of the last good catalogue through a database outage (issue 13).
   */
  async version(): Promise<string> {
    const now = Date.now();
    if (this.versionCache && now - this.versionCache.at < VERSION_TTL_MS) return this.versionCache.value;
    // Concurrent requests share one read instead of each queueing for a pool connection.
    this.versionRead ??= getDataVersion(this.db).finally(() => {
      this.versionRead = null;
    });
    try {
      const value = (await this.versionRead) ?? "empty";
      this.versionCache = { value, at: Date.now() };
      return value;
    } catch (error) {
      if (!this.versionCache) throw error;
      log.warn(`Serving catalogue version ${this.versionCache.value}: the database did not answer (${error instanceof Error ? error.message : String(error)})`);
      this.versionCache = { value: this.versionCache.value, at: Date.now() };
      return this.versionCache.value;
    }
  }

  /** Forget the cached version, e.g. after a catalogue edit in this process. */
  invalidate(): void {
    this.versionCache = null;
  }

  private async current(): Promise<Loaded> {
    // From-prices look at the coming 12 months (decision 0034): a new day loads a new snapshot.
    const today = new Date().toISOString().slice(0, 10);
    const version = await this.version();
    const key = `${version}|${today}`;
    if (!this.loaded || this.loadedVersion !== key) {
      this.loadedVersion = key;
      const loading = loadSnapshot(this.db, version, today).then((snapshot) => ({
        snapshot,
        search: new PackageSearchIndex(snapshot.packages),
        details: new ByteLru<{ bytes: number; value: Promise<unknown> }>(DETAIL_CACHE_BYTES),
        searches: new ByteLru<{ bytes: number; value: { results: ApiPackageSummary[]; metadata: SearchMetadata } }>(SEARCH_CACHE_BYTES),
      }));
      this.loaded = loading;
      loading.then(
        (loaded) => {
          this.lastGood = loaded;
          if (!this.options.preview) rememberCompanyForErrorPages(loaded.snapshot.company);
        },
        () => {
          // A failed load must not stick: the next call tries again.
          if (this.loaded !== loading) return;
          this.loaded = null;
          this.loadedVersion = null;
        },
      );
    }
    try {
      return await this.loaded;
    } catch (error) {
      if (!this.lastGood) throw error;
      log.warn("Serving the previous catalogue snapshot: loading the new one failed", error);
      return this.lastGood;
    }
  }

  async snapshot(): Promise<Snapshot> {
    return (await this.current()).snapshot;
  }

  /**
   * `build`'s answer, built once per snapshot (data_version) and key. Concurrent requests share one
   * build; a build that fails is forgotten, so the next request tries again. Its size is counted
   * from its JSON once built (until then it holds a nominal 1 KB).
   */
  private async builtOnce<T>(key: string, build: (snapshot: Snapshot) => Promise<T>): Promise<T> {
    const loaded = await this.current();
    const hit = loaded.details.get(key);
    if (hit) return hit.value as Promise<T>;
    const value = build(loaded.snapshot);
    const entry = { bytes: 1024, value: value as Promise<unknown> };
    loaded.details.set(key, entry);
    value.then(
      (answer) => {
        // Re-set with its real size (if still kept): a String's length stands for its bytes, as the page cache counts.
        if (loaded.details.get(key) === entry) loaded.details.set(key, { bytes: answer === undefined ? 64 : JSON.stringify(answer).length * 2, value: entry.value });
      },
      () => {
        if (loaded.details.get(key) === entry) loaded.details.delete(key);
      },
    );
    return value;
  }

  async services() {
    return (await this.snapshot()).services;
  }

  /** /packages' groups (decision 0071), built once per data_version: every first visit asks for them. */
  packageGroups(): Promise<ServiceGroup[]> {
    return this.builtOnce("package-groups", async () => groupByService(await this.packages(), await this.services()));
  }

  /** Every package's name, alphabetically, for the inquiry form's dropdown; built once per data_version. */
  packageTitles(): Promise<Array<{ id: number; title: string }>> {
    return this.builtOnce("package-titles", async () =>
      (await this.packages()).map((p) => ({ id: p.package_id, title: p.package_title })).sort((a, b) => compareText(a.title, b.title)),
    );
  }

  /** The company's details, from the snapshot of the current data_version (decision 0029). */
  async company() {
    return (await this.snapshot()).company;
  }

  /** The stored page header images' keys: a page without one draws a plain header (decision 0032). */
  async pageHeaders() {
    return (await this.snapshot()).pageHeaders;
  }

  async terms() {
    return (await this.snapshot()).terms;
  }

  /** THE booking terms (issue 26), as the owner saved them. */
  async bookingTerms() {
    return (await this.snapshot()).bookingTerms;
  }

  async faqs() {
    return (await this.snapshot()).faqs;
  }

  async packages(filters: PackageListFilters = {}): Promise<ApiPackageSummary[]> {
    const { packages } = await this.snapshot();
    const travelType = filters.travel_type ? normalize(filters.travel_type) : null;
    const destination = filters.destination ? normalize(filters.destination) : null;
    const destinationId = filters.destination && /^\d+$/.test(filters.destination) ? Number(filters.destination) : null;
    return packages.filter(
      (p) =>
        (filters.is_deal === undefined || p.is_deal === filters.is_deal) &&
        (filters.is_standout === undefined || p.is_standout === filters.is_standout) &&
        (filters.service_id === undefined || p.services.some((s) => s.id === filters.service_id)) &&
        (travelType === null ||
          normalize(p.travel_type) === travelType ||
          p.services.some((s) => normalize(s.name) === travelType)) &&
        (destination === null ||
          p.destinations.some((d) => d.id === destinationId || normalize(d.name).includes(destination))),
    );
  }

  async packageSummary(id: number): Promise<ApiPackageSummary | undefined> {
    return (await this.snapshot()).packagesById.get(id);
  }

  /** The package's whole answer (SPEC §7), built once per data_version. */
  async package(id: number): Promise<ApiPackage | undefined> {
    if (!(await this.packageSummary(id))) return undefined;
    return this.builtOnce(`package:${id}`, (snapshot) => this.buildPackage(snapshot, id));
  }

  private async buildPackage(snapshot: Snapshot, id: number): Promise<ApiPackage | undefined> {
    const summary = snapshot.packagesById.get(id);
    if (!summary) return undefined;
    const [pkg, tiers, activities] = await Promise.all([
      this.db.selectFrom("packages").select("terms_and_conditions").where("id", "=", id).executeTakeFirst(),
      this.db.selectFrom("package_tiers").selectAll().where("package_id", "=", id).orderBy("sort_order").orderBy("id").execute(),
      this.db
        .selectFrom("optional_activities")
        .selectAll()
        .where("package_id", "=", id)
        .orderBy("sort_order")
        .orderBy("id")
        .execute(),
    ]);
    if (!pkg) return undefined;
    const daysByTier = await readItineraryDays(this.db, tiers.map((t) => t.id));
    return {
      ...summary,
      tiers: tiers.map((t) => {
        const days = (daysByTier.get(t.id) ?? []).map(({ description_doc: _, ...d }) => ({ ...d, description_html: sanitizeRichText(d.description_html) }));
        return {
        id: t.id,
        tier_type: t.tier_type as TierType,
        price_kshs: t.price_kshs === null ? null : Number(t.price_kshs),
        price_usd: t.price_usd === null ? null : Number(t.price_usd),
        price_basis: isPriceBasis(t.price_basis) ? t.price_basis : DEFAULT_PRICE_BASIS,
        for_residents: Boolean(Number(t.for_residents)),
        for_east_africans: Boolean(Number(t.for_east_africans)),
        for_non_residents: Boolean(Number(t.for_non_residents)),
        // Derived from the days on every read, so the page, the API and the JSON-LD agree (0027).
        itinerary_details_html: sanitizeRichText(itineraryHtml(days)),
        itinerary_days: days.map((d, i) => ({ day: i + 1, ...d })),
        inclusions: JSON.parse(t.inclusions) as string[],
        exclusions: JSON.parse(t.exclusions) as string[],
        };
      }),
      terms_and_conditions: pkg.terms_and_conditions === null ? null : sanitizeRichText(pkg.terms_and_conditions),
      optional_activities: activities.map((a) => ({
        id: a.id,
        activity_name: a.activity_name,
        cost_kshs: a.cost_kshs === null ? null : Number(a.cost_kshs),
        cost_usd: a.cost_usd === null ? null : Number(a.cost_usd),
        description: a.description,
      })),
    };
  }

  /** The package's seasons and rates from the snapshot (decision 0034); null without rates. */
  async packageRates(id: number): Promise<PackageRates | null> {
    return (await this.snapshot()).rates.get(id) ?? null;
  }

  async destinations() {
    return (await this.snapshot()).destinations;
  }

  async destination(id: number): Promise<ApiDestination | undefined> {
    if (!(await this.snapshot()).destinationsById.has(id)) return undefined;
    return this.builtOnce(`destination:${id}`, (snapshot) => this.buildDestination(snapshot, id));
  }

  private async buildDestination(snapshot: Snapshot, id: number): Promise<ApiDestination | undefined> {
    const summary = snapshot.destinationsById.get(id);
    if (!summary) return undefined;
    const row = await this.db.selectFrom("destinations").select("description_html").where("id", "=", id).executeTakeFirst();
    return row ? { ...summary, description_html: sanitizeRichText(row.description_html) } : undefined;
  }

  async blogs(ordering: BlogOrdering = "-created_at"): Promise<ApiBlogSummary[]> {
    const list = [...(await this.snapshot()).blogs];
    const desc = ordering.startsWith("-");
    const field = ordering.replace(/^-/, "") as "created_at" | "title";
    list.sort((a, b) => {
      const cmp = field === "title" ? a.title.localeCompare(b.title, "en") : a.created_at.localeCompare(b.created_at);
      return (desc ? -cmp : cmp) || a.id - b.id;
    });
    return list;
  }

  async blog(slug: string): Promise<ApiBlog | undefined> {
    // Unknown slugs are not kept: a flood of made-up ones must not push real answers out.
    if (!(await this.snapshot()).blogs.some((b) => b.slug === slug)) return undefined;
    return this.builtOnce(`blog:${slug}`, () => this.buildBlog(slug));
  }

  private async buildBlog(slug: string): Promise<ApiBlog | undefined> {
    const row = await this.db.selectFrom("blogs").selectAll().where("slug", "=", slug).where("status", "=", "published").executeTakeFirst();
    if (!row) return undefined;
    return {
      blog_id: row.id,
      id: row.id,
      slug: row.slug,
      title: row.title,
      image: imageUrl(row.image_key, 1600),
      image_url: imageUrl(row.image_key, 960),
      image_alt: row.image_alt,
      is_featured: Boolean(Number(row.is_featured)),
      author: row.author,
      created_at: row.created_at,
      reading_time_minutes: row.reading_time_minutes,
      excerpt: row.excerpt,
      content_html: sanitizeRichText(row.content_html),
    };
  }

  async gallery() {
    return (await this.snapshot()).gallery;
  }

  async sliderImages(pageSet: string) {
    return (await this.snapshot()).sliders.filter((s) => s.page_set === pageSet);
  }

  /** The six services in order, then any other travel type the catalogue uses. */
  async travelTypes(): Promise<ApiTravelType[]> {
    const { services, packages } = await this.snapshot();
    const counts = new Map<string, { name: string; count: number }>();
    for (const p of packages) {
      const key = normalize(p.travel_type);
      const entry = counts.get(key) ?? { name: p.travel_type, count: 0 };
      entry.count++;
      counts.set(key, entry);
    }
    const types: ApiTravelType[] = services.map((s) => ({
      name: s.name,
      value: s.name,
      is_service: true,
      service_id: s.id,
      package_count: s.package_count,
    }));
    const serviceKeys = new Set(services.map((s) => normalize(s.name)));
    const extra = [...counts.entries()]
      .filter(([key]) => !serviceKeys.has(key))
      .map(([, v]) => v)
      .sort((a, b) => a.name.localeCompare(b.name, "en"));
    for (const e of extra) types.push({ name: e.name, value: e.name, is_service: false, service_id: null, package_count: e.count });
    return types;
  }

  /** Each distinct search runs once per data_version; its pages are then slices of the kept results. */
  async searchPackages(filters: PackageSearchFilters): Promise<{ results: ApiPackageSummary[]; metadata: SearchMetadata }> {
    const loaded = await this.current();
    const key = JSON.stringify(Object.entries(filters).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : 1)));
    const hit = loaded.searches.get(key);
    if (hit) return hit.value;
    const value = loaded.search.search(filters);
    // The results are references to the snapshot's summaries: a pointer each, plus the key.
    loaded.searches.set(key, { bytes: value.results.length * 8 + key.length * 2 + 256, value });
    return value;
  }

  async searchDestinations(query: string) {
    return searchDestinations(await this.destinations(), query);
  }

  async serviceExists(id: number): Promise<boolean> {
    return (await this.services()).some((s) => s.id === id);
  }
}
