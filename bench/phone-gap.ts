/**
 * The phone gap of issue 27 item 3, alone and against a previous build:
 *
 *   npx tsx bench/phone-gap.ts [--before=DIR] [--runs=7] [--packages=1000]
 *
 * Starts this checkout's production build (run `npm run build` first) and, with `--before`, the
 * build in another checkout's root (its own build/ and scripts/start-server.sh, e.g. a `git worktree`
 * of the previous commit, built there), each over its own database with the demo catalogue and
 * `--packages` extra packages; then loads the six routes of the issue on the phone profile, the two
 * builds' cold loads interleaved, and prints the medians side by side. `npm run bench` runs the
 * same measurement for its report.
 */
import { resolve } from "node:path";
import { measureInteractivityAcross, phoneGapRoutes, type BuildUnderTest } from "./interactivity.ts";
import { startBenchServer, warm } from "./server.ts";

const ROOT = resolve(import.meta.dirname, "..");
const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, "").split("=") as [string, string]));
const runs = Number(args.runs ?? 7);
const packages = Number(args.packages ?? 1000);

const servers = [await startBenchServer(ROOT, packages)];
if (args.before) servers.unshift(await startBenchServer(resolve(args.before), packages));
try {
  const builds: BuildUnderTest[] = servers.map((s, i) => ({ name: args.before && i === 0 ? "before" : "this build", origin: s.url }));
  const routes = await phoneGapRoutes(servers.at(-1)!.url);
  for (const s of servers) await warm(s, routes);
  const results = await measureInteractivityAcross(builds, routes, runs);
  console.log(`\n| route | build | first paint | LCP | hydrated | hydrated after paint | first working tap |\n|---|---|---|---|---|---|---|`);
  for (const [i, route] of routes.entries()) {
    for (const r of results) {
      const f = r.figures[i]!;
      console.log(`| ${route} | ${r.build} | ${f.firstPaintMs} | ${f.lcpMs} | ${f.hydratedMs} | ${f.hydratedAfterPaintMs} | ${f.firstWorkingTapMs} |`);
    }
  }
} finally {
  for (const s of servers) await s.stop();
}
