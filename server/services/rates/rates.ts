/**
 * The rate model's store (decision 0033): seasons, a package's rates as the price function's input,
 * and the CSV rate sheet. Every write is checked with domain/rates/schema.ts; a season is saved only
 * if the whole set of seasons stays unambiguous, and a sheet replaces a package's rates in one
 * transaction or not at all.
 */
import { createHash } from "node:crypto";
import { sql, type Kysely, type Transaction } from "kysely";
import { formatPercent, parsePercent, planCopy, planRaise, rateKey, ROUNDING_STEPS, type RateChange } from "#domain/rates/bulk.ts";
import type { BulkPreview, BulkResult, CopySeasonInput, PackageGaps, RaiseSeasonInput, RateKey, RateTier, RatesResult, SeasonSaveResult, SheetImportResult, StoredSeason } from "#domain/rates/console-context.ts";
import { COVERAGE_DAYS, newlyUnpriced, soldKeys, unpricedRanges, type SoldKey, type UnpricedRange } from "#domain/rates/coverage.ts";
import { parseRateSheet, rateSheetCsv, type SheetError, type SheetRate } from "#domain/rates/rate-sheet.ts";
import { resolveSheetTier, tierDisplayName, tierSheetNames, type NamedTier } from "#domain/rates/tier-names.ts";
import { fieldErrors, rateSchema, seasonSchema } from "#domain/rates/schema.ts";
import { seasonProblems } from "#domain/rates/seasons.ts";
import type { ChildBand, GroupBand, PackageRates, Rate, Season } from "#domain/rates/types.ts";
import { INQUIRY_RESIDENCIES, RESIDENCY_TIER_FLAG, type InquiryResidency } from "#domain/residency.ts";
import type { TierType } from "#domain/tiers.ts";
import type { Inquiry } from "#domain/inquiry.ts";
import { estimateTrip, type PriceEstimate, type TripAsked } from "#domain/rates/estimate.ts";
import { dealOf, type DealRule } from "#domain/deal.ts";

/** A package row's deal columns as the rule (decision 0045). */
function dealOfRow(pkg: { is_deal: unknown; deal_percent: number | string | null; deal_starts_on: string | null; deal_ends_on: string | null }): DealRule | null {
  return dealOf({ is_deal: Boolean(Number(pkg.is_deal)), deal: pkg.deal_percent === null ? null : { percent: Number(pkg.deal_percent), starts_on: pkg.deal_starts_on, ends_on: pkg.deal_ends_on } });
}
import type { Db } from "../../db/kysely.ts";
import type { AuditLog } from "../audit-log.ts";
import { bumpDataVersion } from "../app-meta.ts";
import type { DB } from "../../db/generated-types.ts";

type Exec = Kysely<DB> | Transaction<DB>;

/** Days a season's warning looks ahead: two years, so a one-year season for next year is covered. */
const WARNING_DAYS = 730;

export interface RatesActor {
  actor: { id: string; email: string };
  ip: string | null;
}

export type { BulkResult, RatesResult, SheetImportResult, StoredSeason };

/** A rate's stored columns (amounts as integers, bands as JSON). */
const rateColumns = (rate: Rate) => ({
  residency: rate.residency,
  currency: rate.currency,
  basis: rate.basis,
  contact_for_pricing: rate.contactForPricing ? 1 : 0,
  adult_sharing: rate.adultSharing,
  single_supplement: rate.singleSupplement,
  child_bands: JSON.stringify(rate.childBands),
  group_bands: JSON.stringify(rate.groupBands),
});

/** "Comfort, residents, High, KES": a rate named for messages. */
const nameRate = (tier: string, r: RateKey) => `${tier}, ${r.residency}, ${r.season}, ${r.currency}`;

const NO_PACKAGE = { ok: false as const, status: 404, errors: { form: "That package does not exist." } };

