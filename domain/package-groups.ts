/**
 * /packages without filters: packages grouped by service in the fixed service order (SPEC §2),
 * each group cut to a few cards so the page stays light however large the catalogue grows. The
 * server computes the groups for the first view; the client recomputes them from its cached list.
 */
import type { ApiPackageSummary, ApiService } from "#domain/api-types.ts";
import { serviceRank } from "#domain/services.ts";
import { compareText } from "#domain/formatting.ts";

/**
 * Cards shown per service group; the rest are one click away ("See all"). Six keep the page light on
 * a phone (each card is a slider to hydrate) and fill two rows of three on a desktop.
 */
export const GROUP_CARDS_SHOWN = 6;

export interface ServiceGroup {
  id: string;
  title: string;
  description: string;
  /** How many packages the service has; only the first GROUP_CARDS_SHOWN are in `packages`. */
  count: number;
  packages: ApiPackageSummary[];
}

export function groupByService(packages: ApiPackageSummary[], services: ApiService[]): ServiceGroup[] {
  const ordered = [...services].sort((a, b) => serviceRank(a) - serviceRank(b) || compareText(a.name, b.name));
  const grouped = new Set<number>();
  const groups = ordered.map((service) => {
    const id = service.service_id ?? service.id;
    const members = packages.filter((p) => p.services.some((s) => s.id === id));
    for (const p of members) grouped.add(p.package_id);
    return { id: String(id), title: service.name, description: service.description, members };
  });
  const rest = packages.filter((p) => !grouped.has(p.package_id));
  if (rest.length) groups.push({ id: "other", title: "More journeys", description: "", members: rest });
  return groups
    .filter((g) => g.members.length > 0)
    .map(({ members, ...g }) => ({ ...g, count: members.length, packages: members.slice(0, GROUP_CARDS_SHOWN) }));
}

