/**
 * /console/rates/:packageId/rate (editors, owners; decision 0033): one rate of a package, added or
 * edited in place. With ?tier=&residency=&season=&currency= it edits that rate, else it adds one.
 * A plain posted form: "Add a band" and "Remove" post the form and come back with the row added
 * or removed and everything typed kept, so it works without JavaScript; with JavaScript, Save first
 * checks the same schema (domain/rates/rate-form.ts) the server checks.
 */
import { useEffect } from "react";
import { data, Link, redirect, useActionData, useLoaderData } from "react-router";
import type { RateKey, RateTier } from "#domain/rates/console-context.ts";
import { bandCount, rateFormSchema, rateFormValues, withBandAdded, withBandRemoved, type BandKind, type RateFormValues } from "#domain/rates/rate-form.ts";
import { CURRENCIES } from "#domain/rates/types.ts";
import { INQUIRY_RESIDENCIES, RESIDENCY_LABELS, type InquiryResidency } from "#domain/residency.ts";
import { TIER_LABELS } from "#domain/tiers.ts";
import { fieldErrors } from "#domain/staff-forms.ts";
import { Field, SelectField, ValidatedForm } from "../components/form-fields.tsx";
import { readForm } from "../lib/forms.server.ts";
import { consoleMeta } from "../lib/meta.ts";
import ratesCss from "./rates.css?url";
import type { Route } from "./+types/rate-form";
import { consoleOf } from "../../lib/areas.ts";

export const meta = () => consoleMeta("Rate");
export const links = () => [{ rel: "stylesheet", href: ratesCss }];

const notFound = (message: string) => new Response(message, { status: 404 });

/** The key in the address (editing) or in the posted form, when complete. */
function keyFrom(get: (k: string) => string | null): RateKey | null {
  const tierId = Number(get("tier") ?? get("tierId"));
  const residency = get("residency") as InquiryResidency | null;
  const season = get("season");
  const currency = get("currency") as RateKey["currency"] | null;
  if (!Number.isInteger(tierId) || tierId <= 0 || !residency || !INQUIRY_RESIDENCIES.includes(residency) || !season || !currency || !CURRENCIES.includes(currency)) return null;
  return { tierId, residency, season, currency };
}

/** A new rate's form: the grid cell's tier, residency and season when they are real, else the first tier for residents. */
function newRateValues(tiers: RateTier[], seasons: string[], preset: URLSearchParams | null): RateFormValues {
  const tier = tiers.find((t) => String(t.id) === preset?.get("tier")) ?? tiers[0];
  const residency = tier?.residencies.find((r) => r === preset?.get("residency")) ?? "residents";
  const season = seasons.find((s) => s === preset?.get("season"));
  return { basis: "per_person_sharing", currency: "KES", residency, tierId: String(tier?.id ?? ""), ...(season ? { season } : {}) };
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  await consoleOf(context).staff.require("content:write");
  const packageId = Number(params.packageId);
  const tiers = Number.isInteger(packageId) && packageId > 0 ? await consoleOf(context).rates.tiers(packageId) : null;
  if (!tiers) throw notFound("That package does not exist.");
  const url = new URL(request.url);
  const [packages, seasons, { rates }] = await Promise.all([consoleOf(context).catalogueEditor.packages(), consoleOf(context).rates.seasons(), consoleOf(context).rates.packageRates(packageId)]);
  // "Add" from an unpriced cell of the grid names the new rate's tier, residency and season.
  const adding = url.searchParams.get("new") === "1";
  const key = adding ? null : keyFrom((k) => url.searchParams.get(k));
  const stored = key ? rates.find((r) => r.tierId === key.tierId && r.residency === key.residency && r.season === key.season && r.currency === key.currency) : undefined;
  if (key && !stored) throw notFound("That rate does not exist.");
  return {
    packageId,
    title: packages.find((p) => p.id === packageId)?.title ?? `Package ${packageId}`,
    tiers,
    seasons: seasons.map((s) => s.name),
    editing: Boolean(stored),
    values: stored ? rateFormValues(stored) : newRateValues(tiers, seasons.map((s) => s.name), adding ? url.searchParams : null),
  };
}

type ActionAnswer = { values: RateFormValues; errors: Record<string, string>; focus?: string };

