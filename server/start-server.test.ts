/**
 * scripts/start-server.sh, the launcher `npm start` runs (decision 0024): the memory defaults reach
 * the server process, the operator's own settings win, and the launcher replaces itself with node
 * (the process id a supervisor sees is the server's).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "..");
const dir = mkdtempSync(join(tmpdir(), "start-server-"));
// Stands in for build/node/main.mjs: reports what the server would start with.
const entry = join(dir, "report.mjs");
writeFileSync(
  entry,
  `import v8 from "node:v8";
console.log(JSON.stringify({
  pid: process.pid,
  nodeEnv: process.env.NODE_ENV,
  arenaMax: process.env.MALLOC_ARENA_MAX,
  nodeOptions: process.env.NODE_OPTIONS,
  heapLimitMb: v8.getHeapStatistics().heap_size_limit / 2 ** 20,
  sourceMaps: process.execArgv.includes("--enable-source-maps"),
  nodeVersion: process.versions.node,
}));`,
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Report {
  pid: number;
  nodeEnv: string;
  arenaMax: string;
  nodeOptions: string;
  heapLimitMb: number;
  sourceMaps: boolean;
  nodeVersion: string;
  spawnedPid: number;
}

async function launch(env: Record<string, string | undefined>): Promise<Report> {
  const base = { ...process.env };
  delete base.NODE_OPTIONS;
  delete base.MALLOC_ARENA_MAX;
  const childEnv: Record<string, string | undefined> = { ...base, SERVER_NODE: process.execPath, NODE_ENV: "development", ...env };
  for (const [name, value] of Object.entries(childEnv)) if (value === undefined) delete childEnv[name];
  const child = spawn("sh", ["scripts/start-server.sh", entry], { cwd: ROOT, env: childEnv, stdio: ["ignore", "pipe", "inherit"] });
  let out = "";
  child.stdout.on("data", (b: Buffer) => (out += b.toString()));
  const code = await new Promise((r) => child.once("exit", r));
  expect(code).toBe(0);
  return { ...(JSON.parse(out) as Omit<Report, "spawnedPid">), spawnedPid: child.pid! };
}

describe("scripts/start-server.sh", () => {
  it("starts node in production with MALLOC_ARENA_MAX=2 and a heap sized for a small server", async () => {
    const r = await launch({});
    expect(r.nodeEnv).toBe("production");
    expect(r.arenaMax).toBe("2");
    expect(r.sourceMaps).toBe(true);
    // 1024 MB of old space plus three 8 MB semi-spaces; without the flags V8 takes ~4 GB here, and
    // the young generation alone 192 MB.
    expect(r.heapLimitMb).toBeGreaterThanOrEqual(1024);
    expect(r.heapLimitMb).toBeLessThanOrEqual(1024 + 3 * 8);
  });

  it("runs the project's Node 24, whatever node the machine's PATH and npm's NODE name", async () => {
    // A supervisor (systemd, a container) runs the script with the system PATH, whose node may be 20;
    // `npm start` sets NODE to the node npm runs on, which is that same system node.
    const r = await launch({ SERVER_NODE: undefined, PATH: "/usr/local/bin:/usr/bin:/bin", NODE: "/usr/bin/node" });
    expect(r.nodeVersion.split(".")[0]).toBe("24");
  });

  it("lets the operator's MALLOC_ARENA_MAX and NODE_OPTIONS win", async () => {
    const r = await launch({ MALLOC_ARENA_MAX: "4", NODE_OPTIONS: "--max-old-space-size=2048" });
    expect(r.arenaMax).toBe("4");
    expect(r.nodeOptions).toMatch(/--max-old-space-size=2048$/);
    expect(r.heapLimitMb).toBeGreaterThanOrEqual(2048);
  });

  it("replaces itself with node: the process a supervisor signals is the server", async () => {
    const r = await launch({});
    expect(r.pid).toBe(r.spawnedPid);
  });
});
