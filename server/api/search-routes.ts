/** Search endpoints of SPEC §7: packages (with closest matches), destination suggestions, travel types. */
import { Hono } from "hono";
import { z } from "zod";
import { SEARCH_RESIDENCIES, INQUIRY_RESIDENCIES } from "#domain/residency.ts";
import type { Context } from "hono";
import type { Catalogue } from "../services/catalogue/index.ts";
import { inLanguage, type ContentTranslations } from "../services/catalogue/translations.ts";
import { parseLangParam } from "#domain/locales.ts";
import { listResponse, optionalBoolean, optionalId, pageQuery, parseQuery } from "./responses.ts";

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Use a date as YYYY-MM-DD." }).refine((s) => !Number.isNaN(Date.parse(s)), { error: "Use a real date." });

const packageSearchQuery = pageQuery
  .extend({
    destinations: z.string().max(200, { error: "destinations must be at most 200 characters." }).optional(),
    travel_type: z.string().max(200).optional(),
    start_date: date.optional(),
    end_date: date.optional(),
    residency: z.enum([...SEARCH_RESIDENCIES, ...INQUIRY_RESIDENCIES], { error: "residency must be resident, east_african or non_resident." }).optional(),
    service_id: optionalId,
    destination: optionalId,
    is_deal: optionalBoolean,
    is_standout: optionalBoolean,
  })
  .refine((q) => !(q.start_date && q.end_date && q.end_date < q.start_date), {
    path: ["end_date"],
    error: "End date cannot be before the start date.",
  });

const destinationSearchQuery = pageQuery.extend({ q: z.string().max(100, { error: "q must be at most 100 characters." }).default("") });

export function searchRoutes(catalogue: Catalogue, translations: ContentTranslations) {
  const api = new Hono();
  // The catalogue in the language `lang` asks for (checked by the API's middleware), English without it.
  const catalogueOf = (c: Context) => inLanguage(catalogue, translations, parseLangParam(c.req.query("lang")) ?? "en");

  api.get("/search/packages/", async (c) => {
    const q = parseQuery(c, packageSearchQuery);
    if (!q.ok) return q.response;
    const { page, page_size, ...filters } = q.data;
    const { results, metadata } = await catalogueOf(c).searchPackages(filters);
    return listResponse(c, results, { page, page_size }, { search_metadata: metadata });
  });

  api.get("/search/destinations/", async (c) => {
    const q = parseQuery(c, destinationSearchQuery);
    if (!q.ok) return q.response;
    return listResponse(c, await catalogueOf(c).searchDestinations(q.data.q), q.data);
  });

  api.get("/search/travel_types/", async (c) => {
    const q = parseQuery(c, pageQuery);
    if (!q.ok) return q.response;
    return listResponse(c, await catalogueOf(c).travelTypes(), q.data);
  });

  return api;
}
