/**
 * Search and sharing (issue 6 §4): the server-rendered HTML of every page type
 * carries the JSON-LD search engines read, a canonical URL and Open Graph tags
 * that link a real 1200x630 JPEG; /sitemap.xml lists only pages that answer
 * 200 and /robots.txt points at it. Crawlers and link previews run no
 * JavaScript, so most checks read the HTML with a plain fetch; the last ones
 * check that a client-side navigation swaps the structured data too.
 *
 * Issue 25 item 6: the company named is the test's own (TEST_COMPANY, written over the demo's),
 * and the search results page searches for a destination the test makes, with a package there.
 */
import { tierShownPrice } from "#domain/pricing.ts";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, type TestBrowser, launchBrowser, startServer } from "../helpers/browser.ts";
import type { CompanyDetails } from "../../domain/company-details.ts";
import { createCompanyDetails, createDestination, createPackage } from "../helpers/catalogue.ts";
import { withServerData } from "../helpers/server-data.ts";
import { splitLocalePath } from "#domain/locales.ts";

type Ld = Record<string, unknown> & { "@type": string };

let server: RunningServer;
let browser: TestBrowser;
let sitemapPaths: string[] = [];
let company: CompanyDetails;
/** A search results page: packages going to a destination the test makes. */
const SEARCH = "/packages?destinations=highlands";
const html = new Map<string, string>();

async function page(path: string): Promise<string> {
  const cached = html.get(path);
  if (cached) return cached;
  const res = await fetch(`${server.url}${path}`, { redirect: "manual" });
  expect(res.status, `${path} status`).toBe(200);
  const text = await res.text();
  html.set(path, text);
  return text;
}

function decodeEntities(s: string): string {
  return s.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
}

/** Every <script type="application/ld+json"> of a page, parsed (throws on invalid JSON). */
function jsonLd(doc: string): Ld[] {
  return [...doc.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Ld);
}

function ofType(doc: string, type: string): Ld[] {
  return jsonLd(doc).filter((d) => d["@type"] === type);
}

function one(doc: string, type: string): Ld {
  const found = ofType(doc, type);
  expect(found, `exactly one ${type}`).toHaveLength(1);
  expect(found[0]!["@context"]).toBe("https://schema.org");
  return found[0]!;
}

function metaContent(doc: string, attr: "name" | "property", key: string): string | undefined {
  const tag = doc.match(new RegExp(`<meta ${attr}="${key.replace(/[:.]/g, "\\$&")}" content="([^"]*)"`));
  return tag ? decodeEntities(tag[1]!) : undefined;
}

function canonical(doc: string): string | undefined {
  return doc.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
}

function expectBreadcrumbs(doc: string, last: { name?: string; path: string }) {
  const trail = one(doc, "BreadcrumbList").itemListElement as Array<{ position: number; name: string; item: string }>;
  expect(trail.length).toBeGreaterThanOrEqual(2);
  expect(trail.map((t) => t.position)).toEqual(trail.map((_, i) => i + 1));
  expect(trail[0]).toMatchObject({ name: "Home", item: `${server.url}/` });
  for (const t of trail) expect(t.name.length).toBeGreaterThan(0);
  expect(trail.at(-1)!.item).toBe(`${server.url}${last.path}`);
  if (last.name) expect(trail.at(-1)!.name).toBe(last.name);
}

function expectItemList(doc: string, itemPath: RegExp) {
  const list = one(doc, "ItemList");
  const items = list.itemListElement as Array<{ "@type": string; position: number; name: string; url: string }>;
  expect(items.length).toBeGreaterThan(0);
  expect(list.numberOfItems).toBe(items.length);
  for (const [i, item] of items.entries()) {
    expect(item).toMatchObject({ "@type": "ListItem", position: i + 1 });
    expect(item.name.length).toBeGreaterThan(0);
    expect(new URL(item.url).pathname + new URL(item.url).search + new URL(item.url).hash).toMatch(itemPath);
  }
  return items;
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  company = await withServerData(server, async (site) => {
    const highlands = await createDestination(site, { name: "Test highlands" });
    await createPackage(site, { title: "Test highland walks", destination_ids: [highlands.id] });
    // The home page's description is the company's.
    return createCompanyDetails(site, { description: "A test travel company in Nairobi: safaris, beach holidays and conferences, planned end to end." });
  });
  const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
  sitemapPaths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(decodeEntities(m[1]!)).pathname);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const firstPath = (prefix: RegExp) => {
  const path = sitemapPaths.find((p) => prefix.test(p));
  if (!path) throw new Error(`no ${prefix} in the sitemap`);
  return path;
};