const toSeason = (r: { name: string; kind: string; start_on: string; end_on: string; priority: number }): Season => ({
  name: r.name,
  kind: r.kind as Season["kind"],
  start: r.start_on,
  end: r.end_on,
  priority: r.priority,
});

const seasonOf = ({ name, kind, start, end, priority }: Season): Season => ({ name, kind, start, end, priority });

interface StoredRateRow {
  package_id: number;
  tier_id: number;
  residency: string;
  season: string;
  currency: string;
  basis: string;
  contact_for_pricing: number;
  adult_sharing: number | null;
  single_supplement: number | null;
  child_bands: string;
  group_bands: string;
}

const toRate = (r: StoredRateRow): Rate => ({
  tierId: r.tier_id,
  residency: r.residency as InquiryResidency,
  season: r.season,
  currency: r.currency as Rate["currency"],
  basis: r.basis as Rate["basis"],
  contactForPricing: Boolean(Number(r.contact_for_pricing)),
  adultSharing: r.adult_sharing === null ? null : Number(r.adult_sharing),
  singleSupplement: r.single_supplement === null ? null : Number(r.single_supplement),
  childBands: JSON.parse(r.child_bands) as ChildBand[],
  groupBands: JSON.parse(r.group_bands) as GroupBand[],
});

const RATE_COLUMNS = [
  "package_rates.tier_id",
  "package_rates.residency",
  "rate_seasons.name as season",
  "package_rates.currency",
  "package_rates.basis",
  "package_rates.contact_for_pricing",
  "package_rates.adult_sharing",
  "package_rates.single_supplement",
  "package_rates.child_bands",
  "package_rates.group_bands",
] as const;

/**
 * Every package's rates with the seasons, for the catalogue snapshot's from-prices (decision 0034):
 * two queries whatever the size of the catalogue. Packages without rates are absent.
 */
export async function loadAllPackageRates(db: Exec): Promise<Map<number, PackageRates>> {
  const [seasonRows, rows] = await Promise.all([
    db.selectFrom("rate_seasons").select(["name", "kind", "start_on", "end_on", "priority"]).execute(),
    db.selectFrom("package_rates").innerJoin("rate_seasons", "rate_seasons.id", "package_rates.season_id").select([...RATE_COLUMNS, "package_rates.package_id"]).execute(),
  ]);
  const seasons = seasonRows.map(toSeason);
  const byPackage = new Map<number, PackageRates>();
  for (const row of rows) {
    const entry = byPackage.get(row.package_id) ?? { seasons, rates: [] as Rate[] };
    (entry.rates as Rate[]).push(toRate(row));
    byPackage.set(row.package_id, entry);
  }
  return byPackage;
}

/** A stored tier as the sheet names it: its type and the residencies it is sold to. */
function namedTier(t: { id: number; tier_type: string; for_residents: unknown; for_east_africans: unknown; for_non_residents: unknown }): NamedTier {
  return { id: t.id, type: t.tier_type as TierType, residencies: INQUIRY_RESIDENCIES.filter((r) => Boolean(t[RESIDENCY_TIER_FLAG[r]])) };
}

export class RatesService {
  constructor(
    private db: Db,
    private audit: AuditLog,
    private now: () => Date = () => new Date(),
    /** Told after a write, so this process's catalogue reads the new data_version at once. */
    private onChange: () => void = () => {},
  ) {}

  /**
   * Season and rate-sheet writes take one lock on PostgreSQL, so two editors saving seasons at once
   * cannot each pass the overlap check against a set the other is changing. SQLite writes are
   * serialised already.
   */
  private async exclusive<T>(work: (tx: Transaction<DB>) => Promise<T>): Promise<T> {
    const result = await this.db.kysely.transaction().execute(async (tx) => {
      if (this.db.dialect === "postgres") await sql`select pg_advisory_xact_lock(hashtext('rate_model'))`.execute(tx);
      return work(tx);
    });
    this.onChange();
    return result;
  }

