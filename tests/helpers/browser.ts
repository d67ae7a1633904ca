/**
 * Browser-test harness: starts the production server (compiled by `npm run
 * build` to build/node/main.mjs) as a child process over a throwaway SQLite database, and drives
 * Debian's Chromium through playwright-core.
 *
 *   const s = await startServer();            // { url, setFaults, stop, databaseUrl }
 *   const b = await launchBrowser();
 *   const page = await b.page("phone");       // or "desktop"
 *   await expectNoSeriousA11yViolations(page);
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { productionServerCommand } from "./production-server.ts";

const ROOT = resolve(import.meta.dirname, "../..");

export interface RunningServer {
  url: string;
  /** The server's process id (for /proc reads). */
  pid: number;
  dataDir: string;
  databaseUrl: string;
  /** Makes API areas fail ("packages", "search", "destinations", "blogs", "services", "gallery", "slider-images", "inquiries", "app-meta", "all"). */
  setFaults(areas: string[]): Promise<void>;
  stop(): Promise<void>;
}

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  if (!existsSync(join(ROOT, "build/node/main.mjs"))) throw new Error("No build found: run `npm run build` first.");
  const dataDir = mkdtempSync(join(tmpdir(), "twiga-e2e-"));
  const databaseUrl = env.DATABASE_URL ?? join(dataDir, "site.db");
  // What `npm start` runs: the compiled server through its launcher, so the tests try what ships.
  const start = productionServerCommand({
    dataDir,
    env: { DATABASE_URL: databaseUrl, ENABLE_FAULTS: "true", LOG_LEVEL: "info", INQUIRY_RATE_LIMIT: "1000", ...env },
  });
  const child: ChildProcess = spawn(start.command, start.args, { cwd: ROOT, env: start.env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const url = await new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(() => reject(new Error(`Server did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /Site ready on (http:\/\/localhost:\d+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        // From here the log (a line per request) is only drained: searching and keeping a string
        // that grows with every request cost the test process more the longer a file ran.
        child.stdout!.off("data", onData).resume();
        child.stderr!.off("data", onData).resume();
        resolveUrl(m[1]!.replace("localhost", "127.0.0.1"));
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`Server exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    pid: child.pid!,
    dataDir,
    databaseUrl,
    async setFaults(areas) {
      const res = await fetch(`${url}/__test/faults`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ areas }),
      });
      if (!res.ok) throw new Error(`Could not set faults: ${res.status}`);
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await new Promise((r) => child.once("exit", r));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  desktop: { viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export interface TestBrowser {
  browser: Browser;
  /** A fresh context (own localStorage) and page at a viewport. */
  page(viewport?: ViewportName, options?: Parameters<Browser["newContext"]>[0]): Promise<Page>;
  context(viewport?: ViewportName, options?: Parameters<Browser["newContext"]>[0]): Promise<BrowserContext>;
  close(): Promise<void>;
}

export async function launchBrowser(): Promise<TestBrowser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  });
  const contexts: BrowserContext[] = [];
  const context = async (viewport: ViewportName = "desktop", options = {}) => {
    const ctx = await browser.newContext({ ...VIEWPORTS[viewport], ...options });
    // Waits end on their condition; these only bound a hang. A page load under CI's load took over
    // Playwright's default 30 s once (route fuzz, 2 files at a time on 2 cores).
    ctx.setDefaultNavigationTimeout(60_000);
    contexts.push(ctx);
    return ctx;
  };
  return {
    browser,
    context,
    async page(viewport = "desktop", options = {}) {
      return (await context(viewport, options)).newPage();
    },
    async close() {
      for (const c of contexts) await c.close().catch(() => {});
      await browser.close();
    },
  };
}

/**
 * axe-core on the current page: returns serious and critical violations (expect it to be empty).
 * Transitions and finite animations are let finish first: a button the pointer still rests on after
 * a click is halfway through its 150 ms hover fade, and axe sampled those in-between colours as a
 * contrast failure (the /info Get Directions button, once in a full run). Endless (spinners) and
 * paused ones are not waited for.
 */
export async function seriousA11yViolations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.playState === "running" && a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")) }));
}