describe("sitemap and robots", () => {
  it("robots.txt allows crawling and points at the sitemap", async () => {
    const res = await fetch(`${server.url}/robots.txt`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toContain(`Sitemap: ${server.url}/sitemap.xml`);
  });

  it("lists every public page and catalogue item with a lastmod", async () => {
    const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(xml).toMatch(/^<\?xml/);
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod><\/url>/g)];
    expect(entries.length).toBe(sitemapPaths.length);
    for (const path of ["/", "/packages", "/destinations", "/services", "/about", "/blog", "/gallery", "/contact", "/info", "/terms", "/faqs", "/travel-management", "/travel-management/corporate", "/travel-management/student"]) {
      expect(sitemapPaths).toContain(path);
    }
    const packages = ((await (await fetch(`${server.url}/api/v1/packages/`)).json()) as { results: Array<{ package_id: number }> }).results;
    for (const p of packages) expect(sitemapPaths).toContain(`/packages/${p.package_id}`);
    expect(sitemapPaths.some((p) => /^\/destinations\/\d+$/.test(p))).toBe(true);
    expect(sitemapPaths.some((p) => /^\/blogs\/[a-z0-9-]+$/.test(p))).toBe(true);
  });

  it("every sitemap URL answers 200 with a canonical link to itself", async () => {
    const failures: string[] = [];
    const queue = [...sitemapPaths];
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
          const res = await fetch(`${server.url}${path}`, { redirect: "manual" });
          const body = await res.text();
          if (res.status !== 200) failures.push(`${path}: ${res.status}`);
          else if (canonical(body) !== `${server.url}${path}`) failures.push(`${path}: canonical ${canonical(body)}`);
          else html.set(path, body);
        }
      }),
    );
    expect(failures).toEqual([]);
  }, 120_000);
});