  async listSeasons(exec: Exec = this.db.kysely): Promise<StoredSeason[]> {
    const [rows, used] = await Promise.all([
      exec.selectFrom("rate_seasons").selectAll().execute(),
      exec.selectFrom("package_rates").select(["season_id", (eb) => eb.fn.countAll<number | string>().as("n")]).groupBy("season_id").execute(),
    ]);
    const counts = new Map(used.map((u) => [u.season_id, Number(u.n)]));
    return rows
      .map((r) => ({ id: r.id, ...toSeason(r), rates: counts.get(r.id) ?? 0 }))
      .sort((a, b) => b.priority - a.priority || a.name.localeCompare(b.name));
  }

  /** Adds a season (no id) or changes one; refused naming the seasons it would overlap at equal priority. */
  async saveSeason(input: unknown, by: RatesActor, id?: number, confirm?: string): Promise<SeasonSaveResult> {
    const parsed = seasonSchema.safeParse(input);
    if (!parsed.success) return { ok: false, status: 400, errors: fieldErrors(parsed.error) };
    const season = parsed.data;
    const at = this.now().toISOString();
    return this.exclusive(async (tx) => {
      const all = await this.listSeasons(tx);
      const before = id === undefined ? undefined : all.find((s) => s.id === id);
      if (id !== undefined && !before) return { ok: false, status: 404, errors: { form: "That season does not exist." } };
      // The new set, with the season being written last so problems are reported against it.
      const others = all.filter((s) => s.id !== id);
      const problems = seasonProblems([...others, season]).filter((p) => p.index === others.length);
      if (problems.length > 0) return { ok: false, status: 400, errors: Object.fromEntries(problems.map((p) => [p.field, p.message])) };
      // A season that would leave packages unpriced on dates they were priced for is saved only once
      // the owner has seen exactly which packages and dates, and confirmed (decision 0046).
      const unpriced = await this.gaps(tx, (rates, sold, from) => newlyUnpriced(rates, [...others.map(seasonOf), season], sold, from, WARNING_DAYS));
      if (unpriced.length > 0) {
        const token = createHash("sha256").update(JSON.stringify({ season, id: id ?? null, unpriced })).digest("base64url").slice(0, 32);
        if (confirm !== token) {
          const count = unpriced.length;
          return {
            ok: false,
            status: 409,
            errors: { form: `This season would leave ${count} package${count === 1 ? "" : "s"} without a price on some dates, listed below. Add their rates for it, or save it anyway.` },
            unpriced,
            token,
          };
        }
      }
      const values = { name: season.name, kind: season.kind, start_on: season.start, end_on: season.end, priority: season.priority, updated_at: at };
      let savedId = id;
      if (before) {
        await tx.updateTable("rate_seasons").set(values).where("id", "=", before.id).execute();
      } else {
        savedId = (await tx.insertInto("rate_seasons").values(values).returning("id").executeTakeFirstOrThrow()).id;
      }
      // From-prices and offers read seasons and rates through the catalogue snapshot (decision 0034).
      await bumpDataVersion(tx);
      await this.audit.record(tx, {
        actor: by.actor,
        ip: by.ip,
        action: before ? "rate_season.updated" : "rate_season.created",
        entityType: "rate_season",
        entityId: savedId,
        before: before ? seasonOf(before) : undefined,
        after: season,
      });
      return { ok: true, id: savedId! };
    });
  }

  /** Every package with rates and its unpriced date ranges from today for 12 months (the rates page). */
  async coverage(): Promise<PackageGaps[]> {
    return this.gaps(this.db.kysely, (rates, sold, from) => unpricedRanges(rates, sold, from, COVERAGE_DAYS));
  }

