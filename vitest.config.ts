import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import { defineConfig } from "vitest/config";

// Lingui's macros go through Babel, not its native transform: that one is a binary package for
// Node 22.19 or later, which `npm install` on a machine whose system Node is 20 leaves out (the
// README's first command must work there, decision 0063). So the notice recommending it is muted.
process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= "1";

export default defineConfig({
  // The same Lingui transforms as the build (vite.config.ts), so components with the site's texts run here too.
  plugins: [lingui(), babel({ presets: [linguiTransformerBabelPreset()] })],
  test: {
    // Two test files at a time in every project (vitest's default on 2 cores is one). Each file has
    // its own databases, ports and server; the API phase went from 230 s to about 150 s. One value
    // for all: vitest refuses to run projects with different ones together.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "unit",
          include: ["domain/**/*.test.ts", "server/**/*.test.ts", "app/**/*.test.{ts,tsx}", "demo/**/*.test.ts", "tests/lint/**/*.test.ts"],
          environment: "node",
          pool: "forks",
          // A hang detector, not a speed budget: a property test over 60 pages and an image worker
          // killed and restarted each take 1-2 s alone, and went past the default 5 s on a machine
          // also running a browser (two CI runs in one session).
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          pool: "forks",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          expect: { poll: { timeout: 15_000 } },
          env: { NODE_ENV: "test", LOG_LEVEL: "warn" },
        },
      },
      {
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          pool: "forks",
          // A hang detector, not a speed budget (speed is the bench's): CI's machine ran browser
          // files about 2x slower than this one under load, and the longest journeys (axe on both
          // viewports of the package editor: 27 s quiet) went past 60 s there.
          testTimeout: 120_000,
          // A page under a busy machine can take seconds to get where it is going: polls wait on the
          // condition that long (the default 1 s made Back-restores and hydrations flake in CI).
          expect: { poll: { timeout: 15_000 } },
          hookTimeout: 180_000,
          env: { NODE_ENV: "test", LOG_LEVEL: "warn" },
        },
      },
    ],
  },
});