export async function action({ context, params, request }: Route.ActionArgs) {
  await consoleOf(context).staff.require("content:write");
  const packageId = Number(params.packageId);
  const values = await readForm(request);
  const { op = "save", replace, ...fields } = values;
  const back = `/console/rates?package=${packageId}`;
  // "Add a band" and "Remove" change only the form: nothing is saved.
  const band = /^(add|remove)-(childBands|groupBands)(?:-(\d{1,2}))?$/.exec(op);
  if (band) {
    const kind = band[2] as BandKind;
    if (band[1] === "add") {
      const next = withBandAdded(fields, kind);
      return data<ActionAnswer>({ values: next, errors: {}, focus: `f-${kind}.${bandCount(next, kind) - 1}.${kind === "childBands" ? "minAge" : "maxSize"}` });
    }
    return data<ActionAnswer>({ values: withBandRemoved(fields, kind, Number(band[3])), errors: {}, focus: `add-${kind}` });
  }
  if (op === "delete") {
    const key = keyFrom((k) => fields[k] ?? null);
    const result = key ? await consoleOf(context).rates.deleteRate(packageId, key) : { ok: false as const, status: 400, errors: { form: "That rate does not exist." } };
    if (!result.ok) return data<ActionAnswer>({ values: fields, errors: result.errors }, { status: result.status });
    throw redirect(`${back}&rate=deleted`);
  }
  const parsed = rateFormSchema.safeParse(fields);
  if (!parsed.success) return data<ActionAnswer>({ values: fields, errors: fieldErrors(parsed.error) }, { status: 400 });
  const result = await consoleOf(context).rates.saveRate(packageId, parsed.data, replace === "yes");
  if (!result.ok) return data<ActionAnswer>({ values: fields, errors: result.errors }, { status: result.status });
  throw redirect(`${back}&rate=saved`);
}

function BandRows({ kind, values, errors }: { kind: BandKind; values: RateFormValues; errors: Record<string, string> }) {
  const n = bandCount(values, kind);
  const child = kind === "childBands";
  const columns = child
    ? [
        { field: "minAge", label: "From age", numeric: true },
        { field: "maxAge", label: "To age", numeric: true },
        { field: "amount", label: "Price per night", numeric: false },
      ]
    : [
        { field: "maxSize", label: "Up to travellers", numeric: true },
        { field: "amount", label: "Price per night", numeric: false },
      ];
  return (
    <fieldset className="c-bands" aria-describedby={errors[kind] ? `f-${kind}-error` : undefined}>
      <legend>{child ? "Children's prices by age (0-17)" : "Group or vehicle prices by party size"}</legend>
      <p className="c-hint">{child ? "A child no band covers pays as an adult sharing. Leave a row empty to drop it." : "The smallest band that fits the party (adults and children) sets the price."}</p>
      {[...Array(n).keys()].map((i) => (
        <div className="c-band" key={i} data-testid={`${kind}-row`}>
          {columns.map(({ field, label, numeric }) => (
            <Field
              key={field}
              name={`${kind}.${i}.${field}`}
              label={`${label} (band ${i + 1})`}
              defaultValue={values[`${kind}.${i}.${field}`] ?? ""}
              inputMode={numeric ? "numeric" : "text"}
              error={errors[`${kind}.${i}.${field}`]}
            />
          ))}
          <button type="submit" name="op" value={`remove-${kind}-${i}`} className="c-button c-button-quiet" aria-label={`Remove ${child ? "child" : "group"} band ${i + 1}`}>
            Remove
          </button>
        </div>
      ))}
      {errors[kind] ? (
        <p id={`f-${kind}-error`} className="c-error">
          {errors[kind]}
        </p>
      ) : null}
      <button type="submit" id={`add-${kind}`} name="op" value={`add-${kind}`} className="c-button c-button-quiet">
        {child ? "Add a child band" : "Add a group band"}
      </button>
    </fieldset>
  );
}

