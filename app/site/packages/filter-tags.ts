/** The removable tags above the results: one per filter in the URL, each linking to the URL without it. */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ApiService, ApiTravelType } from "#domain/api-types.ts";
import { formatIsoDay } from "#domain/formatting.ts";
import { asLocale } from "#domain/locales.ts";
import { toInquiryResidency } from "#domain/residency.ts";
import type { FilterTag } from "#app/components/filter-tags.tsx";
import { withoutParams, type PackagesQuery } from "#app/lib/search-params.ts";
import { RESIDENCY_MESSAGES } from "#app/lib/i18n/domain-labels.ts";

export function buildTags(params: URLSearchParams, query: PackagesQuery, services: ApiService[], travelTypes: ApiTravelType[], i18n: I18n): FilterTag[] {
  const tags: FilterTag[] = [];
  const f = query.filters;
  const add = (param: string, label: string, value: string) => tags.push({ param, label, value, removeTo: withoutParams(params, param) });
  if (f.destinations) add("destinations", i18n._(msg`Destination`), f.destinations);
  if (f.travel_type) add("travel_type", i18n._(msg`Travel type`), travelTypes.find((t) => t.value === f.travel_type || t.name === f.travel_type)?.name ?? f.travel_type);
  if (f.start_date) add("start_date", i18n._(msg`From`), formatIsoDay(f.start_date, { month: "short" }, asLocale(i18n.locale)));
  if (f.end_date) add("end_date", i18n._(msg`Until`), formatIsoDay(f.end_date, { month: "short" }, asLocale(i18n.locale)));
  if (f.residency) add("residency", i18n._(msg`Residency`), i18n._(RESIDENCY_MESSAGES[toInquiryResidency(f.residency)!]));
  if (query.serviceId) {
    const service = services.find((s) => String(s.service_id ?? s.id) === query.serviceId);
    add("service_id", i18n._(msg`Service`), service?.name ?? query.serviceId);
  }
  for (const [k, v] of Object.entries(query.passThrough)) add(k, k.replace(/_/g, " "), v);
  return tags;
}
