/**
 * The rate model's store (decision 0033): seasons, a package's rates as the price function's input,
 * and the CSV rate sheet. Every write is checked with domain/rates/schema.ts; a season is saved only
 * if the whole set of seasons stays unambiguous, and a sheet replaces a package's rates in one
 * transaction or not at all.
 */
import { sql, type Kysely, type Transaction } from "kysely";
import type { RatesResult, SheetImportResult, StoredSeason } from "#domain/rates/console-context.ts";
import { parseRateSheet, rateSheetCsv, type SheetError, type SheetRate } from "#domain/rates/rate-sheet.ts";
import { fieldErrors, rateSchema, seasonSchema } from "#domain/rates/schema.ts";
import { seasonProblems } from "#domain/rates/seasons.ts";
import type { ChildBand, GroupBand, PackageRates, Rate, Season } from "#domain/rates/types.ts";
import { INQUIRY_RESIDENCIES, RESIDENCY_TIER_FLAG, type InquiryResidency } from "#domain/residency.ts";
import type { TierType } from "#domain/tiers.ts";
import type { Inquiry } from "#domain/inquiry.ts";
import { estimateTrip, type PriceEstimate, type TripAsked } from "#domain/rates/estimate.ts";
import type { Db } from "../../db/kysely.ts";
import type { Database } from "../../db/schema.ts";
import type { AuditLog } from "../audit-log.ts";
import { bumpDataVersion } from "../app-meta.ts";

type Exec = Kysely<Database> | Transaction<Database>;

export interface RatesActor {
  actor: { id: string; email: string };
  ip: string | null;
}

export type { RatesResult, SheetImportResult, StoredSeason };

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
export async function loadAllPackageRates(db: Kysely<Database>): Promise<Map<number, PackageRates>> {
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
  private async exclusive<T>(work: (tx: Transaction<Database>) => Promise<T>): Promise<T> {
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
  async saveSeason(input: unknown, by: RatesActor, id?: number): Promise<RatesResult<{ id: number }>> {
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

  private async storedRates(exec: Exec, packageId: number) {
    return exec
      .selectFrom("package_rates")
      .innerJoin("rate_seasons", "rate_seasons.id", "package_rates.season_id")
      .select(RATE_COLUMNS)
      .where("package_rates.package_id", "=", packageId)
      .execute();
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
  async estimateForInquiry(inquiry: Inquiry): Promise<PriceEstimate | null> {
    if (inquiry.package === undefined) return null;
    const [pkg, tiers, rates] = await Promise.all([
      this.db.kysely.selectFrom("packages").select("duration_days").where("id", "=", inquiry.package).executeTakeFirst(),
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
    return estimateTrip(rates, trip, estimateTiers, pkg.duration_days);
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
    const tierType = new Map(tiers.map((t) => [t.id, t.tier_type as TierType]));
    const seasonRank = new Map(seasons.map((s, i) => [s.name, i]));
    const sorted = [...rates].sort(
      (a, b) =>
        tierRank.get(a.tierId)! - tierRank.get(b.tierId)! ||
        INQUIRY_RESIDENCIES.indexOf(a.residency) - INQUIRY_RESIDENCIES.indexOf(b.residency) ||
        seasonRank.get(a.season)! - seasonRank.get(b.season)! ||
        a.currency.localeCompare(b.currency),
    );
    return sorted.map(({ tierId, ...r }): SheetRate => ({ tier: tierType.get(tierId)!, ...r }));
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
      const [tiers, seasons] = await Promise.all([this.tiers(tx, packageId), this.listSeasons(tx)]);
      const seasonByName = new Map(seasons.map((s) => [s.name.toLowerCase(), s]));
      // The sheet's own errors, then the package's checks of its good rows: every problem at once.
      const errors: SheetError[] = parsed.ok ? [] : [...parsed.errors];
      const rows: { tierId: number; seasonId: number; rate: Rate }[] = [];
      parsed.rates.forEach((sheetRate, i) => {
        const row = parsed.rows[i]!;
        const ofType = tiers.filter((t) => t.tier_type === sheetRate.tier);
        const season = seasonByName.get(sheetRate.season.toLowerCase());
        if (ofType.length === 0) errors.push({ row, column: "tier", message: `This package has no ${sheetRate.tier} tier (it has ${tiers.map((t) => t.tier_type).join(", ") || "none"}).` });
        else if (ofType.length > 1) errors.push({ row, column: "tier", message: `This package has ${ofType.length} ${sheetRate.tier} tiers; rate sheets need one tier per type.` });
        else if (!ofType[0]![RESIDENCY_TIER_FLAG[sheetRate.residency]]) errors.push({ row, column: "residency", message: `The ${sheetRate.tier} tier is not sold to ${sheetRate.residency}.` });
        if (!season) errors.push({ row, column: "season", message: `There is no season called "${sheetRate.season}"; add it under Seasons first.` });
        if (ofType.length !== 1 || !season) return;
        const { tier: _tier, ...fields } = sheetRate;
        // The one write schema again, now with the tier this row resolved to.
        const checked = rateSchema.safeParse({ ...fields, season: season.name, tierId: ofType[0]!.id });
        if (!checked.success) return void errors.push({ row, column: "file", message: Object.values(fieldErrors(checked.error)).join(" ") });
        rows.push({ tierId: ofType[0]!.id, seasonId: season.id, rate: checked.data });
      });
      if (errors.length > 0) return { ok: false, status: 400, errors: errors.sort((a, b) => a.row - b.row) };

      const before = (await this.storedRates(tx, packageId)).length;
      await tx.deleteFrom("package_rates").where("package_id", "=", packageId).execute();
      for (const { tierId, seasonId, rate } of rows) {
        await tx
          .insertInto("package_rates")
          .values({
            package_id: packageId,
            tier_id: tierId,
            residency: rate.residency,
            season_id: seasonId,
            currency: rate.currency,
            basis: rate.basis,
            contact_for_pricing: rate.contactForPricing ? 1 : 0,
            adult_sharing: rate.adultSharing,
            single_supplement: rate.singleSupplement,
            child_bands: JSON.stringify(rate.childBands),
            group_bands: JSON.stringify(rate.groupBands),
            updated_at: at,
          })
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
}

