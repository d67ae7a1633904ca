import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: false },
  build: {
    assetsInlineLimit: 0,
    rollupOptions: {
      output: {
        codeSplitting: {
          // React, React Router and TanStack Query load on every page: one file compresses better
          // than the three or four the default split makes, and saves requests. The cache persister
          // is left out: it is loaded after hydration (app/lib/cache/persisted-cache.ts).
          groups: [{ name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](react-query|query-core))[\\/]/ }],
        },
      },
    },
  },
});
