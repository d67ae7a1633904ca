/**
 * The rate model as one console request sees it: each method asks the staff gate for a member with
 * `content:write` (owner, editor) before anything is read or written, and the actor comes from the
 * session, as for the catalogue editors (server/services/catalogue-editing/editor-console.ts).
 */
import type { RatesConsole } from "#domain/rates/console-context.ts";
import type { StaffGate } from "#domain/staff-context.ts";
import type { RatesService } from "./rates.ts";

export function createRatesConsole(rates: RatesService, gate: StaffGate, ip: string | null): RatesConsole {
  const as = async () => {
    const member = await gate.require("content:write");
    return { actor: { id: member.id, email: member.email }, ip };
  };
  // Reading is for every role that may read this (viewers included, issue 24 item 7); changes need more.
  const read = async () => gate.require("content:read");
  return {
    seasons: async () => (await read(), rates.listSeasons()),
    saveSeason: async (input: unknown, id?: number, confirm?: string) => rates.saveSeason(input, await as(), id, confirm),
    coverage: async () => (await read(), rates.coverage()),
    deleteSeason: async (id: number) => rates.deleteSeason(id, await as()),
    packageRates: async (packageId: number) => (await read(), rates.packageRates(packageId)),
    sheet: async (packageId: number) => (await read(), rates.sheet(packageId)),
    exportSheet: async (packageId: number) => (await read(), rates.exportSheet(packageId)),
    importSheet: async (packageId: number, csv: string) => rates.importSheet(packageId, csv, await as()),
    tiers: async (packageId) => (await read(), rates.rateTiers(packageId)),
    saveRate: async (packageId, rate, replace) => rates.saveRate(packageId, rate, replace, await as()),
    deleteRate: async (packageId, key) => rates.deleteRate(packageId, key, await as()),
    copySeason: async (input, confirm) => rates.copySeason(input, confirm, await as()),
    raiseSeason: async (input, confirm) => rates.raiseSeason(input, confirm, await as()),
  };
}
