/**
 * A package as the console's package form posts it (decision 0072), for tests that post the form
 * over HTTP: the editor's first values, one field each, named as Conform names them
 * (`tiers[0].days[1].title`, `service_ids[0]`).
 */
import type { PackageDocument } from "../../domain/package-document.ts";
import { packageToForm } from "../../domain/package-form.ts";

export function packageFormFields(doc: PackageDocument): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (node: unknown, name: string) => {
    if (typeof node === "string") out[name] = node;
    else if (Array.isArray(node)) node.forEach((x, i) => walk(x, `${name}[${i}]`));
    else if (node && typeof node === "object") for (const [k, v] of Object.entries(node)) walk(v, name ? `${name}.${k}` : k);
  };
  walk(packageToForm(doc), "");
  return out;
}
