/**
 * The console is its own code (issue 10): no public page references a
 * console-only script or stylesheet, and public pages are byte-identical (but for each answer's
 * CSP nonce) for a visitor and for a signed-in staff member (they never read the session),
 * so they stay cacheable. Console pages are never cached and not indexed.
 */
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../helpers/browser.ts";
import { ConsoleClient, createOwner } from "../helpers/console.ts";

const PUBLIC_PATHS = ["/", "/packages", "/packages/1", "/destinations", "/services", "/about", "/blog", "/gallery", "/contact", "/faqs", "/travel-management"];
const PASSWORD = "giraffe lantern acacia 42";

/** Assets that only console routes use, from the build's own route manifest. */
async function consoleOnlyAssets(): Promise<string[]> {
  const build = (await import(pathToFileURL(join(resolve(import.meta.dirname, "../.."), "build/server/index.js")).href)) as ServerBuild;
  const console = new Set<string>();
  const publicAssets = new Set<string>();
  for (const [id, route] of Object.entries(build.assets.routes)) {
    if (!route) continue;
    const files = [route.module, ...(route.imports ?? []), ...(route.css ?? [])];
    for (const f of files) (id.startsWith("console/") ? console : publicAssets).add(f);
  }
  return [...console].filter((f) => !publicAssets.has(f));
}

describe("console code split", () => {
  let server: RunningServer;
  let staff: ConsoleClient;
  let consoleAssets: string[];

  beforeAll(async () => {
    server = await startServer();
    await createOwner({ DATABASE_URL: server.databaseUrl, DATA_DIR: server.dataDir }, "owner@twiga.example", PASSWORD);
    staff = new ConsoleClient(server.url);
    await staff.signIn("owner@twiga.example", PASSWORD);
    // Route modules and their imports from the manifest; stylesheets as the console's own page links them.
    const stylesheets = (html: string) => [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]!);
    const publicCss = new Set(stylesheets(await (await fetch(server.url + "/")).text()));
    const consoleCss = stylesheets(await (await fetch(`${server.url}/console/sign-in`)).text()).filter((c) => !publicCss.has(c));
    consoleAssets = [...(await consoleOnlyAssets()), ...consoleCss];
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("finds the console's own scripts and stylesheet in the build", () => {
    expect(consoleAssets.some((a) => /console-[\w-]+\.css$/.test(a))).toBe(true);
    expect(consoleAssets.filter((a) => a.endsWith(".js")).length).toBeGreaterThan(5);
  });

  it("serves public pages that reference no console asset, the same bytes to a visitor and to signed-in staff", async () => {
    for (const path of PUBLIC_PATHS) {
      const visitor = await fetch(server.url + path);
      const member = await staff.get(path);
      expect(visitor.status, path).toBe(200);
      expect(member.status, path).toBe(200);
      const [a, b] = [await visitor.text(), await member.text()];
      for (const asset of consoleAssets) expect(a.includes(asset), `${path} references ${asset}`).toBe(false);
      expect(a).not.toMatch(/\/console|c-root|staff console/i);
      // The same page, but for the CSP nonce each answer draws (decision 0014).
      const withoutNonce = (html: string) => html.replace(/nonce="[^"]+"/g, 'nonce=""');
      expect(withoutNonce(b), path).toBe(withoutNonce(a));
      expect(member.headers.get("etag"), path).toBe(visitor.headers.get("etag"));
      expect(member.headers.get("set-cookie"), path).toBeNull();
    }
  });

  it("keeps the public stylesheet free of console rules", async () => {
    const home = await (await fetch(server.url + "/")).text();
    const css = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(home)![1]!;
    expect(await (await fetch(server.url + css)).text()).not.toContain(".c-");
  });

  it("answers console pages with no-store, noindex, and no ETag, signed in or not", async () => {
    for (const res of [await fetch(`${server.url}/console/sign-in`), await staff.get("/console")]) {
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("x-robots-tag")).toBe("noindex");
      expect(res.headers.get("etag")).toBeNull();
      expect(await res.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
    }
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).not.toContain("/console");
  });
});
