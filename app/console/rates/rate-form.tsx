/**
 * /console/rates/:packageId/rate (editors, owners; decision 0033): one rate of a package, added or
 * edited in place. With ?tier=&residency=&season=&currency= it edits that rate, else it adds one.
 * A Conform form over the one schema (domain/rates/rate-form.ts; decision 0072): "Add a band" and
 * "Remove" are Conform's insert and remove intents, real submit buttons, so without JavaScript they
 * post the form and it comes back with the row added or removed and everything typed kept; with
 * JavaScript they change the form in place, and Save first checks the schema the server checks.
 */
import { getZodConstraint } from "@conform-to/zod/v4";
import { useForm, type FormMetadata } from "@conform-to/react";
import { useEffect, useRef } from "react";
import { data, Form, Link, redirect, useActionData, useLoaderData } from "react-router";
import type { RateKey, RateTier } from "#domain/rates/console-context.ts";
import { rateFormFields, rateFormSchema, rateFormValues, type BandKind, type RateFormValues } from "#domain/rates/rate-form.ts";
import { CURRENCIES, type Rate } from "#domain/rates/types.ts";
import { INQUIRY_RESIDENCIES, RESIDENCY_LABELS, type InquiryResidency } from "#domain/residency.ts";
import { TIER_LABELS } from "#domain/tiers.ts";
import { ErrorSummary, Field, SelectField } from "../components/form-fields.tsx";
import { INTENT_FIELD, parseForm, refusal, useErrorSummary, withoutCheck } from "../lib/conform.ts";
import { wellFormedForm } from "../lib/forms.server.ts";
import { consoleMeta } from "../lib/meta.ts";
import ratesCss from "./rates.css?url";
import type { Route } from "./+types/rate-form";
import { consoleOf } from "../lib/console-area.ts";

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
  return { basis: "per_person_sharing", currency: "KES", residency, tierId: String(tier?.id ?? ""), ...(season ? { season } : {}), childBands: [], groupBands: [] };
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

/**
 * The posted form read by the one schema: Save and the band intents check it; Delete reads only the
 * key. Values are the strings as typed (no coercion), so the schema's own messages are the ones shown.
 */
const parseRateForm = (formData: FormData) => parseForm(formData, rateFormSchema);
/** Delete checks nothing typed: the key is all it reads. */
const parseDelete = (formData: FormData) => withoutCheck(formData) as ReturnType<typeof parseRateForm>;

export async function action({ context, params, request }: Route.ActionArgs) {
  await consoleOf(context).staff.require("content:write");
  const packageId = Number(params.packageId);
  const formData = await wellFormedForm(request);
  const back = `/console/rates?package=${packageId}`;
  const submission = formData.get("op") === "delete" ? parseDelete(formData) : parseRateForm(formData);
  // "Add a band" and "Remove" (Conform's intents, posted without JavaScript) change only the form:
  // it comes back with the row added or removed, nothing saved and nothing marked wrong yet.
  if (formData.has(INTENT_FIELD)) return data(submission.reply(), { status: 200 });
  if (formData.get("op") === "delete") {
    const key = keyFrom((k) => (typeof formData.get(k) === "string" ? (formData.get(k) as string) : null));
    const result = key ? await consoleOf(context).rates.deleteRate(packageId, key) : { ok: false as const, status: 400, errors: { form: "That rate does not exist." } };
    if (!result.ok) return data(submission.reply(refusal(result.errors)), { status: result.status });
    throw redirect(`${back}&rate=deleted`);
  }
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const result = await consoleOf(context).rates.saveRate(packageId, submission.value as Rate, formData.get("replace") === "yes");
  if (!result.ok) return data(submission.reply(refusal(result.errors)), { status: result.status });
  throw redirect(`${back}&rate=saved`);
}

const BAND_COLUMNS = {
  childBands: [
    { field: "minAge", label: "From age", numeric: true },
    { field: "maxAge", label: "To age", numeric: true },
    { field: "amount", label: "Price per night", numeric: false },
  ],
  groupBands: [
    { field: "maxSize", label: "Up to travellers", numeric: true },
    { field: "amount", label: "Price per night", numeric: false },
  ],
} as const;