  /** Gaps per package with rates (title order), as `find` sees them; packages without gaps are left out. */
  private async gaps(exec: Exec, find: (rates: PackageRates, sold: SoldKey[], from: string) => UnpricedRange[]): Promise<PackageGaps[]> {
    const [all, packages, tiers] = await Promise.all([
      loadAllPackageRates(exec),
      exec.selectFrom("packages").select(["id", "title"]).orderBy("title").execute(),
      exec.selectFrom("package_tiers").select(["id", "package_id", "tier_type", "for_residents", "for_east_africans", "for_non_residents"]).orderBy("sort_order").orderBy("id").execute(),
    ]);
    const from = this.now().toISOString().slice(0, 10);
    const out: PackageGaps[] = [];
    for (const p of packages) {
      const rates = all.get(p.id);
      if (!rates) continue;
      const own = tiers.filter((t) => t.package_id === p.id);
      const sold = soldKeys(own.map((t) => ({ id: t.id, for_residents: Boolean(Number(t.for_residents)), for_east_africans: Boolean(Number(t.for_east_africans)), for_non_residents: Boolean(Number(t.for_non_residents)) })));
      const type = new Map(own.map((t) => [t.id, t.tier_type as TierType]));
      const ranges = find(rates, sold, from).map((r) => ({ ...r, missing: r.missing.map((k) => ({ tier: type.get(k.tierId)!, residency: k.residency })) }));
      if (ranges.length > 0) out.push({ id: p.id, title: p.title, ranges });
    }
    return out;
  }

  async deleteSeason(id: number, by: RatesActor): Promise<RatesResult> {
    return this.exclusive(async (tx) => {
      const season = (await this.listSeasons(tx)).find((s) => s.id === id);
      if (!season) return { ok: false, status: 404, errors: { form: "That season does not exist." } };
      if (season.rates > 0) return { ok: false, status: 409, errors: { form: `"${season.name}" is used by ${season.rates} rate(s); remove them from the rate sheets first.` } };
      await tx.deleteFrom("rate_seasons").where("id", "=", id).execute();
      await bumpDataVersion(tx);
      await this.audit.record(tx, { actor: by.actor, ip: by.ip, action: "rate_season.deleted", entityType: "rate_season", entityId: id, before: seasonOf(season) });
      return { ok: true };
    });
  }

  private async tiers(exec: Exec, packageId: number) {
    return exec
      .selectFrom("package_tiers")
      .select(["id", "tier_type", "sort_order", "for_residents", "for_east_africans", "for_non_residents"])
      .where("package_id", "=", packageId)
      .orderBy("sort_order")
      .orderBy("id")
      .execute();
  }

  /** Stored rates of one package, or of every package (null). */
  private async storedRates(exec: Exec, packageId: number | null): Promise<StoredRateRow[]> {
    let q = exec
      .selectFrom("package_rates")
      .innerJoin("rate_seasons", "rate_seasons.id", "package_rates.season_id")
      .select([...RATE_COLUMNS, "package_rates.package_id", "rate_seasons.priority"])
      .orderBy("package_rates.package_id")
      .orderBy("package_rates.id");
    if (packageId !== null) q = q.where("package_rates.package_id", "=", packageId);
    return q.execute();
  }

  /** The price function's input for one package: every season (rates name theirs) and its rates. */
  async packageRates(packageId: number): Promise<PackageRates> {
    const [seasons, rows] = await Promise.all([this.listSeasons(), this.storedRates(this.db.kysely, packageId)]);
    return { seasons: seasons.map(seasonOf), rates: rows.map(toRate) };
  }

  /**
   * The server's own estimate for an inquiry's party and dates (decision 0034): the package's tiers,
   * duration and rates from the database, priced by the price function. Null when the inquiry names
   * no package, the package has no rates, or the trip is not priced (e.g. Contact for Pricing).
   */
  /** The package's deal rule (decision 0045), or null: what every price of the package applies. */
  async packageDeal(packageId: number): Promise<DealRule | null> {
    const pkg = await this.db.kysely
      .selectFrom("packages")
      .select(["is_deal", "deal_percent", "deal_starts_on", "deal_ends_on"])
      .where("id", "=", packageId)
      .executeTakeFirst();
    return pkg ? dealOfRow(pkg) : null;
  }

