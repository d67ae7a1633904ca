import { describe, expect, it } from "vitest";
import routes from "../../app/routes.ts";
import { splitLocalePath } from "#domain/locales.ts";
import { isConsolePath, loggedPath, PAGE_PATTERNS, pagePattern } from "./route-label.ts";

type Entry = { path?: string; index?: boolean; children?: Entry[] };
function paths(entries: Entry[], prefix = ""): string[] {
  return entries.flatMap((r) => {
    const here = r.index ? prefix || "/" : r.path ? `${prefix}/${r.path}` : prefix;
    return [...(r.index || r.path ? [here] : []), ...paths(r.children ?? [], here === "/" ? "" : here)];
  });
}

describe("page route labels", () => {
  it("cover every public page route of app/routes.ts (the catch-all and the console aside)", () => {
    // Every language's copy of a page (/de/packages/:id) is counted as the page itself.
    const declared = paths(routes as Entry[]).filter((p) => !p.endsWith("*") && !isConsolePath(p));
    expect(declared.filter((p) => p.startsWith("/de/") || p === "/de").length).toBeGreaterThan(15);
    expect([...new Set(declared.map((p) => splitLocalePath(p).path))].sort()).toEqual([...PAGE_PATTERNS].sort());
  });

  it("name the pattern, never the id, and fold unknown paths together", () => {
    expect(pagePattern("/packages/41")).toBe("/packages/:id");
    expect(pagePattern("/blogs/a-walk-in-the-mara")).toBe("/blogs/:slug");
    expect(pagePattern("/")).toBe("/");
    expect(pagePattern("/wp-admin/setup.php")).toBeNull();
    expect(pagePattern("/console/staff/abc123")).toBe("/console/*");
    expect(pagePattern("/de/packages/41")).toBe("/packages/:id");
    expect(pagePattern("/zh")).toBe("/");
    expect(pagePattern("/xx/packages")).toBeNull();
  });
});

describe("routeLabel", () => {
  it("names Hono routes by pattern and tells pages, assets and static files apart behind the catch-all", async () => {
    const { Hono } = await import("hono");
    const { routeLabel } = await import("./route-label.ts");
    const app = new Hono();
    const labels: string[] = [];
    app.use(async (c, next) => {
      await next();
      labels.push(routeLabel(c));
    });
    app.get("/api/v1/packages/:id/", (c) => c.json({}));
    app.use("/*", async (c, next) => (c.req.path === "/favicon.svg" ? c.body("<svg/>", 200, { "content-type": "image/svg+xml" }) : next()));
    app.all("*", (c) => c.html("<p>page</p>"));
    for (const path of ["/api/v1/packages/7/", "/packages/7", "/assets/app-x.js", "/favicon.svg", "/wp-login.php", "/"]) await app.request(path);
    expect(labels).toEqual(["/api/v1/packages/:id/", "/packages/:id", "/assets/*", "static", "page:*", "/"]);
  });
});

describe("logged path", () => {
  it("writes a quote link as its pattern and any other path as it is", () => {
    expect(loggedPath("/quotes/abcDEF123/pdf", "/quotes/:token/pdf")).toBe("/quotes/:token/pdf");
    expect(loggedPath(`/quotes/${"x".repeat(43)}`, pagePattern(`/quotes/${"x".repeat(43)}`)!)).toBe("/quotes/:token");
    expect(loggedPath("/packages/7", "/packages/:id")).toBe("/packages/7");
  });
});