export default function RateForm() {
  const { packageId, title, tiers, seasons, editing, values: stored } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as ActionAnswer | undefined;
  const values: RateFormValues = answer?.values ?? stored;
  const serverErrors = answer && Object.keys(answer.errors).length > 0 ? answer.errors : undefined;
  // After a band is added or removed, the keyboard continues at the new row or the Add button.
  useEffect(() => {
    if (answer?.focus) document.getElementById(answer.focus)?.focus();
  }, [answer]);
  const tierLabel = (id: string) => tiers.find((t) => String(t.id) === id)?.label;
  const heading = editing ? `Edit a rate of ${title}` : `Add a rate to ${title}`;
  return (
    <>
      <p>
        <Link to={`/console/rates?package=${packageId}`}>Back to the rates of {title}</Link>
      </p>
      <h1>{heading}</h1>
      <section className="c-card" aria-label={heading}>
        <ValidatedForm
          schema={rateFormSchema}
          serverErrors={serverErrors}
          checkWhen={(b) => !b || b.getAttribute("value") === "save"}
          // A new form for each answer, so fields show the values it carries (a band added or removed).
          key={JSON.stringify(answer?.values ?? null)}
        >
          {(errors) => (
            <>
              {/* The first submit button is what Enter in a field presses: Save, not a band's Remove. */}
              <button type="submit" name="op" value="save" hidden tabIndex={-1}>
                Save
              </button>
              {editing ? (
                <>
                  <input type="hidden" name="replace" value="yes" />
                  {(["tierId", "residency", "season", "currency"] as const).map((k) => (
                    <input key={k} type="hidden" name={k} value={values[k] ?? ""} />
                  ))}
                  <dl className="c-facts">
                    <dt>Tier</dt>
                    <dd>{tierLabel(values.tierId ?? "") ?? ""}</dd>
                    <dt>Residency</dt>
                    <dd>{RESIDENCY_LABELS[values.residency as InquiryResidency]}</dd>
                    <dt>Season</dt>
                    <dd>{values.season}</dd>
                    <dt>Currency</dt>
                    <dd>{values.currency}</dd>
                  </dl>
                </>
              ) : (
                <div className="c-filters">
                  <SelectField name="tierId" label="Tier" value={values.tierId} error={errors.tierId} options={tiers.map((t) => ({ value: String(t.id), label: t.label !== TIER_LABELS[t.type] ? t.label : `${t.label} (sold to ${t.residencies.map((r) => RESIDENCY_LABELS[r]).join(", ") || "nobody"})` }))} />
                  <SelectField name="residency" label="Residency" value={values.residency} error={errors.residency} options={INQUIRY_RESIDENCIES.map((r) => ({ value: r, label: RESIDENCY_LABELS[r] }))} />
                  <SelectField name="season" label="Season" value={values.season} error={errors.season} options={[{ value: "", label: "Choose a season" }, ...seasons.map((s) => ({ value: s, label: s }))]} />
                  <SelectField name="currency" label="Currency" value={values.currency} error={errors.currency} options={CURRENCIES.map((c) => ({ value: c, label: c }))} />
                </div>
              )}
              <SelectField
                name="basis"
                label="Basis"
                value={values.basis}
                error={errors.basis}
                options={[
                  { value: "per_person_sharing", label: "Per person sharing (adults, single supplement, children)" },
                  { value: "per_group", label: "Per group or vehicle (by party size)" },
                ]}
              />
              <div className="c-check">
                <input id="f-contactForPricing" type="checkbox" name="contactForPricing" value="yes" defaultChecked={values.contactForPricing === "yes"} />
                <label htmlFor="f-contactForPricing">Contact for Pricing (no price is shown; travellers are asked to contact you)</label>
              </div>
              <p className="c-hint">Amounts are per night in the currency above, as 45000 or 45000.50.</p>
              <fieldset className="c-bands">
                <legend>Per person sharing</legend>
                <Field name="adultSharing" label="Price per adult sharing" defaultValue={values.adultSharing ?? ""} error={errors.adultSharing} />
                <Field name="singleSupplement" label="Single supplement" hint="Added for an adult without a sharing partner; at most the sharing price." defaultValue={values.singleSupplement ?? ""} error={errors.singleSupplement} />
              </fieldset>
              <BandRows kind="childBands" values={values} errors={errors} />
              <BandRows kind="groupBands" values={values} errors={errors} />
              <div className="c-actions">
                <button type="submit" name="op" value="save" className="c-button">
                  {editing ? "Save the rate" : "Add the rate"}
                </button>
                <Link to={`/console/rates?package=${packageId}`}>Cancel</Link>
                {editing ? (
                  <button type="submit" name="op" value="delete" className="c-button c-button-danger">
                    Delete this rate
                  </button>
                ) : null}
              </div>
            </>
          )}
        </ValidatedForm>
      </section>
    </>
  );
}