describe("JSON-LD in the server-rendered HTML", () => {
  it("every page names the company as a TravelAgency with address and telephone, and has valid JSON-LD only", async () => {
    for (const path of ["/", "/packages", SEARCH, "/destinations", "/blog", "/gallery", "/services", "/about", "/contact", "/info", "/faqs", "/terms", "/travel-management/student", firstPath(/^\/packages\/\d+$/)]) {
      const doc = await page(path);
      const agency = one(doc, "TravelAgency");
      expect(agency.name, path).toBe(company.name);
      expect(agency.telephone, path).toBe(company.phones[0]);
      expect(agency.address, path).toMatchObject({ "@type": "PostalAddress", addressLocality: company.address.city, addressCountry: "KE" });
      expect((agency.address as { streetAddress: string }).streetAddress.length).toBeGreaterThan(0);
      expect(agency.url, path).toBe(`${server.url}/`);
    }
  });

  it("inner pages have a BreadcrumbList ending at the page itself", async () => {
    for (const path of ["/packages", "/destinations", "/blog", "/services", "/about", "/contact", "/info", "/faqs", "/terms", "/travel-management", "/travel-management/corporate", "/travel-management/student"]) {
      expectBreadcrumbs(await page(path), { path });
    }
  });

  it("list pages have an ItemList of their items", async () => {
    // /packages lists the packages its service groups show, each once, in page order.
    const grouped = await page("/packages");
    const packages = expectItemList(grouped, /^\/packages\/\d+$/);
    const shown = [...new Set([...grouped.matchAll(/data-testid="package-card".*?href="(\/packages\/\d+)"/g)].map((m) => m[1]))];
    expect(packages.map((p) => new URL(p.url).pathname)).toEqual(shown);
    expectItemList(await page(SEARCH), /^\/packages\/\d+$/);
    expectItemList(await page("/destinations"), /^\/destinations\/\d+$/);
    expectItemList(await page("/blog"), /^\/blogs\/[a-z0-9-]+$/);
    expectItemList(await page("/services"), /^\/services#service-[a-z0-9-]+$/);
  });

  it("a package page is a TouristTrip with a day-by-day itinerary and offers per residency and tier", async () => {
    const path = firstPath(/^\/packages\/\d+$/);
    const doc = await page(path);
    const pkg = (await (await fetch(`${server.url}/api/v1${path}/`)).json()) as {
      package_title: string;
      duration_days: number;
      tiers: Array<{ id: number; tier_type: string; price_kshs: number | null; price_usd: number | null }>;
    };
    const trip = one(doc, "TouristTrip");
    expect(trip.name).toBe(pkg.package_title);
    expect(trip.url).toBe(`${server.url}${path}`);
    expect(String(trip.image)).toMatch(new RegExp(`^${server.url}/images/og/.+\\.jpg$`));
    const itinerary = trip.itinerary as { "@type": string; numberOfItems: number; itemListElement: Array<{ position: number; item: { name: string; description: string } }> };
    expect(itinerary["@type"]).toBe("ItemList");
    expect(itinerary.itemListElement).toHaveLength(pkg.duration_days);
    expect(itinerary.numberOfItems).toBe(pkg.duration_days);
    itinerary.itemListElement.forEach((day, i) => {
      expect(day.position).toBe(i + 1);
      expect(day.item.name).toMatch(new RegExp(`^Day ${i + 1}\\b`));
      expect(day.item.description).not.toMatch(/[<>]/);
    });
    const offers = trip.offers as Array<{ "@type": string; price: number; priceCurrency: string; name: string; eligibleCustomerType: string }>;
    expect(offers.length).toBeGreaterThanOrEqual(pkg.tiers.length);
    for (const offer of offers) {
      expect(offer["@type"]).toBe("Offer");
      expect(offer.price).toBeGreaterThan(0);
      expect(["KES", "USD"]).toContain(offer.priceCurrency);
      expect(["Kenya Residents", "East African Residents", "International Visitors"]).toContain(offer.eligibleCustomerType);
    }
    // Every priced tier is offered at the price the page shows for it: its own price, less the
    // package's deal rule when it is a deal (decision 0045).
    for (const tier of pkg.tiers.filter((t) => t.price_kshs || t.price_usd)) {
      const shown = (["residents", "non_residents"] as const).map((r) => tierShownPrice(pkg, tier, r)?.amount);
      expect(offers.some((o) => shown.includes(o.price))).toBe(true);
    }
    expectBreadcrumbs(doc, { name: pkg.package_title, path });
  });

  it("a destination page is a TouristDestination", async () => {
    const path = firstPath(/^\/destinations\/\d+$/);
    const doc = await page(path);
    const d = one(doc, "TouristDestination");
    expect(String(d.name).length).toBeGreaterThan(0);
    expect(String(d.description).length).toBeGreaterThan(0);
    expect(d.url).toBe(`${server.url}${path}`);
    expect(String(d.image)).toMatch(/\/images\/og\/.+\.jpg$/);
    expectBreadcrumbs(doc, { name: String(d.name), path });
  });

  it("a story is a BlogPosting with headline, date, author and image", async () => {
    const path = firstPath(/^\/blogs\/[a-z0-9-]+$/);
    const doc = await page(path);
    const post = one(doc, "BlogPosting");
    expect(String(post.headline).length).toBeGreaterThan(0);
    expect(Number.isNaN(Date.parse(String(post.datePublished)))).toBe(false);
    expect(post.author).toMatchObject({ "@type": "Person" });
    expect(String((post.author as { name: string }).name).length).toBeGreaterThan(0);
    expect(String(post.image)).toMatch(new RegExp(`^${server.url}/images/og/.+\\.jpg$`));
    expect(post.mainEntityOfPage).toBe(`${server.url}${path}`);
    expectBreadcrumbs(doc, { name: String(post.headline), path });
  });

  it("/faqs is an FAQPage whose questions all have answers", async () => {
    const faq = one(await page("/faqs"), "FAQPage");
    const questions = faq.mainEntity as Array<{ "@type": string; name: string; acceptedAnswer: { "@type": string; text: string } }>;
    expect(questions.length).toBeGreaterThan(3);
    for (const q of questions) {
      expect(q["@type"]).toBe("Question");
      expect(q.name).toMatch(/\?$/);
      expect(q.acceptedAnswer["@type"]).toBe("Answer");
      expect(q.acceptedAnswer.text.length).toBeGreaterThan(10);
    }
  });

  it("/gallery has an ItemList of its images", async () => {
    const list = one(await page("/gallery"), "ItemList");
    expect((list.itemListElement as unknown[]).length).toBeGreaterThan(0);
  });
});

describe("sharing a package link", () => {
  it("the HTML without JavaScript has title, description with the from-price, and a 1200x630 JPEG under 300 KB", async () => {
    const path = firstPath(/^\/packages\/\d+$/);
    const doc = await page(path);
    const pkg = (await (await fetch(`${server.url}/api/v1${path}/`)).json()) as { package_title: string };
    expect(metaContent(doc, "property", "og:title")).toContain(pkg.package_title);
    const description = metaContent(doc, "property", "og:description") ?? "";
    expect(description.length).toBeGreaterThan(50);
    const price = metaContent(doc, "property", "product:price:amount");
    const currency = metaContent(doc, "property", "product:price:currency");
    expect(description).toMatch(/From (KES|USD) [\d,]+/);
    expect(Number(price)).toBeGreaterThan(0);
    expect(["KES", "USD"]).toContain(currency);
    expect(description).toContain(Number(price).toLocaleString("en-US"));
    expect(metaContent(doc, "property", "og:url")).toBe(`${server.url}${path}`);
    expect(metaContent(doc, "name", "twitter:card")).toBe("summary_large_image");

    const image = metaContent(doc, "property", "og:image")!;
    expect(image).toMatch(new RegExp(`^${server.url}/images/og/.+\\.jpg$`));
    const res = await fetch(image);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.length).toBeLessThan(300 * 1024);
    const info = await sharp(bytes).metadata();
    expect(info).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
  });

  it("destination and story pages share their own 1200x630 JPEG too", async () => {
    for (const path of [firstPath(/^\/destinations\/\d+$/), firstPath(/^\/blogs\/[a-z0-9-]+$/)]) {
      const image = metaContent(await page(path), "property", "og:image")!;
      expect(image, path).toMatch(/\/images\/og\/.+\.jpg$/);
      const bytes = Buffer.from(await (await fetch(image)).arrayBuffer());
      expect(bytes.length).toBeLessThan(300 * 1024);
      expect(await sharp(bytes).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
    }
  });

  it("every route has a title, a meta description and a canonical URL", async () => {
    // Every language's copy of a page too (/de/about); catalogue items are checked above, in English.
    for (const path of sitemapPaths.filter((p) => !/^\/(packages|destinations|blogs)\/./.test(splitLocalePath(p).path)).concat(SEARCH)) {
      const doc = await page(path);
      expect(doc, path).toMatch(/<title>[^<]{5,}<\/title>/);
      expect((metaContent(doc, "name", "description") ?? "").length, path).toBeGreaterThan(50);
      expect(canonical(doc), path).toBe(`${server.url}${path.split("?")[0]}`);
    }
  });
});

describe("client-side navigation", () => {
  for (const viewport of ["phone", "desktop"] as const) {
    it(`swaps canonical and JSON-LD when moving from /packages to a package (${viewport})`, async () => {
      const tab = await browser.page(viewport);
      await tab.goto(`${server.url}/packages`);
      // Hydrated once React has attached its fibres to the server-rendered DOM.
      await tab.waitForFunction(() => Object.keys(document.querySelector("main") ?? {}).some((k) => k.startsWith("__reactFiber")));
      const types = () => tab.$$eval('script[type="application/ld+json"]', (els) => els.map((e) => (JSON.parse(e.textContent ?? "{}") as { "@type": string })["@type"]));
      expect(await types()).toContain("ItemList");
      const link = tab.locator('main a[href^="/packages/"]').first();
      const href = await link.getAttribute("href");
      await link.click();
      await tab.waitForURL(`${server.url}${href}`);
      await expect.poll(types).toContain("TouristTrip");
      expect(await types()).toContain("TravelAgency");
      expect(await types()).not.toContain("ItemList");
      expect(await tab.getAttribute('link[rel="canonical"]', "href")).toBe(`${server.url}${href}`);
      await tab.context().close();
    });
  }
});
