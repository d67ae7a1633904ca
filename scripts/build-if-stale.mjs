/**
 * `npm start` builds only when the build is missing or was made from other sources. The inputs of
 * `npm run build` (the app, the server, the demo and domain code they import, public files,
 * configs and the lockfile) are hashed by content, not by time: a fresh clone, a checkout or a pull that changes
 * nothing the build reads does not rebuild, and one that does always does. The hash is stored next
 * to the build only after a build succeeds.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "..");
const INPUTS = ["app", "demo", "domain", "server", "public", "react-router.config.ts", "vite.config.ts", "tsconfig.json", "package.json", "package-lock.json"];
const STAMP = join(ROOT, "build", ".source-hash");
const OUTPUTS = [join(ROOT, "build", "server", "index.js"), join(ROOT, "build", "client"), join(ROOT, "build", "node", "main.mjs")];

function files(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

export function sourceHash() {
  const hash = createHash("sha256");
  const all = INPUTS.flatMap((input) => files(join(ROOT, input))).sort();
  for (const file of all) {
    hash.update(relative(ROOT, file)).update("\0").update(readFileSync(file)).update("\0");
  }
  return hash.digest("hex");
}

const current = sourceHash();
const built = existsSync(STAMP) ? readFileSync(STAMP, "utf8").trim() : null;
if (built === current && OUTPUTS.every((p) => existsSync(p))) {
  console.log("The build is current: starting without rebuilding.");
} else {
  console.log(built ? "Sources changed since the last build: building." : "No build from these sources yet: building.");
  const result = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(STAMP, current + "\n");
}
