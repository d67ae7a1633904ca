/**
 * The quote builder's row buttons that need the server (decision 0072): "Add an option" (a copy of
 * option 1, priced by the rates alone) and "Use this tier's days" (the tier's content). They answer
 * with Conform's update of the options, so the page redraws just those, with or without JavaScript.
 */
import type { ConsoleArea } from "#domain/site-context.ts";
import { formRowCount } from "#domain/package-document.ts";
import { copyOptionFields, dayToForm, MAX_OPTIONS, unflattenBuilderForm } from "#domain/quotes/builder-form.ts";
import { INTENT_FIELD, withoutCheck } from "../lib/conform.ts";
import type { FormValues } from "../lib/forms.server.ts";

/**
 * The row buttons the server carries out (the flat fields as the services read them): the options
 * as they become, or an error naming the field. `null` for any other button.
 */
export async function optionsChange(
  intent: string,
  values: FormValues,
  load: (packageId: number, tierId: number) => ReturnType<ConsoleArea["quotes"]["tierContent"]>,
): Promise<{ options: unknown } | { errors: Record<string, string> } | null> {
  const optionsOf = (v: FormValues) => ({ options: unflattenBuilderForm(v).options ?? [] });
  if (intent === "add-option") {
    const count = formRowCount(values, "options");
    if (count >= MAX_OPTIONS) return optionsOf(values);
    // A new option starts as a copy of the first (same days and tier), priced by the rates alone:
    // option 1's overrides and discount stay with option 1 (issue 24).
    return optionsOf({ ...values, ...copyOptionFields(values, 0, count) });
  }
  const m = /^load-tier-(\d+)$/.exec(intent);
  if (!m) return null;
  const o = Number(m[1]);
  const chosen = /^(\d+):(\d+)$/.exec(values[`options.${o}.tier`] ?? "");
  if (!chosen) return { errors: { [`options.${o}.tier`]: "Choose a package and tier first." } };
  const content = await load(Number(chosen[1]), Number(chosen[2]));
  if (!content) return { errors: { [`options.${o}.tier`]: "That package or tier no longer exists; choose another." } };
  const kept = Object.fromEntries(Object.entries(values).filter(([k]) => !k.startsWith(`options.${o}.days.`)));
  const days = Object.assign({}, ...content.days.map((d, n) => dayToForm(d, `options.${o}.days.${n}`)));
  return optionsOf({ ...kept, ...days, [`options.${o}.inclusions`]: content.inclusions.join("\n"), [`options.${o}.exclusions`]: content.exclusions.join("\n") });
}

/** The form as posted with its options replaced: Conform's update, so the browser redraws them. */
export function withOptions(formData: FormData, options: unknown) {
  const next = new FormData();
  for (const [k, v] of formData) if (k !== INTENT_FIELD) next.append(k, v);
  next.set(INTENT_FIELD, JSON.stringify({ type: "update", payload: { name: "options", value: options } }));
  return withoutCheck(next).reply();
}

