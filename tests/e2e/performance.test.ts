/**
 * The loading rules behind issue 6's Lighthouse budgets, checked on the
 * server HTML of the ten measured routes so a regression shows up without a
 * Lighthouse run: the LCP image is eager, high priority and preloaded with a
 * sized srcset; every image reserves its box; no script is requested before
 * the first paint and the hero image are in (app/ssr/deferred-hydration.ts); nothing loads from another origin (maps, video and social
 * posts are facades); sliders ship one image each; compressed assets carry
 * their compressed length; and first-load JavaScript on the home page is
 * held to the figure measured in bench/budgets.ts (docs/decisions/0007-performance.md explains why
 * it is over issue 6's 120 KB). Lighthouse itself runs in `npm run bench`.
 */
import { brotliDecompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FRAMEWORK_CHUNK, MAX_WAIT_AFTER_PAINT_MS, readDeferredModules } from "#app/ssr/deferred-hydration.ts";
import { rawGet } from "../helpers/raw-get.ts";
import { HOME_FIRST_LOAD_JS_GZIP_KB } from "../../bench/budgets.ts";
import { localizePath, PREFIXED_LOCALES } from "#domain/locales.ts";
import { type RunningServer, type TestBrowser, launchBrowser, startServer } from "../helpers/browser.ts";

let server: RunningServer;
let browser: TestBrowser;
/** Every language's home page: its first-load JavaScript is held to the same figure. */
const TRANSLATED_HOMES = PREFIXED_LOCALES.map((locale) => localizePath("/", locale));
const routes: string[] = ["/", "/packages", "/packages?destinations=mara", "/destinations", "/gallery", "/contact", "/travel-management/student"];
const html = new Map<string, string>();
/** The routes also loaded in Chromium: the English ones, and a few of each other language. */
const browserRoutes: string[] = [];

