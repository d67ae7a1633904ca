/** The public site's area for one request (domain/site-context.ts SiteArea): the catalogue and the inquiry form. */
import type { Context } from "hono";
import type { CatalogueReader, SiteArea } from "#domain/site-context.ts";
import { depositTermsNotice } from "#domain/booking-terms.ts";
import { TOO_MANY_INQUIRIES } from "../http/request-limits.ts";
import type { FaultSwitch } from "../http/faults.ts";
import { previewOf } from "../http/preview-requests.ts";
import { recordingFailures } from "../resilience/degraded.ts";
import type { Site } from "../site.ts";
import { inLanguage } from "../services/catalogue/translations.ts";
import { splitLocalePath } from "#domain/locales.ts";

/** Which fault area each catalogue read belongs to, matching the API paths. */
const AREAS: Record<keyof CatalogueReader, string> = {
  version: "app-meta",
  services: "services",
  company: "company",
  bookingTerms: "company",
  pageHeaders: "company",
  terms: "pages",
  faqs: "pages",
  packages: "packages",
  package: "packages",
  packageRates: "packages",
  destinations: "destinations",
  destination: "destinations",
  blogs: "blogs",
  blog: "blogs",
  gallery: "gallery",
  sliderImages: "slider-images",
  travelTypes: "search",
  searchPackages: "search",
};

function faultAware<T extends CatalogueReader>(catalogue: T, faults: FaultSwitch): T {
  if (!faults.enabled) return catalogue;
  return new Proxy(catalogue, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (typeof value !== "function") return value;
      const area = AREAS[prop as keyof CatalogueReader];
      return (...args: unknown[]) => {
        if (area && faults.isFaulted(area)) return Promise.reject(new Error(`Test fault: ${area}`));
        return value.apply(target, args);
      };
    },
  });
}

export function buildSiteArea(site: Site, c: Context, origin: string): SiteArea {
  // A preview link's request (decision 0030): its loaders see the draft; nobody else's do.
  const preview = previewOf(c.req.raw);
  const published = preview ? site.previews.reader(site.catalogue, preview) : site.catalogue;
  // A page under a language's prefix reads the catalogue in that language (decision 0074).
  const catalogue = inLanguage(published, site.translations, splitLocalePath(new URL(c.req.url).pathname).locale);
  return {
    catalogue: recordingFailures(faultAware(catalogue, site.faults), c.req.raw),
    origin,
    async submitInquiry(input) {
      if (site.faults.isFaulted("inquiries")) return { ok: false, status: 503, errors: { body: "An error occurred." } };
      if (!(await site.inquiryLimit.decide(c)).allowed) return { ok: false, status: 429, errors: { body: TOO_MANY_INQUIRIES } };
      const result = await site.inquiries.create(input, {
        clientIp: site.clientAddress(c),
        userAgent: c.req.header("user-agent") ?? null,
      });
      if (!result.ok) return { ok: false, status: 400, errors: result.errors };
      return { ok: true, reference: result.reference, depositTerms: depositTermsNotice(await site.catalogue.bookingTerms()) };
    },
  };
}
