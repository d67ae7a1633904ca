import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { build as esbuild } from "esbuild";
import { resolve } from "node:path";
import { defineConfig, type Plugin } from "vite";

// Lingui's macros go through Babel, not its native transform: that one is a binary package for
// Node 22.19 or later, which `npm install` on a machine whose system Node is 20 leaves out (the
// README's first command must work there, decision 0063). So the notice recommending it is muted.
process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= "1";

/**
 * The site's own modules the home page needs: what root, the site layout and the home route import,
 * traced by esbuild (about 0.2 s). The shared `site` chunk holds these; modules that other pages
 * share but the home page does not show (cards, page heroes, sections) go to a second shared chunk,
 * so the page most visitors land on does not download them before it hydrates (issue 27).
 */
async function homeModules(): Promise<Set<string>> {
  const entries = ["app/root.tsx", "app/routes/_layout.tsx", "app/routes/home.tsx"];
  const { metafile } = await esbuild({
    entryPoints: entries,
    bundle: true,
    write: false,
    metafile: true,
    format: "esm",
    outdir: "build/.home-modules",
    splitting: true,
    packages: "external",
    jsx: "automatic",
    logLevel: "silent",
    loader: { ".po": "empty", ".css": "empty" },
    plugins: [
      {
        // What never reaches the browser, and asset URLs, are not part of the page's code.
        name: "outside-the-page",
        setup(b) {
          b.onResolve({ filter: /\.server(\.tsx?)?$|\?url$/ }, (a) => ({ path: a.path, external: true }));
        },
      },
    ],
  });
  return new Set(Object.keys(metafile.inputs).map((path) => resolve(path)));
}

/**
 * Lingui's plurals without ICU (decision 0074; decision 0016: no ICU object before the page works).
 * Lingui builds `Intl.PluralRules` for a plural and `Intl.NumberFormat` for its `#`, while the page
 * hydrates; these lines of its build are pointed at app/lib/i18n/plural-rules.ts instead. The build
 * fails if Lingui's code no longer has them, so an upgrade cannot drop this silently.
 */
function linguiWithoutIcu(): Plugin {
  const rules = resolve("app/lib/i18n/plural-rules.ts");
  const replacements: Array<[string, string]> = [
    ['new Intl.PluralRules(_locales, { type: "cardinal" })', "new __SitePluralRules(_locales)"],
    ["() => new Intl.NumberFormat(_locales, format)", "() => (format ? new Intl.NumberFormat(_locales, format) : new __SiteNumberFormat(_locales))"],
  ];
  return {
    name: "lingui-without-icu",
    transform(code, id) {
      if (!/node_modules[\\/]@lingui[\\/]core[\\/]dist[\\/]index\.mjs$/.test(id.replace(/\?.*$/, ""))) return null;
      let out = code;
      for (const [from, to] of replacements) {
        if (!out.includes(from)) this.error(`@lingui/core no longer contains \`${from}\`: see linguiWithoutIcu in vite.config.ts`);
        out = out.replace(from, to);
      }
      return `import { SitePluralRules as __SitePluralRules, SiteNumberFormat as __SiteNumberFormat } from ${JSON.stringify(rules)};\n${out}`;
    },
  };
}

export default defineConfig(async () => {
  const home = await homeModules();
  const shared = (id: string) => /[\\/]app[\\/](components|lib)[\\/]/.test(id) && !id.includes("persisted-cache") && !/[\\/]components[\\/]inquiry-(form|confirmation)/.test(id);
  return {
  // Lingui: its macros (the site's texts, decision 0074) become catalogue lookups, and a .po
  // catalogue imported by the server compiles on import.
  plugins: [tailwindcss(), lingui(), babel({ presets: [linguiTransformerBabelPreset()] }), linguiWithoutIcu(), reactRouter()],
  resolve: {
    tsconfigPaths: false,
    // React 19's own useSyncExternalStore for @lingui/react, not the shim's React 16/17 fallback.
    alias: [{ find: /^use-sync-external-store\/shim$/, replacement: resolve("app/lib/i18n/use-sync-external-store.ts") }],
  },
  build: {
    assetsInlineLimit: 0,
    rollupOptions: {
      output: {
        codeSplitting: {
          // React, React Router and TanStack Query load on every page: one file compresses better
          // than the three or four the default split makes, and saves requests. The cache persister
          // is left out: it is loaded after hydration (app/lib/cache/persisted-cache.ts).
          groups: [
            { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](react-query|query-core))[\\/]/ },
            // The site's own components and helpers used by two or more routes, in one file: on a
            // phone over HTTP/1.1 (six connections, 150 ms a round trip) the 20-odd small modules the
            // default split made cost four or five round trips before hydration could start; one
            // file costs one, for about 6 KB gzip of code a given page may not use (issue 12 item 2).
            // What a page loads on demand stays out: the cache persister, and the inquiry schema
            // (zod), which components import dynamically.
            // The inquiry form stays out too: only the contact and package pages show it, and the
            // home page was loading it before hydrating.
            { name: "site", test: (id: string) => (shared(id) && home.has(id.replace(/\?.*$/, ""))) || /vite[\\/]preload-helper|node_modules[\\/]@lingui[\\/]/.test(id), minShareCount: 2 },
            // Shared by other pages, not shown on the home page: one more file for those pages,
            // fetched alongside `site`, and about 5 KB gzip less for the home page.
            { name: "pages", test: (id: string) => shared(id) && !home.has(id.replace(/\?.*$/, "")), minShareCount: 2 },
          ],
        },
      },
    },
  },
  };
});