  async estimateForInquiry(inquiry: Inquiry): Promise<PriceEstimate | null> {
    if (inquiry.package === undefined) return null;
    const [pkg, tiers, rates] = await Promise.all([
      this.db.kysely
        .selectFrom("packages")
        .select(["duration_days", "is_deal", "deal_percent", "deal_starts_on", "deal_ends_on"])
        .where("id", "=", inquiry.package)
        .executeTakeFirst(),
      this.tiers(this.db.kysely, inquiry.package),
      this.packageRates(inquiry.package),
    ]);
    if (!pkg || rates.rates.length === 0) return null;
    const trip: TripAsked = {
      budgetTier: inquiry.budget_tier,
      residency: inquiry.residency,
      startDate: inquiry.start_date,
      endDate: inquiry.end_date,
      adults: inquiry.pax_adults,
      children: inquiry.pax_children,
      childAges: inquiry.children_ages ?? [],
    };
    const estimateTiers = tiers.map((t) => ({
      id: t.id,
      tier_type: t.tier_type as TierType,
      for_residents: Boolean(Number(t.for_residents)),
      for_east_africans: Boolean(Number(t.for_east_africans)),
      for_non_residents: Boolean(Number(t.for_non_residents)),
    }));
    // The package's deal rule prices departures in its window, as the page did (decision 0045).
    return estimateTrip(rates, trip, estimateTiers, pkg.duration_days, dealOfRow(pkg));
  }

  /** The package's rate sheet as CSV; null without the package. */
  async exportSheet(packageId: number): Promise<string | null> {
    const rates = await this.sheet(packageId);
    return rates === null ? null : rateSheetCsv(rates);
  }

  /** The package's rates in a stable order (tier, residency, season priority, currency); null without the package. */
  async sheet(packageId: number): Promise<SheetRate[] | null> {
    const pkg = await this.db.kysely.selectFrom("packages").select("id").where("id", "=", packageId).executeTakeFirst();
    if (!pkg) return null;
    const [tiers, { rates }, seasons] = await Promise.all([this.tiers(this.db.kysely, packageId), this.packageRates(packageId), this.listSeasons()]);
    const tierRank = new Map(tiers.map((t, i) => [t.id, i]));
    const tierName = tierSheetNames(tiers.map(namedTier));
    const seasonRank = new Map(seasons.map((s, i) => [s.name, i]));
    const sorted = [...rates].sort(
      (a, b) =>
        tierRank.get(a.tierId)! - tierRank.get(b.tierId)! ||
        INQUIRY_RESIDENCIES.indexOf(a.residency) - INQUIRY_RESIDENCIES.indexOf(b.residency) ||
        seasonRank.get(a.season)! - seasonRank.get(b.season)! ||
        a.currency.localeCompare(b.currency),
    );
    return sorted.map(({ tierId, ...r }): SheetRate => ({ tier: tierName.get(tierId)!, ...r }));
  }

