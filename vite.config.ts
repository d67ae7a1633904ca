import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// Lingui's macros go through Babel, not its native transform: that one is a binary package for
// Node 22.19 or later, which `npm install` on a machine whose system Node is 20 leaves out (the
// README's first command must work there, decision 0063). So the notice recommending it is muted.
process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= "1";

export default defineConfig({
  // Lingui: its macros (the site's texts, decision 0074) become catalogue lookups, and a .po
  // catalogue imported by the server compiles on import.
  plugins: [tailwindcss(), lingui(), babel({ presets: [linguiTransformerBabelPreset()] }), reactRouter()],
  resolve: { tsconfigPaths: false },
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
            { name: "site", test: (id: string) => /[\\/]app[\\/](components|lib)[\\/]|vite[\\/]preload-helper/.test(id) && !id.includes("persisted-cache") && !/[\\/]components[\\/]inquiry-(form|confirmation)/.test(id), minShareCount: 2 },
          ],
        },
      },
    },
  },
});
