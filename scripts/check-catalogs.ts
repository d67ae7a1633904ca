/**
 * Part of `npm run lint`: the site's catalogues (app/locales, decision 0074) hold every text the
 * code marks, and every language translates every one. A text marked in the code that no catalogue
 * has would show on a page as its message id; a missing translation would show English.
 *
 * It runs Lingui's extraction, compares the messages found with the committed catalogues (their
 * comments and order aside), and puts the committed files back: it changes nothing.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "..");
const LOCALES_DIR = join(ROOT, "app/locales");

/** Every catalogue file, by path. */
function readCatalogues(): Map<string, string> {
  const files = new Map<string, string>();
  for (const locale of readdirSync(LOCALES_DIR)) {
    for (const file of readdirSync(join(LOCALES_DIR, locale))) {
      if (file.endsWith(".po")) files.set(join(LOCALES_DIR, locale, file), readFileSync(join(LOCALES_DIR, locale, file), "utf8"));
    }
  }
  return files;
}

/** A .po file's entries: message id (with its context) to translation, continuation lines joined. */
function entries(po: string): Map<string, string> {
  const out = new Map<string, string>();
  const unquote = (line: string) => JSON.parse(line.trim()) as string;
  type Field = "msgctxt" | "msgid" | "msgstr";
  let key = null as Field | null;
  let current: Record<Field, string> = { msgctxt: "", msgid: "", msgstr: "" };
  const flush = () => {
    if (current.msgid) out.set(`${current.msgctxt}\u0004${current.msgid}`, current.msgstr);
    current = { msgctxt: "", msgid: "", msgstr: "" };
  };
  for (const line of po.split("\n")) {
    const m = /^(msgctxt|msgid|msgstr) (".*")$/.exec(line);
    if (m) {
      if (m[1] === "msgctxt" || (m[1] === "msgid" && key !== "msgctxt")) flush();
      const field = m[1] as Field;
      key = field;
      current[field] = unquote(m[2]!);
    } else if (/^".*"$/.test(line) && key) {
      current[key] += unquote(line);
    } else if (line.trim() === "") {
      key = null;
    }
  }
  flush();
  return out;
}

const committed = readCatalogues();
let extracted: Map<string, string>;
try {
  execFileSync(join(ROOT, "node_modules/.bin/lingui"), ["extract", "--clean"], { cwd: ROOT, stdio: "ignore" });
  extracted = readCatalogues();
} finally {
  for (const [path, text] of committed) writeFileSync(path, text);
}

const problems: string[] = [];
for (const [path, text] of extracted) {
  const name = path.slice(LOCALES_DIR.length + 1);
  const now = entries(text);
  const before = entries(committed.get(path) ?? "");
  const missing = [...now.keys()].filter((id) => !before.has(id));
  const gone = [...before.keys()].filter((id) => !now.has(id));
  if (missing.length) problems.push(`${name}: ${missing.length} text(s) in the code are not in the catalogue, e.g. "${missing[0]!.split("\u0004")[1]}"`);
  if (gone.length) problems.push(`${name}: ${gone.length} text(s) the code no longer has, e.g. "${gone[0]!.split("\u0004")[1]}"`);
  if (!name.startsWith("en/")) {
    const untranslated = [...before].filter(([, msgstr]) => msgstr.trim() === "").map(([id]) => id.split("\u0004")[1]);
    if (untranslated.length) problems.push(`${name}: ${untranslated.length} text(s) not translated, e.g. "${untranslated[0]}"`);
  }
}
if (problems.length) {
  console.error(`The catalogues are not the code's (run \`npm run i18n:extract\`, then translate):\n- ${problems.join("\n- ")}`);
  process.exit(1);
}
console.log(`Catalogues: ${extracted.size} files, every text marked in the code is in them and translated.`);