  /**
   * Replaces the package's rates with the sheet's. Every row is checked first (the sheet's format,
   * the schema, then the package's tiers and the seasons); any error and nothing is written.
   */
  async importSheet(packageId: number, csv: string, by: RatesActor): Promise<SheetImportResult> {
    const parsed = parseRateSheet(csv);
    if (!parsed.ok && parsed.rates.length === 0) return { ok: false, status: 400, errors: parsed.errors };
    const at = this.now().toISOString();
    return this.exclusive(async (tx) => {
      const pkg = await tx.selectFrom("packages").select("id").where("id", "=", packageId).executeTakeFirst();
      if (!pkg) return { ok: false, status: 404, errors: [{ row: 1, column: "file", message: NO_PACKAGE.errors.form }] };
      const [stored, seasons] = await Promise.all([this.tiers(tx, packageId), this.listSeasons(tx)]);
      const tiers = stored.map(namedTier);
      const seasonByName = new Map(seasons.map((s) => [s.name.toLowerCase(), s]));
      // The sheet's own errors, then the package's checks of its good rows: every problem at once.
      const errors: SheetError[] = parsed.ok ? [] : [...parsed.errors];
      const rows: { tierId: number; seasonId: number; rate: Rate }[] = [];
      parsed.rates.forEach((sheetRate, i) => {
        const row = parsed.rows[i]!;
        // A tier is named without ambiguity (domain/rates/tier-names.ts): packages with separate
        // resident and international tiers of one type could not be imported (issue 24 item 9).
        const resolved = resolveSheetTier(sheetRate.tier, sheetRate.residency, tiers);
        const tier = "tier" in resolved ? resolved.tier : null;
        const season = seasonByName.get(sheetRate.season.toLowerCase());
        if (!tier) errors.push({ row, column: "tier", message: (resolved as { error: string }).error });
        else if (!tier.residencies.includes(sheetRate.residency)) errors.push({ row, column: "residency", message: `The ${sheetRate.tier} tier is not sold to ${sheetRate.residency}.` });
        if (!season) errors.push({ row, column: "season", message: `There is no season called "${sheetRate.season}"; add it under Seasons first.` });
        if (!tier || !season) return;
        const { tier: _tier, ...fields } = sheetRate;
        // The one write schema again, now with the tier this row resolved to.
        const checked = rateSchema.safeParse({ ...fields, season: season.name, tierId: tier.id });
        if (!checked.success) return void errors.push({ row, column: "file", message: Object.values(fieldErrors(checked.error)).join(" ") });
        rows.push({ tierId: tier.id, seasonId: season.id, rate: checked.data });
      });
      if (errors.length > 0) return { ok: false, status: 400, errors: errors.sort((a, b) => a.row - b.row) };

      const before = (await this.storedRates(tx, packageId)).length;
      await tx.deleteFrom("package_rates").where("package_id", "=", packageId).execute();
      for (const { tierId, seasonId, rate } of rows) {
        await tx
          .insertInto("package_rates")
          .values({ package_id: packageId, tier_id: tierId, season_id: seasonId, ...rateColumns(rate), updated_at: at })
          .execute();
      }
      await bumpDataVersion(tx);
      await this.audit.record(tx, {
        actor: by.actor,
        ip: by.ip,
        action: "package.rates_imported",
        entityType: "package",
        entityId: packageId,
        before: { rates: before },
        after: { rates: rows.length, sheet: csv.length > 100_000 ? undefined : csv },
      });
      return { ok: true, rates: rows.length };
    });
  }

  /** The package's tiers for the rate form (type, residencies sold to); null without the package. */
  async rateTiers(packageId: number): Promise<RateTier[] | null> {
    const pkg = await this.db.kysely.selectFrom("packages").select("id").where("id", "=", packageId).executeTakeFirst();
    if (!pkg) return null;
    const tiers = (await this.tiers(this.db.kysely, packageId)).map(namedTier);
    const names = tierSheetNames(tiers);
    return tiers.map((t) => ({ ...t, residencies: [...t.residencies], sheetName: names.get(t.id)!, label: tierDisplayName(t, tiers) }));
  }

