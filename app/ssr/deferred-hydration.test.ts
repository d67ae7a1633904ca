import { describe, expect, it } from "vitest";
import { DEFERRED_SCRIPT_ID, createDeferredHydrationStream, readDeferredModules } from "./deferred-hydration.ts";

const MODULE_BODY = 'import * as route0 from "/assets/root-A.js";\nimport("/assets/entry.client-B.js");';
const NONCE = "c2VjcmV0LW5vbmNlLTEyMzQ=";
const PAGE =
  '<!DOCTYPE html><html lang="en-KE"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-B.js"/><link rel="modulepreload" href="/assets/framework-F1.js"/><link rel="modulepreload" href="/assets/jsx-runtime-C.js"/>' +
  '<title>Safari in Kenya — café ☕</title></head><body><h1>Karibu</h1>' +
  `<script nonce="${NONCE}">window.__reactRouterContext = {};</script>` +
  `<script nonce="${NONCE}" type="module" async="">${MODULE_BODY}</script></body></html>`;

/** Streams `html` through the transform in chunks of `size` bytes (splitting tags and characters). */
async function transform(html: string, size: number): Promise<string> {
  const stream = createDeferredHydrationStream(NONCE);
  const out: Buffer[] = [];
  stream.on("data", (d: Buffer | string) => out.push(Buffer.from(d)));
  const done = new Promise((resolve) => stream.on("end", resolve));
  const bytes = Buffer.from(html, "utf8");
  for (let i = 0; i < bytes.length; i += size) stream.write(bytes.subarray(i, i + size));
  stream.end();
  await done;
  return Buffer.concat(out).toString("utf8");
}

describe("deferred hydration stream", () => {
  for (const size of [1, 7, 64, 100_000]) {
    it(`moves the module preloads into a loader and makes the module script inert (chunks of ${size} bytes)`, async () => {
      const html = await transform(PAGE, size);
      // The one preload left is the framework's, at low priority, in <head> (below).
      expect(html.split('<link rel="modulepreload"')).toHaveLength(2);
      expect(html).not.toContain('<script type="module"');
      // The module source is kept verbatim, inside an inert script the loader reads.
      expect(html).toContain(`<script nonce="${NONCE}" type="text/x-deferred-module" id="${DEFERRED_SCRIPT_ID}">${MODULE_BODY}</script>`);
      // The loader lists the preloads in their original order and comes before the inert script.
      const loaderAt = html.indexOf('var h=["/assets/entry.client-B.js","/assets/framework-F1.js","/assets/jsx-runtime-C.js"]');
      expect(loaderAt).toBeGreaterThan(html.indexOf("<h1>"));
      expect(loaderAt).toBeLessThan(html.indexOf(DEFERRED_SCRIPT_ID + '">'));
      // Everything else passes through untouched, multi-byte characters included.
      expect(html).toContain("<title>Safari in Kenya — café ☕</title>");
      expect(html).toContain('<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>');
      expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
      expect(html.endsWith("</body></html>")).toBe(true);
    });
  }

  it("puts the catcher of early taps and typing in <head> before the stylesheet, once", async () => {
    for (const size of [1, 9, 100_000]) {
      const html = await transform(PAGE, size);
      const catcher = html.indexOf("__earlyTaps=[]");
      expect(catcher, `chunks of ${size}`).toBeGreaterThan(0);
      expect(catcher).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
      expect(html.split("__earlyTaps=[]")).toHaveLength(2);
      // The loader at the end of the body hands its start to the catcher and honours a tap made before it ran.
      expect(html.indexOf("window.__startHydration=start;if(window.__startWanted)")).toBeGreaterThan(html.indexOf("<h1>"));
    }
  });

  it("fetches the framework chunk from <head> at low priority after the stylesheet; the loader runs the modules after the paint", async () => {
    for (const size of [1, 9, 100_000]) {
      const html = await transform(PAGE, size);
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head, `chunks of ${size}`).toContain("__earlyTaps=[]");
      const preloads = [...head.matchAll(/<link rel="modulepreload"[^>]*>/g)].map((m) => m[0]);
      expect(preloads).toEqual([`<link rel="modulepreload" href="/assets/framework-F1.js" fetchpriority="low" nonce="${NONCE}"/>`]);
      expect(head.indexOf(preloads[0]!)).toBeGreaterThan(head.indexOf('<link rel="stylesheet"'));
      // The other modules are asked for by the loader only.
      expect(head).not.toContain("/assets/entry.client-B.js");
      expect(head).not.toContain("/assets/jsx-runtime-C.js");
      expect(head).not.toMatch(/<script[^>]*type="module"/);
      expect(readDeferredModules(html)).toEqual(["/assets/entry.client-B.js", "/assets/framework-F1.js", "/assets/jsx-runtime-C.js"]);
    }
    // A head without a stylesheet still ends up with one catcher (before the loader), and nothing is lost.
    const bare = await transform(PAGE.replace(/<link rel="stylesheet"[^>]*>/, ""), 4);
    expect(bare.split("__earlyTaps=[]")).toHaveLength(2);
    expect(readDeferredModules(bare)).toEqual(["/assets/entry.client-B.js", "/assets/framework-F1.js", "/assets/jsx-runtime-C.js"]);
  });

  it("gives the module list back to readers of the page (tests, the benchmark)", async () => {
    expect(readDeferredModules(await transform(PAGE, 13))).toEqual(["/assets/entry.client-B.js", "/assets/framework-F1.js", "/assets/jsx-runtime-C.js"]);
    expect(readDeferredModules("<html><body>no loader</body></html>")).toEqual([]);
  });

  it("puts the preloads back when no module script follows", async () => {
    const page = '<html><head><link rel="modulepreload" href="/assets/a.js"/></head><body>no scripts</body></html>';
    const html = await transform(page, 5);
    expect(html).toContain("no scripts");
    expect(html).toContain(`<link rel="modulepreload" href="/assets/a.js" nonce="${NONCE}"/>`);
    expect(html).not.toContain("<script");
  });

  it("writes every script it adds with the page's nonce, and the loader runs only a module script that has it", async () => {
    const html = await transform(PAGE, 11);
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThanOrEqual(4);
    for (const attributes of scripts) expect(attributes).toContain(`nonce="${NONCE}"`);
    // The loader copies its nonce onto what it creates, and picks the inert script by nonce, not by id alone.
    expect(html).toContain("n=document.currentScript.nonce");
    expect(html).toContain("l.nonce=n");
    expect(html).toContain("s.nonce=n");
    expect(html).toContain("return e.nonce===n");
  });

  it("escapes a preload URL that could close the loader's script element", async () => {
    const page = PAGE.replace("/assets/jsx-runtime-C.js", "/assets/</script><b>x.js");
    const html = await transform(page, 1000);
    expect(html).toContain("/assets/\\u003c/script>\\u003cb>x.js");
    expect(html).not.toContain("</script><b>");
  });
});
