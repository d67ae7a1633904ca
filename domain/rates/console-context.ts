/** What the console's rate pages may ask of the server (server/services/rates/rates-console.ts). */
import type { InquiryResidency } from "../residency.ts";
import type { TierType } from "../tiers.ts";
import type { RoundingStep } from "./bulk.ts";
import type { SheetError, SheetRate } from "./rate-sheet.ts";
import type { PackageRates, Rate, Season } from "./types.ts";

export interface StoredSeason extends Season {
  id: number;
  /** How many rates use it: a season in use cannot be deleted. */
  rates: number;
}

/** A package's nights without a price (domain/rates/coverage.ts), its tiers named by type. */
export interface PackageGaps {
  id: number;
  title: string;
  ranges: { first: string; last: string; nights: number; season: string | null; missing: { tier: TierType; residency: InquiryResidency }[] }[];
}

/**
 * Saving a season: refused with 409 and `unpriced` when it would leave packages with rates unpriced
 * on dates they were priced before (decision 0046); saved when sent again with that `token`.
 */
export type SeasonSaveResult =
  | ({ ok: true; id: number })
  | { ok: false; status: number; errors: Record<string, string>; unpriced?: PackageGaps[]; token?: string };

export type RatesResult<T = {}> = ({ ok: true } & T) | { ok: false; status: number; errors: Record<string, string> };
export type SheetImportResult = { ok: true; rates: number } | { ok: false; status: number; errors: SheetError[] };

/** One rate of a package: its tier, residency, season (by name) and currency. */
export type RateKey = Pick<Rate, "tierId" | "residency" | "season" | "currency">;

/** A tier of a package as the rate form offers it: its type and the residencies it is sold to. */
export interface RateTier {
  id: number;
  type: TierType;
  residencies: InquiryResidency[];
  /** What the rate sheet calls it (domain/rates/tier-names.ts). */
  sheetName: string;
  /** For people: "Value", or "Value (residents)" where the package has two value tiers. */
  label: string;
}

/** One rate a bulk tool would write: what it was (null: a new rate) and what it becomes. */
export interface BulkChange {
  tier: TierType;
  before: Rate | null;
  after: Rate;
}

export interface BulkPreview {
  /** Per package with something to write, in title order. */
  packages: { id: number; title: string; changes: BulkChange[] }[];
  /** Rates written in all (new and replaced), replaced ones, and rates left as they were. */
  changed: number;
  replaced: number;
  unchanged: number;
}

/**
 * A bulk tool's answer: without a confirmation (or with a stale one) the preview and the token that
 * confirms exactly it; with the matching token, applied in one transaction.
 */
export type BulkResult =
  | { ok: true; applied: false; preview: BulkPreview; token: string; stale: boolean }
  | { ok: true; applied: true; preview: BulkPreview }
  | { ok: false; status: number; errors: Record<string, string> };

export interface CopySeasonInput {
  from: string;
  to: string;
  /** One package, or null for every package. */
  packageId: number | null;
}

export interface RaiseSeasonInput {
  season: string;
  packageId: number | null;
  /** As typed: "10", "-5", "7.5". */
  percent: string;
  step: RoundingStep;
}

/** Every method requires `content:write` (owners, editors); others get a 403 Response thrown. */
export interface RatesConsole {
  seasons(): Promise<StoredSeason[]>;
  /** `confirm`: the token of the unpriced-dates warning the owner saw and accepted. */
  saveSeason(input: unknown, id?: number, confirm?: string): Promise<SeasonSaveResult>;
  /** Every package with rates and its unpriced date ranges in the coming 12 months. */
  coverage(): Promise<PackageGaps[]>;
  deleteSeason(id: number): Promise<RatesResult>;
  packageRates(packageId: number): Promise<PackageRates>;
  /** The package's rates as the sheet lists them (tiers by type), in the export's order; null without the package. */
  sheet(packageId: number): Promise<SheetRate[] | null>;
  exportSheet(packageId: number): Promise<string | null>;
  importSheet(packageId: number, csv: string): Promise<SheetImportResult>;
  /** The package's tiers for the rate form; null without the package. */
  tiers(packageId: number): Promise<RateTier[] | null>;
  /** Adds a rate (`replace` false: refused if the key has one) or replaces the key's rate. */
  saveRate(packageId: number, rate: unknown, replace: boolean): Promise<RatesResult>;
  deleteRate(packageId: number, key: RateKey): Promise<RatesResult>;
  copySeason(input: CopySeasonInput, confirm?: string): Promise<BulkResult>;
  raiseSeason(input: RaiseSeasonInput, confirm?: string): Promise<BulkResult>;
}
