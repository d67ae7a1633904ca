/**
 * Compiles the server (server/main.ts and what it imports from server/, domain/, demo/) into one
 * ES module, build/node/main.mjs, that plain `node` runs in production. Running TypeScript through
 * tsx in production cost ~38 MB of resident memory (its loader thread and esbuild) and start-up time
 * (issue 13 item 10). Packages stay external: node_modules is loaded as is, native addons included.
 * Development and the tests keep running the sources through tsx.
 */
import { build } from "esbuild";
import { resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "..");

await build({
  entryPoints: { main: resolve(ROOT, "server/main.ts"), "image-worker": resolve(ROOT, "server/images/image-worker.ts") },
  outdir: resolve(ROOT, "build/node"),
  outExtension: { ".js": ".mjs" },
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  packages: "external",
  sourcemap: "linked",
  logLevel: "warning",
  // The development-only Vite import is never taken in production; keep it out of the bundle.
  external: ["vite"],
  // Dynamic imports become chunks of their own: the demo (demo/, imported only when SEED_DEMO is
  // on, decision 0032) is build/node/chunks/index-*.mjs, never loaded by a server without it.
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
});
console.log("Server compiled to build/node/main.mjs");
