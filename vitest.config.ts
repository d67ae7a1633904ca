import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["domain/**/*.test.ts", "server/**/*.test.ts", "app/**/*.test.{ts,tsx}", "demo/**/*.test.ts"],
          environment: "node",
          pool: "forks",
          // The same as the API project's: vitest refuses to run the two together (.ci/node24) otherwise.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          pool: "forks",
          // Each file has its own databases and ports, so two run at once (vitest's default on 2 cores
          // is one): 230 s -> 147 s here, and green three times over, once beside a busy core.
          maxWorkers: 2,
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
          // Browser journeys share one production server per file; files run two at a time on 2 cores.
          maxWorkers: 2,
          testTimeout: 60_000,
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
