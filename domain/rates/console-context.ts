/** What the console's rate pages may ask of the server (server/services/rates/rates-console.ts). */
import type { SheetError, SheetRate } from "./rate-sheet.ts";
import type { PackageRates, Season } from "./types.ts";

export interface StoredSeason extends Season {
  id: number;
  /** How many rates use it: a season in use cannot be deleted. */
  rates: number;
}

export type RatesResult<T = {}> = ({ ok: true } & T) | { ok: false; status: number; errors: Record<string, string> };
export type SheetImportResult = { ok: true; rates: number } | { ok: false; status: number; errors: SheetError[] };

/** Every method requires `content:write` (owners, editors); others get a 403 Response thrown. */
export interface RatesConsole {
  seasons(): Promise<StoredSeason[]>;
  saveSeason(input: unknown, id?: number): Promise<RatesResult<{ id: number }>>;
  deleteSeason(id: number): Promise<RatesResult>;
  packageRates(packageId: number): Promise<PackageRates>;
  /** The package's rates as the sheet lists them (tiers by type), in the export's order; null without the package. */
  sheet(packageId: number): Promise<SheetRate[] | null>;
  exportSheet(packageId: number): Promise<string | null>;
  importSheet(packageId: number, csv: string): Promise<SheetImportResult>;
}
