/**
 * Replaces one section of bench/report.md (from its `## heading` to the next `## `) and one key of
 * bench/report.json, leaving the rest of an earlier full run as it was: the parts of the benchmark
 * that can run alone (inbox, memory) refresh their own figures this way.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";

export interface SectionUpdate {
  /** The section's heading text after `## ` up to where it may vary, e.g. "Console inbox at ". */
  heading: string;
  markdown: string;
  key: string;
  value: unknown;
  /** A heading the section goes before when it is new; else it is appended. */
  before?: string;
}

export function spliceReportSection(u: SectionUpdate, root = resolve(import.meta.dirname, "..")): void {
  const jsonPath = resolve(root, "bench/report.json");
  const json = JSON.parse(readFileSync(jsonPath, "utf8")) as Record<string, unknown>;
  json[u.key] = u.value;
  writeFileSync(jsonPath, JSON.stringify(json, null, 2));
  const mdPath = resolve(root, "bench/report.md");
  const md = readFileSync(mdPath, "utf8");
  const start = md.indexOf(`## ${u.heading}`);
  let out: string;
  if (start >= 0) {
    const next = md.indexOf("\n## ", start + 1);
    out = md.slice(0, start) + u.markdown + (next >= 0 ? md.slice(next + 1) : "");
  } else {
    const at = u.before ? md.indexOf(`## ${u.before}`) : -1;
    out = at >= 0 ? md.slice(0, at) + u.markdown + md.slice(at) : `${md.replace(/\n*$/, "\n")}\n${u.markdown}`;
  }
  writeFileSync(mdPath, out);
}
