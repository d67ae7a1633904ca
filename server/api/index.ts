/** The JSON API of SPEC §7, mounted at /api. */
import { Hono } from "hono";
import { LOCALES, parseLangParam } from "#domain/locales.ts";
import { catalogueCaching, VERSION_CACHE_CONTROL } from "../http/caching.ts";
import type { Catalogue } from "../services/catalogue/index.ts";
import type { ContentTranslations } from "../services/catalogue/translations.ts";
import { catalogueRoutes } from "./catalogue-routes.ts";
import { inquiryRoutes, type InquiryRouteDeps } from "./inquiry-routes.ts";
import { searchRoutes } from "./search-routes.ts";

export interface ApiDeps extends InquiryRouteDeps {
  catalogue: Catalogue;
  /** The catalogue's content in other languages, for `lang` (decision 0074). */
  translations: ContentTranslations;
  /** Folded into ETags, so a test fault switch never meets a cached answer. */
  cacheSalt?: () => string;
}

export function createApi(deps: ApiDeps) {
  const api = new Hono();
  const version = () => deps.catalogue.version();
  const extra = deps.cacheSalt;

  api.use("/app-meta/", catalogueCaching(version, { cacheControl: VERSION_CACHE_CONTROL, extra }));
  // Inquiry endpoints are not catalogue reads and must never be cached.
  api.use("/v1/*", (c, next) =>
    c.req.path.startsWith("/api/v1/inquiries/") ? next() : catalogueCaching(version, { extra })(c, next),
  );

  api.get("/app-meta/", async (c) => c.json({ data_version: await deps.catalogue.version() }));

  const v1 = new Hono();
  // SPEC §7's answers stay English; `lang` asks for another language (issue 29). Junk is named back
  // as a field error before any route reads it.
  v1.use("*", async (c, next) => {
    const lang = c.req.query("lang");
    if (lang !== undefined && parseLangParam(lang) === null) return c.json({ errors: { lang: `Use one of ${LOCALES.join(", ")}.` } }, 400);
    return next();
  });
  v1.route("/", catalogueRoutes(deps.catalogue, deps.translations));
  v1.route("/", searchRoutes(deps.catalogue, deps.translations));
  v1.route("/", inquiryRoutes(deps));
  api.route("/v1", v1);

  // SPEC §7 paths end in a slash; send slash-less GETs to the real path instead of a 404.
  api.get("*", (c, next) => {
    const url = new URL(c.req.url);
    if (!url.pathname.endsWith("/")) {
      url.pathname += "/";
      return c.redirect(url.pathname + url.search, 301);
    }
    return next();
  });
  api.all("*", (c) => c.json({ detail: "Not found." }, 404));
  return api;
}
