/**
 * /console/rates/bulk (editors, owners; decision 0033): copy one season's prices to another, and
 * raise or lower a season's prices by a percentage, for one package or all. Each first shows what
 * it would write (and what it would overwrite) and asks to confirm; the confirmation carries the
 * preview's token, so what is applied, in one transaction, is exactly what was shown.
 */
import { data, Form, Link, redirect, useActionData, useLoaderData } from "react-router";
import { ROUNDING_STEPS, type RoundingStep } from "#domain/rates/bulk.ts";
import type { BulkPreview } from "#domain/rates/console-context.ts";
import { describeRate } from "#domain/rates/describe.ts";
import { RESIDENCY_LABELS } from "#domain/residency.ts";
import { TIER_LABELS } from "#domain/tiers.ts";
import { ErrorSummary, Field, SelectField, SuccessNotice } from "../components/form-fields.tsx";
import { readForm } from "../lib/forms.server.ts";
import { consoleMeta } from "../lib/meta.ts";
import ratesCss from "./rates.css?url";
import type { Route } from "./+types/bulk";
import { consoleOf } from "../lib/console-area.ts";

export const meta = () => consoleMeta("Rates: bulk tools");
export const links = () => [{ rel: "stylesheet", href: ratesCss }];

export async function loader({ context, request }: Route.LoaderArgs) {
  await consoleOf(context).staff.require("content:write");
  const url = new URL(request.url);
  const [seasons, packages] = await Promise.all([consoleOf(context).rates.seasons(), consoleOf(context).catalogueEditor.packages()]);
  return {
    seasons: seasons.map((s) => s.name),
    packages: packages.map((p) => ({ id: p.id, title: p.title })),
    done: url.searchParams.get("done"),
    changed: url.searchParams.get("changed"),
  };
}

type Answer = {
  intent: "copy" | "raise";
  values: Record<string, string>;
  errors: Record<string, string>;
  preview?: BulkPreview;
  token?: string;
  stale?: boolean;
};

export async function action({ context, request }: Route.ActionArgs) {
  await consoleOf(context).staff.require("content:write");
  const values = await readForm(request);
  const intent = values.intent === "raise" ? "raise" : "copy";
  const packageId = Number(values.packageId) > 0 ? Number(values.packageId) : null;
  const confirm = values.confirm || undefined;
  const result =
    intent === "copy"
      ? await consoleOf(context).rates.copySeason({ from: values.from ?? "", to: values.to ?? "", packageId }, confirm)
      : await consoleOf(context).rates.raiseSeason({ season: values.season ?? "", packageId, percent: values.percent ?? "", step: Number(values.step) as RoundingStep }, confirm);
  const { confirm: _c, ...typed } = values;
  if (!result.ok) return data<Answer>({ intent, values: typed, errors: result.errors }, { status: result.status });
  if (!result.applied) return data<Answer>({ intent, values: typed, errors: {}, preview: result.preview, token: result.token, stale: result.stale }, { status: result.stale ? 409 : 200 });
  throw redirect(`/console/rates/bulk?done=${intent}&changed=${result.preview.changed}`);
}

const choices = (items: readonly { value: string | number; label: string }[], none: string) => [{ value: "", label: none }, ...items.map((i) => ({ value: String(i.value), label: i.label }))];