  /** Writes one rate at its key: replaces the key's rate or adds one. */
  private async writeRate(tx: Transaction<DB>, packageId: number, seasonId: number, rate: Rate, at: string) {
    const columns = { ...rateColumns(rate), updated_at: at };
    const updated = await tx
      .updateTable("package_rates")
      .set(columns)
      .where("tier_id", "=", rate.tierId)
      .where("residency", "=", rate.residency)
      .where("season_id", "=", seasonId)
      .where("currency", "=", rate.currency)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) await tx.insertInto("package_rates").values({ package_id: packageId, tier_id: rate.tierId, season_id: seasonId, ...columns }).execute();
  }

  /**
   * Saves one rate of a package from the rate form: checked by the one write schema, its tier must be
   * the package's and sold to the residency, its season must exist. `replace` false (adding) refuses
   * a key that already has a rate, so a new rate never silently overwrites one.
   */
  async saveRate(packageId: number, input: unknown, replace: boolean, by: RatesActor): Promise<RatesResult> {
    const parsed = rateSchema.safeParse(input);
    if (!parsed.success) return { ok: false, status: 400, errors: fieldErrors(parsed.error) };
    const rate = parsed.data;
    const at = this.now().toISOString();
    return this.exclusive(async (tx): Promise<RatesResult> => {
      const pkg = await tx.selectFrom("packages").select("id").where("id", "=", packageId).executeTakeFirst();
      if (!pkg) return NO_PACKAGE;
      const tier = (await this.tiers(tx, packageId)).find((t) => t.id === rate.tierId);
      if (!tier) return { ok: false, status: 400, errors: { tierId: "Choose one of this package's tiers." } };
      if (!tier[RESIDENCY_TIER_FLAG[rate.residency]]) return { ok: false, status: 400, errors: { residency: `The ${tier.tier_type} tier is not sold to ${rate.residency}.` } };
      const season = (await this.listSeasons(tx)).find((s) => s.name === rate.season);
      if (!season) return { ok: false, status: 400, errors: { season: `There is no season called "${rate.season}".` } };
      const before = (await this.storedRates(tx, packageId)).map(toRate).find((r) => rateKey(r) === rateKey(rate));
      if (before && !replace) return { ok: false, status: 409, errors: { season: `This package already has a rate for ${nameRate(tier.tier_type, rate)}; edit that rate instead.` } };
      if (!before && replace) return { ok: false, status: 404, errors: { form: "That rate no longer exists; add it again." } };
      await this.writeRate(tx, packageId, season.id, rate, at);
      await this.audit.record(tx, { actor: by.actor, ip: by.ip, action: "package.rate_saved", entityType: "package", entityId: packageId, before, after: rate });
      return { ok: true };
    });
  }

  async deleteRate(packageId: number, key: RateKey, by: RatesActor): Promise<RatesResult> {
    return this.exclusive(async (tx) => {
      const before = (await this.storedRates(tx, packageId)).map(toRate).find((r) => rateKey(r) === rateKey(key));
      if (!before) return { ok: false, status: 404, errors: { form: "That rate does not exist." } };
      const season = (await this.listSeasons(tx)).find((s) => s.name === key.season)!;
      await tx
        .deleteFrom("package_rates")
        .where("package_id", "=", packageId)
        .where("tier_id", "=", key.tierId)
        .where("residency", "=", key.residency)
        .where("season_id", "=", season.id)
        .where("currency", "=", key.currency)
        .execute();
      await this.audit.record(tx, { actor: by.actor, ip: by.ip, action: "package.rate_deleted", entityType: "package", entityId: packageId, before });
      return { ok: true };
    });
  }

  /** Copies one season's rates into another, for one package or all; see `bulk`. */
  async copySeason(input: CopySeasonInput, confirm: string | undefined, by: RatesActor): Promise<BulkResult> {
    const errors: Record<string, string> = {};
    if (!input.from) errors.from = "Choose the season to copy from.";
    if (!input.to) errors.to = "Choose the season to copy to.";
    else if (input.to === input.from) errors.to = "Choose a different season to copy to.";
    if (Object.keys(errors).length > 0) return { ok: false, status: 400, errors };
    return this.bulk(input.packageId, [input.from, input.to], confirm, by, (rates) => planCopy(rates, input.from, input.to), {
      action: "package.rates_copied",
      what: { from: input.from, to: input.to },
    });
  }

  /** Raises (or lowers) one season's rates by a percentage, rounded to whole steps; see `bulk`. */
  async raiseSeason(input: RaiseSeasonInput, confirm: string | undefined, by: RatesActor): Promise<BulkResult> {
    const errors: Record<string, string> = {};
    if (!input.season) errors.season = "Choose a season.";
    const percent = parsePercent(String(input.percent ?? ""));
    if ("error" in percent) errors.percent = percent.error;
    if (!(ROUNDING_STEPS as readonly number[]).includes(input.step)) errors.step = "Choose how to round.";
    if (Object.keys(errors).length > 0 || "error" in percent) return { ok: false, status: 400, errors };
    return this.bulk(input.packageId, [input.season], confirm, by, (rates) => planRaise(rates, input.season, percent.bp, input.step), {
      action: "package.rates_raised",
      what: { season: input.season, percent: formatPercent(percent.bp), roundedTo: input.step },
    });
  }

  /**
   * A bulk tool in one transaction under the rate-model lock: the plan per package, refused whole if
   * any rate would become invalid; without `confirm` matching the plan's token, only the preview
   * (so what a confirmation applies is exactly what was shown); else every rate written and one
   * audit entry per package with the rates before and after.
   */
  private async bulk(
    packageId: number | null,
    seasonNames: string[],
    confirm: string | undefined,
    by: RatesActor,
    plan: (rates: Rate[]) => { changes: RateChange[]; unchanged: number; problems?: { rate: Rate; message: string }[] },
    audit: { action: string; what: Record<string, unknown> },
  ): Promise<BulkResult> {
    const at = this.now().toISOString();
    return this.exclusive(async (tx): Promise<BulkResult> => {
      const seasons = await this.listSeasons(tx);
      const missing = seasonNames.find((n) => !seasons.some((s) => s.name === n));
      if (missing) return { ok: false, status: 400, errors: { form: `There is no season called "${missing}".` } };
      let packagesQ = tx.selectFrom("packages").select(["id", "title"]).orderBy("title").orderBy("id");
      if (packageId !== null) packagesQ = packagesQ.where("id", "=", packageId);
      const packages = await packagesQ.execute();
      if (packageId !== null && packages.length === 0) return NO_PACKAGE;
      const rows = await this.storedRates(tx, packageId);
      const tierTypes = new Map((await tx.selectFrom("package_tiers").select(["id", "tier_type"]).execute()).map((t) => [t.id, t.tier_type as TierType]));

      const preview: BulkPreview = { packages: [], changed: 0, replaced: 0, unchanged: 0 };
      const problems: string[] = [];
      for (const p of packages) {
        const result = plan(rows.filter((r) => r.package_id === p.id).map(toRate));
        preview.unchanged += result.unchanged;
        for (const { rate, message } of result.problems ?? []) problems.push(`${p.title}: ${nameRate(tierTypes.get(rate.tierId) ?? "tier", rate)}: ${message}`);
        if (result.changes.length === 0) continue;
        preview.packages.push({ id: p.id, title: p.title, changes: result.changes.map((c) => ({ tier: tierTypes.get(c.after.tierId)!, ...c })) });
        preview.changed += result.changes.length;
        preview.replaced += result.changes.filter((c) => c.before !== null).length;
      }
      if (problems.length > 0) {
        const shown = problems.slice(0, 5).join(" ");
        return { ok: false, status: 400, errors: { form: `Nothing was changed: ${problems.length} rate(s) would become invalid. ${shown}${problems.length > 5 ? " ..." : ""}` } };
      }
      const token = createHash("sha256").update(JSON.stringify(preview)).digest("base64url").slice(0, 32);
      if (confirm !== token) return { ok: true, applied: false, preview, token, stale: confirm !== undefined && confirm !== "" };

      const seasonId = new Map(seasons.map((s) => [s.name, s.id]));
      for (const p of preview.packages) {
        for (const c of p.changes) await this.writeRate(tx, p.id, seasonId.get(c.after.season)!, c.after, at);
        await this.audit.record(tx, {
          actor: by.actor,
          ip: by.ip,
          action: audit.action,
          entityType: "package",
          entityId: p.id,
          before: { ...audit.what, rates: p.changes.map((c) => c.before).filter(Boolean) },
          after: { ...audit.what, rates: p.changes.map((c) => c.after) },
        });
      }
      return { ok: true, applied: true, preview };
    });
  }
}

