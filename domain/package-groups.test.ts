import { describe, expect, it } from "vitest";
import type { ApiPackageSummary, ApiService } from "#domain/api-types.ts";
import { GROUP_CARDS_SHOWN, groupByService } from "./package-groups.ts";

const service = (id: number, name: string) => ({ service_id: id, id, name, description: `${name} described` }) as ApiService;
const pkg = (id: number, serviceIds: number[]) =>
  ({ package_id: id, package_title: `Package ${id}`, services: serviceIds.map((s) => ({ id: s, name: `s${s}` })) }) as unknown as ApiPackageSummary;

describe("groupByService", () => {
  const services = [service(3, "Christian Packages"), service(1, "Game Drives and Safaris"), service(9, "Zebra Crossings Unlimited")];

  it("orders groups by the fixed service order, unknown services last, and drops empty ones", () => {
    const groups = groupByService([pkg(1, [3]), pkg(2, [1]), pkg(3, [9])], [...services, service(5, "Vacations and Adventure")]);
    expect(groups.map((g) => g.title)).toEqual(["Game Drives and Safaris", "Christian Packages", "Zebra Crossings Unlimited"]);
  });

  it(`keeps the count of each service but only its first ${GROUP_CARDS_SHOWN} packages`, () => {
    const many = Array.from({ length: GROUP_CARDS_SHOWN + 4 }, (_, i) => pkg(100 + i, [1]));
    const [safaris] = groupByService(many, services);
    expect(safaris!.count).toBe(GROUP_CARDS_SHOWN + 4);
    expect(safaris!.packages.map((p) => p.package_id)).toEqual(many.slice(0, GROUP_CARDS_SHOWN).map((p) => p.package_id));
  });

  it("lists a package under each of its services, and packages with none under More journeys", () => {
    const groups = groupByService([pkg(1, [1, 3]), pkg(2, []), pkg(3, [42])], services);
    expect(groups.map((g) => [g.id, g.packages.map((p) => p.package_id)])).toEqual([
      ["1", [1]],
      ["3", [1]],
      ["other", [2, 3]],
    ]);
  });
});