/** What a bulk tool would write, and the form that confirms exactly that. */
function Preview({ answer, verb }: { answer: Answer; verb: string }) {
  const preview = answer.preview!;
  if (preview.changed === 0) {
    return (
      <div className="c-alert c-alert-ok" role="status">
        <p>Nothing to change: {preview.unchanged === 0 ? "no rates in that season." : `the ${preview.unchanged} rate(s) already have these prices.`}</p>
      </div>
    );
  }
  return (
    <div data-testid="bulk-preview">
      <div className="c-alert c-alert-error" role="alert">
        {answer.stale ? <p>The rates changed since you looked: here is what would happen now.</p> : null}
        <p>
          This will write {preview.changed} rate(s) in {preview.packages.length} package(s)
          {preview.replaced > 0 ? `, overwriting ${preview.replaced} existing rate(s)` : ""}. Check them below, then confirm.
        </p>
      </div>
      {preview.packages.map((p) => (
        <table className="c-table" key={p.id}>
          <caption>{p.title}</caption>
          <thead>
            <tr>
              <th scope="col">Rate</th>
              <th scope="col">Now</th>
              <th scope="col">After</th>
            </tr>
          </thead>
          <tbody>
            {p.changes.map((c, i) => {
              const before = c.before ? describeRate(c.before) : null;
              const after = describeRate(c.after);
              return (
                <tr key={i} data-testid="bulk-change">
                  <td data-label="Rate">
                    {TIER_LABELS[c.tier]}, {RESIDENCY_LABELS[c.after.residency]}, {c.after.season}, {c.after.currency}
                  </td>
                  <td data-label="Now">{before ? [before.price, before.bands].filter(Boolean).join("; ") : "No rate (added)"}</td>
                  <td data-label="After">{[after.price, after.bands].filter(Boolean).join("; ")}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ))}
      <Form method="post" className="c-actions">
        {Object.entries(answer.values).map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
        <input type="hidden" name="confirm" value={answer.token} />
        <button type="submit" className="c-button">
          {verb}
        </button>
        <Link to="/console/rates/bulk">Cancel</Link>
      </Form>
    </div>
  );
}

export default function BulkTools() {
  const { seasons, packages, done, changed } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as Answer | undefined;
  const seasonChoices = choices(seasons.map((s) => ({ value: s, label: s })), "Choose a season");
  const packageChoices = choices(packages.map((p) => ({ value: p.id, label: p.title })), "All packages");
  const copy = answer?.intent === "copy" ? answer : undefined;
  const raise = answer?.intent === "raise" ? answer : undefined;
  return (
    <>
      <p>
        <Link to="/console/rates">Back to rates</Link>
      </p>
      <h1>Rates: bulk tools</h1>
      {done ? (
        <SuccessNotice>
          <p>{done === "copy" ? `Season copied: ${changed} rate(s) written.` : `Season prices changed: ${changed} rate(s) written.`}</p>
        </SuccessNotice>
      ) : null}

      <section className="c-card" aria-labelledby="copy-heading">
        <h2 id="copy-heading">Copy a season's prices to another season</h2>
        <p className="c-hint">Every rate of the first season (per tier, residency and currency) is written into the second, replacing the rate there. Rates of the second season with no counterpart stay as they are.</p>
        <Form method="post" noValidate key={`copy-${copy?.token ?? ""}`}>
          <ErrorSummary errors={copy?.errors} />
          <input type="hidden" name="intent" value="copy" />
          <div className="c-filters">
            <SelectField name="from" label="Copy from" value={copy?.values.from} options={seasonChoices} error={copy?.errors.from} />
            <SelectField name="to" label="Copy to" value={copy?.values.to} options={seasonChoices} error={copy?.errors.to} />
            <SelectField id="f-copy-package" name="packageId" label="Packages" value={copy?.values.packageId} options={packageChoices} />
          </div>
          <button type="submit" className="c-button">
            Show what would change
          </button>
        </Form>
        {copy?.preview ? <Preview answer={copy} verb="Copy the prices" /> : null}
      </section>

      <section className="c-card" aria-labelledby="raise-heading">
        <h2 id="raise-heading">Raise or lower a season's prices</h2>
        <p className="c-hint">
          Every amount of the season's rates (sharing, single supplement, child and group bands) is multiplied by the percentage and rounded to the nearest whole step of its currency, halves up: +10% of KES 15,000.55 is KES 16,501. Contact for Pricing rates are left alone. All
          rates change together or none does.
        </p>
        <Form method="post" noValidate key={`raise-${raise?.token ?? ""}`}>
          <ErrorSummary errors={raise?.errors} />
          <input type="hidden" name="intent" value="raise" />
          <div className="c-filters">
            <SelectField name="season" label="Season" value={raise?.values.season} options={seasonChoices} error={raise?.errors.season} />
            <SelectField id="f-raise-package" name="packageId" label="Packages" value={raise?.values.packageId} options={packageChoices} />
            <Field name="percent" label="Percentage" inputMode="text" hint="10 raises by 10%; -5 lowers by 5% (-90 to +100)." defaultValue={raise?.values.percent} error={raise?.errors.percent} />
            <SelectField name="step" label="Round to" value={raise?.values.step ?? "1"} options={ROUNDING_STEPS.map((s) => ({ value: String(s), label: `the nearest ${s.toLocaleString("en-US")} (KES or USD)` }))} error={raise?.errors.step} />
          </div>
          <button type="submit" className="c-button">
            Show what would change
          </button>
        </Form>
        {raise?.preview ? <Preview answer={raise} verb="Change the prices" /> : null}
      </section>
    </>
  );
}
