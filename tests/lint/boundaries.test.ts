/**
 * The import boundaries (.dependency-cruiser.cjs, decision 0047) can fail: a small project with
 * the same layout and package.json aliases, written to a temporary folder, imports the wrong way
 * on purpose, and the real configuration must name every wrong import and nothing else.
 */
import { execFile } from "node:child_process";
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, test } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const run = promisify(execFile);

const FILES: Record<string, string> = {
  "package.json": JSON.stringify({
    type: "module",
    imports: { "#app/*": "./app/*", "#server/*": "./server/*", "#domain/*": "./domain/*", "#demo/*": "./demo/*" },
  }),
  "tsconfig.json": JSON.stringify({ compilerOptions: { module: "ESNext", moduleResolution: "bundler", allowImportingTsExtensions: true, jsx: "react-jsx" } }),
  "domain/rule.ts": "export const rule = 1;\n",
  // Wrong: the domain reaches out to the server, the site and the demo.
  "domain/leaky.ts": [
    'import { log } from "#server/log.ts";',
    'import { page } from "../app/routes/page.tsx";',
    'import { catalogue } from "#demo/catalogue.ts";',
    "export const leaky = [log, page, catalogue];",
  ].join("\n"),
  // Wrong: a run-time cycle. Allowed: a cycle closed by `import type` only.
  "domain/cycle-a.ts": 'import { b } from "./cycle-b.ts";\nexport const a = () => b;\n',
  "domain/cycle-b.ts": 'import { a } from "./cycle-a.ts";\nexport const b = () => a;\n',
  "domain/types-a.ts": 'import type { B } from "./types-b.ts";\nexport type A = { b?: B };\nexport const made = 1;\n',
  "domain/types-b.ts": 'import { made } from "./types-a.ts";\nexport type B = number;\nexport const again = made;\n',
  // Wrong: a public page imports console code. Allowed: the console imports the domain and the site.
  "app/routes/page.tsx": 'import { secret } from "#app/console/secret.ts";\nimport { rule } from "#domain/rule.ts";\nexport const page = [secret, rule];\n',
  "app/console/secret.ts": 'import { rule } from "#domain/rule.ts";\nimport { shared } from "#app/lib/shared.ts";\nexport const secret = [rule, shared];\n',
  "app/lib/shared.ts": "export const shared = 1;\n",
  // Allowed: the seeding entry, dynamically. Wrong: any other demo module, from site.ts or elsewhere.
  "server/site.ts": 'export const seed = () => import("#demo/seed/index.ts");\nexport const other = () => import("#demo/catalogue.ts");\n',
  "server/log.ts": 'import { catalogue } from "#demo/catalogue.ts";\nexport const log = catalogue;\n',
  "demo/seed/index.ts": 'import { catalogue } from "../catalogue.ts";\nexport const loadDemo = () => catalogue;\n',
  "demo/catalogue.ts": "export const catalogue = 1;\n",
};

let dir = "";
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "boundaries-"));
  for (const [path, text] of Object.entries(FILES)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

test("each boundary rule names the wrong-way imports, and only those", async () => {
  const depcruise = join(ROOT, "node_modules/dependency-cruiser/bin/dependency-cruise.mjs");
  const args = [depcruise, "--config", join(ROOT, ".dependency-cruiser.cjs"), "--output-type", "json", "app", "server", "domain", "demo"];
  // depcruise exits non-zero when it finds violations; the report is on stdout either way.
  const stdout = await run(process.execPath, args, { cwd: dir, maxBuffer: 16 * 1024 * 1024 }).then(
    (r) => r.stdout,
    (e: { stdout?: string }) => e.stdout ?? "",
  );
  const report = JSON.parse(stdout) as { summary: { violations: { rule: { name: string }; from: string; to: string }[] } };
  const found = report.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort();
  expect(found).toEqual(
    [
      "domain-stands-alone: domain/leaky.ts -> server/log.ts",
      "domain-stands-alone: domain/leaky.ts -> app/routes/page.tsx",
      "domain-stands-alone: domain/leaky.ts -> demo/catalogue.ts",
      // A cycle is reported once, from where the cruise entered it.
      "no-circular: domain/cycle-a.ts -> domain/cycle-b.ts",
      "public-site-without-console: app/routes/page.tsx -> app/console/secret.ts",
      "server-demo-only-seed-entry: server/site.ts -> demo/catalogue.ts",
      "server-without-demo: server/log.ts -> demo/catalogue.ts",
    ].sort(),
  );
}, 60_000);