/** The inputs' constraints, from the shape the form posts (the schema's input, before it is read). */
const RATE_CONSTRAINT = getZodConstraint(rateFormFields);

/** The first message of a field's errors, as the console's fields show one. */
const first = (errors: string[] | undefined) => errors?.[0];

/**
 * The inputs' ids stay the dotted ones (`f-childBands.0.minAge`) whatever Conform names them, so
 * the focus after a row change and the error links read as before.
 */
const bandId = (kind: BandKind, i: number, field: string) => `f-${kind}.${i}.${field}`;

/** What the band rows read of a Conform list field (either kind). */
type Cell = { key?: string; name: string; initialValue?: unknown; errors?: string[] };
type BandList = { name: string; errors?: string[]; getFieldList(): Array<{ key?: string; getFieldset(): Partial<Record<string, Cell>> }> };

function BandRows({ kind, form, list, focusNext }: { kind: BandKind; form: FormMetadata<RateFormValues>; list: BandList; focusNext: (id: string) => void }) {
  const child = kind === "childBands";
  const rows = list.getFieldList();
  const error = first(list.errors);
  return (
    <fieldset className="c-bands" aria-describedby={error ? `f-${kind}-error` : undefined}>
      <legend>{child ? "Children's prices by age (0-17)" : "Group or vehicle prices by party size"}</legend>
      <p className="c-hint">{child ? "A child no band covers pays as an adult sharing. Leave a row empty to drop it." : "The smallest band that fits the party (adults and children) sets the price."}</p>
      {rows.map((row, i) => {
        const cells = row.getFieldset();
        return (
          <div className="c-band" key={row.key} data-testid={`${kind}-row`}>
            {BAND_COLUMNS[kind].map(({ field, label, numeric }) => {
              const cell = cells[field]!;
              return (
                <Field
                  key={cell.key ?? field}
                  id={bandId(kind, i, field)}
                  name={cell.name}
                  label={`${label} (band ${i + 1})`}
                  defaultValue={typeof cell.initialValue === "string" ? cell.initialValue : ""}
                  inputMode={numeric ? "numeric" : "text"}
                  error={first(cell.errors)}
                />
              );
            })}
            <button
              className="c-button c-button-quiet"
              aria-label={`Remove ${child ? "child" : "group"} band ${i + 1}`}
              {...form.remove.getButtonProps({ name: list.name as "childBands", index: i })}
              onClick={() => focusNext(`add-${kind}`)}
            >
              Remove
            </button>
          </div>
        );
      })}
      {error ? (
        <p id={`f-${kind}-error`} className="c-error">
          {error}
        </p>
      ) : null}
      <button id={`add-${kind}`} className="c-button c-button-quiet" {...form.insert.getButtonProps({ name: list.name as "childBands" })} onClick={() => focusNext(bandId(kind, rows.length, child ? "minAge" : "maxSize"))}>
        {child ? "Add a child band" : "Add a group band"}
      </button>
    </fieldset>
  );
}