const tags = (doc: string, name: string) => [...doc.matchAll(new RegExp(`<${name}\\b[^>]*>`, "g"))].map((m) => m[0]);
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];
const bodyOf = (doc: string) => doc.slice(doc.indexOf("<body"));

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const pick = (re: RegExp) => new URL(sitemap.match(re)![1]!).pathname;
  routes.push(pick(/<loc>([^<]+\/packages\/\d+)<\/loc>/), pick(/<loc>([^<]+\/destinations\/\d+)<\/loc>/), pick(/<loc>([^<]+\/blogs\/[a-z0-9-]+)<\/loc>/));
  // Issue 29: the loading rules hold in every language, so a translated copy of each kind of page is
  // checked with them (each language's home, a package, a destination, a story, a list).
  const translated = [...TRANSLATED_HOMES, "/de/packages", localizePath(routes[7]!, "zh"), localizePath(routes[8]!, "fr"), "/it/contact"];
  // In a browser (slower), a page per language with the most dates, plurals and figures to write.
  browserRoutes.push(...routes, "/de/", localizePath(routes[7]!, "zh"), localizePath(routes[8]!, "fr"), "/it/contact");
  routes.push(...translated);
  routes.push(pick(/<loc>([^<]+\/it\/blogs\/[^<]+)<\/loc>/));
  for (const path of routes) {
    const res = await fetch(`${server.url}${path}`);
    expect(res.status, path).toBe(200);
    html.set(path, await res.text());
  }
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("server HTML of the measured routes", () => {
  it("gives the first image an eager, high-priority load with a sized srcset, and preloads it", () => {
    for (const path of routes) {
      const doc = html.get(path)!;
      const first = tags(bodyOf(doc), "img")[0]!;
      expect(first, path).toBeDefined();
      expect(attr(first, "loading"), path).toBe("eager");
      expect(attr(first, "fetchPriority"), path).toBe("high");
      expect(attr(first, "srcSet"), path).toMatch(/ 480w, .* 960w, .* 1600w$/);
      expect(attr(first, "sizes"), path).toBeTruthy();
      // Preloaded as AVIF with the same srcset, from <head>, unless it is the home hero whose LCP is its heading.
      const preloads = tags(doc.slice(0, doc.indexOf("</head>")), "link").filter((l) => attr(l, "rel") === "preload" && attr(l, "as") === "image");
      expect(preloads.length, `${path} image preloads`).toBeGreaterThanOrEqual(1);
      expect(preloads.some((l) => attr(l, "fetchPriority") === "high" && /480w/.test(attr(l, "imageSrcSet") ?? "")), path).toBe(true);
    }
  });

  it("lazy-loads every other image and reserves each image's box (no layout shift)", () => {
    for (const path of routes) {
      const images = tags(bodyOf(html.get(path)!), "img");
      for (const img of images) {
        expect(Number(attr(img, "width")), `${path} ${img.slice(0, 80)}`).toBeGreaterThan(0);
        expect(Number(attr(img, "height")), `${path} ${img.slice(0, 80)}`).toBeGreaterThan(0);
      }
      const eager = images.filter((img) => attr(img, "loading") !== "lazy");
      expect(eager.length, `${path} eager images`).toBeLessThanOrEqual(2);
    }
  });

  it("runs no script before the first paint; <head> asks for the stylesheet, the LCP image and, at low priority after them, the framework chunk", () => {
    for (const path of routes) {
      const doc = html.get(path)!;
      // The catcher of early taps (app/ssr/deferred-hydration.ts) is the one script <head> runs; it asks for nothing.
      const head = doc.slice(0, doc.indexOf("</head>")).replace(/<script nonce="[^"]+">\(function\(\)\{var w=window,T=w\.__earlyTaps=\[\][\s\S]*?<\/script>/, "");
      expect(tags(head, "script").filter((t) => !/type="application\/ld\+json"/.test(t)), path).toEqual([]);
      expect(tags(head, "link").filter((l) => attr(l, "rel") === "stylesheet"), path).toHaveLength(1);
      expect(head.search(/<link rel="stylesheet"/), `${path}: right after charset and viewport`).toBeLessThan(600);
      // The one module fetched before the paint (decision 0083): the framework chunk, low priority, after the stylesheet.
      const preloads = tags(doc, "link").filter((l) => attr(l, "rel") === "modulepreload");
      expect(preloads.map((l) => attr(l, "fetchpriority")), path).toEqual(["low"]);
      expect(FRAMEWORK_CHUNK.test(attr(preloads[0]!, "href") ?? ""), path).toBe(true);
      expect(readDeferredModules(doc), `${path}: the loader still runs it with the rest`).toContain(attr(preloads[0]!, "href"));
      expect(head.indexOf(preloads[0]!), path).toBeGreaterThan(head.search(/<link rel="stylesheet"/));
      expect(tags(doc, "script").filter((t) => attr(t, "type") === "module" || attr(t, "src")), path).toEqual([]);
      // The loader (app/ssr/deferred-hydration.ts) carries the route's modules, entry first.
      const modules = readDeferredModules(doc);
      expect(modules[0], path).toMatch(/^\/assets\/entry\.client-[\w-]+\.js$/);
      expect(doc, path).toMatch(/<script nonce="[^"]+" type="text\/x-deferred-module" id="rr-deferred-module">/);
    }
  });

  it("fills only the visible signature card and its neighbours on the home page", () => {
    const body = bodyOf(html.get("/")!);
    const cards = body.split('data-testid="signature-card"').slice(1).map((c) => c.slice(0, c.search(/data-testid="signature-card"|$/)));
    expect(cards.length, "the demo has more standouts than three").toBeGreaterThan(3);
    const filled = cards.map((c, i) => (c.includes("<h3") ? i : -1)).filter((i) => i >= 0);
    // The first card, the second, and the last (the previous one when the index wraps).
    expect(filled).toEqual([0, 1, cards.length - 1]);
  });

  it("loads nothing from another origin (no fonts, maps, video or social embeds until clicked)", () => {
    for (const path of routes) {
      const doc = html.get(path)!;
      const urls = [
        ...tags(doc, "script").map((t) => attr(t, "src")),
        ...tags(doc, "link")
          .filter((t) => /^(stylesheet|preload|modulepreload|icon|preconnect|dns-prefetch)$/.test(attr(t, "rel") ?? ""))
          .map((t) => attr(t, "href")),
        ...tags(doc, "img").flatMap((t) => [attr(t, "src"), ...(attr(t, "srcSet") ?? "").split(",").map((s) => s.trim().split(" ")[0])]),
        ...tags(doc, "source").flatMap((t) => (attr(t, "srcSet") ?? "").split(",").map((s) => s.trim().split(" ")[0])),
        ...tags(doc, "iframe").map((t) => attr(t, "src")),
        ...tags(doc, "video").map((t) => attr(t, "src")),
      ].filter((u): u is string => Boolean(u));
      const foreign = urls.filter((u) => !u.startsWith("/") || u.startsWith("//"));
      expect(foreign, path).toEqual([]);
      expect(tags(doc, "iframe"), `${path}: iframes are click-to-load`).toEqual([]);
    }
  });

  it("holds every picture but the LCP image off the network until hydration, with a <noscript> copy for visitors without JavaScript", () => {
    for (const path of routes) {
      const body = bodyOf(html.get(path)!);
      const outside = body.replace(/<noscript>[\s\S]*?<\/noscript>/g, "");
      const pictures = [...outside.matchAll(/<picture\b[^>]*>[\s\S]*?<\/picture>/g)].map((m) => m[0]);
      const held = pictures.filter((p) => !/fetchPriority="high"/.test(p));
      expect(held.length, `${path} has pictures below its LCP image`).toBeGreaterThan(0);
      for (const picture of held) {
        expect(attr(tags(picture, "picture")[0]!, "data-held"), `${path} ${picture.slice(0, 120)}`).toBe("");
        // Nothing in a held picture names a file: no src, no srcset, so the browser asks for nothing.
        expect(picture, path).not.toMatch(/\ssrc(set)?=/i);
        expect(Number(attr(tags(picture, "img")[0]!, "width")), path).toBeGreaterThan(0);
      }
      const copies = [...body.matchAll(/<noscript><picture>([\s\S]*?)<\/picture><\/noscript>/g)].map((m) => m[1]!);
      expect(copies.length, `${path}: a <noscript> copy per held picture`).toBe(held.length);
      for (const copy of copies) expect(attr(tags(copy, "img")[0]!, "srcSet"), path).toMatch(/ 480w, .* 960w, .* 1600w$/);
    }
  });

  it("ships one picture per image slider; the other slides arrive after the first has loaded", () => {
    for (const path of ["/", "/packages", routes.find((r) => /^\/packages\/\d+$/.test(r))!, routes.find((r) => /^\/destinations\/\d+$/.test(r))!]) {
      const doc = bodyOf(html.get(path)!);
      const sliders = doc.split(/aria-roledescription="carousel"/).slice(1);
      expect(sliders.length, path).toBeGreaterThan(0);
      for (const slider of sliders) {
        const slides = slider.split(/aria-roledescription="slide"/).slice(1);
        if (slides.length < 2) continue;
        const withImage = slides.filter((s) => s.slice(0, s.search(/aria-roledescription="slide"|<\/section>|$/)).includes("<picture"));
        expect(slides[0]!.slice(0, 2000), path).toContain("<picture");
        expect(withImage.length, path).toBeLessThanOrEqual(1);
      }
    }
  });
});

