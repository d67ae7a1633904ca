/** GET endpoints of SPEC §7 for the catalogue: services, packages, destinations, blogs, gallery, sliders. */
import { Hono } from "hono";
import { z } from "zod";
import type { Context } from "hono";
import type { Catalogue } from "../services/catalogue/index.ts";
import { inLanguage, type ContentTranslations } from "../services/catalogue/translations.ts";
import { parseLangParam } from "#domain/locales.ts";
import { BLOG_ORDERINGS } from "../services/catalogue/index.ts";
import { listResponse, notFound, optionalBoolean, optionalId, pageQuery, parseQuery, pathId } from "./responses.ts";

export const SLIDER_PAGE_SETS = ["home", "about", "gallery", "destinations", "services", "packages", "blog"] as const;

const packageListQuery = pageQuery.extend({
  is_deal: optionalBoolean,
  is_standout: optionalBoolean,
  service_id: optionalId,
  travel_type: z.string().max(200).optional(),
  destination: z.string().max(200).optional(),
});

const blogListQuery = pageQuery.extend({
  ordering: z.enum(BLOG_ORDERINGS, { error: `ordering must be one of ${BLOG_ORDERINGS.join(", ")}.` }).default("-created_at"),
  is_featured: optionalBoolean,
});

const destinationListQuery = pageQuery.extend({
  destination_type: z.enum(["popular", "hidden"], { error: "destination_type must be popular or hidden." }).optional(),
});

const sliderQuery = pageQuery.extend({
  page_set: z.enum(SLIDER_PAGE_SETS, { error: `page_set must be one of ${SLIDER_PAGE_SETS.join(", ")}.` }).default("home"),
});

export function catalogueRoutes(catalogue: Catalogue, translations: ContentTranslations) {
  const api = new Hono();
  // The catalogue in the language `lang` asks for (checked by the API's middleware), English without it.
  const catalogueOf = (c: Context) => inLanguage(catalogue, translations, parseLangParam(c.req.query("lang")) ?? "en");

  api.get("/services/", async (c) => {
    const q = parseQuery(c, pageQuery);
    if (!q.ok) return q.response;
    return listResponse(c, await catalogueOf(c).services(), q.data);
  });

  api.get("/packages/", async (c) => {
    const q = parseQuery(c, packageListQuery);
    if (!q.ok) return q.response;
    const { page, page_size, ...filters } = q.data;
    return listResponse(c, await catalogueOf(c).packages(filters), { page, page_size });
  });

  // Two bounded projections for the browser's cache (decision 0071), so no screen pages through the
  // whole catalogue: what /packages shows without filters, and the inquiry form's package names.
  api.get("/packages/groups/", async (c) => c.json({ groups: await catalogueOf(c).packageGroups() }));

  api.get("/packages/titles/", async (c) => c.json({ results: await catalogueOf(c).packageTitles() }));

  api.get("/packages/:id/", async (c) => {
    const id = pathId(c.req.param("id"));
    const pkg = id === null ? undefined : await catalogueOf(c).package(id);
    return pkg ? c.json(pkg) : notFound(c, "Package not found.");
  });

  api.get("/destinations/", async (c) => {
    const q = parseQuery(c, destinationListQuery);
    if (!q.ok) return q.response;
    const all = await catalogueOf(c).destinations();
    const list = q.data.destination_type ? all.filter((d) => d.destination_type === q.data.destination_type) : all;
    return listResponse(c, list, q.data);
  });

  api.get("/destinations/:id/", async (c) => {
    const id = pathId(c.req.param("id"));
    const destination = id === null ? undefined : await catalogueOf(c).destination(id);
    return destination ? c.json(destination) : notFound(c, "Destination not found.");
  });

  api.get("/blogs/", async (c) => {
    const q = parseQuery(c, blogListQuery);
    if (!q.ok) return q.response;
    const all = await catalogueOf(c).blogs(q.data.ordering);
    const list = q.data.is_featured === undefined ? all : all.filter((b) => b.is_featured === q.data.is_featured);
    return listResponse(c, list, q.data);
  });

  api.get("/blogs/:slug/", async (c) => {
    const slug = c.req.param("slug");
    const blog = /^[a-z0-9-]{1,200}$/.test(slug) ? await catalogueOf(c).blog(slug) : undefined;
    return blog ? c.json(blog) : notFound(c, "Story not found.");
  });

  api.get("/gallery/", async (c) => {
    const q = parseQuery(c, pageQuery);
    if (!q.ok) return q.response;
    return listResponse(c, await catalogueOf(c).gallery(), q.data);
  });

  api.get("/slider-images/", async (c) => {
    const q = parseQuery(c, sliderQuery);
    if (!q.ok) return q.response;
    return listResponse(c, await catalogueOf(c).sliderImages(q.data.page_set), q.data);
  });

  return api;
}
