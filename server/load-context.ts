/** Builds the AppLoadContext that page loaders see (shape in app/lib/load-context.ts). */
import type { Context } from "hono";
import type { AppLoadContext } from "react-router";
import type { CatalogueReader } from "#domain/site-context.ts";
import { clientIp } from "./http/client-ip.ts";
import type { FaultSwitch } from "./http/faults.ts";
import type { Site } from "./site.ts";

/** Which fault area each catalogue read belongs to, matching the API paths. */
const AREAS: Record<keyof CatalogueReader, string> = {
  version: "app-meta",
  services: "services",
  packages: "packages",
  package: "packages",
  destinations: "destinations",
  destination: "destinations",
  blogs: "blogs",
  blog: "blogs",
  gallery: "gallery",
  sliderImages: "slider-images",
  travelTypes: "search",
  searchPackages: "search",
};

function faultAware(catalogue: CatalogueReader, faults: FaultSwitch): CatalogueReader {
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

export function createLoadContext(site: Site, c: Context): AppLoadContext {
  const origin = site.env.PUBLIC_URL?.replace(/\/$/, "") ?? new URL(c.req.url).origin;
  return {
    catalogue: faultAware(site.catalogue, site.faults),
    origin,
    async submitInquiry(input) {
      if (site.faults.isFaulted("inquiries")) return { ok: false, status: 503, errors: { body: "An error occurred." } };
      const ip = clientIp(c, site.env.TRUSTED_PROXY);
      if (site.rateLimiter.hit(ip ?? "unknown") > 0) {
        return { ok: false, status: 429, errors: { body: "Too many inquiries from this address. Please wait a minute and try again." } };
      }
      const result = await site.inquiries.create(input, {
        clientIp: ip,
        userAgent: c.req.header("user-agent") ?? null,
      });
      return result.ok ? { ok: true } : { ok: false, status: 400, errors: result.errors };
    },
  };
}