export default function RateForm() {
  const { packageId, title, tiers, seasons, editing, values: stored } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm<RateFormValues, Rate>({
    id: "rate",
    lastResult,
    defaultValue: stored,
    constraint: RATE_CONSTRAINT,
    onValidate: ({ formData }) => (formData.get("op") === "delete" ? parseDelete(formData) : parseRateForm(formData)),
  });
  // After a band is added or removed, the keyboard continues at the new row or the Add button:
  // the button names the control, which gets the focus once the form has redrawn with it.
  const focusAfter = useRef<string | null>(null);
  useEffect(() => {
    const target = focusAfter.current ? document.getElementById(focusAfter.current) : null;
    if (target) {
      focusAfter.current = null;
      target.focus();
    }
  });
  // The summary takes the focus for each refused Save, not on every redraw.
  const { errors: summary, onSubmit } = useErrorSummary(form, lastResult);
  const value = (k: Exclude<keyof RateFormValues, BandKind>) => (fields[k].initialValue as string | undefined) ?? "";
  const error = (k: Exclude<keyof RateFormValues, BandKind>) => first(fields[k].errors);
  const tierLabel = (id: string) => tiers.find((t) => String(t.id) === id)?.label;
  const heading = editing ? `Edit a rate of ${title}` : `Add a rate to ${title}`;
  return (
    <>
      <p>
        <Link to={`/console/rates?package=${packageId}`}>Back to the rates of {title}</Link>
      </p>
      <h1>{heading}</h1>
      <section className="c-card" aria-label={heading}>
        <Form method="post" id={form.id} onSubmit={onSubmit} noValidate>
          <ErrorSummary errors={summary} />
          {/* The first submit button is what Enter in a field presses: Save, not a band's Remove. */}
          <button type="submit" name="op" value="save" hidden tabIndex={-1}>
            Save
          </button>
          {editing ? (
            <>
              <input type="hidden" name="replace" value="yes" />
              {(["tierId", "residency", "season", "currency"] as const).map((k) => (
                <input key={k} type="hidden" name={fields[k].name} value={value(k)} />
              ))}
              <dl className="c-facts">
                <dt>Tier</dt>
                <dd>{tierLabel(value("tierId")) ?? ""}</dd>
                <dt>Residency</dt>
                <dd>{RESIDENCY_LABELS[value("residency") as InquiryResidency]}</dd>
                <dt>Season</dt>
                <dd>{value("season")}</dd>
                <dt>Currency</dt>
                <dd>{value("currency")}</dd>
              </dl>
            </>
          ) : (
            <div className="c-filters">
              <SelectField key={fields.tierId.key} name={fields.tierId.name} label="Tier" value={value("tierId")} error={error("tierId")} options={tiers.map((t) => ({ value: String(t.id), label: t.label !== TIER_LABELS[t.type] ? t.label : `${t.label} (sold to ${t.residencies.map((r) => RESIDENCY_LABELS[r]).join(", ") || "nobody"})` }))} />
              <SelectField key={fields.residency.key} name={fields.residency.name} label="Residency" value={value("residency")} error={error("residency")} options={INQUIRY_RESIDENCIES.map((r) => ({ value: r, label: RESIDENCY_LABELS[r] }))} />
              <SelectField key={fields.season.key} name={fields.season.name} label="Season" value={value("season")} error={error("season")} options={[{ value: "", label: "Choose a season" }, ...seasons.map((s) => ({ value: s, label: s }))]} />
              <SelectField key={fields.currency.key} name={fields.currency.name} label="Currency" value={value("currency")} error={error("currency")} options={CURRENCIES.map((c) => ({ value: c, label: c }))} />
            </div>
          )}
          <SelectField
            key={fields.basis.key}
            name={fields.basis.name}
            label="Basis"
            value={value("basis")}
            error={error("basis")}
            options={[
              { value: "per_person_sharing", label: "Per person sharing (adults, single supplement, children)" },
              { value: "per_group", label: "Per group or vehicle (by party size)" },
            ]}
          />
          <div className="c-check">
            <input key={fields.contactForPricing.key} id="f-contactForPricing" type="checkbox" name={fields.contactForPricing.name} value="yes" defaultChecked={value("contactForPricing") === "yes"} />
            <label htmlFor="f-contactForPricing">Contact for Pricing (no price is shown; travellers are asked to contact you)</label>
          </div>
          <p className="c-hint">Amounts are per night in the currency above, as 45000 or 45000.50.</p>
          <fieldset className="c-bands">
            <legend>Per person sharing</legend>
            <Field key={fields.adultSharing.key} name={fields.adultSharing.name} label="Price per adult sharing" defaultValue={value("adultSharing")} error={error("adultSharing")} />
            <Field key={fields.singleSupplement.key} name={fields.singleSupplement.name} label="Single supplement" hint="Added for an adult without a sharing partner; at most the sharing price." defaultValue={value("singleSupplement")} error={error("singleSupplement")} />
          </fieldset>
          <BandRows kind="childBands" form={form} list={fields.childBands} focusNext={(id) => (focusAfter.current = id)} />
          <BandRows kind="groupBands" form={form} list={fields.groupBands} focusNext={(id) => (focusAfter.current = id)} />
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
        </Form>
      </section>
    </>
  );
}