describe("assets", () => {
  it("sends compressed scripts and the stylesheet with their compressed Content-Length", async () => {
    const doc = html.get("/")!;
    const assets = [...readDeferredModules(doc), /<link rel="stylesheet" href="(\/assets\/[^"]+)"/.exec(doc)![1]!];
    expect(assets.length).toBeGreaterThan(5);
    for (const path of assets) {
      for (const round of [1, 2]) {
        const res = await rawGet(`${server.url}${path}`, { "accept-encoding": "gzip, deflate, br" });
        expect(res.status, path).toBe(200);
        if (res.headers["content-encoding"]) {
          expect(res.headers["content-encoding"], path).toBe("br");
          expect(Number(res.headers["content-length"]), `${path} round ${round}`).toBe(res.body.length);
          expect(brotliDecompressSync(res.body).length).toBeGreaterThan(res.body.length);
        }
        expect(res.headers["cache-control"], path).toContain("immutable");
      }
    }
  });

  it(`keeps first-load JavaScript on the home page within ${HOME_FIRST_LOAD_JS_GZIP_KB} KB gzip in every language (bench/budgets.ts)`, async () => {
    for (const home of ["/", ...TRANSLATED_HOMES]) {
      const doc = html.get(home)!;
      const scripts = readDeferredModules(doc);
      expect(scripts.length).toBeGreaterThan(5);
      let gzip = 0;
      let brotli = 0;
      for (const path of scripts) {
        const plain = await rawGet(`${server.url}${path}`);
        // zod (25 KB gzip) belongs to forms: the company details' schema once slipped into the layout.
        expect(plain.body.toString("latin1"), `${path} carries zod`).not.toContain("$ZodType");
        gzip += gzipSync(plain.body, { level: 9 }).length;
        brotli += (await rawGet(`${server.url}${path}`, { "accept-encoding": "br" })).body.length;
      }
      console.info(`${home} first-load JS: ${scripts.length} modules, ${(gzip / 1024).toFixed(1)} KB gzip, ${(brotli / 1024).toFixed(1)} KB brotli as sent`);
      // The guard is the figure as measured (issue 27 item 1), not issue 6's 120 KB: the framework
      // chunk (React, React DOM, React Router, TanStack Query) alone is 117 KB gzip (decision 0007).
      expect(gzip / 1024, home).toBeLessThanOrEqual(HOME_FIRST_LOAD_JS_GZIP_KB);
      // Each module is a request, and over HTTP/1.1 on a phone every six cost a round trip.
      expect(scripts.length, `${home} first-load modules`).toBeLessThanOrEqual(10);
    }
  });

  it("asks for no image but the LCP one before hydration on a phone, and for the pictures below once hydrated", async () => {
    for (const path of ["/", "/packages", "/contact"]) {
      const page = await browser.page("phone");
      const images: string[] = [];
      page.on("request", (r) => {
        if (r.resourceType() === "image" && r.url().startsWith(server.url)) images.push(new URL(r.url()).pathname);
      });
      await page.goto(`${server.url}${path}`, { waitUntil: "domcontentloaded" });
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      const lcp = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].map((i) => new URL(i.currentSrc || i.src).pathname),
      );
      // The page's own timing says when each image was asked for: before hydration, only the LCP's.
      const hydratedAt = await page.evaluate(() => (window as unknown as { __hydratedAt: number }).__hydratedAt);
      const early = await page.evaluate(
        (before) =>
          (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
            .filter((e) => e.initiatorType === "img" || e.initiatorType === "link" || e.initiatorType === "css")
            .filter((e) => /\/images\//.test(e.name) && e.startTime < before)
            .map((e) => new URL(e.name).pathname),
        hydratedAt,
      );
      const keyOf = (p: string) => p.replace(/^\/images\/\d+\//, "").replace(/\.\w+$/, "");
      expect(lcp.length, path).toBeGreaterThan(0);
      expect(early.map(keyOf).filter((k) => !lcp.map(keyOf).includes(k)), `${path}: images asked for before hydration`).toEqual([]);
      // Once hydrated, the held pictures have their sources: the next one down loads when scrolled to.
      await expect.poll(() => page.locator("picture[data-held]").count(), { message: path }).toBe(0);
      const below = page.locator("picture img:not([fetchpriority])").last();
      await below.scrollIntoViewIfNeeded();
      await expect.poll(() => below.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0), { message: path }).toBe(true);
      expect(images.length, path).toBeGreaterThan(1);
      await page.context().close();
    }
  });

  it("shows a visitor without JavaScript every picture, from its <noscript> copy", async () => {
    const page = await browser.page("phone", { javaScriptEnabled: false });
    await page.goto(`${server.url}/`);
    const held = page.locator("picture[data-held]");
    expect(await held.count()).toBeGreaterThan(0);
    expect(await held.first().isVisible()).toBe(false);
    const copy = page.locator("noscript picture img").first();
    await copy.scrollIntoViewIfNeeded();
    await expect.poll(() => copy.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
    await page.context().close();
  });

  it("does not let a hero image that never arrives hold hydration back", async () => {
    const page = await browser.page("phone");
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let heldRequests = 0;
    await page.route(/\/images\/\d+\/headers\/contact\./, async (route) => {
      heldRequests++;
      await held;
      await route.continue().catch(() => undefined);
    });
    await page.goto(`${server.url}/contact`, { waitUntil: "domcontentloaded" });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 20_000 });
    const heroLoaded = await page.evaluate(() => [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].every((i) => i.complete));
    expect(heldRequests).toBeGreaterThan(0);
    expect(heroLoaded).toBe(false);
    release();
    await page.context().close();
  });

  it("builds no ICU object and compares no text through ICU before the page works (the first one costs 50-90 ms on a phone)", async () => {
    // domain/formatting.ts: prices, dates and name order are written without Intl on the public
    // pages. Every ICU entry point of the page's own world is wrapped to note calls made before
    // hydration; the old module-level formatters were five of them.
    const watch = `(() => {
      const w = window, calls = (w.__icuCalls = []);
      const note = (name) => { if (!w.__hydrated) calls.push(name + " " + (new Error().stack || "").split("\\n").slice(2, 4).join(" | ")); };
      for (const name of ["NumberFormat", "DateTimeFormat", "Collator", "PluralRules", "RelativeTimeFormat", "ListFormat", "Segmenter", "DisplayNames"]) {
        const Real = Intl[name];
        if (Real) Intl[name] = new Proxy(Real, { construct: (t, a, n) => (note("Intl." + name), Reflect.construct(t, a, n)), apply: (t, s, a) => (note("Intl." + name), Reflect.apply(t, s, a)) });
      }
      for (const [proto, name] of [[String.prototype, "localeCompare"], [Number.prototype, "toLocaleString"], [Date.prototype, "toLocaleString"], [Date.prototype, "toLocaleDateString"], [Date.prototype, "toLocaleTimeString"]]) {
        const real = proto[name];
        proto[name] = function (...args) { note(name); return real.apply(this, args); };
      }
    })();`;
    for (const path of browserRoutes) {
      const page = await browser.page("phone");
      await page.addInitScript(watch);
      await page.goto(`${server.url}${path}`, { waitUntil: "domcontentloaded" });
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      const calls = await page.evaluate(() => (window as unknown as { __icuCalls: string[] }).__icuCalls);
      expect(calls, path).toEqual([]);
      await page.context().close();
    }
  });

  it("paints the home page without waiting for scripts, images, fonts or anything but the stylesheet; asks for scripts other than the framework chunk only after the first paint, once the hero is in; hydrates", async () => {
    const page = await browser.page("phone");
    const requested: string[] = [];
    page.on("request", (r) => requested.push(new URL(r.url()).pathname));
    await page.goto(`${server.url}/`, { waitUntil: "domcontentloaded" });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    expect(requested.filter((p) => /\.(woff2?|ttf|otf)$/.test(p))).toEqual([]);
    // A resource has its timing entry once it is in: on a busy machine the hero can arrive after hydration.
    const heroEntry = () => performance.getEntriesByType("resource").some((e) => (e as PerformanceResourceTiming).initiatorType === "link" && /\/images\//.test(e.name));
    await page.waitForFunction(heroEntry);
    // The framework chunk is fetched from <head> at low priority (decision 0083); the loader asks for the others.
    const loaderModules = readDeferredModules(await page.content()).filter((m) => !FRAMEWORK_CHUNK.test(m));
    const timing = await page.evaluate((framework) => {
      const fcp = performance.getEntriesByName("first-contentful-paint")[0]!.startTime;
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const scripts = resources.filter((e) => /\/assets\/.*\.js$/.test(e.name) && !new RegExp(framework).test(e.name));
      // The hero image <head> preloads: the other file the first paint needs.
      const hero = resources.filter((e) => e.initiatorType === "link" && /\/images\//.test(e.name));
      return {
        fcp,
        scripts: scripts.map((e) => new URL(e.name).pathname),
        firstScript: Math.min(...scripts.map((e) => e.startTime)),
        heroIn: Math.max(...hero.map((e) => e.responseEnd)),
      };
    }, FRAMEWORK_CHUNK.source);
    expect(timing.fcp).toBeGreaterThan(0);
    // Every module the loader lists, other than the framework, was asked for (and so is timed below).
    expect(loaderModules.length).toBeGreaterThan(0);
    expect(timing.scripts).toEqual(expect.arrayContaining(loaderModules));
    // The loader asks for the modules after the first paint (so after the render-blocking stylesheet)
    // and once the hero is in; a hero still loading holds them back at most MAX_WAIT_AFTER_PAINT_MS.
    expect(timing.firstScript, JSON.stringify(timing)).toBeGreaterThanOrEqual(timing.fcp);
    expect(timing.firstScript >= timing.heroIn || timing.firstScript >= timing.fcp + MAX_WAIT_AFTER_PAINT_MS - 50, JSON.stringify(timing)).toBe(true);
    const cls = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!e.hadRecentInput) total += e.value;
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(total), 1500);
        }),
    );
    expect(cls).toBeLessThanOrEqual(0.02);
    await page.context().close();
  });
});
